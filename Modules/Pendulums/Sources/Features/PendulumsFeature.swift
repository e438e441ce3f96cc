import Khipu

/// The Pendulums feature: carries out the commands of `.pendulums(...)` through its use
/// cases and sends their answers to `output`, numbers rounded to 6 decimal places. It
/// ignores every other message, its own answers included.
public func createPendulumsFeature(store s: AppStore, output out: @escaping Output<Message>) -> Input<Message> {
    let adder = PendulumAdder(store: s, responder: process(on: out))
    let swinger = Swinger(store: s, responder: process(on: out))
    return { // entry point
        guard case let .pendulums(c) = $0 else { return }
        switch c {
        case let .add(shape, g, damping):   adder.request(to: .add(shape, gravity: g, damping: damping))
        case .release:                      swinger.request(to: .release)
        case let .step(dt):                 swinger.request(to: .advance(steps: 1, dt: dt))
        case let .advance(n, dt):           swinger.request(to: .advance(steps: n, dt: dt))
        case .reset:                        swinger.request(to: .reset)
        case let .compare(a, b):            swinger.request(to: .compare(a, b))
        case .added, .released, .swung, .backAtStart, .separated, .rejected: break
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (PendulumAdder.Response) -> Void {
    {
        switch $0 {
        case let .added(p):       out(.pendulums(.added(Reading(p))))
        case let .rejected(why):  out(.pendulums(.rejected(why)))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (Swinger.Response) -> Void {
    {
        switch $0 {
        case let .released(n):          out(.pendulums(.released(count: n)))
        case let .swung(lab):           out(.pendulums(.swung(time: Reading.rounded(lab.time), lab.pendulums.map(Reading.init))))
        case let .backAtStart(lab):     out(.pendulums(.backAtStart(lab.pendulums.map(Reading.init))))
        case let .separated(a, b, d):   out(.pendulums(.separated(a, b, by: d)))
        case let .rejected(why):        out(.pendulums(.rejected(why)))
        }
    }
}
