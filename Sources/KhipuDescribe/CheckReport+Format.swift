import Foundation

/// `describe --check --format …`: the check's report in the format asked for.
extension CheckReport {
    package static func render(_ reports: [CheckReport], format: DescribeFormat) -> String {
        switch format {
        case .text, .html:
            return reports.map(\.text).joined(separator: "\n")
        case .markdown:
            return reports.map(markdown).joined(separator: "\n\n")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let documents = reports.map(JSONReport.init)
            let data: Data?
            if documents.count == 1 {
                data = try? encoder.encode(documents[0])
            } else {
                data = try? encoder.encode(documents)
            }
            return String(decoding: data ?? Data("{}".utf8), as: UTF8.self)
        }
    }

    private static func markdown(_ report: CheckReport) -> String {
        var blocks = ["## `\(report.domain)`: \(report.summary)"]
        // Paragraphs, not list items: Python-Markdown (MkDocs) reads no fenced block inside a list.
        for problem in report.problems {
            blocks.append("`\(problem.location)`: \(problem.message)")
            if let diff = problem.diff { blocks.append("```diff\n" + diff + "\n```") }
        }
        return blocks.joined(separator: "\n\n")
    }

    /// "12 rows checked, all hold".
    var summary: String {
        let rowWord = rows == 1 ? "row" : "rows"
        return passed ? "\(rows) \(rowWord) checked, all hold" : "\(rows) \(rowWord) checked, \(problems.count) problem\(problems.count == 1 ? "" : "s")"
    }

    private struct JSONReport: Encodable {
        struct Problem: Encodable {
            let location: String
            let message: String
            let diff: String?
        }

        let domain: String
        let rows: Int
        let passed: Bool
        let problems: [Problem]

        init(_ report: CheckReport) {
            domain = report.domain
            rows = report.rows
            passed = report.passed
            problems = report.problems.map { Problem(location: $0.location, message: $0.message, diff: $0.diff) }
        }
    }
}
