import ExampleDomains
import Foundation
import KhipuDSL
import KhipuScript
import KhipuTesting
import Testing

/// Every script under scripts/, run in `swift test` through KhipuTesting, with the
/// domains `khipu` itself has (the first is the default, as for `khipu run`).
@Suite("acceptance scripts")
struct AcceptanceScriptTests {
    static var domains: [KhipuDomain] { ExampleDomains.all }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// scripts/*.khipu, found next to this package's Package.swift.
    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scripts").path)) ?? []
        return names.filter { $0.hasSuffix(".khipu") }.sorted().map { "scripts/" + $0 }
    }

    @Test("there are scripts to run")
    func scriptsExist() {
        #expect(Self.scripts.contains("scripts/todos.khipu"))
    }

    @Test("the script passes", arguments: scripts)
    func scriptPasses(_ path: String) async {
        await expectScript(at: path, domains: Self.domains)
    }

    /// What an editor shows: a passing script has no error, though nothing is dispatched.
    @Test("the script type-checks without a diagnostic", arguments: scripts)
    func scriptTypeChecks(_ path: String) async throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let checker = try ScriptChecker(domains: Self.domains, defaultDomain: Self.domains[0])
        for statement in StatementSplitter.split(text) {
            let diagnostic = await checker.check(statement)
            #expect(diagnostic == nil, "\(path):\(statement.line): \(diagnostic?.message ?? "")")
        }
    }
}
