import Chat
import Counter
import FastingTimer
import Khipu
import KhipuDSL
import KhipuTestSupport
import KhipuScript
import Life
import Lighting
import OvoTimer
import Projects
import Testing
import Todos

/// One of the eight example domains, with its `Message` and state types opened.
struct DomainUnderTest: CustomTestStringConvertible, @unchecked Sendable {
    let name: String
    /// Runs the round-trip check over `count` messages and `count` states.
    let check: (_ count: Int) -> [(type: String, report: RoundTripCheck.Report)]

    var testDescription: String { name }

    init<Message: Codable, State: Codable>(
        _ definition: @escaping @Sendable () -> AppDomainDefinition<Message, State>,
        custom: @escaping @Sendable () -> [ObjectIdentifier: SchemaValueGenerator.Custom] = { [:] }
    ) {
        name = definition().name
        check = { count in
            let roundTrip = RoundTripCheck(custom: custom())
            return [
                (DSLTypeName.of(Message.self), roundTrip.run(Message.self, count: count)),
                (DSLTypeName.of(State.self), roundTrip.run(State.self, count: count, firstSeed: 1_000_000)),
            ]
        }
    }

    static let all: [DomainUnderTest] = [
        DomainUnderTest { TodosDomain.definition },
        DomainUnderTest { ProjectsDomain.definition },
        DomainUnderTest { CounterDomain.definition },
        DomainUnderTest { OvoTimerDomain.definition },
        // The reducer's state is held in a wrapper that is coded as the state it wraps.
        DomainUnderTest({ FastingTimerDomain.definition }, custom: {
            [ObjectIdentifier(FastingTimer.AppState.self): { generator, depth in generator.text(for: TimerState.self, depth: depth) }]
        }),
        DomainUnderTest { ChatDomain.definition },
        DomainUnderTest { LifeDomain.definition },
        DomainUnderTest { LightingDomain.definition },
    ]
}
