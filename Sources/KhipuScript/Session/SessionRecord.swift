/// The statements of a session that `:save` writes back as a script: what moved the
/// state, the clock or the names, and the user's own expectations.
///
/// Commands that only show something (`:state`, `:help`, `:history`) and statements that
/// could not run are left out. The statements of a `:load`ed file are recorded one by
/// one instead of the `:load`, so that the saved script stands on its own.
package struct SessionRecord {
    package enum Kind: Equatable {
        /// A message dispatched; the saved script follows it with what it emitted.
        case dispatch
        case binding
        case expectation
        /// A meta command that changes the session (`:clock advance 90m`, `:undo`).
        case command
    }

    package struct Entry: Equatable {
        package let text: String
        package let kind: Kind
    }

    package private(set) var entries: [Entry] = []

    package init() {}

    mutating func note(_ statement: Statement, text: String, events: [ScriptEvent]) {
        guard !events.contains(where: { if case .failed = $0 { true } else { false } }) else { return }
        // Most statements come trimmed (they start and end with a visible ASCII byte):
        // those keep sharing the statement's text.
        let visible = { (byte: UInt8?) in byte.map { $0 > 0x20 && $0 < 0x7F } ?? false }
        let trimmed = visible(text.utf8.first) && visible(text.utf8.last) ? text : text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch statement {
        case .dispatch:
            entries.append(Entry(text: trimmed, kind: .dispatch))
        case .binding:
            entries.append(Entry(text: trimmed, kind: .binding))
        case .echo:
            return
        case .expectMessage, .expectNothing, .expectComparison:
            entries.append(Entry(text: trimmed, kind: .expectation))
        case .scenario:
            // In a session a scenario only resets the state; in a saved script the line
            // would make what came before it a background.
            entries.append(Entry(text: ":reset", kind: .command))
        case .meta(let name, _, let argument, _):
            guard let command = MetaCommand(rawValue: name), Self.replays(command, argument: argument) else { return }
            entries.append(Entry(text: ":\(name)" + (argument.isEmpty ? "" : " \(argument)"), kind: .command))
        }
    }

    /// Whether a command changes what later statements see, so that a replay needs it.
    static func replays(_ command: MetaCommand, argument: String) -> Bool {
        command.handler.replays(argument: argument)
    }
}
