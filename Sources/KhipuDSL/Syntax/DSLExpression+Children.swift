extension DSLExpression {
    /// The expressions directly inside this one.
    package var children: [DSLExpression] {
        switch kind {
        case .array(let elements): elements
        case .dictionary(let entries): entries.flatMap { [$0.key, $0.value] }
        case .implicitMember(_, _, let arguments): arguments?.map(\.value) ?? []
        case .call(_, _, let arguments): arguments.map(\.value)
        case .member(let base, _, _): [base]
        case .subscript(let base, let index): [base, index]
        case .methodCall(let base, _, _, let arguments): [base] + arguments.map(\.value)
        case .qualifiedMember(_, _, let member): [member]
        case .range(let lower, let upper, _): [lower, upper]
        case .string, .integer, .float, .bool, .nil, .identifier: []
        }
    }
}
