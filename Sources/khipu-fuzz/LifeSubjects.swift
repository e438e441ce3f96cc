import Life

// One file per domain: each module has its own `Message` and `AppState`.
enum LifeSubjects {
    static var all: [RoundTripSubject] {[
        RoundTripSubject("Life.Message", Message.self, exposedTypes: LifeDomain.definition.exposedTypes),
        RoundTripSubject("Life.AppState", AppState.self),
    ]}
}
