import Testing

@Test func placeholderKhipuDSLMacrosTests() { #expect(true) }
