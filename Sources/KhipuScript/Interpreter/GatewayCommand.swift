import Khipu
import KhipuDSL

/// `:gateway` lists the domain's simulated gateways; `:gateway bridge offline` puts one in a mode.
enum GatewayCommand {
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
