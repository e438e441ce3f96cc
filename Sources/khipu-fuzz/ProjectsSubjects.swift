import Projects

// One file per domain: each module has its own `Message` and `AppState`.
enum ProjectsSubjects {
    static var all: [RoundTripSubject] {[
        RoundTripSubject("Projects.Message", Message.self, exposedTypes: ProjectsDomain.definition.exposedTypes),
        RoundTripSubject("Projects.AppState", AppState.self),
    ]}
}
