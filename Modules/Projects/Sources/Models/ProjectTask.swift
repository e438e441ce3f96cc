import Foundation
import Khipu
import KhipuDSL

/// A piece of work in a project: a title, how far it got and who works on it. Change it
/// only through `alter`, e.g. `slugs.alter(.state(to: .inProgress), .add(.collaborator(joe)))`.
@DSL
public struct ProjectTask: Identifiable, Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes a project task understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Replaces the title, e.g. `.title(to: "Hypno Toads")`.
        case title(to: String)
        /// Moves the task to a state, e.g. `.state(to: .inProgress)`; any state may follow any other.
        case state(to: State)
        /// Adds to the task, e.g. `.add(.collaborator(joe))`.
        case add(Add)
        /// Removes from the task, e.g. `.remove(.collaborator(joe))`.
        case remove(Remove)

        /// What can be added to a task.
        @DSL
        public enum Add: Codable, Equatable, Sendable {
            /// This member as the last collaborator; a member (by id) who already collaborates changes nothing.
            case collaborator(ProjectMember)
        }

        /// What can be removed from a task.
        @DSL
        public enum Remove: Codable, Equatable, Sendable {
            /// The collaborator with this member's id; an absent member changes nothing.
            case collaborator(ProjectMember)
        }
    }

    /// How far a task got.
    @DSL
    public enum State: Codable, Equatable, Sendable {
        /// Nobody has begun; every new task starts here.
        case notStarted
        /// Someone is working on it.
        case inProgress
        /// Done.
        case finished
    }

    /// Identifies the task across all its changes.
    public let id: UUID
    /// What to do, in a few words.
    public let title: String
    /// How far the task got; not started for a new task.
    public let state: State
    /// Who works on the task, in the order they were added; none for a new task.
    public let collaborators: [ProjectMember]

    /// A new, not started task with no collaborators, e.g. `ProjectTask(title: "Obtain brain slugs")`.
    public init(title: String) {
        self.init(KhipuEnvironment.current.newID(), title, .notStarted, [])
    }

    private init(_ i: UUID, _ t: String, _ s: State, _ c: [ProjectMember]) {
        id = i; title = t; state = s; collaborators = c
    }

    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .title(to: t):              Self(id, t, state, collaborators)
        case let .state(to: s):              Self(id, title, s, collaborators)
        case let .add(.collaborator(m)):     Self(id, title, state, collaborators.appending(m))
        case let .remove(.collaborator(m)):  Self(id, title, state, collaborators.removing(m))
        }
    }
}
