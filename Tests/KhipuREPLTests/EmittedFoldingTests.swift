import KhipuScript
import Testing
@testable import KhipuREPL

@Suite("The REPL shows a clock move's ticks folded")
struct EmittedFoldingTests {
    static let tick = ".ovotimer(.cmd(.tick))"
    static func ack(_ left: Int) -> String {
        ".ovotimer(.ack(.changed(by: .tick, to: .running(remainingTime: \(left), selectedTime: 180))))"
    }

    static let outcome = StatementOutcome(
        file: nil, line: 1, text: ":clock advance 90s",
        events: [.output("clock: 2024-06-16T09:01:30Z"), .emitted((1...90).flatMap { [tick, ack(180 - $0)] }.map { EmittedMessage($0, source: .clock) })],
        isExpectation: false, stop: false
    )

    @Test("90 ticks print as the tick × 90, the first answer, ⋮ and the last answer")
    func wideTerminal() {
        let presenter = OutcomePresenter(palette: Palette(enabled: false), promptWidth: 7, terminalWidth: 120)
        #expect(presenter.lines(for: Self.outcome, typedLine: ":clock advance 90s", interrupted: false) == [
            "clock: 2024-06-16T09:01:30Z", Self.tick + "  × 90", Self.ack(179), "⋮", Self.ack(90),
        ])
    }

    @Test("on a narrow terminal each answer is laid out across lines and the count follows the tick")
    func narrowTerminal() {
        let presenter = OutcomePresenter(palette: Palette(enabled: false), promptWidth: 7, terminalWidth: 60)
        let lines = presenter.lines(for: Self.outcome, typedLine: nil, interrupted: false)
        #expect(lines.count == 5)
        #expect(lines[1] == Self.tick + "  × 90")
        #expect(lines[2].contains("\n") && lines[2].contains("remainingTime: 179"))
        #expect(lines[3] == "⋮")
        #expect(lines[4].contains("remainingTime: 90,"))
    }
}
