import Foundation
import Pendulums
import Testing

/// The integrator's accuracy, measured on cases with known answers.
@Suite("Physics")
struct PhysicsSpec {
    /// The stated bound (see the module page): relative energy drift of an undamped simple
    /// pendulum over 10,000 RK4 steps.
    static let energyDriftBound = 1e-6

    @Test("An undamped simple pendulum, over 10,000 steps of 0.01 s, keeps its energy within 10⁻⁶ of the start",
          arguments: [0.1, 1.0, 2.5])
    func energyConserved(angle: Double) {
        let start = released(.simple(arm(angle)))
        let energy = start.pendulums[0].energy
        var lab = start
        var worst = 0.0
        for _ in 0..<10_000 {
            lab = lab.alter(.step(dt: 0.01))
            worst = max(worst, abs(lab.pendulums[0].energy - energy) / energy)
        }
        #expect(lab.steps == 10_000)
        #expect(worst < Self.energyDriftBound, "relative drift \(worst)")
    }

    @Test("A simple pendulum at a small angle, swings with the period 2π√(L/g) within 0.5 %",
          arguments: [(0.5, 9.81), (1.0, 9.81), (2.0, 1.62)])
    func smallAnglePeriod(length: Double, gravity: Double) {
        let expected = 2 * Double.pi * (length / gravity).squareRoot()
        let dt = 0.001
        var lab = released(.simple(arm(0.01, length: length)), gravity: gravity)
        // Times the angle crosses zero going down (from positive to negative): one per period.
        var crossings: [Double] = []
        var previous = lab.pendulums[0].arms[0].angle
        while crossings.count < 4 {
            lab = lab.alter(.step(dt: dt))
            let angle = lab.pendulums[0].arms[0].angle
            if previous > 0, angle <= 0 {
                // Linear interpolation between the two steps.
                crossings.append(lab.time - dt * angle / (angle - previous))
            }
            previous = angle
        }
        let period = (crossings[3] - crossings[0]) / 3
        #expect(abs(period - expected) / expected < 0.005, "period \(period), expected \(expected)")
    }

    @Test("A damped pendulum, loses energy on every swing")
    func dampingLosesEnergy() {
        var lab = released(.simple(arm(1)), damping: 0.3)
        var energy = lab.pendulums[0].energy
        for _ in 0..<20 {
            lab = stepped(lab, 50, dt: 0.01)
            let now = lab.pendulums[0].energy
            #expect(now < energy)
            energy = now
        }
    }

    @Test("An undamped double pendulum, keeps its energy within 10⁻⁵ over 10,000 steps of 0.001 s")
    func doubleEnergy() {
        let start = released(.double(arm(2), arm(2)))
        let energy = start.pendulums[0].energy
        let lab = stepped(start, 10_000, dt: 0.001)
        #expect(abs(lab.pendulums[0].energy - energy) / energy < 1e-5)
    }

    @Test("Two double pendulums 10⁻⁹ rad apart, swing apart by more than a radian within 20 s, two simple ones do not")
    func chaos() {
        let doubles = stepped(released(.double(arm(2), arm(2)), .double(arm(2 + 1e-9), arm(2))), 2000, dt: 0.01)
        let simples = stepped(released(.simple(arm(2)), .simple(arm(2 + 1e-9))), 2000, dt: 0.01)
        func apart(_ lab: Lab) -> Double {
            zip(lab.pendulums[0].arms, lab.pendulums[1].arms).map { abs($0.angle - $1.angle) }.max() ?? 0
        }
        #expect(apart(doubles) > 1)
        #expect(apart(simples) < 1e-8)
    }

    @Test("A pendulum hanging at rest, stays at rest with no energy")
    func atRest() {
        let lab = stepped(released(.double(arm(0), arm(0))), 100, dt: 0.01)
        #expect(lab.pendulums[0].arms.allSatisfy { $0.angle == 0 && $0.angularVelocity == 0 })
        #expect(lab.pendulums[0].energy == 0)
    }
}
