import Khipu

/// Lets the pendulums swing: releases them, steps them on, puts them back, and measures
/// how far two of them drifted apart.
public struct Swinger: UseCase {
    /// The most steps one request may take, so that one command stays quick.
    public static let maximumSteps = 100_000

    public enum Request {
        case release
        case advance(steps: Int, dt: Double)
        case reset
        case compare(Int, Int)
    }

    public enum Response {
        case released(count: Int)
        case swung(Lab)
        case backAtStart(Lab)
        case separated(Int, Int, by: Double)
        case rejected(Rejection)
    }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case .release:                interactor.release()
        case let .advance(n, dt):     interactor.advance(steps: n, dt: dt)
        case .reset:                  interactor.reset()
        case let .compare(a, b):      interactor.compare(a, b)
        }
    }
}

private extension Swinger {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func release() {
            store.change(.lab(.release))
            respond(.released(count: store.state().lab.pendulums.count))
        }

        /// All steps or none: a step that would diverge leaves the lab as it was before the first.
        func advance(steps n: Int, dt: Double) {
            guard (1...Swinger.maximumSteps).contains(n) else { return respond(.rejected(.outOfRange(.steps))) }
            let start = store.state().lab
            if let why = start.refusal(of: .step(dt: dt)) { return respond(.rejected(why)) }
            guard start.isReleased else { return respond(.rejected(.notReleased)) }
            var lab = start
            for _ in 0..<n {
                guard let next = lab.stepped(by: dt) else { return respond(.rejected(.diverged)) }
                lab = next
            }
            // One store change for all steps: a file store writes once, subscribers hear once.
            store.change(.setting(.lab(lab)))
            respond(.swung(lab))
        }

        func reset() {
            store.change(.lab(.reset))
            respond(.backAtStart(store.state().lab))
        }

        func compare(_ a: Int, _ b: Int) {
            let lab = store.state().lab
            guard let first = lab.pendulum(a) else { return respond(.rejected(.unknownPendulum(a))) }
            guard let second = lab.pendulum(b) else { return respond(.rejected(.unknownPendulum(b))) }
            let apart = zip(first.arms, second.arms).map { abs($0.angle - $1.angle) }.max() ?? 0
            respond(.separated(a, b, by: Reading.rounded(apart)))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
