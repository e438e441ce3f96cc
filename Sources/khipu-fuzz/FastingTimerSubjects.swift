import FastingTimer

// One file per domain: each module has its own `Message` and `AppState`.
enum FastingTimerSubjects {
    static var all: [RoundTripSubject] {[
        RoundTripSubject("FastingTimer.Message", Message.self, exposedTypes: FastingTimerDomain.definition.exposedTypes),
        RoundTripSubject("FastingTimer.AppState", AppState.self),
    ]}
}
