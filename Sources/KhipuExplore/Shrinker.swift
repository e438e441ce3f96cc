import Foundation

/// Makes a failing program minimal while the same failure remains: fewer steps, shorter
/// lists, shorter clock moves, simpler values (smaller numbers, shorter strings), each change kept only
/// when the program still fails the same way (`Finding.isSameFailure`). The program
/// always ends at the step that fails.
struct Shrinker {
    typealias Check = ([ExploreStep]) async -> Finding?

    let check: Check
    /// How many programs a shrink may try: each is a run from a fresh domain.
    var budget = 2_000
    static let hangBudget = 24
    private(set) var tries = 0

    init(check: @escaping Check) {
        self.check = check
    }

    mutating func shrink(_ program: [ExploreStep], _ finding: Finding) async -> (program: [ExploreStep], finding: Finding) {
        // Each try of a hang waits out the quiet timeout: only a few are worth it.
        if finding.kind == .hang { budget = min(budget, Self.hangBudget) }
        var best = (program: Array(program.prefix(finding.step + 1)), finding: finding)
        var changed = true
        while changed, tries < budget {
            changed = false
            if await removeSteps(&best) { changed = true }
            if await shortenLists(&best) { changed = true }
            if await lowerIDs(&best) { changed = true }
            if await shortenClockMoves(&best) { changed = true }
            if await simplifyValues(&best) { changed = true }
        }
        return best
    }

    /// Whether `candidate` fails the same way; then it becomes the best, cut after its failing step.
    private mutating func accepts(_ candidate: [ExploreStep], _ best: inout (program: [ExploreStep], finding: Finding)) async -> Bool {
        guard tries < budget, candidate != best.program else { return false }
        tries += 1
        guard let found = await check(candidate), found.isSameFailure(as: best.finding) else { return false }
        best = (Array(candidate.prefix(found.step + 1)), found)
        return true
    }

    /// Takes out chunks of steps, halving the chunk down to single steps (delta debugging).
    private mutating func removeSteps(_ best: inout (program: [ExploreStep], finding: Finding)) async -> Bool {
        var changed = false
        var chunk = max(1, best.program.count / 2)
        while chunk >= 1 {
            var start = 0
            while start < best.program.count {
                var candidate = best.program
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if !candidate.isEmpty, await accepts(candidate, &best) {
                    changed = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return changed
    }

    /// Each id the domain made (`00000000-…-000000000003` under the fixed environment)
    /// replaced everywhere by an earlier one, where that still fails: with the id of the
    /// first record named, the steps that made the records before it can go.
    private mutating func lowerIDs(_ best: inout (program: [ExploreStep], finding: Finding)) async -> Bool {
        var changed = false
        let numbers = Set(best.program.flatMap { SequentialID.numbers(in: $0.text) }).sorted(by: >)
        for number in numbers where number > 1 {
            for lower in 1..<number {
                let candidate = best.program.map { step in
                    var step = step
                    step.text = step.text.replacingOccurrences(of: SequentialID.text(number), with: SequentialID.text(lower))
                    return step
                }
                if await accepts(candidate, &best) {
                    changed = true
                    break
                }
            }
        }
        return changed
    }

    /// Each clock move as short as still fails: a search between nothing and its length.
    private mutating func shortenClockMoves(_ best: inout (program: [ExploreStep], finding: Finding)) async -> Bool {
        var changed = false
        var index = 0
        while index < best.program.count {
            defer { index += 1 }
            guard let duration = best.program[index].clockDuration else { continue }
            var low: Int64 = 0  // milliseconds known not to fail (or not tried)
            var high = Int64(duration.timeInterval * 1000)
            while high - low > max(1, high / 100), tries < budget, index < best.program.count {
                let middle = low + (high - low) / 2
                var candidate = best.program
                candidate[index] = .clockMove(.milliseconds(max(1, middle)))
                if candidate[index] == best.program[index] { break }
                if await accepts(candidate, &best), index < best.program.count, best.program[index].kind == .clockMove {
                    high = middle
                    changed = true
                } else {
                    low = middle
                }
            }
        }
        return changed
    }

    /// Lists with fewer elements, one element at a time, for as long as that still fails.
    private mutating func shortenLists(_ best: inout (program: [ExploreStep], finding: Finding)) async -> Bool {
        await editMessages(&best, places: { _ in 1 }, edits: { text, _ in LiteralEdits.shorterLists(text) })
    }

    /// Numbers towards 0 and strings towards empty, one literal at a time.
    private mutating func simplifyValues(_ best: inout (program: [ExploreStep], finding: Finding)) async -> Bool {
        await editMessages(&best, places: LiteralEdits.count(in:), edits: LiteralEdits.simpler(_:literal:))
    }

    /// Edits each message in turn, place by place (its literals, or the message as a
    /// whole): the first of `edits` that still fails is kept and the place edited again,
    /// until none does; then the next place.
    private mutating func editMessages(
        _ best: inout (program: [ExploreStep], finding: Finding),
        places: (String) -> Int,
        edits: (String, Int) -> [String]
    ) async -> Bool {
        var changed = false
        var index = 0
        while index < best.program.count {
            defer { index += 1 }
            guard best.program[index].kind == .message else { continue }
            var place = 0
            while index < best.program.count, place < places(best.program[index].text) {
                var improved = false
                for edited in edits(best.program[index].text, place) {
                    var candidate = best.program
                    candidate[index].text = edited
                    if await accepts(candidate, &best) {
                        improved = true
                        changed = true
                        break
                    }
                }
                if !improved { place += 1 }
            }
        }
        return changed
    }
}

/// The ids a fixed environment hands out, counting from `00000000-0000-0000-0000-000000000001`.
enum SequentialID {
    static let prefix = "00000000-0000-0000-0000-"

    static func text(_ number: Int) -> String {
        let hex = String(number, radix: 16, uppercase: true)
        return prefix + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }

    static func numbers(in text: String) -> [Int] {
        var found: [Int] = []
        var rest = Substring(text)
        while let range = rest.range(of: prefix) {
            let digits = rest[range.upperBound...].prefix(12)
            if digits.count == 12, let number = Int(digits, radix: 16) { found.append(number) }
            rest = rest[range.upperBound...]
        }
        return found
    }
}
