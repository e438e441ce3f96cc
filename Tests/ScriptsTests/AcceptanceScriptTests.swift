import Chat
import Counter
import FastingTimer
import Foundation
import KhipuScript
import KhipuTesting
import Life
import Lighting
import OvoTimer
import Projects
import Testing
import Todos

/// Every script under scripts/, run in `swift test` through KhipuTesting, with the
/// domains `khipu` itself has (the first is the default, as for `khipu run`).
@Suite("acceptance scripts")
struct AcceptanceScriptTests {
    static var domains: [KhipuDomain] {
        [
        KhipuDomain(TodosDomain.definition),
        KhipuDomain(ProjectsDomain.definition),
        KhipuDomain(CounterDomain.definition),
        KhipuDomain(FastingTimerDomain.definition),
        KhipuDomain(OvoTimerDomain.definition),
        KhipuDomain(LightingDomain.definition),
        KhipuDomain(ChatDomain.definition),
        KhipuDomain(LifeDomain.definition),
        ]
    }

    /// scripts/*.khipu, found next to this package's Package.swift.
    static var scripts: [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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
}
