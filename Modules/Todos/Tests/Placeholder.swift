import Testing

@Test func placeholderTodos() { #expect(true) }
