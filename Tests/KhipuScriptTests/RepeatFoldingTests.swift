import Testing
@testable import KhipuScript

@Suite("Folding repeated lines")
struct RepeatFoldingTests {
    @Test("lines repeated fewer than three times print as they are")
    func fewRepeats() {
        #expect(RepeatFolding.fold(["a", "a", "b", "c", "b", "c"]) == ["a", "a", "b", "c", "b", "c"])
        #expect(RepeatFolding.fold([]) == [])
    }

    @Test("a line repeated three times or more prints once with × N", arguments: [3, 4, 90, 100_000])
    func sameLine(times: Int) {
        let lines = ["before"] + Array(repeating: ".snake(.tick)", count: times) + ["after"]
        #expect(RepeatFolding.fold(lines) == ["before", ".snake(.tick)  × \(times)", "after"])
    }

    @Test("a repeated line followed each time by a different answer prints the first and the last answer")
    func blockWithAnswers() {
        let lines = (1...90).flatMap { ["tick", "left \(180 - $0)"] }
        #expect(RepeatFolding.fold(lines) == ["tick  × 90", "left 179", "⋮", "left 90"])
    }

    @Test("blocks of up to four lines fold; the shortest block that covers most wins")
    func blockLengths() {
        let three = (1...5).flatMap { ["tick", "moved \($0)", "board \($0)"] }
        #expect(RepeatFolding.fold(three) == ["tick  × 5", "moved 1", "board 1", "⋮", "moved 5", "board 5"])
        let five = (1...5).flatMap { ["tick", "a\($0)", "b\($0)", "c\($0)", "d\($0)"] }
        #expect(RepeatFolding.fold(five) == five, "longer blocks print as they are")
    }

    @Test("a block folds only while its first line repeats at the same place")
    func brokenRun() {
        let lines = ["tick", "1", "tick", "2", "tick", "3", "ate", "tick", "4"]
        #expect(RepeatFolding.fold(lines) == ["tick  × 3", "1", "⋮", "3", "ate", "tick", "4"])
    }

    @Test("render lays out each value before the count is put after it")
    func rendering() {
        #expect(RepeatFolding.fold(["x", "x", "x"]) { "<\($0)>" } == ["<x>  × 3"])
    }

    @Test("the rows, for hosts that show them their own way")
    func rows() {
        #expect(RepeatFolding.rows(["t", "1", "t", "2", "t", "3"]) == [.repeated("t", times: 3), .line("1"), .gap, .line("3")])
    }
}
