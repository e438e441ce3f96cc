import Foundation
import Khipu
import KhipuDSL
import KhipuScript
import KhipuTestSupport
import Testing

/// A probe domain that holds time: a `Duration` set by a message and the `Date` it was set.
@DSL
enum PaceMessage: Codable, Equatable, Sendable {
    /// Sets the pace; answered with `.paced`.
    case setPace(Duration)
    /// The pace, and when it was set.
    case paced(Duration, at: Date)
}

@DSL
struct PaceState: Alterable, Codable, Equatable, Sendable {
    @DSL
    enum Change: Codable, Equatable, Sendable {
        case pace(Duration, at: Date)
    }

    let pace: Duration
    let best: Duration?
    let setAt: Date?

    func alter(_ changes: Change...) -> Self {
        changes.reduce(self) { state, change in
            switch change {
            case .pace(let pace, let date): Self(pace: pace, best: min(state.best ?? pace, pace), setAt: date)
            }
        }
    }
}

enum PaceDomain {
    static var definition: AppDomainDefinition<PaceMessage, PaceState> {
        AppDomainDefinition(
            name: "pace",
            summary: "A pace and when it was set (a test domain).",
            exposedTypes: [PaceState.self],
            initialState: { PaceState(pace: .seconds(300), best: nil, setAt: nil) },
            createAppDomain: { store, receivers, output in
                createAppCore(receivers: receivers, features: [{ message in
                    guard case .setPace(let pace) = message else { return }
                    let now = KhipuEnvironment.current.now()
                    store.change(.pace(pace, at: now))
                    output(.paced(pace, at: now))
                }])
            }
        )
    }
}

/// `Duration` and `Date` in `expect` comparisons (issue 33, item 3).
@Suite("Time in expectations")
struct TimeComparisonTests {
    private func run(_ lines: [String]) async throws -> [StatementOutcome] {
        try await ScriptSession(KhipuDomain(PaceDomain.definition)).run(lines)
    }

    @Test("durations compare with ==, !=, <, <=, > and >= in any unit, optionals looked through")
    func durations() async throws {
        let outcomes = try await run([
            ".setPace(.seconds(90))",
            "expect .paced(.milliseconds(90000), at: _)",
            "expect state.pace == .seconds(90)",
            "expect state.pace == .seconds(90.0)",
            "expect state.pace != .seconds(91)",
            "expect state.pace < .seconds(91)",
            "expect state.pace <= .milliseconds(90000)",
            "expect state.pace > .nanoseconds(89999999999)",
            "expect .seconds(60) < state.pace",
            "expect state.best >= .zero",
            "expect state.pace < .seconds(60)",
        ])
        #expect(outcomes.map(\.failed) == [false, false, false, false, false, false, false, false, false, false, true])
        #expect(outcomes.last?.texts.joined().contains(".seconds(90)") == true, "\(outcomes.last?.texts ?? [])")
    }

    @Test("dates compare with the session's clock and ISO-8601 text")
    func dates() async throws {
        let outcomes = try await run([
            ".setPace(.seconds(90))",
            "expect state.setAt == .now",
            #"expect state.setAt < "2024-06-16T09:00:01Z""#,
            #"expect state.setAt >= "2024-06-16T09:00:00Z""#,
            ":clock advance 1h",
            "expect state.setAt < .now",
            #"expect state.setAt > "2024-06-16T10:00:00Z""#,
        ])
        #expect(outcomes.map(\.failed) == [false, false, false, false, false, false, true])
    }

    @Test("a duration that is not one is a diagnostic naming Swift's spellings")
    func badDuration() async throws {
        let outcomes = try await run(["expect state.pace == 90"])
        #expect(outcomes[0].failed)
        #expect(outcomes[0].texts.joined().contains(".seconds(90), .milliseconds(250)"), "\(outcomes[0].texts)")
    }
}
