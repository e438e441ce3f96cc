import KhipuDSL

// Time travel: `:history`, `:undo [N]`, `:redo [N]`, `:goto N`, one concern in four
// commands that share their help and `Interpreter.runTimeTravel`.

enum UndoCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "the app's state is not rewound under it"
    static let usage = ":undo [N]"
    static let summary = "go back one step (or N) of :history: the state before the last dispatch"
    static func help(_ examples: HelpExamples) -> [String] { timeTravelHelp }
    static func replays(argument: String) -> Bool { true }
    static func endsEmission(argument: String) -> Bool { true }

    static func run(_ command: MetaCommandInvocation, in interpreter: Interpreter, source: StatementSource, file: String?) throws -> StatementResult {
        StatementResult(events: [.output(try interpreter.runTimeTravel(.undo, command))])
    }
}

enum RedoCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "the app's state is not rewound under it"
    static let usage = ":redo [N]"
    static let summary = "go forward again one step (or N) that :undo went back"
    static func help(_ examples: HelpExamples) -> [String] { timeTravelHelp }
    static func replays(argument: String) -> Bool { true }
    static func endsEmission(argument: String) -> Bool { true }

    static func run(_ command: MetaCommandInvocation, in interpreter: Interpreter, source: StatementSource, file: String?) throws -> StatementResult {
        StatementResult(events: [.output(try interpreter.runTimeTravel(.redo, command))])
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

    static func run(_ command: MetaCommandInvocation, in interpreter: Interpreter, source: StatementSource, file: String?) throws -> StatementResult {
        StatementResult(events: [.output(try interpreter.runTimeTravel(.goto, command))])
    }
}

enum HistoryCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "an attached session keeps no history to move through"
    static let usage = ":history"
    static let summary = "list the steps (dispatches, clock moves, resets) with their numbers; → marks where the state is"
    static func help(_ examples: HelpExamples) -> [String] { timeTravelHelp }

    static func run(_ command: MetaCommandInvocation, in interpreter: Interpreter, source: StatementSource, file: String?) throws -> StatementResult {
        StatementResult(events: [.output(try interpreter.runTimeTravel(.history, command))])
    }
}

private let timeTravelHelp = [
    "Every dispatch, clock move and reset is a step; :history lists them with their numbers.",
    ":undo 3 goes back three steps, :redo goes forward again, :goto 0 goes to the start;",
    "the clock goes back and forth with them (:clock advance 2d, then :undo: two days back).",
    "A new dispatch after :undo drops the steps that were undone.",
    "The session keeps the last \(StepHistory.defaultLimit) steps; :set undo N changes that (0: none).",
]
