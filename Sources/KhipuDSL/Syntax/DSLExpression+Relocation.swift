extension DSLExpression {
    /// The tree with every range moved onto `range`: a subtree that stands in for what the
    /// user wrote there (a pattern's `_`, a default value written in), so that a diagnostic
    /// about any part of it points at that spot.
    package func relocated(to range: SourceRange) -> DSLExpression {
        let moved: Kind
        switch kind {
        case .array(let elements):
            moved = .array(elements.map { $0.relocated(to: range) })
        case .dictionary(let entries):
            moved = .dictionary(entries.map { DictionaryEntry(key: $0.key.relocated(to: range), value: $0.value.relocated(to: range)) })
        case .implicitMember(let name, _, let arguments):
            moved = .implicitMember(name: name, nameRange: range, arguments: arguments.map { Self.relocated($0, to: range) })
        case .call(let typeName, _, let arguments):
            moved = .call(typeName: typeName, nameRange: range, arguments: Self.relocated(arguments, to: range))
        case .member(let base, let name, _):
            moved = .member(base: base.relocated(to: range), name: name, nameRange: range)
        case .subscript(let base, let index):
            moved = .subscript(base: base.relocated(to: range), index: index.relocated(to: range))
        case .methodCall(let base, let name, _, let arguments):
            moved = .methodCall(base: base.relocated(to: range), name: name, nameRange: range, arguments: Self.relocated(arguments, to: range))
        case .qualifiedMember(let typeName, _, let member):
            moved = .qualifiedMember(typeName: typeName, typeNameRange: range, member: member.relocated(to: range))
        case .range(let lower, let upper, let isClosed):
            moved = .range(lower: lower.relocated(to: range), upper: upper.relocated(to: range), isClosed: isClosed)
        case .string, .integer, .float, .bool, .nil, .identifier:
            moved = kind
        }
        return DSLExpression(moved, range: range)
    }

    private static func relocated(_ arguments: [Argument], to range: SourceRange) -> [Argument] {
        arguments.map { Argument(label: $0.label, labelRange: $0.labelRange.map { _ in range }, value: $0.value.relocated(to: range)) }
    }
}
