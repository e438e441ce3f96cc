import Foundation
import Khipu
import KhipuDSL

/// A project of the article's "Projectster": a title, details, tasks, one or no leader,
/// collaborators and a date. Change it only through `alter`, e.g.
/// `project.alter(.title(to: "World Domination! ASAP"), .appoint(.leader(joe)))`.
@DSL
public struct Project: Identifiable, Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The twelve commands a project understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Replaces the title, e.g. `.title(to: "World Domination! ASAP")`.
        case title(to: String)
        /// Replaces the details, the longer free text under the title.
        case details(to: String)
        /// Sets the date: `.date(.unknown)` or `.date(.date("2024-12-24T18:00:00Z"))`.
        case date(ProjectDate)
        /// Adds a task or a collaborator at the end, e.g. `.add(.task(slugs))`.
        case add(Add)
        /// Replaces a task or a collaborator (found by its id) in its position, e.g. `.update(.task(slugs.alter(.state(to: .finished))))`.
        case update(Update)
        /// Removes a task or a collaborator (found by its id), e.g. `.remove(.collaborator(joe))`.
        case remove(Remove)
        /// Appoints a leader, or no one, e.g. `.appoint(.leader(joe))`.
        case appoint(Appoint)

        /// What can be added to a project.
        @DSL
        public enum Add: Codable, Equatable, Sendable {
            /// This task as the last one; a task whose id is already in the project changes nothing.
            case task(ProjectTask)
            /// This member as the last collaborator; a member (by id) who already collaborates changes nothing.
            case collaborator(ProjectMember)
        }

        /// What can be updated in a project.
        @DSL
        public enum Update: Codable, Equatable, Sendable {
            /// The task with this task's id, replaced in place; an absent task changes nothing.
            case task(ProjectTask)
            /// The collaborator with this member's id, replaced in place; an absent member changes nothing.
            case collaborator(ProjectMember)
        }

        /// What can be removed from a project.
        @DSL
        public enum Remove: Codable, Equatable, Sendable {
            /// The task with this task's id; an absent task changes nothing.
            case task(ProjectTask)
            /// The collaborator with this member's id; an absent member changes nothing.
            case collaborator(ProjectMember)
        }

        /// Who leads a project from now on.
        @DSL
        public enum Appoint: Codable, Equatable, Sendable {
            /// This member leads the project, e.g. `.appoint(.leader(joe))`.
            case leader(ProjectMember)
            /// Nobody leads the project.
            case noone
        }
    }

    /// Who leads a project.
    @DSL
    public enum Leading: Codable, Equatable, Sendable {
        /// Nobody leads the project; every new project starts here.
        case noone
        /// This member leads the project.
        case leader(ProjectMember)
    }

    /// Identifies the project across all its changes.
    public let id: UUID
    /// What the project is called.
    public let title: String
    /// More about the project; empty for a new project.
    public let details: String
    /// The project's tasks, in the order they were added; none for a new project.
    public let tasks: [ProjectTask]
    /// Who leads the project; no one for a new project.
    public let leader: Leading
    /// Who works on the project, in the order they were added; none for a new project.
    public let collaborators: [ProjectMember]
    /// When the project is due; unknown for a new project.
    public let date: ProjectDate

    /// A new project with no details, tasks, leader or collaborators and an unknown date,
    /// e.g. `Project(title: "World Domination!")`.
    public init(title: String) {
        self.init(KhipuEnvironment.current.newID(), title, "", [], .noone, [], .unknown)
    }

    private init(
        _ i: UUID, _ t: String, _ d: String, _ ts: [ProjectTask], _ l: Leading, _ cs: [ProjectMember], _ dt: ProjectDate
    ) {
        id = i; title = t; details = d; tasks = ts; leader = l; collaborators = cs; date = dt
    }

    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .title(to: t):             Self(id, t,     details, tasks,                leader,     collaborators,                date)
        case let .details(to: d):           Self(id, title, d,       tasks,                leader,     collaborators,                date)
        case let .date(d):                  Self(id, title, details, tasks,                leader,     collaborators,                d)
        case let .add(.task(t)):            Self(id, title, details, tasks.appending(t),   leader,     collaborators,                date)
        case let .add(.collaborator(m)):    Self(id, title, details, tasks,                leader,     collaborators.appending(m),   date)
        case let .update(.task(t)):         Self(id, title, details, tasks.updating(t),    leader,     collaborators,                date)
        case let .update(.collaborator(m)): Self(id, title, details, tasks,                leader,     collaborators.updating(m),    date)
        case let .remove(.task(t)):         Self(id, title, details, tasks.removing(t),    leader,     collaborators,                date)
        case let .remove(.collaborator(m)): Self(id, title, details, tasks,                leader,     collaborators.removing(m),    date)
        case let .appoint(.leader(m)):      Self(id, title, details, tasks,                .leader(m), collaborators,                date)
        case .appoint(.noone):              Self(id, title, details, tasks,                .noone,     collaborators,                date)
        }
    }
}
