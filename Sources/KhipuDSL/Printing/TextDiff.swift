/// A line-based diff for failure messages, in the spirit of TCA's `TestStore`: every line
/// of both texts, prefixed `- ` when only `expected` has it, `+ ` when only `actual`
/// has it and two spaces when both do, in the order of a longest common subsequence.
public enum TextDiff {
    /// Above this many cells the table is not built: the differing middle is shown as
    /// all removed, then all added.
    static let maximumTableCells = 4_000_000

    public static func unified(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        var lines: [String] = old[..<prefix].map { "  " + $0 }
        lines += middle(Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
        lines += old[(old.count - suffix)...].map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    private static func middle(_ old: [Substring], _ new: [Substring]) -> [String] {
        guard !old.isEmpty, !new.isEmpty, old.count * new.count <= maximumTableCells else {
            return old.map { "- " + $0 } + new.map { "+ " + $0 }
        }
        // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
        let columns = new.count + 1
        var common = [Int32](repeating: 0, count: (old.count + 1) * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * columns + j] =
                    old[i] == new[j]
                    ? common[(i + 1) * columns + j + 1] + 1
                    : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                lines.append("  " + old[i])
                i += 1
                j += 1
            } else if common[(i + 1) * columns + j] >= common[i * columns + j + 1] {
                lines.append("- " + old[i])
                i += 1
            } else {
                lines.append("+ " + new[j])
                j += 1
            }
        }
        lines += old[i...].map { "- " + $0 }
        lines += new[j...].map { "+ " + $0 }
        return lines
    }
}
