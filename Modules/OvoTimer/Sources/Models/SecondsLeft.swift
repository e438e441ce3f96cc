import Foundation

/// The whole seconds left from `now` until `end`, rounded up so that a timer shows 1 until
/// its very end; negative once `end` passed. Kept within ±10¹⁵ so that dates far apart
/// (from a hand-edited store file) still give an Int.
func secondsLeft(until end: Date, from now: Date) -> Int {
    let seconds = end.timeIntervalSince(now).rounded(.up)
    guard !seconds.isNaN else { return 0 }
    return Int(max(-1e15, min(1e15, seconds)))
}
