import Khipu

/// The lighting feature: carries out the commands `.load`, `.turn`, `.dim` and `.colour`
/// through the use cases and sends their answers to `output` as `.loading`, `.turning`,
/// `.dimming` and `.colouring`. It ignores the answers themselves.
public func createLightingFeature(store s: AppStore, bridge b: LightBridge, output out: @escaping Output<Message>) -> Input<Message> {
    let loader = LightsLoader(store: s, bridge: b, responder: process(on: out))
    let changer = LightChanger(store: s, bridge: b, responder: process(on: out))
    return { // entry point
        switch $0 {
        case .load(.lights):       loader.request(to: .load)
        case let .turn(w, t):      changer.request(to: .change(.turn(w), t))
        case let .dim(t, to: v):   changer.request(to: .change(.dim(to: v), t))
        case let .colour(t, to: c): changer.request(to: .change(.colour(to: c), t))
        case .loading, .turning, .dimming, .colouring: break
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (LightsLoader.Response) -> Void {
    {
        switch $0 {
        case let .loaded(ls): out(.loading(.lights(ls), .succeeded))
        case let .failed(r):  out(.loading(.lights([]), .failed(r)))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (LightChanger.Response) -> Void {
    {
        switch $0 {
        case let .changed(c, t):   out(answer(to: c, t, .succeeded))
        case let .failed(c, t, r): out(answer(to: c, t, .failed(r)))
        }
    }
}

/// The response that repeats the command a change came from.
private func answer(to c: Light.Change, _ t: Message.Target, _ o: Message.Outcome) -> Message {
    switch c {
    case let .turn(w):       .turning(w, t, o)
    case let .dim(to: v):    .dimming(t, to: v, o)
    case let .colour(to: k): .colouring(t, to: k, o)
    }
}
