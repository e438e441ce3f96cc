import KhipuDSL
import KhipuScript

/// What the server knows from type-checking one document, kept across edits so that an
/// edit re-checks only what it changed: each statement's diagnostic, and the checker's
/// state before every `checkpointInterval`th statement. A request at a statement resumes
/// from the checkpoint before it, so it checks at most that many statements whatever the
/// document's length.
final class DocumentChecks {
    static let checkpointInterval = 32

    private let domains: [KhipuDomain]
    private let defaultDomain: KhipuDomain
    private(set) var statements: [StatementSource] = []
    /// Each statement's diagnostic (`.some(nil)`: none), nil while it is still to check.
    private var results: [Diagnostic??] = []
    private var checkpoints: [Int: ScriptChecker.Checkpoint] = [:]
    /// The checker the requests use and the one the diagnostics pass uses, each with the
    /// index of the statement it is before.
    private var requestCursor: Cursor?
    private var passCursor: Cursor?
    /// How many statements were checked so far: what tests count instead of timing.
    private(set) var statementsChecked = 0

    private struct Cursor {
        let checker: ScriptChecker
        var position: Int
        /// Set when the statements it went through changed: it resumes from a checkpoint.
        var isStale = false
    }

    init(domains: [KhipuDomain], defaultDomain: KhipuDomain) {
        self.domains = domains
        self.defaultDomain = defaultDomain
    }

    /// Whether some statement waits for its diagnostic.
    var isComplete: Bool { !results.contains { $0 == nil } }

    /// Takes the document's new statements: those before the first that changed keep
    /// their diagnostics and checkpoints; those after the last keep them too when neither
    /// the old nor the new statements in between can change what later ones mean.
    func update(_ new: [StatementSource]) {
        let old = statements
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix].text == new[new.count - 1 - suffix].text { suffix += 1 }
        let oldEnd = old.count - suffix
        let newEnd = new.count - suffix
        let contained = old[prefix..<oldEnd].allSatisfy(StatementEffect.leavesLaterStatementsAlone)
            && new[prefix..<newEnd].allSatisfy(StatementEffect.leavesLaterStatementsAlone)
        let shift = newEnd - oldEnd

        var kept = Array(results[..<prefix]) + Array(repeating: nil, count: newEnd - prefix)
        kept += contained ? Array(results[oldEnd...]) : Array(repeating: nil, count: suffix)
        results = kept
        statements = new

        var moved: [Int: ScriptChecker.Checkpoint] = [:]
        for (index, checkpoint) in checkpoints {
            if index <= prefix {
                moved[index] = checkpoint
            } else if contained, index >= oldEnd {
                moved[index + shift] = checkpoint
            }
        }
        checkpoints = moved
        requestCursor = Self.moved(requestCursor, prefix: prefix, oldEnd: oldEnd, shift: contained ? shift : nil)
        passCursor = Self.moved(passCursor, prefix: prefix, oldEnd: oldEnd, shift: contained ? shift : nil)
    }

    private static func moved(_ cursor: Cursor?, prefix: Int, oldEnd: Int, shift: Int?) -> Cursor? {
        guard var cursor else { return nil }
        if cursor.position <= prefix { return cursor }
        if let shift, cursor.position >= oldEnd {
            cursor.position += shift
        } else {
            cursor.isStale = true
        }
        return cursor
    }

    /// A checker that has gone through the statements before the `index`th, for a request.
    func checker(before index: Int) async -> ScriptChecker? {
        guard let cursor = await bring(requestCursor, to: min(index, statements.count)) else { return nil }
        requestCursor = cursor
        return cursor.checker
    }

    /// Checks up to `budget` statements that wait for their diagnostic; returns whether
    /// none waits any more.
    func checkSome(budget: Int) async -> Bool {
        guard let first = results.firstIndex(where: { $0 == nil }) else { return true }
        let last = results.lastIndex(where: { $0 == nil }) ?? first
        guard var cursor = await bring(passCursor, to: first) else { return true }
        var remaining = budget
        while remaining > 0, cursor.position <= last {
            await step(&cursor)
            remaining -= 1
        }
        passCursor = cursor
        return isComplete
    }

    /// The diagnostics found so far, each with the statement it is about.
    var diagnostics: [(statement: StatementSource, diagnostic: Diagnostic)] {
        zip(statements, results).compactMap { statement, result in (result ?? nil).map { (statement, $0) } }
    }

    /// `cursor` (or a new one) moved to `index`: forward from where it is when no
    /// checkpoint lies between, else from the last checkpoint at or before `index`.
    private func bring(_ cursor: Cursor?, to index: Int) async -> Cursor? {
        guard var cursor = cursor ?? newCursor() else { return nil }
        let nearest = checkpoints.keys.filter { $0 <= index }.max() ?? 0
        if cursor.position < nearest || cursor.position > index || cursor.isStale, let checkpoint = checkpoints[nearest] {
            await cursor.checker.restore(checkpoint)
            cursor = Cursor(checker: cursor.checker, position: nearest)
        }
        while cursor.position < index { await step(&cursor, onlyForState: true) }
        return cursor
    }

    private func newCursor() -> Cursor? {
        guard let checker = try? ScriptChecker(domains: domains, defaultDomain: defaultDomain) else { return nil }
        if checkpoints[0] == nil { checkpoints[0] = checker.checkpoint() }
        return Cursor(checker: checker, position: 0)
    }

    /// Checks the statement `cursor` is before, keeps its diagnostic, and moves past it.
    /// Only to bring the checker's state forward, a message or an expectation whose
    /// diagnostic is known or not needed now is passed over: it changes no state.
    private func step(_ cursor: inout Cursor, onlyForState: Bool = false) async {
        if cursor.position % Self.checkpointInterval == 0, checkpoints[cursor.position] == nil {
            checkpoints[cursor.position] = cursor.checker.checkpoint()
        }
        if onlyForState, StatementEffect.leavesLaterStatementsAlone(statements[cursor.position]) {
            cursor.position += 1
            return
        }
        let diagnostic = await cursor.checker.check(statements[cursor.position])
        statementsChecked += 1
        results[cursor.position] = .some(diagnostic)
        cursor.position += 1
    }
}
