import Khipu

/// The counter feature: carries out `.counter(.cmd(...))` messages through the
/// `CounterChanger` and sends its answers to `output` as `.counter(.ack(...))`. It ignores
/// every other message, its own acknowledgements included.
public func createCounterFeature(store s: AppStore, output out: @escaping Output<Message>) -> Input<Message> {
    let changer = CounterChanger(store: s, responder: process(on: out))
    return { // entry point
        if case let .counter(.cmd(c)) = $0 { changer.request(to: .change(c)) }
    }
}

private func process(on out: @escaping Output<Message>) -> (CounterChanger.Response) -> Void {
    {
        switch $0 {
        case let .changed(c, to: v):         out(.counter(.ack(.changed(by: c, to: v))))
        case let .rejected(c, because: why): out(.counter(.ack(.rejected(c, because: why))))
        }
    }
}
