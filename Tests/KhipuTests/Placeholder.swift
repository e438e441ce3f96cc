import Testing

@Test func placeholderKhipuTests() { #expect(true) }
