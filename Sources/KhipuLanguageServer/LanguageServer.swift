import Foundation
import KhipuScript

/// A Language Server Protocol server for `.khipu` files on stdio: diagnostics as the
/// user types (published on open and change, an empty list once fixed), completion from
/// the domain's schema, hover with `///` docs and go-to-definition for bound names.
/// Documents are synchronised in full; nothing is dispatched, so nothing runs.
package final class LanguageServer {
    private let connection: JSONRPCConnection
    private let domains: [KhipuDomain]
    private let defaultDomain: KhipuDomain
    private var documents: [String: KhipuDocument] = [:]
    private var shutdownRequested = false

    package init(connection: JSONRPCConnection, domains: [KhipuDomain], defaultDomain: KhipuDomain) {
        self.connection = connection
        self.domains = domains
        self.defaultDomain = defaultDomain
    }

    /// Serves until `exit` or the end of the input; true if the client shut down first.
    package func run() async -> Bool {
        while let message = connection.read() {
            let method = message["method"] as? String ?? ""
            let params = message["params"] as? [String: Any] ?? [:]
            if method == "exit" { return shutdownRequested }
            if let id = message["id"] {
                respond(to: id, method: method, params: params, result: await answer(method, params))
            } else {
                await handle(method, params)
            }
        }
        return shutdownRequested
    }

    private func respond(to id: Any, method: String, params: [String: Any], result: Any??) {
        guard let result else {
            connection.send(["id": id, "error": ["code": -32601, "message": "khipu lsp does not handle '\(method)'"]])
            return
        }
        connection.send(["id": id, "result": result ?? NSNull()])
    }

    /// The result of a request: nil if the method is unknown, `.some(nil)` for a null result.
    private func answer(_ method: String, _ params: [String: Any]) async -> Any?? {
        switch method {
        case "initialize":
            return .some(Self.capabilities)
        case "shutdown":
            shutdownRequested = true
            return .some(nil)
        case "textDocument/completion":
            guard let (document, position) = target(params) else { return .some([Any]()) }
            return .some(["isIncomplete": false, "items": await document.completion(at: position)])
        case "textDocument/hover":
            guard let (document, position) = target(params) else { return .some(nil) }
            return .some(await document.hover(at: position))
        case "textDocument/definition":
            guard let (document, position) = target(params) else { return .some(nil) }
            return .some(document.definition(at: position))
        default:
            return nil
        }
    }

    private func handle(_ method: String, _ params: [String: Any]) async {
        let textDocument = params["textDocument"] as? [String: Any] ?? [:]
        guard let uri = textDocument["uri"] as? String else { return }
        switch method {
        case "textDocument/didOpen":
            documents[uri] = KhipuDocument(uri: uri, text: textDocument["text"] as? String ?? "", domains: domains, defaultDomain: defaultDomain)
            await publishDiagnostics(uri)
        case "textDocument/didChange":
            // Full synchronisation: the last change holds the whole text.
            guard let text = (params["contentChanges"] as? [[String: Any]])?.last?["text"] as? String else { return }
            documents[uri]?.text = text
            await publishDiagnostics(uri)
        case "textDocument/didClose":
            documents[uri] = nil
            connection.send(["method": "textDocument/publishDiagnostics", "params": ["uri": uri, "diagnostics": [Any]()]])
        default:
            break
        }
    }

    private func publishDiagnostics(_ uri: String) async {
        guard let document = documents[uri] else { return }
        let diagnostics = await document.diagnostics()
        connection.send(["method": "textDocument/publishDiagnostics", "params": ["uri": uri, "diagnostics": diagnostics]])
    }

    private func target(_ params: [String: Any]) -> (KhipuDocument, TextPosition)? {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let document = documents[uri],
            let position = TextPosition(json: params["position"])
        else { return nil }
        return (document, position)
    }

    static var capabilities: [String: Any] {
        [
        "capabilities": [
            "textDocumentSync": ["openClose": true, "change": 1],
            "completionProvider": ["triggerCharacters": [".", "(", ":", " "], "resolveProvider": false],
            "hoverProvider": true,
            "definitionProvider": true,
        ],
        "serverInfo": ["name": "khipu"],
        ]
    }
}
