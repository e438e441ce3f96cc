import Khipu

/// What a step on the live clock took that is not its own: the messages of work whose wait
/// on the clock came due meanwhile (`FollowUpOrigin.isLater`). On a fixed clock only a
/// clock move wakes such work, so the same statement shows the same answer on both clocks.
enum LaterAnswers {
    /// Removes the later answers from `outputs`; returns the origins of the ones left, by
    /// their new index, or nil when nothing was removed (`origins` still hold).
    static func drop(from outputs: inout [Any], origins: [Int: FollowUpOrigin]) -> [Int: FollowUpOrigin]? {
        guard origins.values.contains(where: \.isLater) else { return nil }
        var kept: [Any] = []
        var keptOrigins: [Int: FollowUpOrigin] = [:]
        for (index, output) in outputs.enumerated() {
            let origin = origins[index]
            if origin?.isLater == true { continue }
            if let origin { keptOrigins[kept.count] = origin }
            kept.append(output)
        }
        outputs = kept
        return keptOrigins
    }
}
