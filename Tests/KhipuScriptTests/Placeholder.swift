import Testing

@Test func placeholderKhipuScriptTests() { #expect(true) }
