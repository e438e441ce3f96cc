import Pendulums
import Testing

@Suite("Lab as text")
struct LabTextSpec {
    @Test("Lab, as text, has a header, a line per pendulum and a 41×21 drawing with the pivot in the middle")
    func layout() {
        let lab = released(.simple(arm(0)), .double(arm(0.5), arm(-0.5)))
        let lines = lab.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "time 0.0 s, 0 steps, released, 2 pendulums")
        #expect(lines[1] == "1: simple, angles [0.0] rad, energy 0.0 J")
        #expect(lines[2].hasPrefix("2: double, angles [0.5, -0.5] rad, energy "))
        let drawing = Array(lines.dropFirst(3))
        #expect(drawing.count == 21)
        #expect(drawing.allSatisfy { $0.count == 41 })
        #expect(drawing[10].dropFirst(20).first == "+")
        // The simple pendulum hangs straight down, half way to the bottom edge (the double reaches it).
        #expect(drawing[15].dropFirst(20).first == "1")
    }

    @Test("Lab, empty, is a header and an empty drawing")
    func empty() {
        let lines = Lab().text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "time 0.0 s, 0 steps, held, 0 pendulums")
        #expect(lines.count == 22)
    }
}
