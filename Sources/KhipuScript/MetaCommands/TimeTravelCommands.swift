import Foundation
import KhipuDSL

// Time travel: `:history`, `:undo [N]`, `:redo [N]`, `:goto N`, one concern in four
// commands that share their help and `TimeTravel`.

enum UndoCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "the app's state is not rewound under it"
    static let usage = ":undo [N]"
    static let summary = "go back one step (or N) of :history: the state before the last dispatch"
    static func help(_ examples: HelpExamples) -> [String] { timeTravelHelp }
    static func replays(argument: String) -> Bool { true }
    static func endsEmission(argument: String) -> Bool { true }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        StatementResult(events: [.output(try TimeTravel.run(.undo, command, in: context))])
    }
}

enum RedoCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "the app's state is not rewound under it"
    static let usage = ":redo [N]"
    static let summary = "go forward again one step (or N) that :undo went back"
    static func help(_ examples: HelpExamples) -> [String] { timeTravelHelp }
    static func replays(argument: String) -> Bool { true }
    static func endsEmission(argument: String) -> Bool { true }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        StatementResult(events: [.output(try TimeTravel.run(.redo, command, in: context))])
    }
}

enum GotoCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "the app's state is not rewound under it"
    static let usage = ":goto N"
    static let summary = "go to step N of :history (0: the start)"
    static let needsArgument = true
    static func help(_ examples: HelpExamples) -> [String] { timeTravelHelp }
    static func replays(argument: String) -> Bool { true }
    static func endsEmission(argument: String) -> Bool { true }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        StatementResult(events: [.output(try TimeTravel.run(.goto, command, in: context))])
    }
}

enum HistoryCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "an attached session keeps no history to move through"
    static let usage = ":history"
    static let summary = "list the steps (dispatches, clock moves, resets) with their numbers; → marks where the state is"
    static func help(_ examples: HelpExamples) -> [String] { timeTravelHelp }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        StatementResult(events: [.output(try TimeTravel.run(.history, command, in: context))])
    }
}

/// What the four commands do, on the history the context keeps.
private enum TimeTravel {
    static func run(_ meta: MetaCommand, _ command: MetaCommandInvocation, in context: any MetaCommandContext) throws -> String {
        let history = context.steps
        switch meta {
        case .history:
            return listing(history)
        case .undo, .redo:
            let count = try stepCount(command)
            guard let destination = history.destination(movingBy: meta == .undo ? count : -count) else {
                return history.isEnabled || meta == .redo
                    ? "nothing to \(meta.rawValue)" : "nothing to undo (the history is off: :set undo N keeps N steps)"
            }
            return try arrive(at: destination, verb: meta == .undo ? "undone" : "redone", in: context)
        case .goto:
            guard let number = Int(command.argument), number >= 0 else {
                throw Diagnostic.invalidArgument(
                    command.argument.isEmpty ? "a step number, e.g. :goto 2" : "a step number, not '\(command.argument)'",
                    at: command.argument.isEmpty ? command.nameRange : command.argumentRange,
                    notes: [":history lists the steps with their numbers"])
            }
            guard let destination = history.destination(ofStep: number) else {
                let kept = history.steps.map(\.number)
                let range = kept.isEmpty ? "no steps are kept yet" : "steps \(kept.first ?? 0)…\(kept.last ?? 0) are kept"
                throw Diagnostic.noSuchStep(number, at: command.argumentRange, notes: [range])
            }
            return try arrive(at: destination, verb: "at", in: context)
        default:
            return ""
        }
    }

    private static func arrive(at destination: StepHistory.Destination, verb: String, in context: any MetaCommandContext) throws -> String {
        let clockNote = try context.travel(to: destination).map { "\nclock: " + ISO8601.string(from: $0) } ?? ""
        let step = destination.step
        let what = step.number == 0 ? "the start" : "step \(step.number) (\(step.label))"
        return "\(verb): now at \(what)" + clockNote
    }

    private static func stepCount(_ command: MetaCommandInvocation) throws -> Int {
        guard !command.argument.isEmpty else { return 1 }
        guard let count = Int(command.argument), count > 0 else {
            throw Diagnostic.invalidArgument("a number of steps, not '\(command.argument)'", at: command.argumentRange)
        }
        return count
    }

    private static func listing(_ history: StepHistory) -> String {
        guard history.isEnabled else {
            return "the history is off: :set undo N keeps the last N steps"
        }
        guard !history.steps.isEmpty else { return "no steps yet" }
        let width = String(history.steps.last?.number ?? 0).count
        return history.steps.enumerated().map { index, step in
            let marker = index == history.position ? "→" : " "
            let number = String(repeating: " ", count: width - String(step.number).count) + String(step.number)
            // A statement typed on several lines keeps them, under its first.
            let label = step.label.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: width + 4))
            return "\(marker) \(number)  \(label)"
        }.joined(separator: "\n")
    }
}

private let timeTravelHelp = [
    "Every dispatch, clock move and reset is a step; :history lists them with their numbers.",
    ":undo 3 goes back three steps, :redo goes forward again, :goto 0 goes to the start;",
    "the clock goes back and forth with them (:clock advance 2d, then :undo: two days back).",
    "A new dispatch after :undo drops the steps that were undone.",
    "The session keeps the last \(StepHistory.defaultLimit) steps; :set undo N changes that (0: none).",
]
