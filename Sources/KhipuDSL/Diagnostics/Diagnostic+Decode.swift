/// What the decoder reports: an expression that parses but does not build a value of the
/// type expected there. Each factory names one kind of mistake and gives it its id.
extension Diagnostic {
    // Names: a case, label, name or type that does not exist.

    package static func unknownCase(_ name: String, of typeName: String, at range: SourceRange, notes: [String] = [], suggestion: String? = nil)
        -> Diagnostic
    {
        Diagnostic("unknown case '\(name)' of \(typeName)", at: range, notes: notes, suggestion: suggestion, id: .unknownCase)
    }

    /// "unknown label 'titel:'", or "… for TodoItem" when `typeName` is given.
    package static func unknownLabel(_ label: String, for typeName: String? = nil, at range: SourceRange, notes: [String], suggestion: String?)
        -> Diagnostic
    {
        let owner = typeName.map { " for \($0)" } ?? ""
        return Diagnostic("unknown label '\(label):'\(owner)", at: range, notes: notes, suggestion: suggestion, id: .unknownLabel)
    }

    package static func unknownName(_ name: String, at range: SourceRange, notes: [String] = [], suggestion: String? = nil) -> Diagnostic {
        Diagnostic("unknown name '\(name)'", at: range, notes: notes, suggestion: suggestion, id: .unknownName)
    }

    package static func unknownType(_ name: String, at range: SourceRange, notes: [String], suggestion: String?) -> Diagnostic {
        Diagnostic("unknown type '\(name)'", at: range, notes: notes, suggestion: suggestion, id: .unknownType)
    }

    // Types: a value that does not fit where it stands.

    /// "expected TodoItem, found 42"; `found` is the expression as a message shows it.
    package static func typeMismatch(expected: String, found: String, at range: SourceRange, notes: [String] = [], suggestion: String? = nil)
        -> Diagnostic
    {
        Diagnostic("expected \(expected), found \(found)", at: range, notes: notes, suggestion: suggestion, id: .typeMismatch)
    }

    /// "'tea' is a TodoItem, expected Int": a name whose value has another type.
    package static func resolvedTypeMismatch(_ source: String, isA found: String, expected: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("'\(source)' is \(found), expected \(expected)", at: range, id: .typeMismatch)
    }

    /// "TodoItem(title:) built a Foo, expected Bar".
    package static func initializerBuiltOtherType(_ signature: String, built: String, expected: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("\(signature) built \(built), expected \(expected)", at: range, id: .typeMismatch)
    }

    package static func emptyArrayForDictionary(at range: SourceRange) -> Diagnostic {
        Diagnostic("an empty dictionary is written '[:]'", at: range, id: .typeMismatch)
    }

    /// "'tea' is a TodoItem, which cannot be in an array here".
    package static func notAnArrayElement(_ source: String, isA found: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("'\(source)' is \(found), which cannot be in an array here", at: range, id: .typeMismatch)
    }

    package static func notADictionaryKey(_ typeName: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("\(typeName) cannot be a dictionary key", at: range, id: .typeMismatch)
    }

    /// "a Character is one character, found 2 in "ab"".
    package static func notOneCharacter(count: Int, in quoted: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("a Character is one character, found \(count) in \(quoted)", at: range, id: .typeMismatch)
    }

    /// "these arguments do not fit case add(item: TodoItem)".
    package static func argumentsDoNotFit(_ declaration: String, at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("these arguments do not fit \(declaration)", at: range, notes: notes, id: .typeMismatch)
    }

