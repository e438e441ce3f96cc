import ArgumentParser
import Foundation
import Khipu
import KhipuDSL
@testable import KhipuCommandLine
import KhipuScript
import Lighting
import Testing
import Todos

/// A tool's domains as `KhipuTool.main(domains:)` records them; serialized, since the
/// registry is the process's one tool.
@Suite("the tool's domains", .serialized)
struct DomainRegistryTests {
    init() {
        DomainRegistry.domains = [KhipuDomain(LightingDomain.definition)]
        DomainRegistry.toolName = "lights"
    }

    @Test("without --domain the tool starts on the first domain it was given")
    func defaultsToFirstDomain() throws {
        #expect(try DomainRegistry.domain(named: nil).name == "lighting")
    }

    @Test("a tool without todos refuses --domain todos, listing the domains it has")
    func refusesDomainItDoesNotHave() {
        #expect {
            try DomainRegistry.domain(named: "todos")
        } throws: { error in
            "\(error)" == "unknown domain 'todos' (lights has: lighting)"
        }
    }

    @Test("a close name is suggested")
    func suggestsCloseName() {
        DomainRegistry.domains = [KhipuDomain(LightingDomain.definition), KhipuDomain(TodosDomain.definition)]
        #expect {
            try DomainRegistry.domain(named: "todo")
        } throws: { error in
            "\(error)".contains("did you mean 'todos'?")
        }
    }

    @Test("help names the tool after itself")
    func helpUsesToolName() {
        #expect(KhipuCommand.helpMessage().contains("USAGE: lights"))
        #expect(KhipuCommand.helpMessage().contains("Domains: lighting"))
    }

    @Test("run --help names the tool and its own first domain as the default")
    func runHelpNamesTheDefaultDomain() {
        let help = KhipuCommand.helpMessage(for: RunCommand.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("USAGE: lights run"))
        #expect(help.contains("else --domain, else lighting."))
        #expect(!help.contains("todos"))
    }

    @Test(":save's header says which tool replays the script")
    func saveHeaderNamesTheTool() async throws {
        let domain = KhipuDomain(LightingDomain.definition)
        let interpreter = try Interpreter(domain: domain, domains: [domain], environment: .fixed(), storeFile: nil)
        defer { interpreter.close() }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lights-\(UUID().uuidString).khipu").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = await interpreter.run(ParsedStatement(StatementSource(text: ":save \(path)")), file: nil)
        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.contains("`lights run` replays it"))
        #expect(!script.contains("`khipu run`"))
    }

    @Test("the name comes from the executable's path")
    func executableName() {
        #expect(KhipuTool.executableName("/usr/local/bin/my-khipu") == "my-khipu")
        #expect(KhipuTool.executableName(".build/debug/lights") == "lights")
        #expect(KhipuTool.executableName(nil) == "khipu")
    }
}
