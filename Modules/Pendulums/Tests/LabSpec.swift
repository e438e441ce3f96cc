import Foundation
import Pendulums
import Testing

@Suite("Lab")
struct LabSpec {
    @Test("Lab, new, is empty, held, at time 0")
    func new() {
        let lab = Lab()
        #expect(lab.pendulums.isEmpty)
        #expect(lab.time == 0)
        #expect(lab.steps == 0)
        #expect(!lab.isReleased)
    }

    @Test("Lab, add, hangs pendulums with ids from 1, held at their angles")
    func add() {
        let lab = Lab().alter(.add(.simple(arm(0.2)), gravity: g, damping: 0), .add(.double(arm(1), arm(2)), gravity: 1.62, damping: 0.1))
        #expect(lab.pendulums.map(\.id) == [1, 2])
        #expect(lab.pendulums[1].arms == [arm(1), arm(2)])
        #expect(lab.pendulums[1].start == lab.pendulums[1].arms)
        #expect(lab.pendulums[1].gravity == 1.62)
        #expect(lab.pendulums[1].damping == 0.1)
        #expect(lab.pendulums[1].isDouble)
    }

    @Test("Lab, held, does not move on a step")
    func heldStaysPut() {
        let lab = Lab().alter(.add(.simple(arm(0.2)), gravity: g, damping: 0))
        #expect(lab.alter(.step(dt: 0.01)) == lab)
    }

    @Test("Lab, step, moves released pendulums and counts time and steps")
    func step() {
        let lab = released(.simple(arm(0.2))).alter(.step(dt: 0.01), .step(dt: 0.02))
        #expect(lab.steps == 2)
        #expect(abs(lab.time - 0.03) < 1e-15)
        #expect(lab.pendulums[0].arms[0].angle < 0.2)
        #expect(lab.pendulums[0].arms[0].angularVelocity < 0)
    }

    @Test("Lab, reset, puts every pendulum back as added, held, at time 0")
    func reset() {
        let start = released(.simple(arm(0.2)), .double(arm(1), arm(2)))
        let reset = stepped(start, 10, dt: 0.01).alter(.reset)
        #expect(reset.pendulums == start.pendulums)
        #expect(reset.time == 0)
        #expect(reset.steps == 0)
        #expect(!reset.isReleased)
    }

    @Test("Lab, a number not finite or out of range, is refused and changes nothing", arguments: [
        (Shape.simple(Arm(length: 0, mass: 1, angle: 0)), g, 0.0, Parameter.length),
        (.simple(Arm(length: 1001, mass: 1, angle: 0)), g, 0, .length),
        (.simple(Arm(length: .nan, mass: 1, angle: 0)), g, 0, .length),
        (.simple(Arm(length: 1, mass: 0, angle: 0)), g, 0, .mass),
        (.simple(Arm(length: 1, mass: .infinity, angle: 0)), g, 0, .mass),
        (.simple(Arm(length: 1, mass: 1, angle: .nan)), g, 0, .angle),
        (.simple(Arm(length: 1, mass: 1, angle: -.infinity)), g, 0, .angle),
        (.simple(Arm(length: 1, mass: 1, angle: 0, angularVelocity: .nan)), g, 0, .angularVelocity),
        (.double(Arm(length: 1, mass: 1, angle: 0), Arm(length: .nan, mass: 1, angle: 0)), g, 0, .length),
        (.simple(Arm(length: 1, mass: 1, angle: 0)), -1, 0, .gravity),
        (.simple(Arm(length: 1, mass: 1, angle: 0)), .nan, 0, .gravity),
        (.simple(Arm(length: 1, mass: 1, angle: 0)), g, -0.1, .damping),
        (.simple(Arm(length: 1, mass: 1, angle: 0)), g, .infinity, .damping),
    ])
    func refused(shape: Shape, gravity: Double, damping: Double, parameter: Parameter) {
        let change = Lab.Change.add(shape, gravity: gravity, damping: damping)
        #expect(Lab().refusal(of: change) == .outOfRange(parameter))
        #expect(Lab().alter(change) == Lab())
    }

    @Test("Lab, a time step not above 0 or longer than a second, is refused", arguments: [0, -0.01, 1.5, .nan, .infinity])
    func refusedTimeStep(dt: Double) {
        let lab = released(.simple(arm(0.2)))
        #expect(lab.refusal(of: .step(dt: dt)) == .outOfRange(.timeStep))
        #expect(lab.alter(.step(dt: dt)) == lab)
    }

    @Test("Lab, full, refuses an eleventh pendulum")
    func full() {
        let lab = Lab().alter(all: Array(repeating: .add(.simple(arm(0.1)), gravity: g, damping: 0), count: 12))
        #expect(lab.pendulums.count == Lab.capacity)
        #expect(lab.refusal(of: .add(.simple(arm(0.1)), gravity: g, damping: 0)) == .full)
    }

    @Test("Lab, read from a file with more pendulums than it holds, is refused instead of stepping them all")
    func storedOverCapacity() throws {
        struct Stored: Encodable { let pendulums: [Pendulum], time: Double, steps: Int, isReleased: Bool }
        let pendulums = (1...Lab.capacity + 1).map { Pendulum(id: $0, shape: .simple(arm(0.1)), gravity: g, damping: 0) }
        let full = try JSONEncoder().encode(Stored(pendulums: Array(pendulums.prefix(Lab.capacity)), time: 0, steps: 0, isReleased: true))
        let over = try JSONEncoder().encode(Stored(pendulums: pendulums, time: 0, steps: 0, isReleased: true))
        #expect(try JSONDecoder().decode(Lab.self, from: full).pendulums.count == Lab.capacity)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Lab.self, from: over) }
    }

    @Test("Lab, a step that blows up, is not taken")
    func diverges() {
        let lab = released(.simple(Arm(length: 0.001, mass: 1, angle: 1, angularVelocity: 1e6)), gravity: 1000, damping: 1000)
        #expect(stepped(lab, 10, dt: 1) == lab)
    }

    @Test("Lab, read from a file whose ids reached the largest Int, refuses another pendulum instead of overflowing")
    func idOverflow() throws {
        let pendulum = Pendulum(id: .max, shape: .simple(arm(0.1)), gravity: g, damping: 0)
        struct Stored: Encodable { let pendulums: [Pendulum], time: Double, steps: Int, isReleased: Bool }
        let data = try JSONEncoder().encode(Stored(pendulums: [pendulum], time: 0, steps: .max, isReleased: true))
        let lab = try JSONDecoder().decode(Lab.self, from: data)
        #expect(lab.refusal(of: .add(.simple(arm(0.1)), gravity: g, damping: 0)) == .full)
        #expect(lab.alter(.step(dt: 0.01)).steps == .max)
    }

    @Test("Lab, survives JSON")
    func survivesJSON() throws {
        let lab = stepped(released(.double(arm(1), arm(2)), .simple(arm(0.3))), 7, dt: 0.01)
        #expect(try JSONDecoder().decode(Lab.self, from: JSONEncoder().encode(lab)) == lab)
    }
}
