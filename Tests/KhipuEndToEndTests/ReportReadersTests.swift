import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KhipuTestSupport
import Testing

/// Issue 23: TAP and JUnit in the shapes that prove, tappy, junitparser and the Jenkins
/// xUnit plugin's junit-10.xsd read. The readers themselves run here when installed;
/// .ci/check-reports runs them always, on every script and on Tests/Fixtures/Reports.
@Suite("Reports that prove, tappy and junit-10.xsd read")
struct ReportReadersTests {
    static let names = "Tests/Fixtures/Reports/names.khipu"
    static let schema = KhipuProcess.packageRoot.appendingPathComponent("Tests/Fixtures/junit-10.xsd").path

    static func onPath(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    static let hasTappy = (try? Shell.run(["/usr/bin/python3", "-c", "import tap.main"], in: KhipuProcess.packageRoot).status) == 0

    @Test("TAP: a # in a name is written ＃ and a \\ doubled, so no reader finds a directive in it; SKIP stays the directive")
    func names() async throws {
        let result = try await KhipuProcess.run(["run", "--tap", "--filter", "issue", Self.names])
        let points = result.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
        #expect(points.count == 8)
        #expect(points[0] == "ok 1 - \(Self.names): Issue ＃12 holds")
        #expect(points[5] == #"ok 6 - \#(Self.names): A back\\slash, \\＃ and a trailing one \\ # SKIP filtered out by --filter"#)
        #expect(points[7].hasSuffix("Emoji 🎉 ✅ 👩‍👩‍👧 fail # SKIP filtered out by --filter"))
        // tappy ends a description at its first #: the only one is the directive's.
        for point in points {
            #expect(point.filter { $0 == "#" }.count == (point.contains(" # SKIP ") ? 1 : 0), "\(point)")
        }
    }

    @Test("TAP: failures in YAMLish blocks prove reads (`|` or a quoted string, never `|-`); the summary, then the plan, last")
    func yamlish() async throws {
        let result = try await KhipuProcess.run(["run", "--tap", "Tests/Fixtures/Reports/failing.khipu"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "TAP version 13")
        #expect(!lines.contains { $0.hasSuffix(": |-") })
        #expect(lines.filter { $0 == "  failures: |" }.count == 3)
        #expect(Array(lines.suffix(2)) == ["# 1 passed, 4 failed, 0 skipped", "1..4"])
        #expect(result.status == 1)
    }

    @Test("--tap with --record or --transcript: what they print goes out as comments, before the plan")
    func commentsBeforePlan() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("record.khipu", contents: """
            let coffee = TodoItem(title: "Get coffee")
            .todos(.cmd(.add(item: coffee)))
            expect .todos(.ack(.removed(item: coffee)))
            """)
        for option in ["--record", "--transcript"] {
            let result = try await KhipuProcess.run(["run", "--tap", option, script])
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(lines.last == "1..1", "\(option): \(result.stdout)")
            let afterPoint = lines.drop { !$0.hasPrefix("ok ") && !$0.hasPrefix("not ok ") }.dropFirst()
            let outsideYAML = afterPoint.drop { $0.hasPrefix("  ") }
            #expect(outsideYAML.dropLast().allSatisfy { $0.hasPrefix("# ") }, "\(option): \(result.stdout)")
        }
        #expect(try String(contentsOfFile: script, encoding: .utf8).contains(".added(item:"))
    }

    @Test("--filter matching nothing: no invented test; every report says so, and the run fails")
    func nothingMatched() async throws {
        let directory = try TemporaryDirectory()
        let report = directory.url.appendingPathComponent("report.xml").path
        let filter = "no scenario is called this"
        let tap = try await KhipuProcess.run(["run", "--tap", "--filter", filter, Self.names])
        let lines = tap.stdout.split(separator: "\n").map(String.init)
        #expect(tap.status == 1)
        #expect(lines.filter { $0.hasPrefix("ok ") }.allSatisfy { $0.hasSuffix("# SKIP filtered out by --filter") })
        #expect(!lines.contains { $0.hasPrefix("not ok") || $0.hasPrefix("1..") })
        #expect(lines.last == "Bail out! --filter matched nothing: no scenario's name contains '\(filter)', so nothing was checked")

        let human = try await KhipuProcess.run(["run", "--junit", report, "--filter", filter, Self.names])
        #expect(human.status == 1)
        #expect(human.stdout.split(separator: "\n").suffix(2) == [
            "error: --filter matched nothing: no scenario's name contains '\(filter)', so nothing was checked",
            "0 passed, 0 failed, 0 skipped",
        ])
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.count == 8)
        #expect(cases.allSatisfy { $0.elements(forName: "skipped").count == 1 })
        let said = try document.nodes(forXPath: "//testsuite/system-err").map { $0.stringValue ?? "" }
        #expect(said == ["--filter matched nothing: no scenario's name contains '\(filter)', so nothing was checked"])
    }

    @Test("JUnit: each suite has its file, a timestamp and the host; test cases only the attributes junit-10.xsd allows")
    func junitShape() async throws {
        let directory = try TemporaryDirectory()
        let report = directory.url.appendingPathComponent("report.xml").path
        _ = try await KhipuProcess.run(["run", "--junit", report, "Tests/Fixtures/Reports/erroring.khipu", "Tests/Fixtures/Reports/missing.khipu"])
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
        let root = try #require(document.rootElement())
        #expect(Set((root.attributes ?? []).compactMap(\.name)) == ["name", "tests", "failures", "errors", "time"])
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "file")?.stringValue } == ["Tests/Fixtures/Reports/erroring.khipu", "Tests/Fixtures/Reports/missing.khipu"])
        #expect(suites.map { $0.attribute(forName: "id")?.stringValue } == ["0", "1"])
        for suite in suites {
            #expect(suite.attribute(forName: "timestamp")?.stringValue?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/) != nil)
            #expect(suite.attribute(forName: "hostname")?.stringValue?.isEmpty == false)
        }
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.allSatisfy { Set(($0.attributes ?? []).compactMap(\.name)).isSubset(of: ["name", "classname", "time"]) })
        #expect(Set(cases.compactMap { $0.attribute(forName: "classname")?.stringValue }) == ["Tests.Fixtures.Reports.erroring", "Tests.Fixtures.Reports.missing"])
        let error = try document.nodes(forXPath: "//testcase/error").first?.stringValue ?? ""
        #expect(error.hasPrefix("Tests/Fixtures/Reports/erroring.khipu:6:14: error: unknown case 'ad'"))
    }

    @Test("JUnit: every report validates against junit-10.xsd (xmllint)", .enabled(if: RequiredTools.runs(whenPresent: onPath("xmllint"))))
    func junitValidates() async throws {
        let directory = try TemporaryDirectory()
        let runs: [[String]] = [
            ["scripts/todos.khipu"],
            ["Tests/Fixtures/Reports"],
            ["--fail-fast", "Tests/Fixtures/Reports/failing.khipu"],
            ["--filter", "issue", Self.names, "Tests/Fixtures/Reports/missing.khipu"],
            ["--filter", "nothing-at-all", Self.names],
        ]
        for (index, arguments) in runs.enumerated() {
            let report = directory.url.appendingPathComponent("report\(index).xml").path
            _ = try await KhipuProcess.run(["run", "--junit", report] + arguments)
            let check = try Shell.run(["xmllint", "--noout", "--schema", Self.schema, report], in: KhipuProcess.packageRoot)
            #expect(check.status == 0, "\(arguments): \(check.stdout)")
        }
    }

    @Test("prove counts the tests, failures and skips khipu reported, and fails with it", .enabled(if: RequiredTools.runs(whenPresent: onPath("prove"))))
    func prove() throws {
        let khipu = KhipuProcess.executable.path
        let names = try Shell.run(["prove", "--exec", "\(khipu) run --tap", Self.names], in: KhipuProcess.packageRoot)
        #expect(names.status != 0)
        #expect(names.stdout.contains("Tests: 8 Failed: 4)"), "\(names.stdout)")
        #expect(names.stdout.contains("Failed tests:  2-4, 8"), "\(names.stdout)")
        #expect(!names.stdout.contains("Parse errors"), "\(names.stdout)")
        let stopped = try Shell.run(["prove", "--exec", "\(khipu) run --tap", "Tests/Fixtures/Reports/stopped.khipu"], in: KhipuProcess.packageRoot)
        #expect(stopped.status == 0, "\(stopped.stdout)")
        #expect(stopped.stdout.contains("Result: PASS"))
        let none = try Shell.run(["prove", "--exec", "\(khipu) run --tap --filter nothing-at-all", Self.names], in: KhipuProcess.packageRoot)
        #expect(none.status != 0)
        #expect(none.stdout.contains("Bailout called"), "\(none.stdout)")
    }

    @Test("tappy counts the tests, failures and skips khipu reported, and fails with it", .enabled(if: RequiredTools.runs(whenPresent: hasTappy)))
    func tappy() async throws {
        let directory = try TemporaryDirectory()
        let read = """
            import sys
            from tap.loader import Loader
            def flat(suite):
                for test in suite:
                    yield from flat(test) if hasattr(test, "__iter__") else [test]
            lines = [a._line for a in flat(Loader().load([sys.argv[1]]))]
            print(len([l for l in lines if l.number is not None]),
                  [int(l.number) for l in lines if l.number is not None and not l.ok and not l.skip and not l.todo],
                  [int(l.number) for l in lines if l.skip],
                  [l.description for l in lines if l.number is None])
            """
        let expectations: [([String], String)] = [
            ([Self.names], "8 [2, 3, 4, 8] [] []"),
            (["--filter", "issue", Self.names], "8 [2] [3, 4, 5, 6, 7, 8] []"),
            (["Tests/Fixtures/Reports/stopped.khipu"], "4 [] [3, 4] []"),
        ]
        for (arguments, expected) in expectations {
            let stream = try directory.file("report.tap", contents: try await KhipuProcess.run(["run", "--tap"] + arguments).stdout)
            let counted = try Shell.run(["/usr/bin/python3", "-c", read, stream], in: KhipuProcess.packageRoot)
            #expect(counted.stdout.split(separator: "\n").last.map(String.init) == expected, "\(arguments): \(counted.stdout)")
        }
    }
}
