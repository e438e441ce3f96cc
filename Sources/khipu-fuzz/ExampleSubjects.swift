#if Fuzzing
import ExampleDomains
import Khipu

/// Every example domain's `Message` (with the types a user may build) and state.
struct ExampleSubjects: ExampleDomainMapping {
    static var all: [RoundTripSubject] { ExampleDomains.map(ExampleSubjects()).flatMap { $0 } }

    func map<Message: SendableMetatype, State: SendableMetatype>(_ definition: @escaping @Sendable () -> AppDomainDefinition<Message, State>) -> [RoundTripSubject] {
        [
            RoundTripSubject(String(reflecting: Message.self), Message.self, exposedTypes: definition().exposedTypes),
            RoundTripSubject(String(reflecting: State.self), State.self),
        ]
    }
}
#endif
