import Counter
import Khipu
import Testing

@Suite("CounterDomain")
struct CounterDomainSpec {
    @Test("CounterDomain, definition, is named counter and has a summary")
    func nameAndSummary() {
        #expect(CounterDomain.definition.name == "counter")
        #expect(!CounterDomain.definition.summary.isEmpty)
    }

    @Test("CounterDomain, definition, exposes the counter and the app state")
    func exposedTypes() {
        let names = CounterDomain.definition.exposedTypes.map { String(describing: $0) }
        #expect(Set(names) == ["DeclarativeCounter", "AppState"])
    }

    @Test("CounterDomain, definition, starts at zero")
    func initialState() {
        #expect(CounterDomain.definition.initialState() == AppState())
    }
}
