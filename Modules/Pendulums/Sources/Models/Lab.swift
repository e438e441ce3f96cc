import Khipu
import KhipuDSL

/// The pendulums, the time they swung and whether they were let go. Change it only through
/// `alter`, e.g. `lab.alter(.add(.simple(Arm(length: 1, mass: 1, angle: 0.2)), gravity: 9.81, damping: 0), .release, .step(dt: 0.01))`.
///
/// Added pendulums are held at their angles until `.release`; steps move only released
/// ones. A change with a number out of range changes nothing (see `refusal(of:)`).
@DSL
public struct Lab: Alterable, Codable, Equatable, Sendable {
    /// The changes a lab understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Hangs up a new pendulum, held at its angles, with the next id.
        case add(Shape, gravity: Double, damping: Double)
        /// Lets every pendulum go.
        case release
        /// Moves every released pendulum `dt` seconds on (one Runge–Kutta step).
        case step(dt: Double)
        /// Puts every pendulum back as it was added, held, at time 0.
        case reset
    }

    /// The most pendulums a lab holds.
    public static let capacity = 10
    /// The longest time step, in seconds.
    public static let longestStep = 1.0

    /// The pendulums, by id.
    public let pendulums: [Pendulum]
    /// The seconds the released pendulums swung.
    public let time: Double
    /// The steps taken since the last reset.
    public let steps: Int
    /// Whether the pendulums were let go.
    public let isReleased: Bool

    /// An empty lab.
    public init() { self.init([], 0, 0, false) }

    private init(_ p: [Pendulum], _ t: Double, _ s: Int, _ r: Bool) {
        pendulums = p; time = t; steps = s; isReleased = r
    }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        guard refusal(of: c) == nil else { return self }
        switch c {
        case let .add(shape, g, damping):
            guard let id = nextID else { return self }
            return Self(pendulums + [Pendulum(id: id, shape: shape, gravity: g, damping: damping)], time, steps, isReleased)
        case .release:
            return Self(pendulums, time, steps, true)
        case let .step(dt):
            return stepped(by: dt) ?? self
        case .reset:
            return Self(pendulums.map { $0.reset() }, 0, 0, false)
        }
    }

    /// Why `c` cannot be applied, or nil when it can.
    public func refusal(of c: Change) -> Rejection? {
        switch c {
        case let .add(shape, g, damping):
            guard pendulums.count < Self.capacity, nextID != nil else { return .full }
            return Pendulum.refusal(of: shape, gravity: g, damping: damping)
        case let .step(dt):
            return dt > 0 && dt <= Self.longestStep ? nil : .outOfRange(.timeStep)
        case .release, .reset:
            return nil
        }
    }

    /// The lab `dt` seconds on: released pendulums moved one step, held ones as they are;
    /// nil when a number would stop being finite (the step is then not taken).
    func stepped(by dt: Double) -> Lab? {
        guard isReleased else { return self }
        var moved: [Pendulum] = []
        for pendulum in pendulums {
            guard let next = pendulum.stepped(by: dt) else { return nil }
            moved.append(next)
        }
        let t = time + dt
        guard t.isFinite else { return nil }
        return Self(moved, t, steps == .max ? steps : steps + 1, true)
    }

    /// The id the next pendulum gets; nil if a lab read from a file already used the largest.
    private var nextID: Int? {
        let (id, overflow) = (pendulums.map(\.id).max() ?? 0).addingReportingOverflow(1)
        return overflow ? nil : id
    }

    /// The pendulum with this id.
    public func pendulum(_ id: Int) -> Pendulum? {
        pendulums.first { $0.id == id }
    }
}

extension Lab {
    /// A stored lab holds at most `capacity` pendulums, as one built by `add` does: every
    /// step moves them all, so a file with thousands would make one `advance` take hours.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let pendulums = try container.decode([Pendulum].self, forKey: .pendulums)
        guard pendulums.count <= Self.capacity else {
            throw DecodingError.dataCorruptedError(
                forKey: .pendulums, in: container,
                debugDescription: "a lab holds at most \(Self.capacity) pendulums, not \(pendulums.count)")
        }
        self.init(
            pendulums, try container.decode(Double.self, forKey: .time), try container.decode(Int.self, forKey: .steps),
            try container.decode(Bool.self, forKey: .isReleased))
    }
}
