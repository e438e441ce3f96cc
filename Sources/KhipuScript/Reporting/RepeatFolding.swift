/// Folds what a domain emitted on its own (a clock move's ticks) so that 90 ticks stay a
/// few lines: a line repeated three times or more in a row prints once with `× N`.
///
/// A tick usually comes with its answer, which differs each time: a block of up to
/// `longestBlock` lines whose first line repeats (`.tick`, then its answer) folds too. Its
/// first line prints with `× N`, then the rest of the block as it was the first time,
/// `⋮`, and the rest as it was the last time:
///
///     .ovotimer(.cmd(.tick))  × 90
///     .ovotimer(.ack(.changed(by: .tick, to: .running(remainingTime: 179, selectedTime: 180))))
///     ⋮
///     .ovotimer(.ack(.changed(by: .tick, to: .running(remainingTime: 90, selectedTime: 180))))
///
/// Typed back, the `× N` line N times does what the domain did.
package enum RepeatFolding {
    /// The longest block of lines that folds as one repetition.
    static let longestBlock = 4
    /// Fewer repetitions than this print as they are.
    static let fewestRepeats = 3

    package enum Row: Equatable, Sendable {
        case line(String)
        /// The first line of a block that happened `times` times in a row.
        case repeated(String, times: Int)
        /// The repetitions between the first and the last one, not shown.
        case gap
    }

    /// The lines as printed: `render` lays out each value (e.g. across lines for a narrow
    /// terminal) before the count is put after it.
    package static func fold(_ lines: [String], rendering render: (String) -> String = { $0 }) -> [String] {
        rows(lines).map { row in
            switch row {
            case .line(let line): render(line)
            case .repeated(let line, let times): render(line) + "  × \(times)"
            case .gap: "⋮"
            }
        }
    }

    package static func rows(_ lines: [String]) -> [Row] {
        var rows: [Row] = []
        var index = 0
        while index < lines.count {
            guard let (length, count) = longestRun(in: lines, at: index) else {
                rows.append(.line(lines[index]))
                index += 1
                continue
            }
            let lastStart = index + (count - 1) * length
            rows.append(.repeated(lines[index], times: count))
            if length > 1 {
                rows += lines[(index + 1)..<(index + length)].map(Row.line)
                rows.append(.gap)
                rows += lines[(lastStart + 1)..<(lastStart + length)].map(Row.line)
            }
            index += length * count
        }
        return rows
    }

    /// The block length and count of the repetition at `index` covering the most lines
    /// (the shortest block on a tie), if it repeats at least `fewestRepeats` times.
    private static func longestRun(in lines: [String], at index: Int) -> (length: Int, count: Int)? {
        var best: (length: Int, count: Int)?
        for length in 1...longestBlock where index + length * fewestRepeats <= lines.count {
            var count = 1
            while index + (count + 1) * length <= lines.count,
                isAlike(lines, index, index + count * length, length: length)
            {
                count += 1
            }
            guard count >= fewestRepeats else { continue }
            if best.map({ count * length > $0.count * $0.length }) ?? true {
                best = (length, count)
            }
        }
        return best
    }

    /// Two blocks are alike when they start with the same line; a single line only
    /// repeats itself. The anchor must not occur again inside the block, or a shorter
    /// block is the real repetition.
    private static func isAlike(_ lines: [String], _ first: Int, _ other: Int, length: Int) -> Bool {
        guard lines[first] == lines[other] else { return false }
        return !lines[(first + 1)..<(first + length)].contains(lines[first])
            && !lines[(other + 1)..<(other + length)].contains(lines[first])
    }
}
