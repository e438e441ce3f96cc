import Foundation
import Testing

/// The manual's "Your own domain" tutorial (Documentation/Khipu.docc/YourOwnDomain.md),
/// followed to the letter in a package outside this repository: its files are the
/// article's code blocks; and Tests/Fixtures/OutsideLibrary, a domain with every form of
/// issue 24, built the same way. Building such a package
/// compiles swift-syntax and Khipu anew (minutes), so it runs only when
/// KHIPU_OUTSIDE_PACKAGE is set: `KHIPU_OUTSIDE_PACKAGE=1 swift test --filter OutsidePackage`
/// (about 14 minutes on two busy cores the first time).
@Suite("packages of one's own, outside the repository", .serialized, .enabled(if: ProcessInfo.processInfo.environment["KHIPU_OUTSIDE_PACKAGE"] != nil))
struct OutsidePackageTests {
    @Test("swift test reports a failing script at its line; the tool is named after itself and has only its domains")
    func outsidePackage() throws {
        let (root, cleanUp) = try outsideFolder()
        defer { cleanUp() }
        // The tutorial's manifest says `path: "../Khipu"`; with only that changed, as the
        // tutorial says to, it must build against a checkout called `Khipu-main`.
        let package = root.appendingPathComponent("MyApp")
        let files = try ArticleFiles.extract(from: KhipuProcess.packageRoot.appendingPathComponent("Documentation/Khipu.docc/YourOwnDomain.md"))
        #expect(Set(files.keys) == ["Package.swift", "Sources/Lamp/Lamp.swift", "Sources/my-khipu/main.swift", "scripts/lamp.khipu", "Tests/LampTests/LampScriptTests.swift"])
        let manifest = try #require(files["Package.swift"])
        try #require(manifest.contains(#"path: "../Khipu")"#), "the tutorial's manifest no longer says path: \"../Khipu\"")
        for (path, text) in files {
            let written = path == "Package.swift" ? text.replacingOccurrences(of: #"path: "../Khipu")"#, with: #"path: "../Khipu-main")"#) : text
            try write(written, to: package.appendingPathComponent(path))
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

        let build = try Shell.run(["swift", "build", "--build-tests", "--scratch-path", scratchPath(root)], in: package)
        try #require(build.status == 0, "\(build.output)")

        let test = try Shell.run(["swift", "test", "--skip-build", "--scratch-path", scratchPath(root)], in: package)
        #expect(test.status != 0)
        #expect(test.output.contains("fail.khipu:3"), "\(test.output)")
        #expect(test.output.contains("Test lampScript() passed"), "\(test.output)")
        #expect(test.output.contains("Test failingScript() failed"), "\(test.output)")

        let tool = try Shell.run([scratchPath(root) + "/debug/my-khipu", "--help"], in: package)
        #expect(tool.status == 0)
        #expect(tool.output.contains("USAGE: my-khipu"), "\(tool.output)")
        #expect(!tool.output.contains("USAGE: khipu"))

        // `run --help` names the tool's own default domain, not khipu's todos.
        let runHelp = try Shell.run([scratchPath(root) + "/debug/my-khipu", "run", "--help"], in: package)
        let runHelpText = runHelp.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(runHelpText.contains("USAGE: my-khipu run") && runHelpText.contains("else --domain, else lamp."), "\(runHelp.output)")
        #expect(!runHelpText.contains("todos"), "\(runHelp.output)")

        let refused = try Shell.run([scratchPath(root) + "/debug/my-khipu", "--domain", "todos"], in: package)
        #expect(refused.status != 0)
        #expect(refused.output.contains("unknown domain 'todos'") && refused.output.contains("lamp"), "\(refused.output)")

        let session = try Shell.run([scratchPath(root) + "/debug/my-khipu", "run", "scripts/lamp.khipu"], in: package)
        #expect(session.status == 0, "\(session.output)")
    }

    @Test("a library domain with every form of issue 24 builds outside, and its tool, scripts, describe --check and swift test pass")
    func outsideLibrary() throws {
        let (root, cleanUp) = try outsideFolder()
        defer { cleanUp() }
        // Tests/Fixtures/OutsideLibrary as it stands in the repository, copied over what a
        // kept folder holds (its .build stays, so a second run builds only what changed).
        let package = try copyFixture("OutsideLibrary", into: root)

        let build = try Shell.run(["swift", "build", "--build-tests", "--scratch-path", scratchPath(root)], in: package)
        try #require(build.status == 0, "\(build.output)")

        let test = try Shell.run(["swift", "test", "--skip-build", "--scratch-path", scratchPath(root)], in: package)
        #expect(test.status == 0, "\(test.output)")
        #expect(!test.output.contains("is not concurrency-safe"), "\(test.output)")

        let tool = scratchPath(root) + "/debug/my-library"
        let check = try Shell.run([tool, "describe", "--check"], in: package)
        #expect(check.status == 0, "\(check.output)")
        let page = try Shell.run([tool, "describe", "--format", "markdown"], in: package)
        #expect(page.stdout.hasPrefix("<!-- Generated by `my-library describe --domain library --format markdown`"), "\(page.output)")
        #expect(!page.stdout.contains(".ci/"))

        // Their scenarios that check every message say `:set exhaustive on` themselves.
        for script in ["scripts/library.khipu", "scripts/forms.khipu"] {
            let run = try Shell.run([tool, "run", script], in: package)
            #expect(run.status == 0, "\(script): \(run.output)")
            #expect(run.lastLine.hasSuffix(" 0 failed, 0 skipped"), "\(script): \(run.output)")
        }
    }

    /// Tests/Fixtures/`name` as it stands in the repository, copied into `root` over what a
    /// kept folder holds; returns the copy.
    func copyFixture(_ name: String, into root: URL) throws -> URL {
        let package = root.appendingPathComponent(name)
        let fixture = KhipuProcess.packageRoot.appendingPathComponent("Tests/Fixtures/\(name)")
        for path in try FileManager.default.subpathsOfDirectory(atPath: fixture.path) where !path.hasPrefix(".build") {
            var isDirectory: ObjCBool = false
            let source = fixture.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            try write(try String(contentsOf: source, encoding: .utf8), to: package.appendingPathComponent(path))
        }
        return package
    }

    /// The folder the outside packages are built in, with `Khipu-main` linking to this
    /// repository, and what removes it (nothing, for a kept folder).
    func outsideFolder() throws -> (URL, () -> Void) {
        // KHIPU_OUTSIDE_PACKAGE=/some/folder keeps the packages there, so a second run builds
        // only what changed; otherwise they are built in a temporary folder and removed.
        let setting = ProcessInfo.processInfo.environment["KHIPU_OUTSIDE_PACKAGE"] ?? ""
        let keep = setting.hasPrefix("/")
        let root = keep ? URL(fileURLWithPath: setting) : FileManager.default.temporaryDirectory.appendingPathComponent("khipu-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // Named as a downloaded archive unpacks (`Khipu-main`), not `Khipu`: a manifest must
        // find the products as `package: "Khipu"` all the same. Unlinked before the folder is
        // removed, so that removing it never reaches into the repository.
        let link = root.appendingPathComponent("Khipu-main")
        unlink(link.path)
        do {
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: KhipuProcess.packageRoot)
        } catch where (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == KhipuProcess.packageRoot.path {
            // The other test, sharing a kept folder, made the same link in between.
        }
        return (root, {
            if !keep {
                unlink(link.path)
                try? FileManager.default.removeItem(at: root)
            }
        })
    }

    /// The one build folder of every package built outside: they all depend on the same
    /// Khipu by path, so swift-syntax and Khipu are compiled once for all of them (a second
    /// package then builds in seconds, not minutes).
    func scratchPath(_ root: URL) -> String {
        root.appendingPathComponent(".build-outside").path
    }

    func write(_ text: String, to url: URL) throws {
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
