import KhipuTesting
import Testing
import Todos

// What a package's test file writes to list its domains once for all its tests: a global
// `let`, which Swift 6 accepts only for a `Sendable` value. This file compiling is the check.
let domains = [KhipuDomain(TodosDomain.definition)]

@Suite("domains listed once at a test file's top level")
struct TopLevelDomainsTests {
    @Test("a script runs on the domains a test file lists at its top level")
    func scriptOnTopLevelDomains() async {
        await expectScript(at: "scripts/todos.khipu", domains: domains)
    }

    @Test("the same domains serve tasks running at once")
    func domainsCrossTasks() async {
        let names = await withTaskGroup(of: String.self) { group in
            for _ in 0..<4 { group.addTask { domains[0].name } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(names == Array(repeating: "todos", count: 4))
    }
}
