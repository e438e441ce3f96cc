import Khipu

/// A documentation row's clock move as every format shows it: `2s`, `15m`, `1h30m`, the
/// way `:clock advance` takes it.
enum DurationText {
    static func spoken(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let total = Double(seconds) + Double(attoseconds) / 1e18
        guard total < 1, total > 0 else { return WaitingWork.spoken(total) }
        return "\(Int((total * 1000).rounded(.up)))ms"
    }
}
