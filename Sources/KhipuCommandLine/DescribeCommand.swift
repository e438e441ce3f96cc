import ArgumentParser
import Foundation
import KhipuScript

struct DescribeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print a domain's grammar and documentation table, or check the table.",
        discussion: """
            Prints every message of the domain with its parameter types and doc comment, the \
            Change DSLs of the models it carries, its gateways, the named fixtures and the table \
            Command | Success | Failure, each cell as it is written in Swift. The text format fits \
            the terminal (COLUMNS, else the terminal's width, else 100 columns).

            --check runs every row on a fresh domain, the Success column with the gateways \
            working and the Failure column with them failing, and exits non-zero with a diff \
            for each row that does not hold.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Option(help: "The domain to describe.")
    var domain: String?

    @Option(help: "The output format.")
    var format: Format = .text

    @Flag(help: "Run every row of the table and report the ones that do not hold.")
    var check = false

    func run() async throws {
        let described = try DomainRegistry.domain(named: domain).describable
        if check {
            let report = await DocumentationCheck(domain: described).run()
            print(report.text)
            if !report.passed { throw ExitCode.failure }
            return
        }
        let output = DescribeRenderer.render(described, format: DescribeFormat(rawValue: format.rawValue) ?? .text)
        print(output, terminator: output.hasSuffix("\n") ? "" : "\n")
    }
}
