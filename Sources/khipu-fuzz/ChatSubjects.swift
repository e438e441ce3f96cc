import Chat

// One file per domain: each module has its own `Message` and `AppState`.
enum ChatSubjects {
    static var all: [RoundTripSubject] {[
        RoundTripSubject("Chat.Message", Message.self, exposedTypes: ChatDomain.definition.exposedTypes),
        RoundTripSubject("Chat.AppState", AppState.self),
    ]}
}
