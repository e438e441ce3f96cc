import Foundation
import Khipu
import KhipuDSL

/// `:skip waiting` forgets the work still waiting on the clock, `:skip waiting "sla-T1"`
/// only a timer's (TCA's `skipInFlightEffects`): it never comes due and answers nothing,
/// so a scenario with a timer that ticks for ever ends cleanly in exhaustive mode.
enum SkipCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "the waiting work is the running app's own, which no client forgets"
    static let usage = ":skip waiting [TIMER]"
    static let summary = "forget the work still waiting on the clock, or one timer's"
    static let argumentCompletion = MetaArgumentCompletion.words(first: [
        MetaArgumentChoice(insertion: "waiting", display: "waiting", summary: "forget every timer and answer still due"),
    ])
    static let needsArgument = true

    static func help(_ examples: HelpExamples) -> [String] {
        [":skip waiting forgets the work still waiting on the clock (timers, later answers): it never",
         "comes due and answers nothing, so a scenario whose timer ticks for ever ends cleanly in",
         "exhaustive mode. :skip waiting \"sla-T1\" forgets only that timer's work, named as the",
         "note on waiting work names it."]
    }

    /// Forgetting waiting work changes what later clock moves bring.
    static func replays(argument: String) -> Bool { argument == "waiting" || argument.hasPrefix("waiting ") }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        StatementResult(events: [.output(try run(command, environment: context.environment))])
    }

    static func run(_ command: MetaCommandInvocation, environment: KhipuEnvironment) throws -> String {
        let argument = command.argument
        guard argument == "waiting" || argument.hasPrefix("waiting ") else {
            throw Diagnostic.invalidArgument(
                "'waiting', then the name of a timer or nothing", at: command.argumentRange,
                suggestion: DidYouMean.suggestion(for: argument, among: ["waiting"]))
        }
        let timer = argument.dropFirst("waiting".count).trimmingCharacters(in: .whitespaces)
        let waiting = environment.waitingWork
        guard !timer.isEmpty else {
            return said(environment.skipWaitingWork(), at: environment.now())
        }
        guard waiting.contains(where: { $0.timer == timer }) else {
            let named = Array(Set(waiting.compactMap(\.timer))).sorted()
            throw Diagnostic.invalidArgument(
                "a timer that waits on the clock", at: SourceRange(command.argumentRange.end - timer.utf8.count, command.argumentRange.end),
                notes: [named.isEmpty ? "no timer waits" : "waiting: " + named.joined(separator: ", ")],
                suggestion: DidYouMean.suggestion(for: timer, among: named))
        }
        return said(environment.skipWaitingWork(timerNamed: timer), at: environment.now())
    }

    private static func said(_ skipped: [WaitingWork], at now: Date) -> String {
        guard !skipped.isEmpty else { return "nothing waits on the clock" }
        let count = skipped.count == 1 ? "1 piece of work" : "\(skipped.count) pieces of work"
        return (["skipped \(count) waiting on the clock:"] + skipped.map { "  " + $0.description(now: now) }).joined(separator: "\n")
    }
}
