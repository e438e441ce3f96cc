import Khipu
import KhipuDSL

/// Everything `describe` prints about a domain, as text: the grammar, the gateways, the
/// fixtures and the rows with their cells printed the way they are written in Swift.
/// The text, markdown and json renderers all show this one value.
package struct DomainReference: Encodable {
    struct Gateway: Encodable {
        struct Mode: Encodable {
            let name: String
            let summary: String
        }

        let name: String
        let summary: String
        /// The first is the default.
        let modes: [Mode]
    }

    struct Fixture: Encodable {
        let name: String
        let type: String
        /// The value in full.
        let value: String
        /// The statement that binds it in a session: `let l = Light(…)`.
        let binding: String
        let comment: String
    }

    struct Row: Encodable {
        let comment: String
        let command: DescribedCell
        let success: [DescribedCell]
        /// Empty when the row has no failure column.
        let failure: [DescribedCell]
        /// What refused input is answered with; then `success` is empty and the tables
        /// show the row as refused.
        let refusal: [DescribedCell]
        /// The clock move after which the answers are due (`2s`, `15m`); nil when they come at once.
        let after: String?
        /// `Module/File.swift:line`.
        let source: String
    }

    struct Departure: Encodable {
        let what: String
        let why: String
        /// The article's code as printed, for an example that does not work here as printed.
        let articleForm: String?
        /// The code that works instead.
        let workingForm: String?
    }

    /// The title of the section that lists the departures, in every format.
    static let departuresHeading = "Where this differs from the article"

    let domain: String
    let summary: String
    /// The doc comment of the domain's `Message` type.
    let introduction: String?
    package let grammar: Grammar
    let gateways: [Gateway]
    let fixtures: [Fixture]
    let rows: [Row]
    /// The seed article the domain is built from; nil for a domain of its own.
    let article: String?
    /// Where the domain differs from that article.
    let departures: [Departure]
    /// The types the domain's values hold that lack `@DSL` (`MissingDSL`); nil when none
    /// does, which leaves them out of the JSON.
    package let missingDSL: [String]?
    /// The places whose type's `Codable` form cannot be typed (`UntypeableSlots`),
    /// `ProbeState.spot of type CGPoint`; nil when there is none.
    package let untypeable: [String]?

    package init(_ domain: DescribableDomain) {
        let grammar = GrammarCollector.grammar(of: domain.messageType, alsoListing: domain.exposedTypes)
        let table = domain.table()
        let naming = FixtureNaming(fixtures: table.fixtureValues, exposedTypes: domain.exposedTypes)
        self.domain = domain.name
        let missing = MissingDSL.typeNames(reachableFrom: [domain.messageType] + domain.exposedTypes)
        missingDSL = missing.isEmpty ? nil : missing
        let untypeable = UntypeableSlots.places(reachableFrom: [domain.messageType] + domain.exposedTypes)
        self.untypeable = untypeable.isEmpty ? nil : untypeable
        summary = domain.summary
        introduction = GrammarCollector.schema(of: domain.messageType)?.doc
        self.grammar = grammar
        gateways = domain.gateways.map { gateway in
            Gateway(name: gateway.name, summary: gateway.summary, modes: gateway.modes.map { Gateway.Mode(name: $0.name, summary: $0.summary) })
        }
        fixtures = naming.fixtures.map { fixture in
            let typeName = DSLTypeName.of(type(of: fixture.value))
            let comment = table.fixtures.first { $0.name == fixture.name }?.comment ?? ""
            return Fixture(
                name: fixture.name, type: typeName, value: fixture.printed,
                binding: Self.binding(fixture.name, typeName: typeName, printed: fixture.printed),
                comment: comment
            )
        }
        rows = table.rows.map { row in
            Row(
                comment: row.comment,
                command: naming.cell(row.command),
                success: row.success.map(naming.cell),
                failure: row.failure.map(naming.cell),
                refusal: row.refusal.map(naming.cell),
                after: row.after.map(DurationText.spoken),
                source: "\(row.source.fileID):\(row.source.line)"
            )
        }
        article = table.article
        departures = table.departures.map {
            Departure(what: $0.what, why: $0.why, articleForm: $0.articleForm, workingForm: $0.workingForm)
        }
    }

    /// `let l = Light(…)`; a value written as `.case` needs its type: `let error: Reason = .refused`.
    package static func binding(_ name: String, typeName: String, printed: String) -> String {
        let needsType: Bool
        switch (try? DSLParser.parseExpression(printed))?.kind {
        case .implicitMember, .array, .nil: needsType = true
        default: needsType = false
        }
        return needsType ? "let \(name): \(typeName) = \(printed)" : "let \(name) = \(printed)"
    }
}

extension DocumentationRows {
    package var fixtureValues: [DocumentationFixtureValue] {
        fixtures.map { DocumentationFixtureValue(name: $0.name, value: $0.value, comment: $0.comment) }
    }
}

extension DomainReference.Row {
    /// The Failure column: what refused input is answered with, then what the command
    /// answers with while the gateways fail.
    var refusedOrFailing: [DescribedCell] { refusal + failure }
}
