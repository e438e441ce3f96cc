import Foundation
import Khipu
import KhipuTestSupport
import Testing

@Suite("DomainHost")
struct DomainHostTests {
    @Test("a sent message is processed at once; the domain's output is recorded and fed back")
    func feedback() throws {
        let received = Recorder<NotesMessage>()
        let host = DomainHost(definition: makeNotesDefinition(), receivers: [received.record])

        try host.send(.increment)

        #expect(host.state.value == 1)
        #expect(host.takeOutputs() == [.incremented(to: 1)])
        // Receivers see the sent message, then the output fed back into the domain.
        #expect(received.values == [.increment, .incremented(to: 1)])
    }

    @Test("takeOutputs returns each output once")
    func takeOutputsEmpties() throws {
        let host = DomainHost(definition: makeNotesDefinition())
        try host.send(.increment)
        try host.send(.increment)
        #expect(host.takeOutputs() == [.incremented(to: 1), .incremented(to: 2)])
        #expect(host.takeOutputs() == [])
    }

    @Test("a message that sets off nothing leaves no output")
    func noOutput() throws {
        let host = DomainHost(definition: makeNotesDefinition())
        try host.send(.note("unanswered"))
        #expect(host.takeOutputs().isEmpty)
    }

    @Test("messages are processed first in, first out: an output's answers come after its siblings")
    func fifoOrdering() throws {
        let received = Recorder<NotesMessage>()
        let host = DomainHost(
            definition: makeNotesDefinition(answers: ["start": ["a", "b"], "a": ["a1", "a2"], "b": ["b1"], "a1": ["a1x"]]),
            receivers: [received.record]
        )

        try host.send(.note("start"))

        let expected: [NotesMessage] = ["a", "b", "a1", "a2", "b1", "a1x"].map { .note($0) }
        #expect(host.takeOutputs() == expected)
        #expect(received.values == [.note("start")] + expected)
    }

    @Test("a long chain of feedback is processed without deep recursion")
    func longChain() throws {
        let chain = (0..<5_000).map { "\($0)" }
        let answers = Dictionary(uniqueKeysWithValues: zip(chain, chain.dropFirst().map { [$0] }))
        let host = DomainHost(definition: makeNotesDefinition(answers: answers))

        try host.send(.note("0"))

        #expect(host.takeOutputs().count == 4_999)
    }

    @Test("outputs of asynchronous work are recorded and fed back once the environment is quiet")
    func outputsFromBackgroundTask() async throws {
        let environment = KhipuEnvironment.fixed()
        let host = DomainHost(
            definition: makeNotesDefinition(answers: ["ping": ["pong"]]),
            environment: environment
        )

        try host.send(.later("ping"))
        #expect(await environment.waitUntilQuietInTest())

        #expect(host.takeOutputs() == [.note("ping"), .note("pong")])
    }

    @Test("many asynchronous outputs at once are all processed, one at a time")
    func manyBackgroundOutputs() async throws {
        let environment = KhipuEnvironment.fixed()
        let host = DomainHost(definition: makeNotesDefinition(), environment: environment)

        for _ in 0..<100 {
            try host.send(.incrementLater)
        }
        #expect(await environment.waitUntilQuietInTest())

        #expect(host.state.value == 100)
        let outputs = host.takeOutputs()
        #expect(outputs.filter { $0 == .increment }.count == 100)
        // One message at a time: every count from 1 to 100 was reported exactly once.
        let counts = outputs.compactMap { if case .incremented(let value) = $0 { value } else { nil } }
        #expect(counts.sorted() == Array(1...100))
    }

    @Test("given an environment, the host binds it whenever the domain runs")
    func bindsGivenEnvironment() async throws {
        let environment = KhipuEnvironment.fixed()
        let sawHostEnvironment = Recorder<Bool>()
        let host = DomainHost(
            definition: makeNotesDefinition(),
            receivers: [{ _ in sawHostEnvironment.record(KhipuEnvironment.current === environment) }],
            environment: environment
        )

        try host.send(.later("from a task"))
        #expect(await environment.waitUntilQuietInTest())

        #expect(sawHostEnvironment.values == [true, true])
    }

