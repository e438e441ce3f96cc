import Todos

// One file per domain: each module has its own `Message` and `AppState`.
enum TodosSubjects {
    static var all: [RoundTripSubject] {[
        RoundTripSubject("Todos.Message", Message.self, exposedTypes: TodosDomain.definition.exposedTypes),
        RoundTripSubject("Todos.AppState", AppState.self),
    ]}
}
