import Foundation
import KhipuScript

/// What completion may look at, taken from the interpreter before each line is read:
/// completion runs on the line editor's thread, while the interpreter waits for input.
package struct CompletionContext {
    var messageType: Any.Type
    var state: Any
    var bindings: [(name: String, value: Any)]
    var exposedTypes: [Any.Type]
    var domains: [(name: String, summary: String)]
    var gatewayNames: [String]
    /// Each gateway's modes with what they do, for `:gateway NAME ` + Tab.
    var gatewayModes: [String: [(name: String, summary: String)]] = [:]
    var currentDirectory: String

    init(
        messageType: Any.Type,
        state: Any,
        bindings: [(name: String, value: Any)] = [],
        exposedTypes: [Any.Type] = [],
        domains: [(name: String, summary: String)] = [],
        gatewayNames: [String] = [],
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.messageType = messageType
        self.state = state
        self.bindings = bindings
        self.exposedTypes = exposedTypes
        self.domains = domains
        self.gatewayNames = gatewayNames
        self.currentDirectory = currentDirectory
    }

    package init(interpreter: Interpreter) {
        self.init(
            messageType: interpreter.messageType,
            state: interpreter.state,
            bindings: interpreter.boundValues,
            exposedTypes: interpreter.exposedTypes,
            domains: interpreter.domains.map { ($0.name, $0.summary) },
            gatewayNames: interpreter.gatewayNames
        )
        gatewayModes = interpreter.gatewayModes
    }
}
