import Foundation
import Khipu
import KhipuTestSupport
import KhipuTesting
import Pendulums

/// Earth's gravity, the value the specs swing in.
let g = 9.81

/// A lab holding these pendulums (undamped, on Earth unless given), let go.
func released(_ shapes: Shape..., gravity: Double = g, damping: Double = 0) -> Lab {
    Lab().alter(all: shapes.map { .add($0, gravity: gravity, damping: damping) } + [.release])
}

/// The lab after `n` steps of `dt` seconds.
func stepped(_ lab: Lab, _ n: Int, dt: Double) -> Lab {
    lab.alter(all: Array(repeating: .step(dt: dt), count: n))
}

/// A simple pendulum's arm: 1 kg on a rod of `length` metres, at rest at `angle`.
func arm(_ angle: Double, length: Double = 1, mass: Double = 1) -> Arm {
    Arm(length: length, mass: mass, angle: angle)
}

/// The Pendulums domain hosted as the `khipu` tool hosts it: the lab renderer shows into `shown`.
struct PendulumsSession {
    let hosted = HostedDomain(PendulumsDomain.definition)

    var host: DomainHost<Message, AppState> { hosted.host }
    var shown: ShownText { hosted.shown }
    var lab: Lab { hosted.state.lab }

    /// Sends a command and returns what the domain answered.
    @discardableResult
    func send(_ command: Message.Pendulums) throws -> [Message] {
        try hosted.send(.pendulums(command))
    }
}
