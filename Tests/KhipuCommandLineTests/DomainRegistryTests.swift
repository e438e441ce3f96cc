import ArgumentParser
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

    @Test("the name comes from the executable's path")
    func executableName() {
        #expect(KhipuTool.executableName("/usr/local/bin/my-khipu") == "my-khipu")
        #expect(KhipuTool.executableName(".build/debug/lights") == "lights")
        #expect(KhipuTool.executableName(nil) == "khipu")
    }
}
