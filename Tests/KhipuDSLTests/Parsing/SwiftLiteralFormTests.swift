import KhipuDSL
import Testing

/// Swift's other literal forms: dictionary literals, integers in other radixes, raw
/// strings and `/* … */` comments, in expressions and in the statement splitter.
@Suite("Swift's other literal forms")
struct SwiftLiteralFormTests {
    @Test(arguments: [
        (#"["daily": 500, "monthly": 2_000]"#, #"["daily": int:500, "monthly": int:2000]"#),
        ("[:]", "[:]"),
        ("[ :\n]", "[:]"),
        (#"[.eur: [1], .chf: [],]"#, "[.eur: [int:1], .chf: []]"),
        ("[1: 2]", "[int:1: int:2]"),
        ("0xFF", "int:0xFF"),
        ("-0x8_0", "int:-0x80"),
        ("0o17", "int:0o17"),
        ("0b1010_1010", "int:0b10101010"),
        (##"#"C:\path\n"#"##, #""C:\\path\\n""#),
        (###"##"a "#" b"##"###, ##""a \"#\" b""##),
        (##"#"tab\#there"#"##, #""tab\there""#),
        (##"#"\#u{1F600}"#"##, #""😀""#),
        (".a(/* note */ 1)", ".a(int:1)"),
        (".a(1 /* a /* nested */ comment */, 2)", ".a(int:1, int:2)"),
        ("/* before */ x", "x"),
        ("state.balances[\"Cash\"]", #"state.balances["Cash"]"#),
        ("x[y.z]", "x[y.z]"),
        ("_", "_"),
    ])
    func parses(source: String, sketch: String) throws {
        #expect(ParsingFixtures.sketch(try DSLParser.parseExpression(source)) == sketch)
    }

    @Test(arguments: [
        (MarkedSource(##"«#"abc"»"##), "unterminated raw string literal"),
        (MarkedSource(##"#"a«\#(»x)"#"##), "string interpolation is not supported"),
        (MarkedSource("«0xG»"), "is not a valid hexadecimal number"),
        (MarkedSource("[1: 2, 3«]»"), "expected ':' after a dictionary key"),
    ])
    func malformed(source: MarkedSource, message: String) {
        let diagnostic = ParsingFixtures.diagnostic(parsing: source.text)
        #expect(diagnostic?.message.contains(message) == true, "\(diagnostic?.message ?? "parsed")")
        #expect(diagnostic?.range == source.range)
    }
}
