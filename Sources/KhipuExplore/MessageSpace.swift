import KhipuDSL
import KhipuValueGeneration

/// The messages exploration sends: the commands of the domain's documentation table,
/// grouped by the enum that lists them (`.todos(.cmd(…))`), each case of that enum drawn
/// alike, its values written from the schema. Answers (`.todos(.ack(…))`) are what the
/// domain says, not what a user sends, so a family comes only from a documented command;
/// a domain without a table is explored with every case of its `Message`.
struct MessageSpace {
    /// One enum of commands and the cases that wrap it in a `Message`.
    struct Family {
        /// From the outside in: `[("todos", nil), ("cmd", nil)]`.
        let wrappers: [(name: String, label: String?)]
        let type: Any.Type
        let cases: [DSLCaseSchema]

        /// `todos.cmd`, the start of every case path the summary counts.
        var key: String { wrappers.map(\.name).joined(separator: ".") }

        /// `todos.cmd.add`: what the summary counts a message by.
        func caseKey(_ name: String) -> String { wrappers.isEmpty ? name : key + "." + name }

        /// The key of the case of this family that `message` is, or holds: nil when it
        /// is no message of this family.
        func caseKey(of message: Any) -> String? {
            var value = message
            for wrapper in wrappers {
                guard let child = Mirror(reflecting: value).children.first, child.label == wrapper.name else { return nil }
                let payload = Mirror(reflecting: child.value)
                value = payload.displayStyle == .tuple ? payload.children.first?.value ?? child.value : child.value
            }
            return caseKey(Mirror(reflecting: value).children.first?.label ?? String(describing: value))
        }
    }

    let families: [Family]

    /// `answers`: the messages the table's rows answer with, succeeding, refused or failing.
    /// In a domain whose commands and answers are cases of one enum (a reducer's actions), a
    /// case that only ever answers is left out, as the domain's to send.
    init(messageType: Any.Type, documentedCommands: [Any], answers: [Any] = []) {
        var found: [Family] = []
        for command in documentedCommands {
            guard let family = Self.family(of: command, in: messageType) else { continue }
            if !found.contains(where: { $0.key == family.key }) { found.append(family) }
        }
        // `.todos(.cmd(.filter(.all)))` also walks down to the filter: a family inside
        // another one (or inside the whole `Message`, key "") is the outer family's case.
        let keys = found.map(\.key)
        found.removeAll { inner in keys.contains { $0 != inner.key && ($0.isEmpty || inner.key.hasPrefix($0 + ".")) } }
        // Keyed by the families found, since an answer may walk deeper than its family:
        // `.chat(.loggingOut(.failed(…)))` is the chat family's `loggingOut`.
        let commandCases = Set(documentedCommands.flatMap { command in found.compactMap { $0.caseKey(of: command) } })
        let answerCases = Set(answers.flatMap { answer in found.compactMap { $0.caseKey(of: answer) } }).subtracting(commandCases)
        found = found.map { family in
            let cases = family.cases.filter { !answerCases.contains(family.caseKey($0.name)) }
            return Family(wrappers: family.wrappers, type: family.type, cases: cases.isEmpty ? family.cases : cases)
        }
        if found.isEmpty, let schema = (messageType as? any DSLSchemaProviding.Type)?.dslSchema, !schema.cases.isEmpty {
            found = [Family(wrappers: [], type: messageType, cases: schema.cases)]
        }
        families = found
    }

    /// A message of a family, its case drawn alike among the family's cases; nil when the
    /// generator cannot write a value of one of its parameters.
    func message(using generator: inout SchemaValueGenerator) -> ExploreStep? {
        guard !families.isEmpty else { return nil }
        let family = generator.random.pick(families)
        guard !family.cases.isEmpty else { return nil }
        let chosen = generator.random.pick(family.cases)
        var text = "." + chosen.name
        if !chosen.parameters.isEmpty {
            var arguments: [String] = []
            for parameter in chosen.parameters {
                guard let value = generator.text(for: parameter.type, depth: 1) else { return nil }
                arguments.append(parameter.label.map { "\($0): \(value)" } ?? value)
            }
            text += "(" + arguments.joined(separator: ", ") + ")"
        }
        for wrapper in family.wrappers.reversed() {
            text = ".\(wrapper.name)(" + (wrapper.label.map { "\($0): " } ?? "") + text + ")"
        }
        return ExploreStep(kind: .message, text: text, messageCase: family.caseKey(chosen.name))
    }

    /// Walks a documented command down the cases that hold one enum each; the family is the
    /// enum where that ends, the one whose case is the command itself.
    private static func family(of command: Any, in messageType: Any.Type) -> Family? {
        var wrappers: [(name: String, label: String?)] = []
        var value: Any = command
        var type: Any.Type = messageType
        while true {
            guard let schema = (type as? any DSLSchemaProviding.Type)?.dslSchema, case .enumeration(let cases) = schema.kind else { return nil }
            let mirror = Mirror(reflecting: value)
            guard let child = mirror.children.first, let name = child.label,
                let dslCase = cases.first(where: { $0.name == name }), dslCase.parameters.count == 1,
                let parameter = dslCase.parameters.first,
                let inner = (parameter.type as? any DSLSchemaProviding.Type)?.dslSchema, case .enumeration = inner.kind
            else {
                return Family(wrappers: wrappers, type: type, cases: cases)
            }
            wrappers.append((name, parameter.label))
            var payload = child.value
            let payloadMirror = Mirror(reflecting: payload)
            if payloadMirror.displayStyle == .tuple, let first = payloadMirror.children.first { payload = first.value }
            value = payload
            type = parameter.type
        }
    }
}
