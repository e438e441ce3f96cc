import Khipu
import Testing

@Suite("DomainHost lifetime")
struct DomainHostLifetimeTests {
    /// Something the domain holds, to see when the domain is let go.
    final class Held {}

    /// A definition whose domain holds `held` and hands its root handler to `keepOutput`.
    private func definition(holding held: Held, keepOutput: @escaping (@escaping Output<NotesMessage>) -> Void) -> AppDomainDefinition<NotesMessage, Counter> {
        AppDomainDefinition(
            name: "held",
            summary: "a domain that holds an object, for tests",
            exposedTypes: [],
            initialState: { Counter() },
            createAppDomain: { _, receivers, output in
                keepOutput(output)
                return createAppCore(receivers: receivers, features: [{ message in
                    _ = held
                    if case .note(let text) = message, text == "ping" { output(.note("pong")) }
                }])
            }
        )
    }

    @Test("a host that goes away lets go of its domain, though the domain's output feeds back into it")
    func releasesDomain() throws {
        weak var heldByDomain: Held?
        do {
            let held = Held()
            heldByDomain = held
            let host = DomainHost(definition: definition(holding: held) { _ in })
            try host.send(.note("ping"))
            #expect(host.takeOutputs() == [.note("pong")])
        }
        #expect(heldByDomain == nil)
    }

    @Test("output emitted after the host went away is dropped, not processed and not a crash")
    func outputAfterHostIsGone() throws {
        nonisolated(unsafe) var kept: Output<NotesMessage>?
        weak var heldByDomain: Held?
        do {
            let held = Held()
            heldByDomain = held
            let host = DomainHost(definition: definition(holding: held) { kept = $0 })
            try host.send(.note("ping"))
        }
        #expect(heldByDomain == nil)
        kept?(.note("ping"))
        #expect(kept != nil)
    }
}
