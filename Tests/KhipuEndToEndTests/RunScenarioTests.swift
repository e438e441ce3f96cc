import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KhipuTestSupport
import Testing

/// The "Done when" of scripts CI can trust: scenarios, honest counts, matching,
/// exhaustive mode, reports and many files, through the built `khipu` binary.
@Suite("khipu run: scenarios, counts, matching and reports")
struct RunScenarioTests {
    static let threeScenarios = """
        :domain todos
        # The background: every scenario starts with it.
        let coffee = TodoItem(title: "Get coffee")

        scenario "A misspelt case"
        .todos(.cmd(.ad(item: coffee)))
        expect .todos(.ack(.added(item: coffee)))
        expect state.todos.items.count == 1

        scenario "Adding two"
        .todos(.cmd(.add(item: coffee)))
        expect .todos(.ack(.added(item: coffee)))
        .todos(.cmd(.add(item: "Tea")))
        expect state.todos.items.count == 2

        scenario "A fresh domain"
        expect state.todos.items.count == 2
        expect state.todos.items.isEmpty == true
        """

    @Test("a statement that fails skips the rest of its scenario; scenarios start afresh after the background")
    func honestCounts() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("three.khipu", contents: Self.threeScenarios)
        let report = directory.url.appendingPathComponent("report.xml").path
        let result = try await KhipuProcess.run(["run", "--junit", report, script])
        #expect(result.status == 1)
        #expect(result.lastLine == "3 passed, 2 failed, 2 skipped")
        #expect(result.stdout.contains("three.khipu:6:14: error: unknown case 'ad'"))
        #expect(result.stdout.contains(#"FAIL \#(script):5 "A misspelt case": 0 passed, 1 failed, 2 skipped"#))
        #expect(result.stdout.contains(#"PASS \#(script):10 "Adding two": 2 passed, 0 failed, 0 skipped"#))
        #expect(result.stdout.contains(#"FAIL \#(script):16 "A fresh domain": 1 passed, 1 failed, 0 skipped"#))
        #expect(result.stdout.contains("three.khipu:17: expectation failed"))

        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["A misspelt case", "Adding two", "A fresh domain"])
        // The path as a dotted package path: Jenkins shows the directory as package, the script as class.
        let classname = script.dropFirst().dropLast(".khipu".count).replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: "/", with: ".")
        for testCase in cases {
            #expect(testCase.attribute(forName: "classname")?.stringValue == classname)
            #expect(Double(testCase.attribute(forName: "time")?.stringValue ?? "") != nil)
        }
        let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "file")?.stringValue == script)
        #expect(cases.map { $0.elements(forName: "error").count } == [1, 0, 0])
        #expect(cases.map { $0.elements(forName: "failure").count } == [0, 0, 1])
        let failure = cases[2].elements(forName: "failure").first?.stringValue ?? ""
        #expect(failure.contains("three.khipu:17") && failure.contains("expected 2, found 0"))
        #expect(cases[0].elements(forName: "error").first?.stringValue?.contains("three.khipu:6:14") == true)
    }

    @Test("a file without scenario lines is one scenario named after the file; --filter picks scenarios by name")
    func filter() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("three.khipu", contents: Self.threeScenarios)
        let plain = try directory.file("plain.khipu", contents: "expect state.todos.items.count == 0\n")
        let report = directory.url.appendingPathComponent("report.xml").path
        let result = try await KhipuProcess.run(["run", "--filter", "adding", "--junit", report, script, plain])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.lastLine == "2 passed, 0 failed, 0 skipped")
        #expect(!result.stdout.contains("misspelt"))
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
        let skipped = try document.nodes(forXPath: "//testcase[skipped]").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(skipped == ["A misspelt case", "A fresh domain", "plain"])

        let byFile = try await KhipuProcess.run(["run", "--filter", "plain", script, plain])
        #expect(byFile.lastLine == "1 passed, 0 failed, 0 skipped")
        let none = try await KhipuProcess.run(["run", "--filter", "no such scenario", script])
        #expect(none.status == 1)
        #expect(none.stdout.contains("no scenario's name contains 'no such scenario'"))
        #expect(none.lastLine == "0 passed, 0 failed, 0 skipped")
        #expect(!none.stdout.contains("FAIL --filter"))
    }

    @Test("a statement failing in the background fails every scenario")
    func backgroundFailure() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("background.khipu", contents: """
            let coffee = TodoItem(titel: "Get coffee")
            scenario "one"
            expect state.todos.items.count == 0
            scenario "two"
            expect state.todos.items.count == 0
            """)
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.lastLine == "0 passed, 2 failed, 2 skipped")
    }

    @Test("_ matches any value where it stands, and a mismatch is still a diff of typed values")
    func wildcards() async throws {
        let directory = try TemporaryDirectory()
        let passing = try directory.file("wildcards.khipu", contents: """
            :domain chat
            .chat(.login(as: "alice"))
            expect .chat(.loggingIn(as: _, .succeeded))
            expect .chat(.loggingIn(as: "alice", _))
            expect .chat(_)
            :domain todos
            .todos(.cmd(.add(item: "Get coffee")))
            expect .todos(.ack(.added(item: _)))
            expect .todos(.ack(.added(item: TodoItem(id: _, title: "Get coffee"))))
            expect state.todos.items[0] == TodoItem(id: _, title: "Get coffee")
            expect state.todos.items == [_]
            """)
        let result = try await KhipuProcess.run(["run", passing])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.lastLine == "7 passed, 0 failed, 0 skipped")

        let failing = try directory.file("mismatch.khipu", contents: """
            .todos(.cmd(.add(item: "Get coffee")))
            expect .todos(.ack(.added(item: TodoItem(id: _, title: "Get tea"))))
            expect .todos(.ack(.removed(item: _)))
            expect state.todos.items == [_, _]
            """)
        let failed = try await KhipuProcess.run(["run", failing])
        #expect(failed.status == 1)
        #expect(failed.lastLine == "0 passed, 3 failed, 0 skipped")
        // The `_` took the emitted id, so the diff shows only the title.
        #expect(failed.stdout.contains(#"-     title: "Get tea","#))
        #expect(failed.stdout.contains(#"+     title: "Get coffee","#))
        #expect(!failed.stdout.contains(#"-     id:"#))
        #expect(failed.stdout.contains("mismatch.khipu:3: expectation failed"))
        #expect(failed.stdout.contains("mismatch.khipu:4: expectation failed"))
    }

    @Test("a misspelt case next to a _ is an error of the expectation, with a suggestion")
    func wildcardTypo() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("typo.khipu", contents: """
            .todos(.cmd(.add(item: "Get coffee")))
            expect .todos(.ack(.addd(item: _)))
            expect state.todos.items.count == 1
            """)
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.stdout.contains("typo.khipu:2:21: error: unknown case 'addd'"))
        #expect(result.stdout.contains("did you mean 'added'?"))
        #expect(result.lastLine == "0 passed, 1 failed, 1 skipped")
    }

    @Test("comparisons and contains pass where they hold and fail with what was found", arguments: [
        ("expect state.todos.items.count < 3", true),
        ("expect state.todos.items.count <= 2", true),
        ("expect state.todos.items.count > 1", true),
        ("expect state.todos.items.count >= 2", true),
        ("expect state.todos.items.count != 3", true),
        ("expect state.todos.items[0].title < state.todos.items[1].title", true),
        ("expect state.todos.items contains coffee", true),
        (#"expect state.todos.items contains TodoItem(id: _, title: "Tea")"#, true),
        (#"expect state.todos.items[0].title contains "coffee""#, true),
        (#"expect ["a", "b"] contains "b""#, true),
        ("expect state.todos.items.count < 2", false),
        ("expect state.todos.items.count <= 1", false),
        ("expect state.todos.items.count > 2", false),
        ("expect state.todos.items.count >= 3", false),
        (#"expect state.todos.items contains TodoItem(id: _, title: "Milk")"#, false),
        (#"expect state.todos.items[0].title contains "tea""#, false),
    ])
    func comparisons(_ expectation: String, holds: Bool) async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("compare.khipu", contents: """
            let coffee = TodoItem(title: "Get coffee")
            .todos(.cmd(.add(item: coffee)))
            .todos(.cmd(.add(item: "Tea")))
            \(expectation)
            """)
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.lastLine == (holds ? "1 passed, 0 failed, 0 skipped" : "0 passed, 1 failed, 0 skipped"), "\(result.output)")
        #expect(result.status == (holds ? 0 : 1))
        if !holds {
            #expect(result.stdout.contains("compare.khipu:4: expectation failed"))
            // What was expected and what was found, as a diff.
            let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.contains { $0.hasPrefix("- ") } && lines.contains { $0.hasPrefix("+ ") }, "\(result.stdout)")
        }
    }

    @Test("ordering values that have no order is an error at the operator")
    func orderingNeedsComparable() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("order.khipu", contents: """
            .todos(.cmd(.add(item: "Tea")))
            expect state.todos.items[0] < state.todos.items[0]
            """)
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.stdout.contains("order.khipu:2:29: error: '<' orders values, and TodoItem has no order"))
        #expect(result.status == 1)
    }

    @Test("an expectation that builds a TodoItem leaves the next generated id unchanged")
    func expectationsChangeNothing() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("ids.khipu", contents: """
            let first = TodoItem(title: "First")
            expect state.todos.items != [TodoItem(title: "Built in an expectation")]
            expect TodoItem(title: "x") != first
            let second = TodoItem(title: "Second")
            expect second.id == "00000000-0000-0000-0000-000000000003"
            """)
        let plain = try directory.file("plain.khipu", contents: """
            let first = TodoItem(title: "First")
            let second = TodoItem(title: "Second")
            expect second.id == "00000000-0000-0000-0000-000000000003"
            """)
        for file in [script, plain] {
            let result = try await KhipuProcess.run(["run", file])
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test("fixture ids never equal an id the domain generates")
    func fixtureIDs() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("fixtures.khipu", contents: """
            :domain projects
            :fixtures
            .projects(.add(Project(title: "Mine")))
            .projects(.add(Project(title: "Also mine")))
            .projects(.update(asap))
            expect state.projects.count == 2
            expect state.projects[1].title == "Also mine"
            expect world.id != state.projects[1].id
            """)
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("exhaustive mode fails a dispatch whose messages are not all expected, and names them", arguments: [true, false])
    func exhaustive(bySetting: Bool) async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("exhaustive.khipu", contents: """
            \(bySetting ? ":set exhaustive on" : "# exhaustive from the command line")
            .todos(.cmd(.add(item: "Get coffee")))
            .todos(.cmd(.add(item: "Tea")))
            expect .todos(.ack(.added(item: _)))
            .todos(.cmd(.add(item: "Milk")))
            expect state.todos.items.count == 3
            """)
        let result = try await KhipuProcess.run(["run"] + (bySetting ? [] : ["--exhaustive"]) + [script])
        #expect(result.status == 1)
        #expect(result.lastLine == "2 passed, 2 failed, 0 skipped")
        #expect(result.stdout.contains("exhaustive.khipu:2: exhaustive:"))
        #expect(result.stdout.contains(#".todos(.ack(.added(item: TodoItem(id: "00000000-0000-0000-0000-000000000002", title: "Get coffee""#))
        #expect(result.stdout.contains("exhaustive.khipu:5: exhaustive:"))
        #expect(result.stdout.contains(#"title: "Milk""#))
        let relaxed = try await KhipuProcess.run(["run", script])
        #expect(relaxed.status == (bySetting ? 1 : 0))
    }

    @Test("exhaustive mode checks the dispatches made while it is on, not one made before")
    func exhaustiveFromWhereItIsSet() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("later.khipu", contents: """
            .todos(.cmd(.add(item: "Get coffee")))
            :set exhaustive on
            .todos(.cmd(.add(item: "Tea")))
            expect .todos(.ack(.added(item: _)))
            .todos(.cmd(.add(item: "Milk")))
            expect state.todos.items.count == 3
            """)
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.status == 1)
        #expect(result.lastLine == "2 passed, 1 failed, 0 skipped")
        #expect(!result.stdout.contains("later.khipu:1: exhaustive:"))
        #expect(!result.stdout.contains("later.khipu:3: exhaustive:"))
        #expect(result.stdout.contains("later.khipu:5: exhaustive:"))
    }

    @Test("a file that only dispatches, or quits before its expectations, fails as checking nothing", arguments: [
        ".todos(.cmd(.add(item: \"Get coffee\")))\n",
        "",
        ".todos(.cmd(.add(item: \"Get coffee\")))\n:quit\nexpect state.todos.items.count == 1\n",
    ])
    func checksNothing(_ contents: String) async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("nothing.khipu", contents: contents)
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.status == 1)
        #expect(result.stdout.contains("checks nothing"))
        #expect(result.lastLine.hasPrefix("0 passed, 1 failed"))
    }

    @Test("expectations in a :load-ed file count like any other, passing or failing")
    func loadedExpectations() async throws {
        let directory = try TemporaryDirectory()
        _ = try directory.file("shared.khipu", contents: """
            .todos(.cmd(.add(item: "Get coffee")))
            expect state.todos.items.count == 1
            expect state.todos.items.count == 5
            """)
        let script = try directory.file("main.khipu", contents: """
            :load shared.khipu
            expect state.todos.items.count == 1
            """)
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.lastLine == "2 passed, 1 failed, 0 skipped")
        #expect(result.stdout.contains("shared.khipu:3: expectation failed"))

        let broken = try directory.file("broken.khipu", contents: """
            .todos(.cmd(.ad(item: "x")))
            expect state.todos.items.count == 1
            """)
        _ = broken
        let loading = try directory.file("loading.khipu", contents: """
            :load broken.khipu
            expect state.todos.items.count == 1
            """)
        let stopped = try await KhipuProcess.run(["run", loading])
        #expect(stopped.lastLine == "0 passed, 1 failed, 2 skipped")
    }

    @Test("khipu run DIR runs every .khipu file below it, sorted; --jobs 2 prints what a serial run prints")
    func directories() async throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.appendingPathComponent("specs")
        for folder in ["a/deep", "b", ".hidden"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        _ = try directory.file("specs/a/deep/three.khipu", contents: Self.threeScenarios)
        _ = try directory.file("specs/a/one.khipu", contents: "expect state.todos.items.count == 0\n")
        _ = try directory.file("specs/b/two.khipu", contents: ".todos(.cmd(.add(item: \"x\")))\nexpect state.todos.items.count == 1\n")
        _ = try directory.file("specs/b/notes.txt", contents: "not a script\n")
        _ = try directory.file("specs/.hidden/skip.khipu", contents: "expect 1 == 2\n")
        let serial = try await KhipuProcess.run(["run", "--jobs", "1", root.path])
        let parallel = try await KhipuProcess.run(["run", "--jobs", "2", root.path])
        #expect(serial.lastLine == "5 passed, 2 failed, 2 skipped")
        #expect(serial.stdout == parallel.stdout)
        #expect(serial.status == parallel.status)
        let files = serial.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
            .map { String($0.split(separator: " ")[1]).replacingOccurrences(of: root.path + "/", with: "") }
        #expect(files.map { $0.split(separator: ":")[0] } == ["a/deep/three.khipu", "a/deep/three.khipu", "a/deep/three.khipu", "a/one.khipu", "b/two.khipu"])
        let transcriptSerial = try await KhipuProcess.run(["run", "--transcript", "--jobs", "1", root.path])
        let transcriptParallel = try await KhipuProcess.run(["run", "--transcript", "--jobs", "3", root.path])
        #expect(transcriptSerial.stdout == transcriptParallel.stdout)

        let empty = directory.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let nothing = try await KhipuProcess.run(["run", empty.path])
        #expect(nothing.status == 1)
        #expect(nothing.stdout.contains("no .khipu file below"))
    }

    @Test("--shard K/N runs a stable part of the files; the parts cover every file once")
    func shards() async throws {
        let directory = try TemporaryDirectory()
        for index in 1...5 {
            _ = try directory.file("s\(index).khipu", contents: "expect state.todos.items.count == 0\n")
        }
        var seen: [String] = []
        for part in 1...3 {
            let result = try await KhipuProcess.run(["run", "--shard", "\(part)/3", directory.url.path])
            let again = try await KhipuProcess.run(["run", "--shard", "\(part)/3", directory.url.path])
            #expect(result.stdout == again.stdout)
            #expect(result.status == 0)
            seen += result.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") }.map(String.init)
        }
        #expect(seen.count == 5)
        #expect(Set(seen).count == 5)
        let wrong = try await KhipuProcess.run(["run", "--shard", "4/3", directory.url.path])
        #expect(wrong.status != 0 && wrong.stderr.contains("--shard"))
    }

    @Test("--tap prints only TAP 13: version, test points, YAMLish blocks, comments and the plan last")
    func tapOnly() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("three.khipu", contents: Self.threeScenarios)
        let result = try await KhipuProcess.run(["run", "--tap", "--filter", "a", script, directory.url.appendingPathComponent("missing.khipu").path])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast()
        #expect(lines.first == "TAP version 13")
        var inYAML = false
        var points = 0
        for line in lines.dropFirst() {
            if inYAML {
                if line == "  ..." { inYAML = false } else { #expect(line.isEmpty || line.hasPrefix("    ") || line.hasPrefix("  "), "\(line)") }
                continue
            }
            if line == "  ---" { inYAML = true; continue }
            if line.hasPrefix("ok ") || line.hasPrefix("not ok ") {
                points += 1
                #expect(line.contains(" \(points) - "), "\(line)")
                continue
            }
            let isPlanOrComment = line.hasPrefix("#") || line.wholeMatch(of: /1\.\.\d+/) != nil
            #expect(isPlanOrComment, "not TAP: \(line)")
        }
        #expect(lines.contains("1..\(points)"))
        #expect(points == 4)
        #expect(Array(lines.suffix(2)) == ["# 3 passed, 3 failed, 2 skipped", "1..4"])
        #expect(result.status == 1)
    }
}
