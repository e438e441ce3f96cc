import Foundation
import Testing

@testable import KhipuDSL

/// The one home of the helpers the interpreter, completion and describe share.
@Suite("Value helpers")
struct ValueHelpersTests {
    @Test("types reachable from a root through cases, fields, optionals, arrays and dictionaries")
    func reachableTypes() {
        let names = TypeGraph.reachableTypes(from: [Fixture.Message.self]).map { DSLTypeName.of($0) }
        #expect(names.first == "Fixture.Message")
        for name in ["Fixture.Message.Todos.CMD", "Fixture.TodoItem", "Fixture.TodoItem.State"] {
            #expect(names.contains(name), "\(names)")
        }
        #expect(!names.contains("String") && !names.contains("[String]"))
    }

    @Test("names resolve by qualified name, unambiguous short name, builtin and composition")
    func typeNames() throws {
        let names = TypeNames([Fixture.TodoItem.self, Fixture.TodoItem.State.self, Fixture.Due.self, Fixture.Due.Start.self])
        #expect(try names.type(named: "Fixture.TodoItem.State").get() == Fixture.TodoItem.State.self)
        #expect(try names.type(named: "TodoItem.State").get() == Fixture.TodoItem.State.self)
        #expect(try names.type(named: "State").get() == Fixture.TodoItem.State.self)
        #expect(try names.type(named: "[TodoItem]?").get() == [Fixture.TodoItem]?.self)
        #expect(try names.type(named: "[String: [Due]]").get() == [String: [Fixture.Due]].self)
        #expect(try names.type(named: "Set<UInt8>").get() == Set<UInt8>.self)
        #expect(try names.type(named: "Dictionary<Int64, Optional<Decimal>>").get() == [Int64: Decimal?].self)
        #expect(try names.type(named: "Int??").get() == Int??.self)
        #expect(throws: TypeNames.Failure.notHashable("Fixture.Due")) { try names.type(named: "Set<Due>").get() }
        #expect(throws: TypeNames.Failure.unknown("Nope")) { try names.type(named: "[Nope]").get() }
        let twoStarts = TypeNames([Fixture.Due.Start.self, Fixture.TodoItem.State.self, Fixture.Message.Todos.CMD.self, Fixture.Message.Todos.self])
        #expect(throws: TypeNames.Failure.unknown("Todoz")) { try twoStarts.type(named: "Todoz").get() }
    }

    @Test("members of lists, sets, dictionaries, strings and structs")
    func members() throws {
        let dictionary: [String: Int] = ["b": 2, "a": 1]
        #expect(try ValueMembers.member("keys", of: dictionary).get() as? [String] == ["a", "b"])
        #expect(try ValueMembers.member("values", of: dictionary).get() as? [Int] == [1, 2])
        #expect(try ValueMembers.member("count", of: Optional(dictionary) as Any).get() as? Int == 2)
        #expect(try ValueMembers.value(forKey: "b", of: dictionary).get() as? Int? == 2)
        #expect(throws: ValueMembers.Failure.wrongKeyType(expected: "String")) { try ValueMembers.value(forKey: 1, of: dictionary).get() }
        #expect(try ValueMembers.member("first", of: Set(["z", "y"])).get() as? String? == "y")
        #expect(try ValueMembers.member("last", of: [1, 2, 3]).get() as? Int? == 3)
        #expect(throws: ValueMembers.Failure.indexOutOfRange(index: 3, count: 3)) { try ValueMembers.element(at: 3, of: [1, 2, 3]).get() }
        #expect(throws: ValueMembers.Failure.isNil) { try ValueMembers.member("count", of: Optional<[Int]>.none as Any).get() }
        #expect(try ValueMembers.member("isEmpty", of: "").get() as? Bool == true)
        let coordinate = Fixture.Coordinate(latitude: 1, longitude: 2)
        #expect(try ValueMembers.member("longitude", of: coordinate).get() as? Double == 2)
        #expect(ValueMembers.members(of: [String: [Int]]()).map(\.typeName) == ["Int", "Bool", "[String]", "[[Int]]"])
    }

    @Test("structural equality holds NaN equal to NaN, and nothing else that == denies")
    func structuralEquality() {
        #expect(ValueEquality.areStructurallyEqual([Double.nan, 1], [Double.nan, 1]))
        #expect(ValueEquality.areStructurallyEqual(["k": Float.nan], ["k": Float.nan]))
        #expect(ValueEquality.areStructurallyEqual(Fixture.Coordinate(latitude: .nan, longitude: 1), Fixture.Coordinate(latitude: .nan, longitude: 1)))
        #expect(!ValueEquality.areStructurallyEqual(Fixture.Coordinate(latitude: .nan, longitude: 1), Fixture.Coordinate(latitude: .nan, longitude: 2)))
        #expect(!ValueEquality.areStructurallyEqual(Fixture.Location.unknown, Fixture.Location.steps([])))
        #expect(!ValueEquality.areStructurallyEqual(1, 1.0))
        #expect(ValueEquality.areEqual(Optional(Optional(1)) as Any, 1))
    }

    @Test("line and column of an offset, at a scalar's start or exactly where bytes stop being UTF-8")
    func lineAndColumn() {
        let bytes = Array("é\nab".utf8) + [0x80]
        #expect(SourceLocator(bytes).location(of: 1).column == 1)
        let stop = SourceLocator(bytes).location(ofBoundary: bytes.count - 1)
        #expect((stop.line, stop.column) == (1, 3))
    }
}
