import KhipuDSL

/// Whether the fast was shared with friends.
@DSL
public enum SharingStatus: Codable, Equatable, Sendable {
    /// Shared: the sharing service accepted it.
    case shared
    /// Handed to the sharing service; its answer has not come back yet.
    case uploading
    /// Not shared: never asked, nothing to share, or the sharing service failed.
    case notShared
}
