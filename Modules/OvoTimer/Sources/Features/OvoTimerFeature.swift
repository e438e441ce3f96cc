import Khipu

/// The timer feature: carries out `.ovotimer(.cmd(...))` messages through the use cases and
/// sends their answers to `output` as `.ovotimer(.ack(...))`. It ignores every other message.
///
/// When it is made, it boots the timer from what the store holds, as the app does at
/// start-up: if anything was stored, the state is replaced by the one the article's rules
/// restore (answered with `.restored(to:)`). While the timer runs, its ticker sends
/// `.ovotimer(.cmd(.tick))` to `output` every second.
public func createOvoTimerFeature(store s: AppStore, output out: @escaping Output<Message>) -> Input<Message> {
    let performer = TransitionPerformer(store: s, responder: process(on: out))
    let restorer = TimerRestorer(store: s, responder: process(on: out))
    let ticker = Ticker(store: s, output: out)
    s.updated { ticker.follow() }
    if let stored = s.state().stored { restorer.request(to: .restore(stored)) }
    ticker.follow()
    func execute(cmd: Message.OvoTimer.CMD) {
        switch cmd {
        case let .wind(to: t):      performer.request(to: .perform(.wind(to: t)))
        case .start:                performer.request(to: .perform(.start))
        case .restart:              performer.request(to: .perform(.restart))
        case .pause:                performer.request(to: .perform(.pause))
        case .unpause:              performer.request(to: .perform(.unpause))
        case .tick:                 performer.request(to: .perform(.tick))
        case let .restore(from: s): restorer.request(to: .restore(s))
        }
    }
    return { // entry point
        if case let .ovotimer(.cmd(c)) = $0 { execute(cmd: c) }
    }
}

private func process(on out: @escaping Output<Message>) -> (TransitionPerformer.Response) -> Void {
    {
        switch $0 {
        case let .changed(by: t, to: timer): out(.ovotimer(.ack(.changed(by: t, to: timer))))
        case let .notAllowed(t, in: timer):  out(.ovotimer(.ack(.notAllowed(t, in: timer))))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (TimerRestorer.Response) -> Void {
    {
        switch $0 {
        case let .restored(timer): out(.ovotimer(.ack(.restored(to: timer))))
        }
    }
}
