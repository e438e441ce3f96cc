import Lighting

// One file per domain: each module has its own `Message` and `AppState`.
enum LightingSubjects {
    static var all: [RoundTripSubject] {[
        RoundTripSubject("Lighting.Message", Message.self, exposedTypes: LightingDomain.definition.exposedTypes),
        RoundTripSubject("Lighting.AppState", AppState.self),
    ]}
}
