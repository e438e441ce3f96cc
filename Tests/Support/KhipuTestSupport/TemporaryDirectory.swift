import Foundation

/// A fresh empty directory under the system's temporary directory, removed when the last
/// reference to it goes: keep it in a local for as long as the test reads its files.
package final class TemporaryDirectory {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` in the directory; nothing is created.
    package func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `contents` to `name` in the directory and returns its path.
    @discardableResult
    package func file(_ name: String, contents: String) throws -> String {
        try file(name, data: Data(contents.utf8))
    }

    /// Writes `data` to `name` in the directory and returns its path.
    @discardableResult
    package func file(_ name: String, data: Data) throws -> String {
        let path = path(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }
}

/// Runs `body` with a fresh empty directory that is removed afterwards, whatever happens.
package func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = try TemporaryDirectory()
    return try withExtendedLifetime(directory) { try body(directory.url) }
}

/// The names in `directory`, sorted.
package func contentsOfDirectory(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}
