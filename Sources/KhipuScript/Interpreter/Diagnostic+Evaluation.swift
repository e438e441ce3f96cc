import KhipuDSL

/// What the interpreter reports about a statement's values: names, members, types and
/// expectations that a script writes wrongly. Each factory gives its diagnostic its id.
extension Diagnostic {
    // Names and members.

    /// "TodoItem has no method 'finish'": the one method is `alter`.
    static func unknownMethod(_ name: String, of typeDescription: String, at range: SourceRange, suggestion: String?) -> Diagnostic {
        Diagnostic(
            "\(typeDescription) has no method '\(name)'", at: range,
            notes: ["the one method a script can call is alter(…) on a model with a Change DSL"], suggestion: suggestion,
            id: .unknownMember)
    }

    /// A member or element a value does not have: `failure` says why and gives the id.
    static func memberFailure(_ failure: ValueMembers.Failure, member: String, path: String, at range: SourceRange, suggestion: String? = nil)
        -> Diagnostic
    {
        Diagnostic(failure.message(member: member, path: path), at: range, notes: failure.notes, suggestion: suggestion, id: failure.id)
    }

    /// `x[0]` where `x` is nil.
    static func subscriptOfNil(_ path: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("'\(path)' is nil", at: range, id: .nilValue)
    }

    /// "TodoItem is neither a list nor a dictionary; [0] needs one".
    static func notSubscriptable(_ typeDescription: String, index: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("\(typeDescription) is neither a list nor a dictionary; [\(index)] needs one", at: range, id: .indexOutOfRange)
    }

    static func unwritableKeys(of typeDescription: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("the keys of \(typeDescription) cannot be written in a script", at: range, id: .typeMismatch)
    }

    static func noChangeDSL(_ typeDescription: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("\(typeDescription) has no Change DSL to alter", at: range, id: .unknownMember)
    }

    static func labelledChange(at range: SourceRange) -> Diagnostic {
        Diagnostic("alter takes changes without labels", at: range, id: .wrongLabel)
    }

    /// A model's `alter` threw something not a diagnostic.
    static func alterFailed(_ error: any Error, at range: SourceRange) -> Diagnostic {
        Diagnostic("\(error)", at: range, id: .invalidValue)
    }

    static func bindingState(at range: SourceRange) -> Diagnostic {
        Diagnostic("'state' is the domain's state and cannot be bound", at: range, id: .invalidCommand)
    }

    // Types named in `let x: Type`.

    static func notHashable(_ typeName: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("\(typeName) is not Hashable, so it cannot be a set's element or a dictionary's key", at: range, id: .typeMismatch)
    }

    static func ambiguousTypeName(_ name: String, candidates: [String], at range: SourceRange) -> Diagnostic {
        Diagnostic("'\(name)' names more than one type", at: range, notes: ["write one of: " + candidates.joined(separator: ", ")], id: .ambiguousType)
    }

    // Expectations.

    static func nothingDispatched(at range: SourceRange) -> Diagnostic {
        Diagnostic("nothing has been dispatched yet", at: range, id: .nothingDispatched)
    }

    /// `<`, `<=`, `>`, `>=` on a value of a type without an order.
    static func unordered(_ operatorText: String, typeName: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "'\(operatorText)' orders values, and \(typeName) has no order", at: range,
            notes: ["numbers, strings, dates and other Comparable values can be ordered; compare others with == or !="], id: .typeMismatch)
    }

    /// `contains` on a value that holds nothing; `typeName` is what it is.
    static func notAContainer(_ source: String, typeName: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "'contains' looks into a list, a set, a dictionary's keys or a string; \(source) is \(typeName)", at: range, id: .typeMismatch)
    }

    static func notASubstring(_ source: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("a string contains strings; \(source) is not one", at: range, id: .typeMismatch)
    }

    /// `_` on both sides of a comparison.
    static func wildcardWithoutValue(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "'_' needs a value to match on the other side", at: range,
            notes: ["write e.g. `expect state.todos.items[0] == TodoItem(id: _, …)`"], id: .invalidValue)
    }

    static func wildcardInUnwritableMembers(at range: SourceRange) -> Diagnostic {
        Diagnostic("'_' needs members of a type a script can write", at: range, id: .invalidValue)
    }

    /// `_` outside an expectation.
    static func wildcardOutsideExpectation(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "'_' matches any value only in an expectation, at a place the compared value has too", at: range,
            notes: ["write e.g. `expect .chat(.loggingIn(as: _, .succeeded))`"], id: .invalidValue)
    }

    /// Thrown at the first `_` while an expectation is only checked; caught before anyone sees it.
    static func wildcardReached(at range: SourceRange) -> Diagnostic {
        Diagnostic(WildcardResolver.reached, at: range, id: .other)
    }
}

extension ValueMembers.Failure {
    /// The id of the diagnostic the failure makes.
    var id: DiagnosticID {
        switch self {
        case .isNil: .nilValue
        case .unknownMember: .unknownMember
        case .notSubscriptable, .indexOutOfRange: .indexOutOfRange
        case .wrongKeyType: .typeMismatch
        }
    }
}
