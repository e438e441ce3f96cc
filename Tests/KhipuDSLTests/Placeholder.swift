import Testing

@Test func placeholderKhipuDSLTests() { #expect(true) }
