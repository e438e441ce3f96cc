import Foundation

/// `describe --format json`: the whole `DomainReference` (grammar with cases, labels,
/// types and docs; gateways; fixtures; rows with each cell as shown and in full), with
/// sorted keys so the output is the same on every run.
enum JSONRenderer {
    static func render(_ reference: DomainReference) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(reference), as: UTF8.self)
        } catch {
            return #"{"error": "cannot encode the reference of \#(reference.domain)"}"#
        }
    }
}
