import Chat
import Counter
import FastingTimer
import Khipu
import KhipuScript
import Life
import Lighting
import OvoTimer
import Pendulums
import Projects
import Snake
import Todos

/// The seed apps under `Modules/`, the one list of them: the `khipu` executable, the fuzz
/// target and the tests all take their domains from here, in the tool's order (Todos
/// first: the default domain).
package enum ExampleDomains {
    /// Every example domain, for the interpreter.
    package static var all: [KhipuDomain] { map(ErasedDomain()) }

    /// Hands every example domain's definition, with its `Message` and state types, to
    /// `mapping`: for code that needs the types, not only the erased domain.
    package static func map<Mapping: ExampleDomainMapping>(_ mapping: Mapping) -> [Mapping.Result] {
        [
            mapping.map { TodosDomain.definition },
            mapping.map { ProjectsDomain.definition },
            mapping.map { CounterDomain.definition },
            mapping.map { FastingTimerDomain.definition },
            mapping.map { OvoTimerDomain.definition },
            mapping.map { LightingDomain.definition },
            mapping.map { ChatDomain.definition },
            mapping.map { LifeDomain.definition },
            mapping.map { SnakeDomain.definition },
            mapping.map { PendulumsDomain.definition },
        ]
    }
}

private struct ErasedDomain: ExampleDomainMapping {
    func map<Message: SendableMetatype, State: SendableMetatype>(_ definition: @escaping @Sendable () -> AppDomainDefinition<Message, State>) -> KhipuDomain {
        KhipuDomain(definition())
    }
}
