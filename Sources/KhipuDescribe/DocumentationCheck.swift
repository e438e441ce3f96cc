import Foundation
import Khipu
import KhipuDSL

/// `describe --check`: runs every row of a domain's documentation against a fresh domain,
/// the success column with the gateways in their default mode and the failure column with
/// them `failing`, and reports every row whose table differs from what the domain emitted,
/// with a diff. It also checks that the fixtures have usable names and that every cell
/// reads back to its value.
package struct DocumentationCheck {
    /// The mode a failure column puts every gateway in.
    static let failingMode = "failing"

    let domain: DescribableDomain
    /// Source paths are shown relative to this directory when they are inside it.
    let directory: String
    var timeout: Duration = .seconds(5)

    package init(domain: DescribableDomain, directory: String = FileManager.default.currentDirectoryPath) {
        self.domain = domain
        self.directory = directory
    }

    package func run() async -> CheckReport {
        let table = domain.table()
        let naming = FixtureNaming(fixtures: table.fixtureValues, exposedTypes: domain.exposedTypes)
        let date = Date()
        var problems = fixtureProblems(table)
        var rowProblems: [[CheckProblem]] = []
        for (index, row) in table.rows.enumerated() {
            rowProblems.append(await check(row, number: index + 1, naming: naming))
        }
        problems += rowProblems.flatMap { $0 }
        return CheckReport(domain: domain.name, rows: table.rows.count, problems: problems, rowProblems: rowProblems, date: date)
    }

    private func fixtureProblems(_ table: DocumentationRows) -> [CheckProblem] {
        var problems: [CheckProblem] = []
        var seen: Set<String> = []
        for fixture in table.fixtures {
            if !Self.isIdentifier(fixture.name) || fixture.name == "state" {
                problems.append(CheckProblem(location: domain.name, message: "the fixture name '\(fixture.name)' cannot be typed in a session: use a Swift identifier other than 'state'"))
            }
            if !seen.insert(fixture.name).inserted {
                problems.append(CheckProblem(location: domain.name, message: "two fixtures are named '\(fixture.name)'"))
            }
        }
        return problems
    }

    private func check(_ row: DocumentationRows.Row, number: Int, naming: FixtureNaming) async -> [CheckProblem] {
        let location = self.location(of: row.source)
        let command = naming.cell(row.command)
        let name = "row \(number) \(command.text)"
        var problems: [CheckProblem] = []
        for value in [row.command] + row.success + row.refusal + row.failure {
            let cell = naming.cell(value)
            if !naming.readsBack(cell.expanded, as: value) {
                problems.append(CheckProblem(location: location, message: "\(name): \(cell.expanded) does not read back to the value it prints"))
            }
        }
        let answer = row.refusal.isEmpty ? (row.success, "success") : (row.refusal, "refusal")
        problems += await compare(row.command, answer.0, column: answer.1, after: row.after, mode: nil, name: name, location: location, naming: naming)
        if let after = row.after, !answer.0.isEmpty, case .emitted(let atOnce) = await domain.run(row.command, gatewayMode: nil, timeout: timeout),
            Self.same(atOnce, answer.0) {
            problems.append(CheckProblem(
                location: location,
                message: "\(name): the row says its answers come after \(DurationText.spoken(after)), but the domain emits them at once: leave out `after:`"))
        }
        guard !row.failure.isEmpty else { return problems }
        let cannotFail = domain.gateways.filter { !$0.modes.contains { $0.name == Self.failingMode } }.map(\.name)
        if domain.gateways.isEmpty || !cannotFail.isEmpty {
            let why = domain.gateways.isEmpty
                ? "the domain has no simulated gateway to make fail"
                : "the gateway\(cannotFail.count == 1 ? "" : "s") \(cannotFail.joined(separator: ", ")) \(cannotFail.count == 1 ? "has" : "have") no '\(Self.failingMode)' mode"
            problems.append(CheckProblem(location: location, message: "\(name): the row has a failure column, but \(why)"))
            return problems
        }
        problems += await compare(row.command, row.failure, column: "failure", after: row.after, mode: Self.failingMode, name: name, location: location, naming: naming)
        return problems
    }

    private func compare(
        _ command: Any, _ expected: [Any], column: String, after: Duration?, mode: String?, name: String, location: String, naming: FixtureNaming
    ) async -> [CheckProblem] {
        let working = mode == nil ? "with the gateways working" : "with the gateways \(mode ?? "")"
        let condition = after.map { "\(working), after \(DurationText.spoken($0))" } ?? working
        switch await domain.run(command, after: after, gatewayMode: mode, timeout: timeout) {
        case .failed(let reason):
            return [CheckProblem(location: location, message: "\(name): \(condition), \(reason)")]
        case .emitted(let actual):
            guard !Self.same(actual, expected) else { return [] }
            let diff = TextDiff.unified(expected: lines(expected, naming), actual: lines(actual, naming))
            return [CheckProblem(
                location: location,
                message: "\(name): the \(column) column is not what the domain emits \(condition) (- table, + emitted)",
                diff: diff
            )]
        }
    }

    private static func same(_ actual: [Any], _ expected: [Any]) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { ValueEquality.areEqualForExpectations($0, $1) }
    }

    /// The messages one a line as the table shows them, long ones broken over lines.
    private func lines(_ messages: [Any], _ naming: FixtureNaming) -> String {
        guard !messages.isEmpty else { return "(nothing)" }
        return messages.map { PrettyLayout.relaidOut(naming.cell($0).text, width: 96) }.joined(separator: "\n")
    }

    /// `path:line`, the path relative to `directory` when it lies inside it.
    private func location(of source: DocumentationSource) -> String {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        let path = source.filePath.hasPrefix(base) ? String(source.filePath.dropFirst(base.count)) : source.filePath
        return "\(path):\(source.line)"
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }
}

/// What `describe --check` found.
package struct CheckReport {
    package let domain: String
    package let rows: Int
    package let problems: [CheckProblem]
    /// The problems of each row of the table, in its order: empty for a row that holds.
    package var rowProblems: [[CheckProblem]] = []
    /// When the check started.
    package var date = Date()

    package var passed: Bool { problems.isEmpty }

    /// Each problem as `path:line: error: …` with its diff, then one summary line.
    package var text: String {
        var lines = problems.map(\.text)
        let rowWord = rows == 1 ? "row" : "rows"
        lines.append(
            passed
                ? "\(domain): \(rows) \(rowWord) checked, all hold"
                : "\(domain): \(rows) \(rowWord) checked, \(problems.count) problem\(problems.count == 1 ? "" : "s")"
        )
        return lines.joined(separator: "\n")
    }
}

package struct CheckProblem {
    /// Where the row is written, `path:line`, or the domain's name.
    package let location: String
    package let message: String
    package var diff: String? = nil

    var text: String {
        let head = "\(location): error: \(message)"
        guard let diff else { return head }
        return head + "\n" + diff.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
