import Foundation
import KhipuDSL
import Todos

/// Encodes the same messages as DSL text (`DSLPrinter`) and as JSON (`JSONEncoder`), best
/// of three each; every run must give the texts the decode benchmark reads.
enum EncodeBenchmark {
    static func run(_ messages: [Message], texts: [String], jsons: [Data]) throws -> (dsl: Duration, json: Duration) {
        let encoder = JSONEncoder()
        let dsl = best(of: 3, "DSLPrinter", expecting: texts) { messages.map { DSLPrinter.print($0) } }
        let json = try best(of: 3, "JSONEncoder", expecting: jsons) { try messages.map { try encoder.encode($0) } }
        return (dsl, json)
    }
}
