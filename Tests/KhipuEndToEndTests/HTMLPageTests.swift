import Foundation
import KhipuInternals
import KhipuTestSupport
import Testing

/// `describe --format html`, opened in a real headless Chromium: the page's structure as
/// the browser parsed it (.ci/check-clients takes the screenshots).
@Suite("describe --format html in a browser", .serialized, .enabled(if: RequiredTools.runs(whenPresent: Chromium.path != nil), "Chromium is not installed (apt-get install chromium); CI installs it"))
struct HTMLPageTests {
    @Test("the browser sees the grammar, the table with every row and the docs", arguments: ["lighting", "counter", "todos"])
    func page(domain: String) async throws {
        let directory = try TemporaryDirectory()
        let page = directory.url.appendingPathComponent("\(domain).html")
        let html = try await KhipuProcess.run(["describe", "--domain", domain, "--format", "html"])
        #expect(html.status == 0)
        try html.stdout.write(to: page, atomically: true, encoding: .utf8)
        let json = try await KhipuProcess.run(["describe", "--domain", domain, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])

        let dom = try await Chromium.run(["--dump-dom", page.absoluteString])
        let commandTable = try #require(Self.section(of: dom, from: "<table class=\"commands\">", to: "</table>"))
        #expect(commandTable.components(separatedBy: "<tr>").count - 1 == rows.count + 1, "a header and one row a command")
        #expect(dom.contains("<h2>Messages</h2>"))
        #expect(dom.contains("<title>khipu describe — \(domain)</title>"))
        // Self-contained: nothing to fetch.
        #expect(!dom.contains("<script"))
        #expect(!dom.contains("src=\"http"))
        #expect(!dom.contains("<link"))
        for row in rows {
            let comment = try #require(row["comment"] as? String)
            #expect(dom.contains(Self.escaped(comment)), "\(comment)")
        }
        if domain == "counter" {
            #expect(commandTable.contains("<td class=\"refused\"><span class=\"kind\">Refused</span>"))
        }
        // That the page is drawn, not blank, at a desktop's and a phone's width: .ci/check-clients
        // takes those screenshots of the page of every domain.
    }

    private static func section(of text: String, from start: String, to end: String) -> String? {
        guard let lower = text.range(of: start), let upper = text.range(of: end, range: lower.upperBound..<text.endIndex) else { return nil }
        return String(text[lower.lowerBound..<upper.upperBound])
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

/// Headless Chromium from the system's packages.
enum Chromium {
    static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Runs a headless Chromium with `arguments` and returns what it printed, waiting for it
    /// on a thread of its own (`onOwnThread`).
    static func run(_ arguments: [String]) async throws -> String {
        try await onOwnThread { try runBlocking(arguments) }
    }

    private static func runBlocking(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "/usr/bin/chromium")
        let profile = try TemporaryDirectory()
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile.url.path)"] + arguments
        let output = Pipe.forOneChild()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        withExtendedLifetime(profile) {}
        return String(decoding: data, as: UTF8.self)
    }
}
