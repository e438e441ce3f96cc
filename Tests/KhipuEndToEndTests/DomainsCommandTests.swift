import Testing

@Suite("khipu domains")
struct DomainsCommandTests {
    @Test("lists every registered domain with its summary")
    func listsDomains() async throws {
        let result = try await KhipuProcess.run(["domains"])
        #expect(result.status == 0)
        let todos = result.stdout.split(separator: "\n").first { $0.hasPrefix("todos ") }
        #expect(todos != nil)
        #expect((todos?.count ?? 0) > "todos ".count + 10)
    }
}
