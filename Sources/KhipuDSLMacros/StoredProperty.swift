import SwiftSyntax

/// One stored instance property of a struct, as the schema and the memberwise
/// initializer need it.
struct StoredProperty {
    let name: TokenSyntax
    let type: TypeSyntax
    let doc: String?
    let isVariable: Bool
    /// `3` in `var count: Int = 3`.
    let initialValue: ExprSyntax?
    /// `private`/`fileprivate`, a property wrapper or `lazy`: Swift's memberwise initializer
    /// then is not one the generated code can call.
    let blocksMemberwiseInitializer: Bool
    /// A property wrapper or `lazy`: an initializer's assignment is not what `Codable` stores.
    let isWrappedOrLazy: Bool

    /// A `var` with an initial value, or an optional `var`, may be left out of the call.
    var hasDefaultInMemberwiseInitializer: Bool {
        isVariable && (hasInitialValue || isOptional)
    }

    /// The value the memberwise initializer uses when the property is left out.
    var memberwiseDefault: ExprSyntax? {
        guard hasDefaultInMemberwiseInitializer else { return nil }
        return initialValue ?? "nil"
    }

    var hasInitialValue: Bool { initialValue != nil }

    /// A `let` with an initial value is not a parameter of the memberwise initializer.
    var isMemberwiseParameter: Bool {
        isVariable || !hasInitialValue
    }

    private var isOptional: Bool {
        type.optionalWrappedType != nil
    }
}
