import Foundation

/// `describe --format json`: the whole `DomainReference` (grammar with cases, labels,
/// types and docs; gateways; fixtures; rows with each cell as shown and in full), with
/// sorted keys so the output is the same on every run. Several domains are one document,
/// `{"domains": [...]}`, that any JSON parser reads whole.
enum JSONRenderer {
    static func render(_ reference: DomainReference) -> String {
        encode(reference, name: reference.domain)
    }

    static func render(_ references: [DomainReference]) -> String {
        encode(AllDomains(domains: references), name: "every domain")
    }

    private struct AllDomains: Encodable {
        let domains: [DomainReference]
    }

    private static func encode(_ value: some Encodable, name: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            return #"{"error": "cannot encode the reference of \#(name)"}"#
        }
    }
}
