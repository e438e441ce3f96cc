import ExampleDomains
import Khipu
import KhipuExplore
import Testing

/// What explore sends a domain whose commands and answers are cases of one enum: the
/// commands, never a case its table shows only as an answer, refused or not.
@Suite struct ExploreAnswersTests {
    @Test func chatIsSentItsCommandsAndNotTheAnswersItsTableRefusesWith() async throws {
        let chat = try #require(ExampleDomains.all.first { $0.name == "chat" })
        let target = ExploreTarget(domain: chat, quietTimeout: KhipuEnvironment.testQuietTimeout)
        let engine = try ProgramEngine(target: target, steps: 20, seed: 2)
        let explorer = Explorer(
            options: ExploreOptions(runs: 20, steps: 20, seed: 2, jobs: 1), domainName: "chat", invariants: .none,
            toolName: "khipu", makeEngine: { engine })
        guard case .nothingFound(let summary) = try await explorer.explore() else {
            Issue.record("explore found something in the chat example")
            return
        }
        let sent = Set(summary.cases.keys)
        // Answers only: loggingIn answers in a succeeding row, the others in refused rows.
        #expect(sent.isDisjoint(with: ["chat.loggingIn", "chat.loggingOut", "chat.subscribing", "chat.sending"]))
        #expect(sent.isSuperset(of: ["chat.login", "chat.logout", "chat.subscribe", "chat.send"]))
        // Logging out before logging in is answered `.loggingOut(.failed(.notLoggedIn))`.
        #expect(summary.cases["chat.logout"]?.refused ?? 0 > 0)
    }
}
