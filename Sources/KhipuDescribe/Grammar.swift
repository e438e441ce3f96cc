/// What a domain's messages can say: every case path of its `Message` with parameter
/// types and docs, the Change DSLs of the models the messages carry, and every other DSL
/// type those mention.
package struct Grammar: Encodable {
    /// One thing a user can write: `.todos(.cmd(.add(item: TodoItem)))`.
    struct Line: Encodable {
        /// The whole path with the parameters' types, as the user writes it.
        let path: String
        /// The innermost case.
        let name: String
        let parameters: [Parameter]
        let doc: String?
    }

    struct Parameter: Encodable {
        /// nil for an unlabelled parameter.
        let label: String?
        /// The type as the declaration writes it: `TodoItem`, `[Light]`.
        let type: String
        /// The default value as declared (`1` of `quantity: Int = 1`); nil for none.
        var defaultValue: String? = nil

        private enum CodingKeys: String, CodingKey { case label, type, defaultValue = "default" }

        /// Writes `"label": null` for an unlabelled parameter rather than leaving it out,
        /// and `"default"` only for a parameter that has one.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(label, forKey: .label)
            try container.encode(type, forKey: .type)
            try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
        }

        /// `quantity: Int = 1`, `item: TodoItem` or `String`.
        var signature: String {
            (label.map { $0 + ": " } ?? "") + type + (defaultValue.map { " = " + $0 } ?? "")
        }
    }

    /// An initializer `@DSL` records: `Member(name: String, tier: Member.Tier = .regular)`.
    struct Initializer: Encodable {
        let signature: String
        let parameters: [Parameter]
        let doc: String?
    }

    /// The Change DSL of a model that messages carry: `TodoItem.Change`.
    struct ChangeDSL: Encodable {
        let model: String
        let type: String
        let doc: String?
        let lines: [Line]
    }

    /// A DSL type that a message, a change or another type mentions.
    struct TypeEntry: Encodable {
        struct Case: Encodable {
            let name: String
            let parameters: [Parameter]
            let doc: String?
        }

        struct Field: Encodable {
            let name: String
            let type: String
            let doc: String?
        }

        let name: String
        let kind: String
        let doc: String?
        let cases: [Case]
        let fields: [Field]
        /// The initializers a user may call by the type's name, with their `///` docs.
        var initializers: [Initializer] = []
    }

    let messageType: String
    let messages: [Line]
    let changes: [ChangeDSL]
    let types: [TypeEntry]
}

extension Grammar.Line {
    /// `.name(label: Type, Type)`, or `.name` without parameters.
    static func render(name: String, parameters: [Grammar.Parameter]) -> String {
        guard !parameters.isEmpty else { return "." + name }
        return "." + name + "(" + parameters.map(\.signature).joined(separator: ", ") + ")"
    }
}
