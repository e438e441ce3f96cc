import KhipuDSL

/// What goes into and comes out of the Projectster app domain.
@DSL
public enum Message: Codable, Equatable, Sendable {
    /// Everything about projects.
    case projects(Projects)

    /// The commands of the projects feature and the answers it gives, as in the article.
    @DSL
    public enum Projects: Codable, Equatable, Sendable {
        /// Adds the project, e.g. `.projects(.add(Project(title: "World Domination!")))`; answered with `.added`.
        case add(Project)
        /// Answers `.add`: a project with this project's id is in the store now (one that was there already is left as it was).
        case added(Project)
        /// Removes the project with this project's id; answered with `.removed`, also when it was not there.
        case remove(Project)
        /// Answers `.remove`: no project with this project's id is in the store any more.
        case removed(Project)
        /// Replaces the project with this project's id, keeping its position; answered with `.updated`, also when it was not there (then nothing changes).
        case update(Project)
        /// Answers `.update`: the project with this project's id was replaced, if the store held one.
        case updated(Project)
    }
}
