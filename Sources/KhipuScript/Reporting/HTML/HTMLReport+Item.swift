extension HTMLReport {
    /// One thing a step did, as the timeline shows it.
    package enum Item: Sendable, Equatable {
        /// The message the statement sent.
        case sent(String)
        /// A message that came out, with where it came from as a reader reads it (`answer`,
        /// `follow-up of .share`, `timer expiry-T3`, `client 2`) and as one word for styles
        /// (`answer`, `follow-up`, `timer`, `clock`, `app`, `client`).
        case message(text: String, source: String, kind: String)
        /// The clock moved: `by` as written (`advance 2s`, `set …`), `now` the virtual time after.
        case clock(by: String, now: String)
        case bound(name: String, value: String)
        case expectationPassed
        /// `details`: what was expected, what was found, and their diff.
        case expectationFailed(details: String)
        case problem(Problem)
        /// What an attached session cannot do to a live app (`:undo`, `:clock`): the app's
        /// answer, shown as said, not counted as a failure.
        case refused(String)
        /// Text a command printed.
        case output(String)
        /// The state's diff at this step, as `- `, `+ ` and context lines.
        case stateDiff([DiffLine])
    }

    /// A line of a state diff: `kind` is `-`, `+`, ` ` or `…` (unchanged parts folded).
    package struct DiffLine: Sendable, Equatable {
        package var kind: Character
        package var text: String

        package init(kind: Character, text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// Why a statement could not run: the rendered diagnostic (with its caret and notes),
    /// its id, where it points and its did-you-mean.
    package struct Problem: Sendable, Equatable {
        package var rendered: String
        package var id: String?
        package var line: Int?
        package var column: Int?
        package var suggestion: String?

        package init(rendered: String, id: String? = nil, line: Int? = nil, column: Int? = nil, suggestion: String? = nil) {
            self.rendered = rendered
            self.id = id
            self.line = line
            self.column = column
            self.suggestion = suggestion
        }
    }
}
