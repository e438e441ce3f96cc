import Foundation
import Khipu
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
    let host: DomainHost<Message, AppState>
    let shown = ShownText()

    init() {
        let environment = KhipuEnvironment.fixed()
        let definition = PendulumsDomain.definition
        let handle = KhipuEnvironment.$current.withValue(environment) { createInMemoryStoreHandle(initial: definition.initialState) }
        let receivers = definition.textReceivers(handle.store, shown.append)
        host = DomainHost(definition: definition, storeHandle: handle, receivers: receivers, environment: environment)
    }

    var lab: Lab { host.state.lab }

    /// Sends a command and returns what the domain answered.
    @discardableResult
    func send(_ command: Message.Pendulums) throws -> [Message] {
        try host.send(.pendulums(command))
        return host.takeOutputs()
    }
}
