import Testing

@Test func placeholderkhipuTests() { #expect(true) }
