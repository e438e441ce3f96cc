import Foundation

/// The files `khipu run` is given: `.khipu` files, and directories whose `.khipu` files
/// below them (hidden ones left out) run in the order of their sorted paths.
package enum ScriptFiles {
    package struct Shard: Equatable, Sendable {
        /// 1-based.
        package let index: Int
        package let count: Int

        /// `2/4`; nil unless 1 ≤ K ≤ N.
        package init?(_ text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
                return nil
            }
            self.index = index
            self.count = count
        }

        /// The K-th of N parts: every N-th file from the K-th on, so that the parts stay
        /// the same for the same files and are as long as each other.
        package func part<T>(of items: [T]) -> [T] {
            items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        }
    }

    /// The files to run: each path that names a directory is replaced by the `.khipu`
    /// files below it, sorted; other paths stay as given (one that cannot be read fails
    /// when it runs). A file named twice runs once.
    package static func expand(_ paths: [String]) -> (files: [String], empty: [String]) {
        var files: [String] = []
        var empty: [String] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            let found: [String]
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                found = scripts(below: path)
                if found.isEmpty { empty.append(path) }
            } else {
                found = [path]
            }
            for file in found where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
                files.append(file)
            }
        }
        return (files, empty)
    }

    /// The `.khipu` files below a directory, as paths that start with it, sorted.
    static func scripts(below directory: String) -> [String] {
        let base = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(
            at: base,
            includingPropertiesForKeys: [.isRegularFileKey],
            options: [.skipsHiddenFiles]
        ) else { return [] }
        let basePath = base.standardizedFileURL.resolvingSymlinksInPath().path
        var relative: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "khipu" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(basePath + "/") else { continue }
            relative.append(String(path.dropFirst(basePath.count + 1)))
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return relative.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { prefix + $0 }
    }
}

/// Runs many files, up to `jobs` at once, and hands each result on in the order of the
/// files, so that what is printed does not depend on how many ran at once.
package enum ScriptSuite {
    package static func run(_ paths: [String], runner: ScriptRunner, jobs: Int, finished: (FileResult) -> Void) async -> [FileResult] {
        var results: [FileResult] = []
        var stopped = false
        await withTaskGroup(of: (Int, FileResult).self) { group in
            var next = 0
            func start() {
                let index = next
                let path = paths[index]
                group.addTask { (index, await runner.run(path)) }
                next += 1
            }
            while next < min(max(1, jobs), paths.count) { start() }
            var waiting: [Int: FileResult] = [:]
            while let (index, result) = await group.next() {
                guard !stopped else { continue }
                waiting[index] = result
                while let ready = waiting.removeValue(forKey: results.count) {
                    results.append(ready)
                    finished(ready)
                    if runner.options.failFast && ready.failed > 0 {
                        stopped = true
                        group.cancelAll()
                        break
                    }
                }
                if !stopped && next < paths.count { start() }
            }
        }
        // With --fail-fast, what comes after the first failing file counts as skipped.
        for path in paths[results.count...] {
            let result = runner.notRun(path)
            results.append(result)
            finished(result)
        }
        return results
    }
}
