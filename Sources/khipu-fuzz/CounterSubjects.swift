import Counter

// One file per domain: each module has its own `Message` and `AppState`.
enum CounterSubjects {
    static var all: [RoundTripSubject] {[
        RoundTripSubject("Counter.Message", Message.self, exposedTypes: CounterDomain.definition.exposedTypes),
        RoundTripSubject("Counter.AppState", AppState.self),
    ]}
}
