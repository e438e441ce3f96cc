/// Finds the name a user probably meant: the closest candidate by case-insensitive
/// Damerau–Levenshtein distance (at most max(1, name.count / 3) edits), else a candidate
/// that starts with the name. Used for case names, labels, bindings and meta commands.
public enum DidYouMean {
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        let count = name.count
        guard count > 0 else { return nil }
        let allowed = max(1, count / 3)
        // Only candidates of a similar length can be close; a huge name is never compared.
        let comparable = candidates.filter { abs($0.count - count) <= allowed }
        var best: (candidate: String, distance: Int)?
        let typed = comparable.isEmpty ? [] : Array(name.lowercased())
        for candidate in comparable {
            let distance = editDistance(typed, Array(candidate.lowercased()), limit: allowed)
            if distance <= allowed && distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        guard candidates.contains(where: { $0.count > count }) else { return nil }
        let prefix = name.lowercased()
        return
            candidates
            .filter { $0.count > count && $0.lowercased().hasPrefix(prefix) }
            .min { $0.count < $1.count }
    }

    /// Optimal string alignment distance (transpositions of neighbours count as one edit);
    /// more than `limit` is reported as `limit + 1`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), limit + 1) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return min(previous[b.count], limit + 1)
    }
}
