#if Benchmarks
import Foundation
import KhipuDSL
import Todos

/// Encodes the same messages as DSL text (`DSLPrinter`) and as JSON (`JSONEncoder`), best
/// of `runs` each, run in turn; every run must give the texts the decode benchmark reads.
enum EncodeBenchmark {
    static func run(_ messages: [Message], texts: [String], jsons: [Data], runs: Int) throws -> (dsl: Duration, json: Duration) {
        let encoder = JSONEncoder()
        // JSONEncoder's key order may differ from one run to the next: compare the lengths.
        let (dsl, json) = try bestInTurn(
            of: runs,
            ("DSLPrinter", texts, { messages.map { DSLPrinter.print($0) } }),
            ("JSONEncoder", jsons.map(\.count), { try messages.map { try encoder.encode($0).count } })
        )
        return (dsl, json)
    }
}
#endif
