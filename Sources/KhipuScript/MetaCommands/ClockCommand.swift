import Foundation
import Khipu
import KhipuDSL

/// `:clock`, `:clock set 2024-06-16T09:00:00Z`, `:clock advance 1h30m`.
///
/// Moving the clock forward steps through the domain's wake-ups in order
/// (`KhipuEnvironment.stepClock`): a timer ticking every second ticks 90 times in
/// `:clock advance 90s`, each tick exactly what a tick typed a second after the last one
/// does, so the printed log typed back replays. A move whose timers would wake more than
/// `KhipuEnvironment.wakeUpLimit` times stops at the last wake-up with an error.
enum ClockCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "the app's clock is the wall clock, which no client moves"
    static let usage = ":clock [set DATE | advance 90m]"
    static let summary = "show the clock, set it (ISO-8601) or advance it (500ms, 90s, 90m, 1h30m, .seconds(90))"
    static let argumentCompletion = MetaArgumentCompletion.words(first: [
        MetaArgumentChoice(insertion: "set ", display: "set 2024-06-16T09:00:00Z", summary: "stop the clock at a date"),
        MetaArgumentChoice(insertion: "advance ", display: "advance 90m", summary: "move the clock forward: 500ms, 90s, 90m, 1h30m, .seconds(90)"),
    ])

    static func help(_ examples: HelpExamples) -> [String] {
        [":clock shows the clock; :clock set 2024-06-16T09:00:00Z sets it;",
         ":clock advance 90s (or 500ms, 90m, 2h, 1d, 1w, 10y, 1h30m, .seconds(90): every duration khipu",
         "prints, and Swift's) moves it and wakes the domain's timers",
         "at each of their times in turn, so a timer ticking every second ticks 90 times;",
         "what they emit is printed (repeats folded as × N) and checked by the next expect."]
    }

    /// Reading the clock changes nothing; moving it does, as a dispatch does.
    static func replays(argument: String) -> Bool { !argument.isEmpty }
    static func endsEmission(argument: String) -> Bool { !argument.isEmpty }

    nonisolated(nonsending) static func run(
        _ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?
    ) async throws -> StatementResult {
        // Moving the clock wakes timers; what they emit is checked like a dispatch's output.
        context.dropStrayOutputs()
        let before = context.stateBeforeStep
        let clockBefore = context.environment.now()
        let move = try await self.move(command, environment: context.environment, quietTimeout: context.quietTimeout)
        guard !command.argument.isEmpty else { return StatementResult(events: [.output(move.text)]) }
        var failed = true
        defer { context.recordStep(":clock " + command.argument, before: before as Any, clockBefore: clockBefore, failed: failed) }
        let shown = try await context.settle(after: "moving the clock", by: source, in: file)
        failed = false
        let outputs = context.emittedMessages(otherwise: .clock)
        let emitted: [ScriptEvent] = outputs.isEmpty ? [] : [.emitted(outputs)]
        // A move that stopped short still shows what the timers did on the way, then fails.
        let stopped = move.stop.map { [ScriptEvent.failed(.diagnostic(LocatedDiagnostic($0, source: source, fileName: file)))] } ?? []
        let moved = ScriptEvent.clockMoved(ClockMove(text: move.text, from: clockBefore, to: context.environment.now()))
        return StatementResult(events: [moved] + emitted + shown + stopped, diagnosticID: move.stop?.id)
    }

    /// What a move of the clock printed, and why it stopped short of its date, if it did.
    struct Move {
        let text: String
        let stop: Diagnostic?
    }

    static func move(_ command: MetaCommandInvocation, environment: KhipuEnvironment, quietTimeout: Duration) async throws -> Move {
        let words = command.argument.split(separator: " ", maxSplits: 1).map(String.init)
        guard let verb = words.first else {
            return Move(text: reading(environment), stop: nil)
        }
        let value = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
        let valueStart = command.argumentRange.end - value.utf8.count
        let valueRange = SourceRange(valueStart, command.argumentRange.end)
        let target: Date
        switch verb {
        case "set":
            guard let date = ISO8601.date(from: value) else {
                throw Diagnostic.invalidArgument("a date like 2024-06-16T09:00:00Z", at: value.isEmpty ? command.argumentRange : valueRange)
            }
            target = date
        case "advance":
            guard let duration = DurationText.duration(from: value) else {
                throw Diagnostic.invalidArgument(
                    "a duration like 500ms, 2s, 90m, 1h30m, 1d or .seconds(90)", at: value.isEmpty ? command.argumentRange : valueRange)
            }
            target = environment.now().addingTimeInterval(duration.timeInterval)
        default:
            throw Diagnostic.invalidArgument(
                "'set' or 'advance'",
                at: SourceRange(command.argumentRange.start, command.argumentRange.start + verb.utf8.count),
                suggestion: DidYouMean.suggestion(for: verb, among: ["set", "advance"]))
        }
        do {
            try await environment.stepClock(to: target, quietTimeout: quietTimeout)
            return Move(text: reading(environment), stop: nil)
        } catch {
            let stop = Diagnostic.clockStopped(error, at: valueRange)
            return Move(text: reading(environment), stop: stop)
        }
    }

    private static func reading(_ environment: KhipuEnvironment) -> String {
        "clock: " + ISO8601.string(from: environment.now())
    }
}

/// ISO-8601 dates as the tool prints and reads them.
enum ISO8601 {
    /// As the DSL prints a date: a clock moved by `500ms` says so instead of hiding it.
    static func string(from date: Date) -> String {
        ISO8601Timestamp.format(date)
    }

    static func date(from text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
