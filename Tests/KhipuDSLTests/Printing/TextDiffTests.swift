import KhipuDSL
import Testing

@Suite("Text diff")
struct TextDiffTests {
    @Test func equalTextsHaveOnlyCommonLines() {
        #expect(TextDiff.unified(expected: "a\nb", actual: "a\nb") == "  a\n  b")
    }

    @Test func changedLinesShowRemovedThenAdded() {
        let expected = """
            .todos(.ack(.added(
                title: "Get coffee",
                state: .unfinished
            )))
            """
        let actual = """
            .todos(.ack(.added(
                title: "Get tea",
                state: .unfinished
            )))
            """
        #expect(TextDiff.unified(expected: expected, actual: actual) == """
              .todos(.ack(.added(
            -     title: "Get coffee",
            +     title: "Get tea",
                  state: .unfinished
              )))
            """)
    }

    @Test func insertionsAndDeletionsFollowTheLongestCommonSubsequence() {
        #expect(TextDiff.unified(expected: "a\nb\nc\nd", actual: "a\nc\nd\ne") == "  a\n- b\n  c\n  d\n+ e")
        #expect(TextDiff.unified(expected: "", actual: "x") == "- \n+ x")
        #expect(TextDiff.unified(expected: "x\ny", actual: "y\nx") == "- x\n  y\n+ x")
    }

    @Test func hugeDifferencesStayCheap() {
        let old = (0..<3_000).map { "old \($0)" }.joined(separator: "\n")
        let new = (0..<3_000).map { "new \($0)" }.joined(separator: "\n")
        let diff = TextDiff.unified(expected: old, actual: new).split(separator: "\n")
        #expect(diff.count == 6_000)
        #expect(diff.first == "- old 0")
        #expect(diff.last == "+ new 2999")
    }
}