    @Test("without an environment, the domain sees the caller's current one")
    func usesCallersEnvironment() throws {
        let environment = KhipuEnvironment.fixed()
        let sawCallerEnvironment = Recorder<Bool>()
        let host = DomainHost(
            definition: makeNotesDefinition(),
            receivers: [{ _ in sawCallerEnvironment.record(KhipuEnvironment.current === environment) }]
        )

        try KhipuEnvironment.$current.withValue(environment) {
            try host.send(.increment)
        }

        #expect(sawCallerEnvironment.values == [true, true])
    }

    @Test("a feedback loop stops at the message limit with an error; the host keeps working")
    func loopCap() throws {
        let host = DomainHost(
            definition: makeNotesDefinition(answers: ["ping": ["pong"], "pong": ["ping"]]),
            messageLimit: 100
        )

        let error = #expect(throws: DomainHostError.self) { try host.send(.note("ping")) }

        #expect(error == .messageLimitExceeded(limit: 100, dropped: 1, lastMessage: "\(NotesMessage.note("pong"))"))
        #expect(error?.description.contains("100") == true)
        #expect(host.takeOutputs().count == 100)

        try host.send(.increment)
        #expect(host.takeOutputs() == [.incremented(to: 1)])
    }

    @Test("the default message limit is 10 000")
    func defaultLimit() throws {
        let host = DomainHost(definition: makeNotesDefinition(answers: ["ping": ["pong"], "pong": ["ping"]]))
        #expect(host.messageLimit == 10_000)
        #expect(throws: DomainHostError.self) { try host.send(.note("ping")) }
        #expect(host.takeOutputs().count == 10_000)
    }

    @Test("a loop set off by asynchronous work is stopped and handed out by takeErrors")
    func backgroundLoopCap() async throws {
        let environment = KhipuEnvironment.fixed()
        let host = DomainHost(
            definition: makeNotesDefinition(answers: ["ping": ["pong"], "pong": ["ping"]]),
            environment: environment,
            messageLimit: 50
        )

        try host.send(.later("ping"))
        #expect(await environment.waitUntilQuietInTest())

        #expect(host.takeErrors().count == 1)
        #expect(host.takeErrors().isEmpty)
    }

    @Test("a message sent from inside the domain is queued, not processed re-entrantly")
    func sendFromInsideTheDomain() throws {
        let hostBox = HostBox()
        let received = Recorder<NotesMessage>()
        let reentrant: Input<NotesMessage> = { message in
            received.record(message)
            if message == .note("inside") { try? hostBox.host?.send(.increment) }
        }
        let host = DomainHost(definition: makeNotesDefinition(), receivers: [reentrant])
        hostBox.host = host

        try host.send(.note("inside"))

        #expect(received.values == [.note("inside"), .increment, .incremented(to: 1)])
        #expect(host.state.value == 1)
    }

    @Test("reset goes back to the initial state")
    func reset() throws {
        let host = DomainHost(definition: makeNotesDefinition())
        try host.send(.increment)
        host.reset()
        #expect(host.state == Counter())
    }

    @Test("replaceState sets the whole state")
    func replaceState() {
        let host = DomainHost(definition: makeNotesDefinition())
        host.replaceState(with: Counter(value: 9, label: "nine"))
        #expect(host.state == Counter(value: 9, label: "nine"))
        #expect(host.store.state() == Counter(value: 9, label: "nine"))
    }

    @Test("a host over a file store persists what the domain does")
    func fileStore() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("notes.json")
            let definition = makeNotesDefinition()
            let host = DomainHost(definition: definition, storeHandle: try createFileStoreHandle(at: url, initial: definition.initialState))
            try host.send(.increment)
            try host.send(.increment)
            host.storeHandle.close()  // One writer at a time: the store is opened again below.

            let reopened = DomainHost(definition: definition, storeHandle: try createFileStoreHandle(at: url, initial: definition.initialState))
            #expect(reopened.state.value == 2)
        }
    }

    @Test("the host keeps the receivers it was given")
    func keepsReceivers() {
        let host = DomainHost(definition: makeNotesDefinition(), receivers: [{ _ in }, { _ in }])
        #expect(host.receivers.count == 2)
        #expect(host.name == "notes")
    }
}

private final class HostBox: @unchecked Sendable {
    var host: DomainHost<NotesMessage, Counter>?
}
