import Foundation
import Testing

@testable import KhipuDSL

/// The byte printer behind one-line printing: it prints the values synthesized `Codable`
/// encodes itself, without handing them to the tree printer, and the same bytes the tree
/// printer would.
@Suite("One-line printing into bytes")
struct CompactPrinterTests {
    @Test(arguments: 0..<100)
    func printsGeneratedValuesAsTheTreeDoes(seed: Int) throws {
        var generator = SampleGenerator(seed: UInt64(seed))
        let sample = generator.sample()
        let bytes = try #require(CompactPrinter.text(of: sample), "the byte printer gave the value up")
        #expect(try bytes == DSLPrinter.printedNode(sample).compact)
    }

    @Test(arguments: EveryValueTypeTests.samples.indices)
    func printsEveryValueTypeAsTheTreeDoes(index: Int) throws {
        let value = EveryValueTypeTests.samples[index]
        let bytes = try #require(CompactPrinter.text(of: value), "the byte printer gave the value up")
        #expect(try bytes == DSLPrinter.printedNode(value).compact)
    }

    @Test func aKeyWrittenTwiceGoesToTheTreePrinterWhichKeepsTheLast() {
        #expect(CompactPrinter.text(of: TwiceKeyed()) == nil)
        #expect(DSLPrinter.print(TwiceKeyed()).hasSuffix("TwiceKeyed(a: 2)"))
    }
}

/// Encodes its one key twice, which synthesized `Codable` never does.
struct TwiceKeyed: Encodable {
    enum CodingKeys: String, CodingKey { case a }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(1, forKey: .a)
        try container.encode(2, forKey: .a)
    }
}
