import Foundation
import Khipu
import KhipuTestSupport
import Testing

/// The rules of time for a reducer domain's middlewares (DESIGN.md, "Time"): each
/// follow-up is dispatched when its own middleware returns; work waiting on the clock is
/// not busy; a clock move runs what comes due in time order; a timer can be cancelled,
/// and a middleware that woke reads the state as it is then.
@Suite("Middlewares in time")
struct MiddlewareTimeTests {
    /// A kitchen on a fixed clock, hosted as the tool hosts it.
    struct Kitchen {
        let environment = KhipuEnvironment.fixed()
        let host: DomainHost<KitchenMessage, ReducedState<KitchenState>>

        init(paymentMode: String? = nil) {
            if let paymentMode { environment.setGatewayMode(paymentMode, of: KitchenDomain.payment.name) }
            host = DomainHost(definition: KitchenDomain.definition, environment: environment)
        }

        /// Sends and waits until the step ends; returns what came out.
        func send(_ action: KitchenAction) async throws -> [KitchenMessage] {
            try host.send(.kitchen(action))
            #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
            return host.takeOutputs()
        }

        /// Moves the clock on and returns what came out on the way.
        func advance(_ seconds: TimeInterval) async throws -> [KitchenMessage] {
            try await environment.stepClock(by: .seconds(seconds), quietTimeout: .seconds(60))
            return host.takeOutputs()
        }

        func status(_ table: String) -> KitchenOrder.Status? { host.state.state.status(of: table) }
    }

    @Test("Middlewares in time, a dispatch whose answers wait on the clock, ends at once with both waiting")
    func dispatchEndsAtOnce() async throws {
        let kitchen = Kitchen()
        #expect(try await kitchen.send(.place(table: "T3")).isEmpty)
        #expect(kitchen.status("T3") == .waiting)
        let start = kitchen.environment.now()
        let waiting = kitchen.environment.waitingWork
        #expect(waiting.map(\.dueAt) == [start.addingTimeInterval(2), start.addingTimeInterval(900)])
        #expect(waiting.map(\.timer) == [nil, "\"expiry-T3\""])
        #expect(waiting.allSatisfy { $0.startedBy == ".place(table: \"T3\")" })
    }

    @Test("Middlewares in time, the gateway's answer, comes after 2 s without waiting for the 15-minute timer")
    func gatewayAnswersFirst() async throws {
        let kitchen = Kitchen()
        _ = try await kitchen.send(.place(table: "T3"))
        #expect(try await kitchen.advance(1.9).isEmpty)
        #expect(try await kitchen.advance(0.1) == [.kitchen(.paid(table: "T3"))])
        #expect(kitchen.status("T3") == .paid)
        #expect(try await kitchen.advance(15 * 60 - 2.5).isEmpty)
        #expect(try await kitchen.advance(0.5) == [.kitchen(.expired(table: "T3"))])
        #expect(kitchen.status("T3") == .expired)
        #expect(kitchen.environment.waitingWork.isEmpty)
    }

    @Test("Middlewares in time, one long clock move, runs everything due on the way in time order")
    func oneMoveRunsAllInOrder() async throws {
        let kitchen = Kitchen()
        _ = try await kitchen.send(.place(table: "T1"))
        _ = try await kitchen.advance(60)
        _ = try await kitchen.send(.place(table: "T2"))
        #expect(try await kitchen.advance(3600) == [
            .kitchen(.paid(table: "T2")), .kitchen(.expired(table: "T1")), .kitchen(.expired(table: "T2")),
        ])
    }

    @Test("Middlewares in time, answers due at the same time, come in the order their work started, every run")
    func tiesInStartOrder() async throws {
        for _ in 0..<20 {
            let kitchen = Kitchen()
            try kitchen.host.send(.kitchen(.place(table: "T1")))
            try kitchen.host.send(.kitchen(.place(table: "T2")))
            try kitchen.host.send(.kitchen(.place(table: "T3")))
            #expect(await kitchen.environment.waitUntilQuiet(timeout: .seconds(60)))
            #expect(try await kitchen.advance(2) == ["T1", "T2", "T3"].map { .kitchen(.paid(table: $0)) })
        }
    }

    @Test("Middlewares in time, a cancelled timer, never fires and leaves nothing waiting")
    func cancelledTimerNeverFires() async throws {
        let kitchen = Kitchen()
        _ = try await kitchen.send(.place(table: "T3"))
        _ = try await kitchen.advance(2)
        #expect(try await kitchen.send(.serve(table: "T3")).isEmpty)
        #expect(kitchen.environment.waitingWork.isEmpty)
        #expect(try await kitchen.advance(3600).isEmpty)
        #expect(kitchen.status("T3") == .served)
    }

    @Test("Middlewares in time, a middleware that woke, reads the state as it is then")
    func wokenMiddlewareReadsCurrentState() async throws {
        // Declined 2 s after the order, which the expiry middleware (called while it was
        // waiting) only learns from the state when it wakes.
        let kitchen = Kitchen(paymentMode: "failing")
        _ = try await kitchen.send(.place(table: "T3"))
        #expect(try await kitchen.advance(2) == [.kitchen(.declined(table: "T3"))])
        #expect(try await kitchen.advance(900).isEmpty)
        #expect(kitchen.status("T3") == .declined)
    }

    @Test("Middlewares in time, a timer started again under its id, restarts")
    func timerRestarts() async throws {
        let environment = KhipuEnvironment.fixed()
        let woke = Recorder<Bool>()
        for _ in 0..<2 {
            environment.perform { woke.record(await KhipuEnvironment.current.sleep(for: .seconds(10), timer: "t")) }
            #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        }
        try await environment.stepClock(by: .seconds(10), quietTimeout: .seconds(60))
        #expect(woke.values == [false, true])
    }

    @Test("Middlewares in time, on the live clock, the gateway answers without the timer and the timer cancels")
    func liveClock() async throws {
        let environment = KhipuEnvironment.live()
        let answers = Recorder<String>()
        let answered = AsyncStream<Void>.makeStream()
        let feature = KhipuEnvironment.$current.withValue(environment) {
            createReducerFeature(
                store: createInMemoryStore { ReducedState(KitchenState(orders: [])) },
                middlewares: [
                    { _, action, _ in
                        guard case .place(let table) = action else { return nil }
                        await KhipuEnvironment.current.sleep(for: .milliseconds(20))
                        return .paid(table: table)
                    },
                    { _, action, _ in
                        guard case .place(let table) = action else { return nil }
                        return await KhipuEnvironment.current.sleep(for: .seconds(3600), timer: table) ? .expired(table: table) : nil
                    },
                ],
                dependencies: (),
                mapping: ActionMapping<KitchenMessage, KitchenAction>(action: { if case .kitchen(let a) = $0 { a } else { nil } }, message: { .kitchen($0) }),
                output: {
                    answers.record("\($0)")
                    answered.continuation.yield()
                })
        }
        KhipuEnvironment.$current.withValue(environment) { feature(.kitchen(.place(table: "T9"))) }
        // Waits for the answer itself: a wait bounded in time would race a busy machine.
        for await _ in answered.stream { break }
        #expect(answers.values == ["\(KitchenMessage.kitchen(.paid(table: "T9")))"])
        #expect(environment.waitingWork.map(\.timer) == ["\"T9\""])
        #expect(environment.cancelTimer("T9"))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(environment.waitingWork.isEmpty)
        #expect(answers.values.count == 1)
    }
}
