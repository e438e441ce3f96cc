#if Benchmarks
import Foundation
import KhipuDSL
import Todos

// Decodes the same 100,000 Todos messages from DSL text and from JSON, encodes them both
// ways, and prints the times and their ratios. Run in release:
// `swift run -c release khipu-benchmarks [count]` (build the `khipu` product too for the start-up figure).

// For measuring start-up alone: `khipu run` of a one-line script against a hello world.
if ProcessInfo.processInfo.environment["KHIPU_BENCHMARKS_STARTUP_ONLY"] != nil {
    StartupBenchmark.report()
    exit(0)
}

// For measuring the interpreter alone: only the script overhead figure.
if ProcessInfo.processInfo.environment["KHIPU_BENCHMARKS_OVERHEAD_ONLY"] != nil {
    try await ScriptOverheadBenchmark.report()
    exit(0)
}

// For measuring `khipu explore` alone: statements explored per second on Todos.
if ProcessInfo.processInfo.environment["KHIPU_BENCHMARKS_EXPLORE_ONLY"] != nil {
    try await ExploreBenchmark.report()
    exit(0)
}

// For profiling the store alone, e.g. under `perf record`.
if ProcessInfo.processInfo.environment["KHIPU_BENCHMARKS_STORE_ONLY"] != nil {
    try StoreBenchmark.report()
    exit(0)
}

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? BenchmarkScale.pick(100_000, smoke: 500)
let runs = BenchmarkScale.pick(5, smoke: 1)
let fewerRuns = BenchmarkScale.pick(3, smoke: 1)
let messages = TodoMessageCorpus.make(count: count)
let texts = messages.map { DSLPrinter.print($0) }
let encoder = JSONEncoder()
let jsons = try messages.map { try encoder.encode($0) }
let dslBytes = texts.reduce(0) { $0 + $1.utf8.count }
let jsonBytes = jsons.reduce(0) { $0 + $1.count }

let context = DSLDecodingContext(resolver: nil, types: [], now: { Date() })
let dslDecoder = DSLValueDecoder(context: context)
let jsonDecoder = JSONDecoder()

/// Parses and decodes every text: a function of its own, so that a profiler can count
/// this part alone, e.g. `valgrind --tool=callgrind --toggle-collect='*decodeTexts*'`.
@inline(never)
func decodeTexts(_ texts: [String], with decoder: DSLValueDecoder) throws -> [Message] {
    try texts.map { try decoder.decode(Message.self, fromText: $0) }
}

// For counting instructions of the DSL side alone: decode once, check, and stop.
if ProcessInfo.processInfo.environment["KHIPU_BENCHMARKS_DSL_ONLY"] != nil {
    let decoded = try decodeTexts(texts, with: dslDecoder)
    precondition(decoded == messages, "DSL gave different values")
    print("decoded \(count) messages from DSL text once")
    exit(0)
}

let (dsl, json) = try bestInTurn(
    of: runs,
    ("DSL", messages, { try decodeTexts(texts, with: dslDecoder) }),
    ("JSON", messages, { try jsons.map { try jsonDecoder.decode(Message.self, from: $0) } })
)
// The whole syntax tree first, then decoding it: what reading straight from the text saves.
let tree = try best(of: fewerRuns, "DSL through the tree", expecting: messages) {
    try texts.map { try dslDecoder.decode(Message.self, from: try DSLParser.parseExpression($0)) }
}
// The same decoder without `@DSL`'s `DSLConstructible`: what the fast path saves.
let codableDecoder = DSLValueDecoder(context: context, fastConstruction: false)
let dslCodable = try best(of: fewerRuns, "DSL through Codable", expecting: messages) {
    try texts.map { try codableDecoder.decode(Message.self, from: try DSLParser.parseExpression($0)) }
}
let encoding = try EncodeBenchmark.run(messages, texts: texts, jsons: jsons, runs: runs)

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func perMessage(_ duration: Duration) -> Double {
    seconds(duration) / Double(count) * 1e6
}

print("messages: \(count) (DSL \(dslBytes / 1024) KiB, JSON \(jsonBytes / 1024) KiB); best of \(runs) run in turn with JSON (\(fewerRuns) through the tree and through Codable)")
print(String(format: "DSL text → typed (parse + decode): %8.3f s  %6.2f µs/message", seconds(dsl), perMessage(dsl)))
print(String(format: "  the same through the tree      : %8.3f s  %6.2f µs/message", seconds(tree), perMessage(tree)))
print(String(format: "  the same through Codable        : %8.3f s  %6.2f µs/message", seconds(dslCodable), perMessage(dslCodable)))
print(String(format: "JSONDecoder                      : %8.3f s  %6.2f µs/message", seconds(json), perMessage(json)))
print(String(format: "ratio JSON / DSL: %.2f× (decode; goal: ≥ 8×)", seconds(json) / seconds(dsl)))
print(String(format: "typed → DSL text (DSLPrinter)    : %8.3f s  %6.2f µs/message", seconds(encoding.dsl), perMessage(encoding.dsl)))
print(String(format: "JSONEncoder                      : %8.3f s  %6.2f µs/message", seconds(encoding.json), perMessage(encoding.json)))
print(String(format: "ratio JSON / DSL (encode): %.2f× (goal: ≥ 4×)", seconds(encoding.json) / seconds(encoding.dsl)))
// For profiling the codecs alone, e.g. under callgrind.
if ProcessInfo.processInfo.environment["KHIPU_BENCHMARKS_CODECS_ONLY"] != nil { exit(0) }

try StoreBenchmark.report()
try await ScriptOverheadBenchmark.report()
try await ExploreBenchmark.report()
StartupBenchmark.report()
if BenchmarkScale.isSmoke {
    print("smoke pass: every benchmark ran once at a small size and gave the results it must; its times mean nothing")
}
#else
// Built without the Benchmarks trait (what `swift build` and `swift test` build): a stub that
// says how to build the real one.
import Foundation

FileHandle.standardError.write(Data("khipu-benchmarks was built without the Benchmarks trait: swift run -c release --traits Benchmarks khipu-benchmarks\n".utf8))
exit(2)
#endif
