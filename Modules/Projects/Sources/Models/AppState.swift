import Khipu
import KhipuDSL

/// Everything Projectster keeps: its projects. Change it only through `alter`, e.g.
/// `state.alter(.add(.project(project)))`.
@DSL
public struct AppState: Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes the app state understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Adds to the state, e.g. `.add(.project(project))`.
        case add(Add)
        /// Removes from the state, e.g. `.remove(.project(project))`.
        case remove(Remove)
        /// Updates in the state, e.g. `.update(.project(project.alter(.title(to: "New title"))))`.
        case update(Update)

        /// What can be added to the state.
        @DSL
        public enum Add: Codable, Equatable, Sendable {
            /// This project as the last one; a project whose id is already there changes nothing.
            case project(Project)
        }

        /// What can be removed from the state.
        @DSL
        public enum Remove: Codable, Equatable, Sendable {
            /// The project with this project's id; an absent project changes nothing.
            case project(Project)
        }

        /// What can be updated in the state.
        @DSL
        public enum Update: Codable, Equatable, Sendable {
            /// The project with this project's id, replaced in place; an absent project changes nothing.
            case project(Project)
        }
    }

    /// The projects, in the order they were added.
    public let projects: [Project]

    /// A state without projects.
    public init() { self.init([]) }

    private init(_ ps: [Project]) { projects = ps }

    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .add(.project(p)):    Self(projects.appending(p))
        case let .remove(.project(p)): Self(projects.removing(p))
        case let .update(.project(p)): Self(projects.updating(p))
        }
    }
}
