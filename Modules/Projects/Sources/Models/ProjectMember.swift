import Foundation
import Khipu
import KhipuDSL

/// Someone who works on projects: a leader or a collaborator of a project or a task.
/// Change it only through `alter`, e.g. `joe.alter(.name(to: "Jane Doe"))`.
@DSL
public struct ProjectMember: Identifiable, Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes a project member understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Replaces the name, e.g. `.name(to: "Jane Doe")`.
        case name(to: String)
    }

    /// Identifies the member across all its changes.
    public let id: UUID
    /// What the member is called.
    public let name: String

    /// A new member with a new id, e.g. `ProjectMember(name: "Joe Doe")`.
    public init(name: String) {
        self.init(KhipuEnvironment.current.newID(), name)
    }

    private init(_ i: UUID, _ n: String) {
        id = i; name = n
    }

    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .name(to: n): Self(id, n)
        }
    }
}
