import Foundation
import KhipuScript
import KhipuTestSupport
import Testing
import Todos

@Suite(":load limits")
struct LoadLimitSpec {
    @Test("16 files each loading the next ten times (10^15 loads) stop with a diagnostic naming the chain")
    func loadBomb() async throws {
        let directory = try TemporaryDirectory()
        for level in 0..<16 {
            let body = level == 15
                ? "let x = 1"
                : Array(repeating: ":load bomb\(level + 1).khipu", count: 10).joined(separator: "\n")
            try directory.file("bomb\(level).khipu", contents: body)
        }
        let session = try ScriptSession(KhipuDomain(TodosDomain.definition))
        let outcome = await session.run([":load \(directory.url.path)/bomb0.khipu"])[0]
        let failure = outcome.printedTexts.joined(separator: "\n")
        #expect(outcome.failed)
        #expect(failure.contains("more than 1000 files loaded by one statement"))
        #expect(failure.contains("load chain: \(directory.url.path)/bomb0.khipu → \(directory.url.path)/bomb1.khipu →"))
    }

    @Test("a file loading itself stops at the depth limit with the chain")
    func selfLoad() async throws {
        let directory = try TemporaryDirectory()
        try directory.file("self.khipu", contents: ":load self.khipu")
        let session = try ScriptSession(KhipuDomain(TodosDomain.definition))
        let outcome = await session.run([":load \(directory.url.path)/self.khipu"])[0]
        let failure = outcome.printedTexts.joined(separator: "\n")
        #expect(failure.contains("files load each other more than 16 deep"))
        #expect(failure.contains("self.khipu → "))
    }

    @Test("the count starts again for each statement, so a session may load a file many times")
    func countPerStatement() async throws {
        let directory = try TemporaryDirectory()
        try directory.file("small.khipu", contents: "let x = 1")
        let session = try ScriptSession(KhipuDomain(TodosDomain.definition))
        let outcomes = await session.run(Array(repeating: ":load \(directory.url.path)/small.khipu", count: 1_200))
        #expect(outcomes.allSatisfy { !$0.failed })
    }
}
