import KhipuDSL
import Testing

@Suite("Did you mean")
struct DidYouMeanTests {
    static let cases = ["add", "remove", "update", "finish", "title", "unfinish"]

    @Test(
        "close names are suggested",
        arguments: [
            ("ad", "add"), ("Add", "add"), ("ADD", "add"), ("adx", "add"), ("remvoe", "remove"), ("updte", "update"),
            ("upadte", "update"), ("finsih", "finish"), ("titel", "title"), ("unfnish", "unfinish"), ("add", "add"),
        ]
    )
    func closeNames(typed: String, suggestion: String) {
        #expect(DidYouMean.suggestion(for: typed, among: Self.cases) == suggestion)
    }

    @Test(
        "a prefix of a longer name is suggested",
        arguments: [("remo", "remove"), ("upd", "update"), ("unfi", "unfinish")])
    func prefixes(typed: String, suggestion: String) {
        #expect(DidYouMean.suggestion(for: typed, among: Self.cases) == suggestion)
    }

    @Test(
        "far names are not",
        arguments: ["", "xyz", "delete", "created", "finishing line", String(repeating: "a", count: 100_000)])
    func farNames(typed: String) {
        #expect(DidYouMean.suggestion(for: typed, among: Self.cases) == nil)
    }

    @Test("the closest of several candidates wins, ties go to the first")
    func closest() {
        #expect(DidYouMean.suggestion(for: "coffe", among: ["toffee", "coffee"]) == "coffee")
        #expect(DidYouMean.suggestion(for: "bat", among: ["cat", "hat"]) == "cat")
        #expect(DidYouMean.suggestion(for: "st", among: ["state", "start"]) == "state")
        #expect(DidYouMean.suggestion(for: "x", among: []) == nil)
    }

    @Test("the allowed distance grows with the name: max(1, count / 3)")
    func allowedDistance() {
        #expect(DidYouMean.suggestion(for: "abcdef", among: ["abxyef"]) == "abxyef")
        #expect(DidYouMean.suggestion(for: "abcdef", among: ["axxxef"]) == nil)
        #expect(DidYouMean.suggestion(for: "ab", among: ["xy"]) == nil)
    }
}
