import ArgumentParser
import KhipuScript

struct DomainsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "domains",
        abstract: "List the domains this khipu knows, with their summaries."
    )

    func run() throws {
        let domains = DomainRegistry.domains
        let width = domains.map(\.name.count).max() ?? 0
        for domain in domains {
            print(domain.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + domain.summary)
        }
    }
}
