import Foundation

/// The root of the package a test belongs to, found from the test's source file.
enum PackageRoot {
    /// `path` as an absolute path: unchanged if it is one, else relative to the nearest
    /// folder above `sourceFile` that holds a `Package.swift`, else to the working directory.
    static func resolve(_ path: String, from sourceFile: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let root = containing(sourceFile) ?? FileManager.default.currentDirectoryPath
        return (root as NSString).appendingPathComponent(path)
    }

    static func containing(_ sourceFile: String) -> String? {
        var directory = (sourceFile as NSString).deletingLastPathComponent
        while !directory.isEmpty && directory != "/" {
            if FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")) {
                return directory
            }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return nil
    }
}
