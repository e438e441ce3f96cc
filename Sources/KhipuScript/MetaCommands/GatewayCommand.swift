import Khipu
import KhipuDSL

/// `:gateway` lists the domain's simulated gateways; `:gateway bridge offline` puts one in a mode.
enum GatewayCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "the app's gateways are its real ones, which no client switches"
    static let usage = ":gateway [NAME MODE]"
    static let summary = "list the domain's simulated gateways, or put one in a mode"
    static let argumentCompletion = MetaArgumentCompletion.gateways
    static let needsArgument = true

    static func help(_ examples: HelpExamples) -> [String] {
        [":gateway lists the simulated gateways and their modes; :gateway NAME MODE puts one in a mode."]
    }

    static func replays(argument: String) -> Bool { !argument.isEmpty }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        StatementResult(events: [.output(try run(command, gateways: context.gateways, environment: context.environment))])
    }

    static func run(_ command: MetaCommandInvocation, gateways: [GatewayDescription], environment: KhipuEnvironment) throws -> String {
        let words = command.argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let name = words.first else { return list(gateways, environment) }
        let nameRange = SourceRange(command.argumentRange.start, command.argumentRange.start + name.utf8.count)
        guard let gateway = gateways.first(where: { $0.name == name }) else {
            throw Diagnostic.unknownGateway(name, among: gateways.map(\.name), at: nameRange)
        }
        let modes = gateway.modes.map(\.name)
        guard words.count == 2 else {
            throw Diagnostic.invalidArgument("one mode after '\(name)'", at: command.argumentRange, notes: ["modes: " + modes.joined(separator: ", ")])
        }
        let mode = words[1]
        guard modes.contains(mode) else {
            let start = command.argumentRange.end - mode.utf8.count
            throw Diagnostic.unknownGatewayMode(mode, of: name, among: modes, at: SourceRange(start, command.argumentRange.end))
        }
        environment.setGatewayMode(mode, of: name)
        return "gateway \(name): \(mode)"
    }

    private static func list(_ gateways: [GatewayDescription], _ environment: KhipuEnvironment) -> String {
        guard !gateways.isEmpty else { return "this domain has no simulated gateways" }
        return gateways.map { gateway in
            let current = environment.gatewayMode(of: gateway.name) ?? gateway.modes.first?.name ?? ""
            let modes = gateway.modes.map { "    \($0.name == current ? "*" : " ") \($0.name): \($0.summary)" }
            return (["\(gateway.name): \(gateway.summary)"] + modes).joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
