/// Checks a node against the schema of the type expected there before the value is
/// built, so that an unknown case, a wrong label, a missing or an extra argument is
/// reported at the spot, with the declaration and a "did you mean". What passes comes
/// back as which argument each parameter takes.
enum SchemaValidation {
    /// `.name(arguments)` where a type with `schema` is expected: the case's index and
    /// its arguments, or nil when the schema cannot tell (then `Codable` decides).
    static func checkCase(
        _ name: String, nameRange: SourceRange, arguments: [Argument]?, of node: DSLExpression, against schema: SchemaIndex
    ) throws -> (index: Int, mapping: ArgumentMapping)? {
        guard schema.isEnumeration else {
            guard !schema.fields.isEmpty || !schema.initializers.isEmpty else { return nil }
            throw Diagnostic.typeMismatch(
                expected: "a value of type \(schema.name)", found: ExpressionText.describe(node),
                at: node.range,
                notes: ["build it with " + constructionForms(of: schema).joined(separator: " or ")]
            )
        }
        // An empty list says nothing (a schema still being written): let Codable decide.
        guard !schema.cases.isEmpty else { return nil }
        guard let index = schema.caseIndex(named: name) else {
            throw Diagnostic.unknownCase(
                name, of: schema.name,
                at: nameRange,
                notes: ["cases of \(schema.name): \(schema.caseList)"],
                suggestion: DidYouMean.suggestion(for: name, among: schema.cases.map(\.name))
            )
        }
        let info = schema.cases[index]
        if info.takesInOrder(arguments ?? []) { return (index, .inOrder) }
        let parameters = info.parameters
        if let mapping = positionalMapping(arguments ?? [], parameters, optionalsMayBeOmitted: true) {
            return (index, mapping)
        }
        throw positionalProblem(
            arguments ?? [], against: parameters, declaration: "case " + schema.cases[index].signature, optionalsMayBeOmitted: true, at: node
        )
    }

    /// `TypeName(arguments)` where a type with `schema` is expected and no initializer
    /// of the schema has exactly these labels: the properties each argument sets when
    /// the memberwise form fits, nil when the schema cannot tell; throws the problem of
    /// the closest form otherwise.
    static func checkConstructor(_ typeName: String, arguments: [Argument], of node: DSLExpression, against schema: SchemaIndex) throws -> ArgumentMapping? {
        if schema.isEnumeration {
            guard schema.initializers.isEmpty else {
                throw closestProblem(arguments, of: node, against: schema)
            }
            guard !schema.cases.isEmpty else { return nil }
            throw Diagnostic.typeMismatch(
                expected: "a case of \(schema.name) such as '.\(schema.cases[0].signature)'", found: "'\(typeName)(...)'",
                at: node.range,
                notes: ["cases of \(schema.name): \(schema.caseList)"]
            )
        }
        if schema.fields.isEmpty {
            guard schema.initializers.isEmpty else { throw closestProblem(arguments, of: node, against: schema) }
            return nil
        }
        if let mapping = memberwiseMapping(arguments, schema) { return mapping }
        throw closestProblem(arguments, of: node, against: schema)
    }