    /// A defaulted parameter left out on the `Codable` path, whose Swift default is no DSL
    /// expression (`Date()`), so the decoder cannot write it in.
    package static func defaultNotWritable(_ text: String, parameter: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "cannot leave out '\(parameter)': its default '\(text)' is Swift the DSL cannot read", at: range,
            notes: ["write the argument, or give the type `DSLConstructible` (declare it Codable in its own declaration) so the default is Swift's"],
            id: .missingArgument)
    }

    package static func noWayToBuild(_ typeName: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("no way to build \(typeName) from these arguments", at: range, id: .typeMismatch)
    }

    /// `let x = nil`, or `nil` as the first element of an untyped array.
    package static func untypedNil(at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("cannot tell the type of 'nil'", at: range, notes: notes, id: .nilValue)
    }

    /// "cannot tell the type of an empty array", "… of '.finished'".
    package static func ambiguousType(of what: String, at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("cannot tell the type of \(what)", at: range, notes: notes, id: .ambiguousType)
    }

    // Arguments and labels.

    /// "missing argument 'item: TodoItem'", "… #2 of type Int", "… 'item:' for T": `what`
    /// is all after "missing argument ".
    package static func missingArgument(_ what: String, at range: SourceRange, notes: [String] = []) -> Diagnostic {
        Diagnostic("missing argument \(what)", at: range, notes: notes, id: .missingArgument)
    }

    /// "expected more than 2 elements in Pair".
    package static func missingElement(count: Int, in typeName: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("expected more than \(count) element\(count == 1 ? "" : "s") in \(typeName)", at: range, id: .missingArgument)
    }

    package static func tooManyArguments(at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("too many arguments", at: range, notes: notes, id: .extraArgument)
    }

    package static func duplicateArgument(_ label: String, at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("duplicate argument '\(label):'", at: range, notes: notes, id: .extraArgument)
    }

    /// "extra argument 'x:' in TodoItem(...)": an argument the type's `init(from:)` never read.
    package static func extraArgument(_ label: String?, in owner: String, at range: SourceRange) -> Diagnostic {
        let what = label.map { "extra argument '\($0):'" } ?? "extra argument"
        return Diagnostic("\(what) in \(owner)(...)", at: range, id: .extraArgument)
    }

    /// "expected label 'item:'", or "…, found 'itme:'" when `found` is given.
    /// Swift's words for arguments written out of their declared order.
    package static func argumentOrder(_ moved: String, mustPrecede passed: String, at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("argument '\(moved)' must precede argument '\(passed)'", at: range, notes: notes, id: .wrongLabel)
    }

    package static func expectedLabel(_ label: String, found: String? = nil, at range: SourceRange, notes: [String] = [], suggestion: String? = nil)
        -> Diagnostic
    {
        let written = found.map { ", found '\($0):'" } ?? ""
        return Diagnostic("expected label '\(label):'\(written)", at: range, notes: notes, suggestion: suggestion, id: .wrongLabel)
    }

    package static func unexpectedLabel(_ label: String, at range: SourceRange, notes: [String] = []) -> Diagnostic {
        Diagnostic("unexpected label '\(label):'; this argument has no label", at: range, notes: notes, id: .wrongLabel)
    }

    // Values: literals that do not make a value of their type.

    package static func integerOverflow(_ text: String, of typeName: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("integer literal '\(text)' overflows \(typeName)", at: range, id: .overflow)
    }

    package static func floatingPointOverflow(_ text: String, of typeName: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("floating-point literal '\(text)' overflows \(typeName)", at: range, id: .overflow)
    }

    package static func tooManyDecimalDigits(_ text: String, limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic("'\(text)' has more than \(limit) significant digits, more than a Decimal holds", at: range, id: .overflow)
    }

    /// "'1e' is not a valid Double".
    package static func invalidLiteral(_ text: String, of typeName: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("'\(text)' is not a valid \(typeName)", at: range, id: .invalidValue)
    }

    /// "invalid URL "x"", "invalid date "x": expected ISO-8601 …", "invalid Foo: reason":
    /// `what` is all after "invalid ".
    package static func invalidValue(_ what: String, at range: SourceRange, notes: [String] = []) -> Diagnostic {
        Diagnostic("invalid \(what)", at: range, notes: notes, id: .invalidValue)
    }

    /// "cannot build a Foo: reason": a type's own `init(from:)` threw.
    package static func cannotBuild(_ typeWithArticle: String, reason: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("cannot build \(typeWithArticle): \(reason)", at: range, id: .invalidValue)
    }

    /// "TodoItem(title:) failed: reason": an initializer of the schema threw.
    package static func initializerFailed(_ signature: String, reason: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("\(signature) failed: \(reason)", at: range, id: .invalidValue)
    }

    /// What a decoder threw that says nothing of where, shown as it describes itself.
    package static func decodingFailure(_ description: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(description, at: range, id: .invalidValue)
    }

    /// "cannot evaluate 'x': reason": the resolver threw something not a diagnostic.
    package static func cannotEvaluate(_ source: String, reason: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("cannot evaluate '\(source)': \(reason)", at: range, id: .invalidValue)
    }

    /// "'id' is always 1 in Foo": a `let` with an initial value that decoding never sets.
    package static func constantArgument(_ label: String, isAlways shown: String, in typeName: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "'\(label)' is always \(shown) in \(typeName)", at: range,
            notes: ["it is a let with an initial value, which decoding never sets"], id: .invalidValue)
    }

    package static func duplicateKey(_ key: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("dictionary literal has the key \(key) twice", at: range, id: .invalidValue)
    }

    /// "a Foo cannot be built from text: reason": nothing a user types makes the type.
    package static func notBuildableFromText(_ typeWithArticle: String, reason: String, at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("\(typeWithArticle) cannot be built from text: \(reason)", at: range, notes: notes, id: .invalidValue)
    }

    package static func valueTooDeep(limit: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic("value nested deeper than \(limit) levels", at: range, id: .tooDeep)
    }
}
