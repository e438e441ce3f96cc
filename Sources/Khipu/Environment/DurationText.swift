import Foundation
import KhipuDSL

/// The one duration language of the tool: what it prints (`500ms`, `2s`, `15m`, `1h30m`)
/// is what `:clock advance` reads, along with Swift's own `.seconds(90)`.
package enum DurationText {
    /// `500ms` below a second, else whole seconds as `2s`, `15m`, `1h30m`, `1d2h`, rounded up
    /// so that moving the clock by it reaches what was due.
    package static func spoken(_ duration: Duration) -> String {
        let (wholeSeconds, attoseconds) = duration.components
        guard duration > .zero else { return "0s" }
        if wholeSeconds == 0 {
            // Counted in whole attoseconds: a Double would make 999ms read 1000ms.
            let perMillisecond: Int64 = 1_000_000_000_000_000
            return "\((attoseconds + perMillisecond - 1) / perMillisecond)ms"
        }
        let seconds = duration.timeInterval
        var left = Int(min(seconds, Double(Int.max / 2)).rounded(.up))
        var parts: [String] = []
        for unit in Unit.spokenWholeSeconds where left >= unit.seconds {
            parts.append("\(left / unit.seconds)\(unit.rawValue)")
            left %= unit.seconds
        }
        return parts.joined()
    }

    /// Reads `500ms`, `90s`, `90m`, `2h`, `1d`, `1w`, `10y` (365 days) and sums of them
    /// (`1h30m`, `1.5h`), or Swift's `.seconds(90)`, `.milliseconds(500)`: a duration not
    /// below zero and a hundred years at most; nil for anything else.
    package static func duration(from text: String) -> Duration? {
        let text = text.trimmingCharacters(in: .whitespaces)
        let duration = text.hasPrefix(".") || text.hasPrefix("Duration") ? swiftDuration(text) : unitSum(text)
        guard let duration, duration >= .zero, duration <= longest else { return nil }
        return duration
    }

    /// The longest move of the clock: a hundred years of 365 days.
    package static let longest: Duration = .seconds(100 * 31_536_000)

    private static func swiftDuration(_ text: String) -> Duration? {
        guard let expression = try? DSLParser.parseExpression(text) else { return nil }
        return try? DSLValueDecoder().decode(Duration.self, from: expression)
    }

    private static func unitSum(_ text: String) -> Duration? {
        var total = Duration.zero
        var rest = Substring(text)
        guard !rest.isEmpty else { return nil }
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            rest = rest.dropFirst(number.count)
            let unitText = rest.prefix { $0.isASCII && $0.isLetter }
            rest = rest.dropFirst(unitText.count)
            guard let value = Double(number), value.isFinite, let unit = Unit(rawValue: String(unitText)) else { return nil }
            let seconds = value * unit.secondsAsDouble
            // Checked before it becomes a Duration, which traps on a count it cannot hold.
            guard seconds <= longest.timeInterval else { return nil }
            total += unit == .milliseconds ? .milliseconds(value) : .seconds(seconds)
        }
        return total
    }

    private enum Unit: String {
        case milliseconds = "ms", seconds = "s", minutes = "m", hours = "h", days = "d", weeks = "w", years = "y"

        static let spokenWholeSeconds: [Unit] = [.days, .hours, .minutes, .seconds]

        var seconds: Int {
            switch self {
            case .milliseconds: 0
            case .seconds: 1
            case .minutes: 60
            case .hours: 3_600
            case .days: 86_400
            case .weeks: 604_800
            case .years: 31_536_000
            }
        }

        var secondsAsDouble: Double { self == .milliseconds ? 0.001 : Double(seconds) }
    }
}

extension Duration {
    /// The duration in seconds, attoseconds included as far as a Double holds them: the
    /// one conversion from `Duration` to the `TimeInterval` that `Date` takes.
    package var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
