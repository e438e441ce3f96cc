import Foundation
import KhipuTestSupport
import Testing

/// With `KHIPU_REQUIRE_TOOLS` (CI), every program a suite here skips without is there:
/// one failure naming what is missing, beside the failures of the suites that needed it.
@Suite("The tools the end-to-end tests need", .enabled(if: RequiredTools.areRequired))
struct RequiredToolsTests {
    @Test("tmux, Chromium, xmllint, prove and tappy are installed, and a small tmpfs mounts")
    func everyToolIsThere() {
        let tools: [(name: String, present: Bool)] = [
            ("tmux (the REPL on a terminal)", ReplTerminal.isAvailable),
            ("Chromium (describe's HTML)", Chromium.path != nil),
            ("xmllint (junit-10.xsd)", ReportReadersTests.onPath("xmllint")),
            ("prove (TAP)", ReportReadersTests.onPath("prove")),
            ("tappy (python3-tap)", ReportReadersTests.hasTappy),
            ("a 64 KiB tmpfs (the full-disk test; root)", ReliabilityRoundThreeTests.canMountSmallDisk),
        ]
        let missing = tools.filter { !$0.present }.map(\.name)
        #expect(missing.isEmpty, "KHIPU_REQUIRE_TOOLS is set and these are missing: \(missing.joined(separator: ", ")); .ci/setup installs them")
    }
}
