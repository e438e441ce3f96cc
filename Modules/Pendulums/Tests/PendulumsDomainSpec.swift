import Foundation
import Khipu
import Pendulums
import Testing

@Suite("PendulumsDomain")
struct PendulumsDomainSpec {
    @Test("PendulumsDomain, definition, is named pendulums, has a summary, the model types and no gateways")
    func definition() {
        let definition = PendulumsDomain.definition
        #expect(definition.name == "pendulums")
        #expect(!definition.summary.isEmpty)
        #expect(definition.gateways.isEmpty)
        #expect(Set(definition.exposedTypes.map { String(describing: $0) }) == ["Arm", "Pendulum", "Reading", "Lab", "AppState"])
        #expect(definition.initialState().lab == Lab())
    }

    @Test("Pendulums, add, answers with the new pendulum's rounded reading and draws the lab")
    func add() throws {
        let session = PendulumsSession()
        let answer = try session.send(.add(.simple(arm(0.2)), gravity: g, damping: 0))
        #expect(answer == [.pendulums(.added(Reading(id: 1, angles: [0.2], energy: 0.195547)))])
        #expect(session.lab.pendulums.count == 1)
        #expect(session.shown.take() == [session.lab.text])
    }

    @Test("Pendulums, add with a number out of range, is rejected, changes nothing and draws nothing")
    func addRefused() throws {
        let session = PendulumsSession()
        #expect(try session.send(.add(.simple(Arm(length: 1, mass: 1, angle: .nan)), gravity: g, damping: 0)) == [.pendulums(.rejected(.outOfRange(.angle)))])
        #expect(session.lab == Lab())
        #expect(session.shown.take().isEmpty)
    }

    @Test("Pendulums, step before release, is rejected")
    func stepHeld() throws {
        let session = PendulumsSession()
        try session.send(.add(.simple(arm(0.2)), gravity: g, damping: 0))
        #expect(try session.send(.step(dt: 0.01)) == [.pendulums(.rejected(.notReleased))])
        #expect(session.lab.time == 0)
    }

    @Test("Pendulums, advance, takes all the steps at once and answers with the time and the readings")
    func advance() throws {
        let session = PendulumsSession()
        try session.send(.add(.simple(arm(0.2)), gravity: g, damping: 0))
        #expect(try session.send(.release) == [.pendulums(.released(count: 1))])
        let answer = try session.send(.advance(steps: 100, dt: 0.01))
        let expected = stepped(released(.simple(arm(0.2))), 100, dt: 0.01)
        #expect(answer == [.pendulums(.swung(time: 1.0, [Reading(id: 1, angles: [Reading.rounded(expected.pendulums[0].arms[0].angle)], energy: 0.195547)]))])
        #expect(session.lab.pendulums == expected.pendulums)
        #expect(session.lab.steps == 100)
    }

    @Test("Pendulums, advance by a number of steps out of range, is rejected", arguments: [0, -1, 100_001, Int.max, Int.min])
    func advanceRefused(steps: Int) throws {
        let session = PendulumsSession()
        try session.send(.release)
        #expect(try session.send(.advance(steps: steps, dt: 0.01)) == [.pendulums(.rejected(.outOfRange(.steps)))])
    }

    @Test("Pendulums, advance that blows up half way, is rejected and the lab stays as it was before the first step")
    func advanceAtomic() throws {
        let session = PendulumsSession()
        try session.send(.add(.simple(Arm(length: 0.001, mass: 1, angle: 1, angularVelocity: 1e6)), gravity: 1000, damping: 1000))
        try session.send(.release)
        let before = session.lab
        #expect(try session.send(.advance(steps: 10, dt: 1)) == [.pendulums(.rejected(.diverged))])
        #expect(session.lab == before)
    }

    @Test("Pendulums, compare, answers how far apart two pendulums' angles are, rounded")
    func compare() throws {
        let session = PendulumsSession()
        try session.send(.add(.double(arm(1), arm(2)), gravity: g, damping: 0))
        try session.send(.add(.double(arm(1.5), arm(1.75)), gravity: g, damping: 0))
        #expect(try session.send(.compare(1, 2)) == [.pendulums(.separated(1, 2, by: 0.5))])
        #expect(try session.send(.compare(1, 3)) == [.pendulums(.rejected(.unknownPendulum(3)))])
    }

    @Test("Pendulums, reset, answers with the readings at the start")
    func reset() throws {
        let session = PendulumsSession()
        try session.send(.add(.simple(arm(0.2)), gravity: g, damping: 0))
        try session.send(.release)
        try session.send(.advance(steps: 10, dt: 0.01))
        #expect(try session.send(.reset) == [.pendulums(.backAtStart([Reading(id: 1, angles: [0.2], energy: 0.195547)]))])
        #expect(!session.lab.isReleased)
    }

    @Test("Pendulums, its own answers sent in, changes nothing")
    func answersIgnored() throws {
        let session = PendulumsSession()
        #expect(try session.send(.released(count: 2)) == [])
        #expect(try session.send(.swung(time: 1, [])) == [])
        #expect(session.lab == Lab())
    }
}
