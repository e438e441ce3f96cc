import Khipu

/// The Projectster domain as the `khipu` tool and other hosts see it.
public enum ProjectsDomain {
    public static var definition: AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "projects",
            summary: "Projectster: projects with tasks, a leader, collaborators and a date; add, remove and update them.",
            exposedTypes: [
                Project.self, ProjectTask.self, ProjectMember.self, ProjectDate.self,
                Project.Leading.self, ProjectTask.State.self, AppState.self,
            ],
            initialState: { AppState() },
            createAppDomain: { store, receivers, rootHandler in
                createAppDomain(store: store, receivers: receivers, rootHandler: rootHandler)
            }
        )
    }
}
