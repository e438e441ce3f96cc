import Foundation
import Testing

/// Issue 33, item 6: Tests/Fixtures/DefaultIsolationDomain, a reducer domain whose targets
/// are built with `.defaultIsolation(MainActor.self)` (what Xcode 26 gives a new app
/// target), its types marked only as the manual's "Default MainActor isolation" says.
/// In `OutsidePackageTests`, so it runs only when KHIPU_OUTSIDE_PACKAGE is set:
/// `KHIPU_OUTSIDE_PACKAGE=1 swift test --filter OutsidePackage`.
extension OutsidePackageTests {
    @Test("a reducer domain built with default MainActor isolation builds, and its tool, script, describe --check and swift test pass")
    func defaultIsolationDomain() throws {
        let (root, cleanUp) = try outsideFolder()
        defer { cleanUp() }
        let package = try copyFixture("DefaultIsolationDomain", into: root)

        let build = try Shell.run(["swift", "build", "--build-tests", "--scratch-path", scratchPath(root)], in: package)
        try #require(build.status == 0, "\(build.output)")
        #expect(!build.output.contains("error:"), "\(build.output)")

        let test = try Shell.run(["swift", "test", "--skip-build", "--scratch-path", scratchPath(root)], in: package)
        #expect(test.status == 0, "\(test.output)")
        #expect(test.output.contains("Test teahouseScript() passed"), "\(test.output)")

        let tool = scratchPath(root) + "/debug/teahouse-khipu"
        let run = try Shell.run([tool, "run", "scripts/teahouse.khipu"], in: package)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.lastLine.hasSuffix(" 0 failed, 0 skipped"), "\(run.output)")

        let check = try Shell.run([tool, "describe", "--check"], in: package)
        #expect(check.status == 0, "\(check.output)")
        let page = try Shell.run([tool, "describe"], in: package)
        #expect(page.stdout.contains("setSteep(Duration)"), "\(page.output)")
        #expect(!page.stdout.contains("warning"), "\(page.output)")

        let piped = try Shell.run(["sh", "-c", "printf '.tea(.setSteep(.seconds(90)))\\n:state steep\\n' | \(tool)"], in: package)
        #expect(piped.output.contains(".seconds(90)"), "\(piped.output)")
    }
}
