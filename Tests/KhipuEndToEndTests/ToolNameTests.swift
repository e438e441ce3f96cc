import Foundation
import KhipuTestSupport
import Testing

@Suite("a khipu named after its executable")
struct ToolNameTests {
    /// The built `khipu`, copied under another name, as a user's own tool is.
    private func renamedTool(_ name: String, in directory: TemporaryDirectory) throws -> URL {
        let copy = directory.url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: KhipuProcess.executable, to: copy)
        return copy
    }

    private func run(_ tool: URL, _ arguments: [String]) throws -> KhipuProcess.Result {
        try Shell.run([tool.path] + arguments, in: tool.deletingLastPathComponent())
    }

    @Test("--help and a subcommand's help use the executable's name")
    func helpUsesExecutableName() throws {
        let directory = try TemporaryDirectory()
        let tool = try renamedTool("my-tool", in: directory)
        let help = try run(tool, ["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: my-tool"))
        #expect(!help.output.contains("USAGE: khipu"))
        let runHelp = try run(tool, ["run", "--help"])
        #expect(runHelp.output.contains("USAGE: my-tool run"))
    }

    @Test("an unknown --domain is refused with the domains the tool has, never replaced by another")
    func unknownDomainRefused() throws {
        let directory = try TemporaryDirectory()
        let tool = try renamedTool("my-tool", in: directory)
        let result = try run(tool, ["--domain", "todoz"])
        #expect(result.status != 0)
        #expect(result.output.contains("unknown domain 'todoz'; did you mean 'todos'?"))
        #expect(result.output.contains("my-tool has: todos, projects"))
    }
}
