import Foundation
import Khipu
import Testing

/// What work emits straight to the domain's output after its wait came due on the live
/// clock (a ticker's tick) is a later answer too, as a clock move would bring it.
@Suite("A tick on the live clock")
struct LiveTickTests {
    @Test("A tick on the live clock, emitted by work whose sleep came due, is marked as a later answer")
    func tickIsLater() async throws {
        let environment = KhipuEnvironment.live()
        let emitted = AsyncStream<Void>.makeStream()
        let definition = AppDomainDefinition<NotesMessage, Counter>(
            name: "ticks", summary: "a tick after a real millisecond", exposedTypes: [], initialState: { Counter() },
            createAppDomain: { _, receivers, output in
                let tick = UncheckedSendable(output)
                return createAppCore(receivers: receivers, features: [{ message in
                    guard case .later(let text) = message else { return }
                    KhipuEnvironment.current.perform {
                        await KhipuEnvironment.current.sleep(for: .milliseconds(1))
                        tick.value(.note(text))
                        emitted.continuation.yield()
                    }
                }])
            })
        let host = DomainHost(definition: definition, environment: environment)
        try host.send(.later("tick"))
        for await _ in emitted.stream { break }
        #expect(host.takeOutputs() == [.note("tick")])
        #expect(host.originsOfTakenOutputs()[0]?.isLater == true)
        // Due 1 ms after the message that started its work, however late it woke.
        #expect(host.originsOfTakenOutputs()[0]?.slept == .milliseconds(1))
    }
}
