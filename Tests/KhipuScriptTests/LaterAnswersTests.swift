import Khipu
import Testing
@testable import KhipuScript

/// On the live clock a step's outputs leave out what work whose wait came due emitted
/// meanwhile: a later answer, as a clock move would bring it on a fixed clock.
@Suite("Later answers on the live clock")
struct LaterAnswersTests {
    private func origin(later: Bool) -> FollowUpOrigin {
        FollowUpOrigin(startedBy: nil, timer: nil, waited: later, isLater: later)
    }

    @Test("Later answers on the live clock, are dropped from the step's outputs, the others keep their origins")
    func dropped() {
        var outputs: [Any] = ["answer", "later", "follow-up", "later too"]
        let kept = LaterAnswers.drop(from: &outputs, origins: [1: origin(later: true), 2: origin(later: false), 3: origin(later: true)])
        #expect(outputs.map { $0 as? String } == ["answer", "follow-up"])
        #expect(kept.map { Array($0.keys) } == [1])
        #expect(kept?[1]?.isLater == false)
    }

    @Test("Later answers on the live clock, none among the outputs, leave them as they are")
    func noneLater() {
        var outputs: [Any] = ["answer", "follow-up"]
        #expect(LaterAnswers.drop(from: &outputs, origins: [1: origin(later: false)]) == nil)
        #expect(outputs.count == 2)
    }
}
