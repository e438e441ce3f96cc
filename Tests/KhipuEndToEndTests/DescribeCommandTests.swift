import Foundation
import KhipuTestSupport
import Testing

/// The seed's row, as every format shows it.
private let seedCommand = ".load(.lights)"
private let seedSuccess = ".loading(.lights([l]), .succeeded)"
private let seedFailure = ".loading(.lights([]), .failed(error))"

@Suite("khipu describe")
struct DescribeCommandTests {
    @Test("text shows the seed's row of the Lighting table on one line at 100 columns")
    func textShowsSeedRow() async throws {
        let result = try await KhipuProcess.run(["describe", "--domain", "lighting"], environment: ["COLUMNS": "100"])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains(seedCommand) && $0.contains(seedSuccess) && $0.contains(seedFailure) })
        #expect(lines.allSatisfy { $0.count <= 100 })
        #expect(lines.contains("Messages"))
        #expect(lines.contains("  let error: Reason = .refused"))
    }

    @Test("text fits COLUMNS")
    func textFitsColumns() async throws {
        let result = try await KhipuProcess.run(["describe", "--domain", "lighting"], environment: ["COLUMNS": "60"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }

    @Test("markdown shows the seed's row as a table row")
    func markdownShowsSeedRow() async throws {
        let result = try await KhipuProcess.run(["describe", "--domain", "lighting", "--format", "markdown"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("| `\(seedCommand)`<br>Loads the lights the bridge knows and keeps them in the state. | `\(seedSuccess)` | `\(seedFailure)` |"))
    }

    @Test("json carries the seed's row, as written and in full")
    func jsonShowsSeedRow() async throws {
        let result = try await KhipuProcess.run(["describe", "--domain", "lighting", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let row = try #require((object["rows"] as? [[String: Any]])?.first)
        #expect((row["command"] as? [String: Any])?["text"] as? String == seedCommand)
        #expect(((row["success"] as? [[String: Any]])?.first)?["text"] as? String == seedSuccess)
        #expect(((row["failure"] as? [[String: Any]])?.first)?["text"] as? String == seedFailure)
        let expanded = ((row["success"] as? [[String: Any]])?.first)?["expanded"] as? String
        #expect(expanded == #".loading(.lights([Light(id: 1, name: "Desk lamp", isOn: false, brightness: 100, colour: .white)]), .succeeded)"#)
    }

    @Test("--all-domains --format json is one JSON document with every domain")
    func allDomainsJSONIsOneDocument() async throws {
        let result = try await KhipuProcess.run(["describe", "--all-domains", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let domains = try #require(object["domains"] as? [[String: Any]])
        let listed = try await KhipuProcess.run(["domains"]).stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(domains.compactMap { $0["domain"] as? String } == listed)
    }

    @Test("--check passes for every domain")
    func checkEveryDomain() async throws {
        let domains = try await KhipuProcess.run(["domains"]).stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(domains.contains("lighting") && domains.contains("todos"))
        for domain in domains {
            let result = try await KhipuProcess.run(["describe", "--domain", domain, "--check"])
            #expect(result.status == 0, "\(domain): \(result.output)")
            #expect(result.lastLine.hasPrefix("\(domain): ") && result.lastLine.hasSuffix("checked, all hold"))
        }
    }

    @Test("the module pages are the current markdown", arguments: [("todos", "Todos"), ("lighting", "Lighting")])
    func modulePagesAreCurrent(domain: String, folder: String) async throws {
        let result = try await KhipuProcess.run(["describe", "--domain", domain, "--format", "markdown"])
        let page = KhipuProcess.packageRoot.appendingPathComponent("Modules/\(folder)/README.md")
        let written = try String(contentsOf: page, encoding: .utf8)
        #expect(result.stdout == written, "regenerate with .ci/check-docs --update")
    }

    @Test("an unknown domain or format is an error")
    func badArguments() async throws {
        let domain = try await KhipuProcess.run(["describe", "--domain", "lightning"])
        #expect(domain.status != 0)
        #expect(domain.stderr.contains("unknown domain 'lightning'; did you mean 'lighting'?"))
        let format = try await KhipuProcess.run(["describe", "--format", "yaml"])
        #expect(format.status != 0)
        #expect(format.stderr.contains("yaml"))
    }

    @Test("every cell of a table, typed into a script with :fixtures, is what the domain emits", arguments: ["lighting", "todos"])
    func tableAsScript(domain: String) async throws {
        let json = try await KhipuProcess.run(["describe", "--domain", domain, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        let gateways = (object["gateways"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        func texts(_ cells: Any?) -> [String] {
            (cells as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        }
        var script = [":domain \(domain)", ":fixtures"]
        var expectations = 0
        for row in rows {
            let command = try #require((row["command"] as? [String: Any])?["text"] as? String)
            // A refusal row's answer comes with the gateways working, like a success.
            for (cells, mode) in [(texts(row["success"]) + texts(row["refusal"]), "working"), (texts(row["failure"]), "failing")] {
                if mode == "failing" && cells.isEmpty { continue }
                script.append(":domain \(domain)")
                script += gateways.map { ":gateway \($0) \(mode)" }
                script.append(command)
                script += cells.isEmpty ? ["expect nothing"] : cells.map { "expect " + $0 }
                expectations += max(cells.count, 1)
            }
        }
        let directory = try TemporaryDirectory()
        let file = try directory.file("\(domain)-table.khipu", contents: script.joined(separator: "\n") + "\n")
        let result = try await KhipuProcess.run(["run", file])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.lastLine == "\(expectations) passed, 0 failed, 0 skipped")
    }
}
