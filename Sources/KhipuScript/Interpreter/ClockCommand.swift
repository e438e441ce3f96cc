import Foundation
import Khipu
import KhipuDSL

/// `:clock`, `:clock set 2024-06-16T09:00:00Z`, `:clock advance 1h30m`.
enum ClockCommand {
    static func run(_ command: MetaCommandInvocation, environment: KhipuEnvironment) throws -> String {
        let words = command.argument.split(separator: " ", maxSplits: 1).map(String.init)
        guard let verb = words.first else {
            return "clock: " + ISO8601.string(from: environment.now())
        }
        let value = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
        let valueStart = command.argumentRange.end - value.utf8.count
        let valueRange = SourceRange(valueStart, command.argumentRange.end)
        switch verb {
        case "set":
            guard let date = ISO8601.date(from: value) else {
                throw Diagnostic(
                    "expected a date like 2024-06-16T09:00:00Z",
                    at: value.isEmpty ? command.argumentRange : valueRange
                )
            }
            environment.setClock(to: date)
            return "clock: " + ISO8601.string(from: environment.now())
        case "advance":
            guard let seconds = parseDuration(value) else {
                throw Diagnostic(
                    "expected a duration like 90s, 90m, 2h, 1d or 1h30m",
                    at: value.isEmpty ? command.argumentRange : valueRange
                )
            }
            environment.advanceClock(by: seconds)
            return "clock: " + ISO8601.string(from: environment.now())
        default:
            throw Diagnostic(
                "expected 'set' or 'advance'",
                at: SourceRange(command.argumentRange.start, command.argumentRange.start + verb.utf8.count),
                suggestion: DidYouMean.suggestion(for: verb, among: ["set", "advance"])
            )
        }
    }

    /// `90m`, `1h30m`, `45s`, `2d`: one or more number-unit pairs.
    static func parseDuration(_ text: String) -> TimeInterval? {
        var total: TimeInterval = 0
        var number = ""
        var sawPair = false
        for character in text {
            if character.isNumber || character == "." {
                number.append(character)
                continue
            }
            guard let value = Double(number) else { return nil }
            switch character {
            case "s": total += value
            case "m": total += value * 60
            case "h": total += value * 3600
            case "d": total += value * 86400
            default: return nil
            }
            number = ""
            sawPair = true
        }
        guard number.isEmpty, sawPair, total.isFinite, total <= 3_153_600_000 else { return nil }
        return total
    }
}

/// ISO-8601 dates as the tool prints and reads them.
enum ISO8601 {
    static func string(from date: Date) -> String {
        date.formatted(.iso8601)
    }

    static func date(from text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
