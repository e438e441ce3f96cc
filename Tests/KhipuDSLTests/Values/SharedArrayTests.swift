import Foundation
import KhipuTestSupport
import Testing

@testable import KhipuDSL

/// `SharedArray` behaves as an `Array` with the same elements, whatever changes it went
/// through, and every copy keeps its elements while others change.
@Suite("SharedArray")
struct SharedArrayTests {
    /// One change, applied alike to a `SharedArray` and to the `Array` it must equal.
    enum Edit: CustomStringConvertible {
        case append(Int)
        case insert(Int, at: Int)
        case remove(at: Int)
        case replace(at: Int, with: Int)
        case replaceRange(Range<Int>, with: [Int])
        case removeAll(where: Int)

        var description: String {
            switch self {
            case .append(let value): "append \(value)"
            case .insert(let value, let index): "insert \(value) at \(index)"
            case .remove(let index): "remove at \(index)"
            case .replace(let index, let value): "[\(index)] = \(value)"
            case .replaceRange(let range, let values): "replace \(range) with \(values.count)"
            case .removeAll(let remainder): "remove multiples of 7 plus \(remainder)"
            }
        }

        func apply<C: RangeReplaceableCollection & MutableCollection>(to collection: inout C) where C.Element == Int, C.Index == Int {
            switch self {
            case .append(let value): collection.append(value)
            case .insert(let value, let index): collection.insert(value, at: index)
            case .remove(let index): collection.remove(at: index)
            case .replace(let index, let value): collection[index] = value
            case .replaceRange(let range, let values): collection.replaceSubrange(range, with: values)
            case .removeAll(let remainder): collection.removeAll { $0 % 7 == remainder }
            }
        }

        /// A change that fits a list of `count` elements.
        static func random(count: Int, using random: inout SeededRandom, next value: inout Int) -> Edit {
            value += 1
            switch random.below(count == 0 ? 1 : 12) {
            case 0...3: return .append(value)
            case 4, 5: return .insert(value, at: random.below(count + 1))
            case 6, 7: return .remove(at: random.below(count))
            case 8, 9: return .replace(at: random.below(count), with: value)
            case 10:
                let lower = random.below(count + 1)
                let upper = lower + random.below(count - lower + 1)
                let values = (0..<random.below(200)).map { value * 1000 + $0 }
                return .replaceRange(lower..<upper, with: values)
            default: return .removeAll(where: random.below(7))
            }
        }
    }

    @Test("random changes leave it equal to an Array changed alike, and earlier copies unchanged", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomChanges(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var shared: SharedArray<Int> = []
        var model: [Int] = []
        var copies: [(shared: SharedArray<Int>, model: [Int])] = []
        var value = 0
        for step in 0..<600 {
            let edit = Edit.random(count: model.count, using: &random, next: &value)
            edit.apply(to: &shared)
            edit.apply(to: &model)
            guard Array(shared) == model, shared.count == model.count else {
                Issue.record("after step \(step), \(edit): \(shared.count) elements, expected \(model.count)")
                return
            }
            if step % 25 == 0 { copies.append((shared, model)) }
        }
        for copy in copies { #expect(Array(copy.shared) == copy.model) }
        #expect(shared.indices.map { shared[$0] } == model)
        #expect(shared.first == model.first && shared.last == model.last)
    }

    /// Where a run of insertions goes.
    enum Place: String, CaseIterable {
        case end, front, middle
    }

    @Test("many insertions at one place, then removals", arguments: Place.allCases)
    func repeatedChanges(place: Place) {
        var shared: SharedArray<Int> = []
        var model: [Int] = []
        for index in 0..<2_000 {
            let position = switch place {
            case .end: model.count
            case .front: 0
            case .middle: model.count / 2
            }
            let change = Edit.insert(index, at: position)
            change.apply(to: &shared)
            change.apply(to: &model)
        }
        #expect(Array(shared) == model)
        while !model.isEmpty {
            let index = model.count / 3
            shared.remove(at: index)
            model.remove(at: index)
        }
        #expect(shared.isEmpty && Array(shared) == [])
    }

    @Test("appending leaves the original as it was")
    func appendingCopies() {
        let original = SharedArray(0..<200)
        let longer = original.appending(200)
        #expect(Array(original) == Array(0..<200))
        #expect(Array(longer) == Array(0...200))
        var changed = longer
        changed[5] = -1
        #expect(longer[5] == 5 && changed[5] == -1)
    }

    @Test("equal when the elements are, however it was built; hashes as equal values do", arguments: [0, 1, 63, 64, 65, 500])
    func equality(count: Int) {
        let built = SharedArray(0..<count)
        var appended = SharedArray<Int>()
        for value in 0..<count { appended.append(value) }
        var insertedAtFront = SharedArray<Int>()
        for value in (0..<count).reversed() { insertedAtFront.insert(value, at: 0) }
        #expect(built == appended && appended == insertedAtFront)
        #expect(built.hashValue == insertedAtFront.hashValue)
        #expect(built.appending(1) != appended.appending(2))
        #expect(built != built.appending(0))
        if count > 0 {
            var changed = built
            changed[count - 1] = -1
            #expect(changed != built)
        }
    }

    @Test("encodes and decodes as an Array with JSON", arguments: [0, 3, 130])
    func codable(count: Int) throws {
        let shared = SharedArray((0..<count).map { "item \($0)" })
        let json = try JSONEncoder().encode(shared)
        #expect(json == (try JSONEncoder().encode(Array(shared))))
        #expect(try JSONDecoder().decode(SharedArray<String>.self, from: json) == shared)
    }

    @Test("prints as an array and reads back from the printed text", arguments: [0, 1, 3, 70])
    func printsAndParses(count: Int) throws {
        let shared = SharedArray((0..<count).map { "item \($0)" })
        let printed = DSLPrinter.print(shared)
        #expect(printed == DSLPrinter.print(Array(shared)))
        #expect(DSLPrinter.print(shared, style: .pretty(width: 40)) == DSLPrinter.print(Array(shared), style: .pretty(width: 40)))
        let expression = try DSLParser.parseExpression(printed)
        #expect(try DSLValueDecoder().decode(SharedArray<String>.self, from: expression) == shared)
        #expect(try DSLValueDecoder().decode(SharedArray<String>?.self, from: expression) == shared)
    }

    @Test("the DSL names it and reads paths on it as an array")
    func asAnArray() throws {
        #expect(DSLTypeName.of(SharedArray<Int>.self) == "[Int]")
        #expect(DSLTypeName.of(SharedArray<[String: Int]>?.self) == DSLTypeName.of([[String: Int]]?.self))
        #expect(TypeShape.element(of: SharedArray<Int>.self) == Int.self)
        let shared = SharedArray([3, 4, 5])
        #expect(try ValueMembers.member("count", of: shared).get() as? Int == 3)
        #expect(try ValueMembers.member("first", of: shared).get() as? Int? == 3)
        #expect(try ValueMembers.element(at: 2, of: shared).get() as? Int == 5)
        #expect(ValueMembers.members(of: shared).map(\.name) == ValueMembers.members(of: [3, 4, 5]).map(\.name))
        #expect(SharedArrayConversion.converted(shared, to: [Int].self) == [3, 4, 5])
        #expect(SharedArrayConversion.converted([3, 4, 5], to: SharedArray<Int>.self) == shared)
        #expect(SharedArrayConversion.converted(shared, to: [String].self) == nil)
        #expect(DSLFieldSchema(name: "items", typeName: "SharedArray<Int>", type: SharedArray<Int>.self, doc: nil).typeName == "[Int]")
    }
}
