import Foundation
import Khipu
import Testing

@Suite("ReducedState")
struct ReducedStateTests {
    @Test(
        "ReducedState, alter, reduces the actions in order",
        arguments: [
            ([Tally.Action](), Tally()),
            ([.add(2)], Tally(total: 2)),
            ([.add(2), .add(-5)], Tally(total: -3)),
            ([.note("a"), .add(1), .note("b")], Tally(total: 1, notes: ["a", "b"])),
            ([.requestDouble], Tally()),
        ]
    )
    func alterReduces(actions: [Tally.Action], expected: Tally) {
        #expect(ReducedState(Tally()).alter(all: actions).state == expected)
    }

    @Test("ReducedState, alter with several actions, equals altering one at a time")
    func variadicAlter() {
        let start = ReducedState(Tally(total: 1))
        #expect(start.alter(.add(2), .note("x")) == start.alter(.add(2)).alter(.note("x")))
    }

    @Test("ReducedState, alter, leaves the original untouched")
    func alterIsPure() {
        let start = ReducedState(Tally(total: 1))
        _ = start.alter(.add(2))
        #expect(start.state == Tally(total: 1))
    }

    @Test("ReducedState, encoded, is exactly the wrapped state's JSON")
    func encodesTransparently() throws {
        let tally = Tally(total: 3, notes: ["x"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(ReducedState(tally)) == encoder.encode(tally))
    }

    @Test("ReducedState, decoded from the wrapped state's JSON, holds that state")
    func decodesTransparently() throws {
        let json = Data(#"{"total": 4, "notes": ["a", "b"]}"#.utf8)
        let decoded = try JSONDecoder().decode(ReducedState<Tally>.self, from: json)
        #expect(decoded.state == Tally(total: 4, notes: ["a", "b"]))
    }

    @Test("ReducedState, decoding bad JSON, throws instead of making a state")
    func decodingBadJSONThrows() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ReducedState<Tally>.self, from: Data(#"{"total": "four"}"#.utf8))
        }
    }

    @Test("ReducedState, reflected, shows the wrapped state's properties")
    func reflectsWrappedState() {
        let mirror = Mirror(reflecting: ReducedState(Tally(total: 7, notes: ["n"])))
        #expect(mirror.children.map(\.label) == ["total", "notes"])
        #expect(mirror.children.first?.value as? Int == 7)
        #expect(mirror.displayStyle == .struct)
    }

    @Test("ReducedState, equality, follows the wrapped state")
    func equality() {
        #expect(ReducedState(Tally(total: 1)) == ReducedState(Tally(total: 1)))
        #expect(ReducedState(Tally(total: 1)) != ReducedState(Tally(total: 2)))
    }
}
