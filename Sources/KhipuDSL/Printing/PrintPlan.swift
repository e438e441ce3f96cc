import Foundation

/// How values of one type print, worked out from the first value printed: most values are
/// structs and enums, which then skip the builtin and collection checks and the `Mirror`
/// that tells an enum from a struct.
enum PrintPlan {
    case builtin
    case collection
    /// An enum whose schema names its raw values: printed by case name when it can be.
    case rawValueEnumeration(typeName: String)
    case enumeration(typeName: String)
    case other(typeName: String)

    /// The plan for `T`, made from `value` the first time.
    static func of<T: Encodable>(_ value: T) throws -> PrintPlan {
        if let plan = PrintPlanCache.shared.plan(of: T.self) { return plan }
        let plan = try make(for: value)
        PrintPlanCache.shared.store(plan, of: T.self)
        return plan
    }

    private static func make<T: Encodable>(for value: T) throws -> PrintPlan {
        if BuiltinTypes.printedNode(for: value) != nil { return .builtin }
        if try CollectionPrinting.node(for: value) != nil { return .collection }
        let typeName = DSLTypeName.of(T.self)
        guard Mirror(reflecting: value).displayStyle == .enum else { return .other(typeName: typeName) }
        let hasRawValues = value is any RawRepresentable && TypeInfoCache.shared.entry(of: T.self).schema?.caseNamesByRawValue.isEmpty == false
        return hasRawValues ? .rawValueEnumeration(typeName: typeName) : .enumeration(typeName: typeName)
    }
}

/// The plans made so far, shared by every printer.
final class PrintPlanCache: @unchecked Sendable {
    static let shared = PrintPlanCache()

    /// Guards `plans`.
    private let lock = NSLock()
    private var plans: [ObjectIdentifier: PrintPlan] = [:]

    func plan(of type: Any.Type) -> PrintPlan? {
        lock.lock()
        defer { lock.unlock() }
        return plans[ObjectIdentifier(type)]
    }

    func store(_ plan: PrintPlan, of type: Any.Type) {
        lock.lock()
        plans[ObjectIdentifier(type)] = plan
        lock.unlock()
    }
}