    /// Arguments matched to parameters in order, as Swift matches a call; enum payloads
    /// may leave optionals out (`Codable` decodes them with `decodeIfPresent`).
    static func positionalMapping(_ arguments: [Argument], _ parameters: [ParameterInfo], optionalsMayBeOmitted: Bool) -> ArgumentMapping? {
        if arguments.count == parameters.count {
            var index = 0
            while index < arguments.count, arguments[index].label == parameters[index].label { index += 1 }
            if index == arguments.count { return .inOrder }
        }
        guard optionalsMayBeOmitted else { return nil }
        var positions = [Int](repeating: -1, count: parameters.count)
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            if next < arguments.count, arguments[next].label == parameter.label {
                positions[index] = next
                next += 1
            } else if !parameter.mayBeOmitted {
                return nil
            }
        }
        return next == arguments.count ? .positions(positions) : nil
    }

    /// Arguments matched to a struct's stored properties, as its synthesised `Codable`
    /// reads them: every label a property, in any order; optionals may be left out.
    static func memberwiseMapping(_ arguments: [Argument], _ schema: SchemaIndex) -> ArgumentMapping? {
        let fields = schema.fields
        if arguments.count == fields.count {
            var index = 0
            while index < arguments.count, let label = arguments[index].label, label == fields[index].label { index += 1 }
            if index == arguments.count { return .inOrder }
        }
        var positions = [Int](repeating: -1, count: fields.count)
        for (position, argument) in arguments.enumerated() {
            guard let label = argument.label, let field = schema.fieldIndexByName[label], positions[field] < 0 else { return nil }
            positions[field] = position
        }
        for (field, position) in positions.enumerated() where position < 0 && !fields[field].isOptional {
            return nil
        }
        return .positions(positions)
    }

    /// Why `positionalMapping` found no match.
    static func positionalProblem(
        _ arguments: [Argument],
        against parameters: [ParameterInfo],
        declaration: String,
        optionalsMayBeOmitted: Bool,
        at node: DSLExpression
    ) -> Diagnostic {
        let notes = [declaration]
        if let misordered = misorderedArgument(arguments, against: parameters, notes: notes) { return misordered }
        let labels = parameters.compactMap(\.label)
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            if next < arguments.count, arguments[next].label == parameter.label {
                next += 1
                continue
            }
            if parameter.hasDefault || (optionalsMayBeOmitted && parameter.isOptional) { continue }
            guard next < arguments.count else {
                return .missingArgument("'\(parameter.description)'", at: node.range, notes: notes)
            }
            let argument = arguments[next]
            guard let label = argument.label else {
                return .expectedLabel(parameter.label ?? "_", at: argument.value.range, notes: notes)
            }
            let labelRange = argument.labelRange ?? argument.range
            if parameters[(index + 1)...].contains(where: { $0.label == label }) {
                return .missingArgument("'\(parameter.description)'", at: node.range, notes: notes)
            }
            guard let expected = parameter.label else {
                return .unexpectedLabel(label, at: labelRange, notes: notes)
            }
            let close = DidYouMean.suggestion(for: label, among: labels)
            if let close, close != expected {
                return .unknownLabel(label, at: labelRange, notes: notes, suggestion: close)
            }
            return .expectedLabel(
                expected, found: label,
                at: labelRange,
                notes: notes,
                suggestion: close ?? DidYouMean.suggestion(for: label, among: [expected])
            )
        }
        guard next < arguments.count else {
            return .argumentsDoNotFit(declaration, at: node.range, notes: notes)
        }
        let extra = arguments[next]
        if let label = extra.label, !labels.contains(label) {
            return .unknownLabel(
                label,
                at: extra.labelRange ?? extra.range,
                notes: notes,
                suggestion: DidYouMean.suggestion(for: label, among: labels)
            )
        }
        return .tooManyArguments(at: extra.range, notes: notes)
    }

    /// Labelled arguments that are the parameters' but not in their order: Swift's
    /// "argument 'openedAt' must precede argument 'slaHours'", over the arguments from the
    /// one it must precede to itself, with the fix-it that moves it there.
    static func misorderedArgument(_ arguments: [Argument], against parameters: [ParameterInfo], notes: [String]) -> Diagnostic? {
        var used = Set<Int>()
        var indices: [Int] = []
        for argument in arguments {
            guard let label = argument.label,
                let index = parameters.indices.first(where: { parameters[$0].label == label && !used.contains($0) })
            else { return nil }
            used.insert(index)
            indices.append(index)
        }
        for later in indices.indices {
            guard let earlier = indices[..<later].firstIndex(where: { $0 > indices[later] }),
                let moved = arguments[later].label, let passed = arguments[earlier].label
            else { continue }
            var diagnostic = Diagnostic.argumentOrder(
                moved, mustPrecede: passed, at: SourceRange(arguments[earlier].range.start, arguments[later].range.end), notes: notes)
            diagnostic.rearrangement = Rearrangement(pieces: [arguments[later].range] + arguments[earlier..<later].map(\.range))
            return diagnostic
        }
        return nil
    }

    /// Why `memberwiseMapping` found no match.
    static func memberwiseProblem(_ arguments: [Argument], against schema: SchemaIndex, at node: DSLExpression) -> Diagnostic {
        let fields = schema.fields
        let notes = [schema.memberwiseSignature]
        var seen = Set<String>()
        for (index, argument) in arguments.enumerated() {
            guard let label = argument.label else {
                if index < fields.count, let expected = fields[index].label {
                    return .expectedLabel(expected, at: argument.value.range, notes: notes)
                }
                return .tooManyArguments(at: argument.range, notes: notes)
            }
            let labelRange = argument.labelRange ?? argument.range
            guard schema.fieldIndexByName[label] != nil else {
                let unused = fields.compactMap(\.label).filter { !seen.contains($0) }
                return .unknownLabel(
                    label, for: schema.name,
                    at: labelRange,
                    notes: notes,
                    suggestion: DidYouMean.suggestion(for: label, among: unused)
                )
            }
            guard seen.insert(label).inserted else {
                return .duplicateArgument(label, at: labelRange, notes: notes)
            }
        }
        if let missing = fields.first(where: { !$0.isOptional && !seen.contains($0.label ?? "") }) {
            return .missingArgument("'\(missing.description)'", at: node.range, notes: notes)
        }
        return .argumentsDoNotFit(schema.memberwiseSignature, at: node.range, notes: notes)
    }

    /// The problem with the form (an initializer or the memberwise form) that most of the
    /// arguments' labels belong to, with every form listed.
    private static func closestProblem(_ arguments: [Argument], of node: DSLExpression, against schema: SchemaIndex) -> Diagnostic {
        // Arguments an initializer takes once in its order: Swift's diagnostic that moves them.
        for initializer in schema.initializers {
            let parameters = initializer.parameters
            let given = Set(arguments.compactMap(\.label))
            guard parameters.allSatisfy({ $0.mayBeOmitted || given.contains($0.label ?? "") }),
                var misordered = misorderedArgument(arguments, against: parameters, notes: [])
            else { continue }
            misordered.notes = ["build \(schema.name) with " + constructionForms(of: schema).joined(separator: " or ")]
            return misordered
        }
        var best: (score: Int, problem: Diagnostic)?
        if !schema.isEnumeration, !schema.fields.isEmpty {
            best = (score(arguments, schema.fields), memberwiseProblem(arguments, against: schema, at: node))
        }
        for initializer in schema.initializers {
            let candidateScore = score(arguments, initializer.parameters)
            guard candidateScore > best?.score ?? -1 else { continue }
            let problem = positionalProblem(
                arguments, against: initializer.parameters, declaration: initializer.signature, optionalsMayBeOmitted: false, at: node
            )
            best = (candidateScore, problem)
        }
        guard var problem = best?.problem else {
            return .noWayToBuild(schema.name, at: node.range)
        }
        problem.notes = ["build \(schema.name) with " + constructionForms(of: schema).joined(separator: " or ")]
        return problem
    }

    /// How many arguments have a label (or no label) that the parameters have.
    private static func score(_ arguments: [Argument], _ parameters: [ParameterInfo]) -> Int {
        arguments.filter { argument in parameters.contains { $0.label == argument.label } }.count
    }

    /// `TodoItem(title: String)`, `TodoItem(id: UUID, title: String, …)`.
    static func constructionForms(of schema: SchemaIndex) -> [String] {
        var forms = schema.initializers.map(\.signature)
        if !schema.isEnumeration, !schema.fields.isEmpty, !forms.contains(schema.memberwiseSignature) {
            forms.append(schema.memberwiseSignature)
        }
        return forms
    }
}
