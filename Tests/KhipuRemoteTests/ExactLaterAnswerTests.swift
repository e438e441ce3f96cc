import Foundation
import Khipu
@testable import KhipuRemote
import KhipuScript
import KhipuTestSupport
import Testing

/// `:save` puts a later answer's clock move exactly where its work's sleeps make it due on
/// the replay, however late it arrived live: the kitchen's payment sleeps 2 s.
@Suite struct ExactLaterAnswerTests {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func anAnswerThatArrivedLateMovesTheClockByWhatItsWorkSlept() async throws {
        let script = save(
            sent(#".kitchen(.place(table: "T3"))"#, at: 0),
            later(#".kitchen(.paid(table: "T3"))"#, at: 6.7, startedAt: 0, slept: .seconds(2)))
        #expect(body(script) == [
            #".kitchen(.place(table: "T3"))"#, "expect nothing",
            "# answered later, on the live clock", ":clock advance 2s", #"expect .kitchen(.paid(table: "T3"))"#,
        ])
        try await expectReplays(script)
    }

    @Test func aMessageSentAfterTheAnswerWasDueButBeforeItArrivedGoesBeforeTheMove() async throws {
        let script = save(
            sent(#".kitchen(.place(table: "T3"))"#, at: 0),
            sent(#".kitchen(.serve(table: "T3"))"#, at: 3),
            later(#".kitchen(.paid(table: "T3"))"#, at: 4.7, startedAt: 0, slept: .seconds(2)))
        #expect(body(script) == [
            #".kitchen(.place(table: "T3"))"#, "expect nothing",
            ":clock advance 1.999s", #".kitchen(.serve(table: "T3"))"#, "expect nothing",
            "# answered later, on the live clock", ":clock advance 0.001s", #"expect .kitchen(.paid(table: "T3"))"#,
        ])
        try await expectReplays(script)
    }

    @Test func answersDueAtTheSameInstantShareOneMove() async throws {
        let script = save(
            sent(#".kitchen(.place(table: "T1"))"#, at: 0),
            sent(#".kitchen(.place(table: "T2"))"#, at: 0.0004),
            later(#".kitchen(.paid(table: "T1"))"#, at: 2.3, startedAt: 0, slept: .seconds(2)),
            later(#".kitchen(.paid(table: "T2"))"#, at: 2.9, startedAt: 0.0004, slept: .seconds(2)))
        #expect(body(script) == [
            #".kitchen(.place(table: "T1"))"#, "expect nothing", #".kitchen(.place(table: "T2"))"#, "expect nothing",
            "# answered later, on the live clock", ":clock advance 2s",
            #"expect .kitchen(.paid(table: "T1"))"#, #"expect .kitchen(.paid(table: "T2"))"#,
        ])
        try await expectReplays(script)
    }

    /// Work that sleeps 1.5 s and 250 ms twice on the live clock slept 2 s, however late it woke.
    @Test func chainedSleepsOfOneWorkAddUpExactly() async throws {
        let environment = KhipuEnvironment.live()
        let slept: Duration? = await withCheckedContinuation { continuation in
            environment.perform {
                await environment.sleep(for: .milliseconds(1500))
                await environment.sleep(for: .milliseconds(250))
                await environment.sleep(for: .milliseconds(250))
                environment.deliver { continuation.resume(returning: KhipuEnvironment.followUpBeingSent?.slept) }
            }
        }
        #expect(slept == .seconds(2))
        let script = save(
            sent(#".kitchen(.place(table: "T3"))"#, at: 0),
            later(#".kitchen(.paid(table: "T3"))"#, at: 2.4, startedAt: 0, slept: slept))
        #expect(script.contains(":clock advance 2s\n"))
    }

    /// What `:save` writes for client 1 after these messages.
    private func save(_ messages: ServedMessage...) -> String {
        var log = LiveSessionLog()
        for message in messages { log.note(message, client: 1) }
        return log.script(domain: "kitchen", tool: "khipu")
    }

    private func sent(_ text: String, at seconds: TimeInterval) -> ServedMessage {
        ServedMessage(value: UncheckedSendable(text), text: text, direction: .input, cause: .client(1), time: start + seconds, startedAt: nil, slept: nil)
    }

    private func later(_ text: String, at seconds: TimeInterval, startedAt: TimeInterval, slept: Duration?) -> ServedMessage {
        ServedMessage(
            value: UncheckedSendable(text), text: text, direction: .output, cause: .later, time: start + seconds, startedAt: start + startedAt, slept: slept)
    }

    /// The script's statements and comments after its header.
    private func body(_ script: String) -> [String] {
        script.split(separator: "\n").map(String.init).drop { !$0.hasPrefix(":domain") }.dropFirst().filter { !$0.isEmpty }
    }

    private func expectReplays(_ script: String) async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("live.khipu", contents: script)
        let kitchen = KhipuDomain(KitchenDomain.definition)
        let result = await ScriptRunner(domains: [kitchen], defaultDomain: kitchen, options: RunOptions(quietTimeout: KhipuEnvironment.testQuietTimeout)).run(path) { _ in }
        let failures = result.outcomes.filter(\.failed)
        #expect(failures.isEmpty, "\(script)\n\(failures.map { SessionFormatter.format($0) })")
    }
}
