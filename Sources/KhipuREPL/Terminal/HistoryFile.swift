import Foundation

/// Where the typed entries are kept between sessions: `KHIPU_HISTORY` if set (empty
/// turns the file off), else `$XDG_STATE_HOME/khipu/history`, else `~/.khipu_history`.
enum HistoryFile {
    static let limit: Int32 = 1000

    static func path(environment: [String: String]) -> String? {
        if let explicit = environment["KHIPU_HISTORY"] {
            return explicit.isEmpty ? nil : explicit
        }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/khipu/history"
        }
        if let home = environment["HOME"], !home.isEmpty {
            return (home as NSString).appendingPathComponent(".khipu_history")
        }
        return nil
    }
}
