import Testing

@Test func placeholderREPL() { #expect(true) }
