/// The values at the edges of each builtin type, as DSL text, to fill the holes of a
/// domain's state and message templates: what a hand-edited store file, a script or a
/// restored state may hold.
enum ExtremeValues {
    static let ints = ["9223372036854775807", "-9223372036854775808", "0", "-1", "1"]
    static let uints = ["18446744073709551615", "0", "1"]
    static let doubles = [
        ".nan", ".infinity", ".negativeInfinity", "1.7976931348623157e+308", "-1.7976931348623157e+308",
        "5e-324", "-0.0", "0.0",
    ]
    static let dates = [
        "\"+999999999-12-31T23:59:59Z\"", "\"-999999999-01-01T00:00:00Z\"",
        "Date(timeIntervalSinceReferenceDate: 1e+300)", "Date(timeIntervalSinceReferenceDate: -1e+300)",
        "Date(timeIntervalSinceReferenceDate: .nan)", "Date(timeIntervalSinceReferenceDate: .infinity)",
        "Date(timeIntervalSinceReferenceDate: .negativeInfinity)", "\"2024-06-16T09:00:00Z\"",
    ]
    static let strings = [
        "\"\\u{1B}]0;PWNED\\u{7}\\u{1B}[2J\\u{9B}31m\\u{202E}txt.exe\\u{0}\"", "\"\"",
        "\"" + String(repeating: "long ", count: 400) + "\"", "\"\\r\\n\\t\\u{2028}\"",
    ]
    static let uuids = ["\"FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF\"", "\"00000000-0000-0000-0000-000000000000\""]

    /// `element(i)` for i in 0..<count, as a DSL array.
    static func array(count: Int, _ element: (Int) -> String) -> String {
        "[" + (0..<count).map(element).joined(separator: ", ") + "]"
    }

    /// The template with every `{slot}` filled, as many variants as the longest list of
    /// values: variant i takes value i (cycling) of every slot, so each extreme value
    /// appears at least once and meets others. Slots are filled in order, so a value may
    /// hold slots listed after its own, e.g. `due: [".date({date})"]` before `date`.
    static func variants(_ template: String, _ slots: KeyValuePairs<String, [String]>) -> [String] {
        let count = slots.map(\.value.count).max() ?? 1
        return (0..<count).map { index in
            slots.reduce(template) { text, slot in
                text.replacingOccurrences(of: "{\(slot.key)}", with: slot.value[index % slot.value.count])
            }
        }
    }
}
