import Foundation
import Khipu
import KhipuDSL
import KhipuRemoteProtocol
import Testing

/// The frames as the manual's table gives them: one flat JSON object, its `type` and the
/// fields of that type, and back to the same value with the core's sources and clock moves.
struct RemoteFrameCodingTests {
    static let move = ClockMove(text: "clock: 09:00:00.500Z", from: Date(timeIntervalSince1970: 1_800_000_000), to: Date(timeIntervalSince1970: 1_800_000_000.5))

    static let frames: [RemoteFrame] = [
        .hello(version: RemoteProtocol.version, token: "secret", tool: nil),
        .statement(id: 1, text: ".counter(.cmd(\n.increment))", line: 3),
        .complete(id: 2, text: ":sta"),
        .welcome(version: RemoteProtocol.version, client: 4, domain: "counter", summary: "counts"),
        .refused(version: RemoteProtocol.version, reason: "the token was refused"),
        .message(direction: .input, text: ".counter(.cmd(.increment))", source: .client(2)),
        .message(direction: .output, text: ".kitchen(.paid)", source: .followUp(startedBy: ".place", timer: "expiry-T3", waited: true)),
        .answer(
            id: 5,
            outcome: RemoteOutcome(
                line: 1, text: ":clock advance 500ms",
                events: [
                    .clockMoved(move),
                    .emitted([RemoteMessage(text: ".tick", source: .clock)]),
                    .failed(text: "<input>:1: cannot read", diagnostic: nil, error: RemoteError(location: "<input>:1", message: "cannot read", line: 1, column: 1)),
                ],
                isExpectation: false, stop: false, diagnosticID: nil, failedToStore: nil),
            diff: [PrintedDiff.Line(.removed, "value: 0"), PrintedDiff.Line(.added, "value: 1")], file: nil),
        .completions(id: 6, fragmentStart: 3, candidates: [RemoteCandidate(insertion: ":state", display: ":state", summary: nil)]),
        .diagnostic(id: nil, text: "not a frame"),
        .notice("dropped"),
    ]

    @Test(arguments: frames)
    func aFrameReadsBackAsTheSameValue(frame: RemoteFrame) throws {
        let line = RemoteFrameCoding.line(frame)
        #expect(line.hasSuffix("\n") && line.dropLast().contains("\n") == false)
        #expect(RemoteFrameCoding.frame(line.dropLast()) == frame, "\(line)")
    }

    @Test func aFrameIsOneFlatObjectAndASourceAValue() {
        let line = RemoteFrameCoding.line(.message(direction: .input, text: ".x", source: .client(2)))
        #expect(line == #"{"direction":"input","source":{"client":2,"kind":"client"},"text":".x","type":"message"}"# + "\n")
        let diff = RemoteFrameCoding.line(.answer(
            id: 1, outcome: RemoteOutcome(line: 1, text: ".x", events: [], isExpectation: false, stop: false, diagnosticID: nil, failedToStore: nil),
            diff: [PrintedDiff.Line(.added, "value: 1")], file: nil))
        #expect(diff.contains(#""diff":[{"kind":"added","text":"value: 1"}]"#), "\(diff)")
    }

    @Test(arguments: [
        #"{"type":"statement","text":".x"}"#,
        #"{"type":"hello","version":3}"#,
        #"{"type":"message","direction":"input","text":".x","source":"app"}"#,
        #"{"type":"welcome","version":3,"client":1}"#,
    ])
    func aFrameWithoutItsFieldsIsNoFrame(line: String) {
        #expect(RemoteFrameCoding.frame(line) == nil)
    }
}
