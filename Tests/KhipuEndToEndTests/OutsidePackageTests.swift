import Foundation
import Testing

/// The manual's "Your own domain" tutorial (Documentation/Khipu.docc/YourOwnDomain.md),
/// followed to the letter in a package outside this repository: its files are the
/// article's code blocks. Building that package
/// compiles swift-syntax and Khipu anew (minutes), so it runs only when
/// KHIPU_OUTSIDE_PACKAGE is set: `KHIPU_OUTSIDE_PACKAGE=1 swift test --filter OutsidePackage`
/// (about 14 minutes on two busy cores the first time).
@Suite("a package of one's own, from the manual's tutorial", .enabled(if: ProcessInfo.processInfo.environment["KHIPU_OUTSIDE_PACKAGE"] != nil))
struct OutsidePackageTests {
    @Test("swift test reports a failing script at its line; the tool is named after itself and has only its domains")
    func outsidePackage() throws {
        // KHIPU_OUTSIDE_PACKAGE=/some/folder keeps the package there, so a second run builds
        // only what changed; otherwise it is built in a temporary folder and removed.
        let setting = ProcessInfo.processInfo.environment["KHIPU_OUTSIDE_PACKAGE"] ?? ""
        let keep = setting.hasPrefix("/")
        let root = keep ? URL(fileURLWithPath: setting) : FileManager.default.temporaryDirectory.appendingPathComponent("khipu-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // `../Khipu`, as the tutorial has it: a link to this repository, unlinked before the
        // folder is removed so that removing it never reaches into the repository.
        let link = root.appendingPathComponent("Khipu")
        unlink(link.path)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: KhipuProcess.packageRoot)
        defer {
            if !keep {
                unlink(link.path)
                try? FileManager.default.removeItem(at: root)
            }
        }
        let package = root.appendingPathComponent("MyApp")
        let files = try ArticleFiles.extract(from: KhipuProcess.packageRoot.appendingPathComponent("Documentation/Khipu.docc/YourOwnDomain.md"))
        #expect(Set(files.keys) == ["Package.swift", "Sources/Lamp/Lamp.swift", "Sources/my-khipu/main.swift", "scripts/lamp.khipu", "Tests/LampTests/LampScriptTests.swift"])
        for (path, text) in files {
            try write(text, to: package.appendingPathComponent(path))
        }
        // The failing script of the issue: its third line expects what did not happen.
        try write(".lamp(.cmd(.switchOn))\n.lamp(.cmd(.switchOff))\nexpect .lamp(.ack(isOn: true))\n", to: package.appendingPathComponent("scripts/fail.khipu"))
        try write("""
            import KhipuTesting
            import Lamp
            import Testing

            @Test func failingScript() async {
                await expectScript(at: "scripts/fail.khipu", domains: [KhipuDomain(LampDomain.definition)])
            }
            """, to: package.appendingPathComponent("Tests/LampTests/FailingScriptTests.swift"))

        let build = try Shell.run(["swift", "build", "--build-tests"], in: package)
        try #require(build.status == 0, "\(build.output)")

        let test = try Shell.run(["swift", "test", "--skip-build"], in: package)
        #expect(test.status != 0)
        #expect(test.output.contains("fail.khipu:3"), "\(test.output)")
        #expect(test.output.contains("Test lampScript() passed"), "\(test.output)")
        #expect(test.output.contains("Test failingScript() failed"), "\(test.output)")

        let tool = try Shell.run([".build/debug/my-khipu", "--help"], in: package)
        #expect(tool.status == 0)
        #expect(tool.output.contains("USAGE: my-khipu"), "\(tool.output)")
        #expect(!tool.output.contains("USAGE: khipu"))

        let refused = try Shell.run([".build/debug/my-khipu", "--domain", "todos"], in: package)
        #expect(refused.status != 0)
        #expect(refused.output.contains("unknown domain 'todos'") && refused.output.contains("lamp"), "\(refused.output)")

        let session = try Shell.run([".build/debug/my-khipu", "run", "scripts/lamp.khipu"], in: package)
        #expect(session.status == 0, "\(session.output)")
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// The files an article's code blocks spell out: a block whose first line is a comment
/// naming a path (`// Sources/Lamp/Lamp.swift`, `# scripts/lamp.khipu`), and the
/// manifest (`// swift-tools-version`).
enum ArticleFiles {
    static func extract(from article: URL) throws -> [String: String] {
        let text = try String(contentsOf: article, encoding: .utf8)
        var files: [String: String] = [:]
        var block: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let lines = block {
                    if let (path, body) = file(lines) { files[path] = body }
                    block = nil
                } else {
                    block = []
                }
            } else {
                block?.append(line)
            }
        }
        return files
    }

    private static func file(_ lines: [String]) -> (String, String)? {
        guard let first = lines.first else { return nil }
        let body = lines.joined(separator: "\n") + "\n"
        if first.hasPrefix("// swift-tools-version") { return ("Package.swift", body) }
        for marker in ["// ", "# "] where first.hasPrefix(marker) {
            let path = String(first.dropFirst(marker.count))
            if path.contains("/"), !path.contains(" "), path.hasSuffix(".swift") || path.hasSuffix(".khipu") {
                return (path, body)
            }
        }
        return nil
    }
}
