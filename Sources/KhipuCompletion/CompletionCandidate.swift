/// One way to go on from the text before the cursor.
package struct CompletionCandidate: Equatable {
    /// The text that replaces the fragment being typed, e.g. `.add(`.
    package let insertion: String
    /// How the list of candidates shows it, e.g. `.add(item: TodoItem)`.
    package let display: String
    /// The first line of its documentation, if it has one.
    package let summary: String?

    package init(_ insertion: String, display: String? = nil, summary: String? = nil) {
        self.insertion = insertion
        self.display = display ?? insertion
        self.summary = summary.flatMap { $0.split(separator: "\n").first.map(String.init) }
    }
}

/// What Tab offers: the candidates and where the fragment they replace starts.
package struct Completions: Equatable {
    /// UTF-8 offset into the completed text where the replaced fragment starts.
    package let fragmentStart: Int
    package let candidates: [CompletionCandidate]

    package init(fragmentStart: Int, candidates: [CompletionCandidate]) {
        self.fragmentStart = fragmentStart
        self.candidates = candidates
    }

    static let none = Completions(fragmentStart: 0, candidates: [])

    /// Keeps the candidates that go on from `prefix`, without repeats.
    static func filtered(_ candidates: [CompletionCandidate], prefix: String, start: Int) -> Completions {
        // Kept apart by what they show, too: a type's initializers insert the same `Visitor(`.
        var seen: Set<String> = []
        let kept = candidates.filter { $0.insertion.hasPrefix(prefix) && seen.insert($0.insertion + "\u{0}" + $0.display).inserted }
        return Completions(fragmentStart: start, candidates: kept)
    }
}
