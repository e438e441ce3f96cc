import KhipuExplore
import Testing

/// The shrinker's shorter lists: each candidate leaves one element (and its comma) out of
/// one list, and stays a literal the DSL reads: `[]`, `[:]`, commas only between elements.
@Suite struct ListShrinkingTests {
    @Test func eachElementOfAListIsLeftOutOnce() {
        #expect(LiteralEdits.shorterLists(".tags(names: [\"a\", \"b\", \"c\"])") == [
            ".tags(names: [\"b\", \"c\"])",
            ".tags(names: [\"a\", \"c\"])",
            ".tags(names: [\"a\", \"b\"])",
        ])
    }

    @Test func theLastElementLeavesAnEmptyListOrDictionary() {
        #expect(LiteralEdits.shorterLists(".set(ids: [7])") == [".set(ids: [])"])
        #expect(LiteralEdits.shorterLists(".set(scores: [\"ada\": 3])") == [".set(scores: [:])"])
        #expect(LiteralEdits.shorterLists(".set(scores: [\"ada\": 3, \"bo\": 4])") == [".set(scores: [\"bo\": 4])", ".set(scores: [\"ada\": 3])"])
    }

    @Test func nestedListsAndCallsKeepTheirCommasAndStringsAreNotLookedInto() {
        let text = ".board(rows: [[1, 2], [3]], title: \"[x, y]\")"
        #expect(LiteralEdits.shorterLists(text) == [
            ".board(rows: [[2], [3]], title: \"[x, y]\")",
            ".board(rows: [[1], [3]], title: \"[x, y]\")",
            ".board(rows: [[1, 2], []], title: \"[x, y]\")",
            ".board(rows: [[3]], title: \"[x, y]\")",
            ".board(rows: [[1, 2]], title: \"[x, y]\")",
        ])
        #expect(LiteralEdits.shorterLists(".add(item: Item(name: \"a\", size: 2))").isEmpty)
        #expect(LiteralEdits.shorterLists(".set(ids: [], names: [:])").isEmpty)
    }
}
