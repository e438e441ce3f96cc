import KhipuDSL

/// `_` in an expectation: any value at its place, as in `.chat(.loggingIn(as: _, .succeeded))`.
///
/// Matching keeps typed values: the actual value is printed and parsed back into a syntax
/// tree (the round trip is exact), each `_` of the expected tree takes the subtree standing
/// at the same place, and the filled-in tree is decoded and compared like any expectation.
/// So a failure still shows a diff of typed values, with the wildcards' places equal.
enum WildcardPattern {
    static let name = "_"

    static func isWildcard(_ expression: DSLExpression) -> Bool {
        if case .identifier(name) = expression.kind { true } else { false }
    }

    /// Whether a `_` stands anywhere in the tree.
    static func containsWildcard(_ expression: DSLExpression) -> Bool {
        switch expression.kind {
        case .identifier(let identifier): identifier == name
        case .array(let elements): elements.contains(where: containsWildcard)
        case .dictionary(let entries): entries.contains { containsWildcard($0.key) || containsWildcard($0.value) }
        case .implicitMember(_, _, let arguments): arguments?.contains { containsWildcard($0.value) } ?? false
        case .call(_, _, let arguments), .methodCall(_, _, _, let arguments): arguments.contains { containsWildcard($0.value) }
        case .member(let base, _, _): containsWildcard(base)
        case .subscript(let base, let index): containsWildcard(base) || containsWildcard(index)
        case .qualifiedMember(_, _, let member): containsWildcard(member)
        case .range(let lower, let upper, _): containsWildcard(lower) || containsWildcard(upper)
        case .string, .integer, .float, .bool, .nil: false
        }
    }

    /// The ranges of the constructors that hold a `_`: patterns whose left-out properties
    /// only the compared value supplies, so they cannot be checked before.
    static func patternConstructorRanges(in expression: DSLExpression) -> [SourceRange] {
        guard containsWildcard(expression) else { return [] }
        switch expression.kind {
        case .call:
            return [expression.range]
        case .implicitMember(_, _, let arguments?):
            return arguments.flatMap { patternConstructorRanges(in: $0.value) }
        case .array(let elements):
            return elements.flatMap { patternConstructorRanges(in: $0) }
        default:
            return []
        }
    }

    /// `expected` with every `_` replaced by the subtree at the same place of `actual`, or
    /// nil when `actual` has another shape on the way to a `_` (another case, label or
    /// element count). Parts without a `_` stay as the user wrote them.
    static func fill(_ expected: DSLExpression, from actual: DSLExpression) -> DSLExpression? {
        guard containsWildcard(expected) else { return expected }
        if isWildcard(expected) { return relocated(actual, to: expected.range) }
        switch (expected.kind, actual.kind) {
        case (.implicitMember(let name, let nameRange, let arguments?), .implicitMember(let actualName, _, let actualArguments?)) where name == actualName:
            guard let filled = fill(arguments, from: actualArguments) else { return nil }
            return DSLExpression(.implicitMember(name: name, nameRange: nameRange, arguments: filled), range: expected.range)
        case (.call(let typeName, let nameRange, let arguments), .call(let actualTypeName, _, let actualArguments)):
            guard sameType(typeName, actualTypeName), let filled = fillProperties(arguments, from: actualArguments) else { return nil }
            return DSLExpression(.call(typeName: typeName, nameRange: nameRange, arguments: filled), range: expected.range)
        case (.array(let elements), .array(let actualElements)):
            guard elements.count == actualElements.count else { return nil }
            var filled: [DSLExpression] = []
            for (element, actualElement) in zip(elements, actualElements) {
                guard let value = fill(element, from: actualElement) else { return nil }
                filled.append(value)
            }
            return DSLExpression(.array(filled), range: expected.range)
        case (.dictionary(let entries), .dictionary(let actualEntries)):
            // Entries pair by key (the printer sorts keys; the user may not): a `_` stands
            // for values, and keys are literals that compare by what they say.
            guard entries.count == actualEntries.count else { return nil }
            var filled: [DictionaryEntry] = []
            for entry in entries {
                guard !containsWildcard(entry.key),
                    let actualEntry = actualEntries.first(where: { $0.key.kind == entry.key.kind }),
                    let value = fill(entry.value, from: actualEntry.value)
                else { return nil }
                filled.append(DictionaryEntry(key: entry.key, value: value))
            }
            return DSLExpression(.dictionary(filled), range: expected.range)
        default:
            return nil
        }
    }

    /// Pairs each expected argument with the next actual one of the same label, so that an
    /// initializer's defaulted arguments may be left out; an argument holding a `_` must
    /// find its partner.
    private static func fill(_ expected: [Argument], from actual: [Argument]) -> [Argument]? {
        var filled: [Argument] = []
        var next = 0
        for argument in expected {
            let partner = actual[next...].firstIndex { $0.label == argument.label }
            guard containsWildcard(argument.value) else {
                if let partner { next = partner + 1 }
                filled.append(argument)
                continue
            }
            guard let partner, let value = fill(argument.value, from: actual[partner].value) else { return nil }
            next = partner + 1
            filled.append(Argument(label: argument.label, labelRange: argument.labelRange, value: value))
        }
        return filled
    }

    /// A constructor holding a `_` is a pattern of the value's properties: the ones it
    /// names are matched by label (unlabelled ones in order), the ones it leaves out match
    /// anything, like a `_` (`TodoItem(id: _, title: "Get coffee")` is any item with that title).
    /// A property the value does not print is nil (`Codable` leaves a nil optional out), so
    /// `returned: nil` and `returned: _` match it.
    private static func fillProperties(_ expected: [Argument], from actual: [Argument]) -> [Argument]? {
        var unused = Array(expected.indices)
        var filled: [Argument] = []
        for property in actual {
            guard let position = unused.firstIndex(where: { expected[$0].label == property.label }) else {
                filled.append(Argument(label: property.label, labelRange: nil, value: property.value))
                continue
            }
            let argument = expected[unused.remove(at: position)]
            guard let value = fill(argument.value, from: property.value) else { return nil }
            filled.append(Argument(label: property.label, labelRange: argument.labelRange, value: value))
        }
        return unused.allSatisfy { matchesAbsent(expected[$0].value) } ? filled : nil
    }

    /// Whether a pattern's argument matches a property the printed value leaves out (nil).
    private static func matchesAbsent(_ value: DSLExpression) -> Bool {
        switch value.kind {
        case .nil: true
        case .identifier(let identifier): identifier == name
        default: false
        }
    }

    /// `Step` and `Directions.Step` name the same type.
    private static func sameType(_ written: String, _ printed: String) -> Bool {
        written == printed || written.split(separator: ".").last == printed.split(separator: ".").last
    }

    /// The subtree with every range moved onto the `_` it replaces, so that a diagnostic
    /// about it points at the `_` the user wrote.
    static func relocated(_ expression: DSLExpression, to range: SourceRange) -> DSLExpression {
        expression.relocated(to: range)
    }
}
