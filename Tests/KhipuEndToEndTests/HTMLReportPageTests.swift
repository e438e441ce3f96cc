import Foundation
import KhipuTestSupport
import Testing

/// `khipu run --html FILE` and `:report FILE`, from the binary: the page, then what headless
/// Chromium makes of it from `file://`.
@Suite("run --html and :report")
struct HTMLReportPageTests {
    /// A passing scenario (its name holds a `<script>`), a failing expectation and a
    /// statement with a misspelt case.
    static let mixed = """
        :domain counter
        scenario "Counting up <script>alert(1)</script>"
        .counter(.cmd(.increment))
        expect .counter(.ack(.changed(by: .increment, to: 1)))
        expect state.counter.value == 1
        let note = "</script><script>alert(3)</script>"

        scenario "A wrong count"
        expect state.counter.value == 1

        scenario "A misspelt case"
        .counter(.cmd(.incremnt))
        expect state.counter.value == 1

        """

    /// The sharing gateway answers 2 s after `share`, on the domain's clock.
    static let timed = """
        :domain fastingtimer
        scenario "Sharing answers 2 s later"
        .timer(.start)
        .timer(.share)
        expect state.sharingStatus == .uploading
        :clock advance 2s
        expect .timer(.setSharingStatus(.shared))

        """

    @Test("run --html on a failing run exits 1 and writes one page that names nothing to fetch")
    func writesOnePage() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("mixed.khipu", contents: Self.mixed)
        let page = directory.path("r.html")
        let result = try await KhipuProcess.run(["run", "--html", page, script])
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["mixed.khipu", "r.html"])
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<!-- khipu report -->\n"))
        #expect(!html.contains("<link") && !html.contains("<img") && !html.contains("<iframe"))
        #expect(html.range(of: #"(src|href|action)\s*=\s*["']?\s*(https?:)?//"#, options: .regularExpression) == nil)
        #expect(html.contains("default-src 'none'"))
        // The same run's text report is unchanged by --html.
        #expect(result.stdout.hasSuffix("2 passed, 2 failed, 1 skipped\n"))
    }

    @Test("run --html with --jobs and --filter: the scenarios left out are there, marked skipped")
    func withFilterAndJobs() async throws {
        let directory = try TemporaryDirectory()
        let first = try directory.file("mixed.khipu", contents: Self.mixed)
        let second = try directory.file("timed.khipu", contents: Self.timed)
        let page = directory.path("r.html")
        let result = try await KhipuProcess.run(["run", "--jobs", "2", "--filter", "count", "--html", page, first, second])
        #expect(result.status == 1)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<details class=\"scenario filtered-out\" id=\"f-"))
        #expect(html.contains("mixed.khipu</a>") && html.contains("timed.khipu</a>"))
    }

    @Test(":report FILE piped to the REPL writes the session so far, and says where")
    func reportFromTheREPL() async throws {
        let directory = try TemporaryDirectory()
        let page = directory.path("session.html")
        let result = try await KhipuProcess.run(["--domain", "counter"], stdin: """
            .counter(.cmd(.increment))
            expect state.counter.value == 2
            :report \(page)

            """)
        #expect(result.stdout.contains("wrote \(page): 2 steps"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("\"kind\":\"sent\"") && html.contains("\"text\":\".counter(.cmd(.increment))\""))
        #expect(html.contains("\"kind\":\"failed\"") && html.contains("\"text\":\"expected 2, found 1"))
        // A pipe may feed thousands of statements to a large store: its page shows no state diffs.
        #expect(!html.contains("\"kind\":\"diff\""))
    }
}

/// The pages in a real browser: what it built from the steps' JSON, at a phone's and a
/// desktop's width, with every host name unresolvable.
@Suite(
    "run --html in a browser", .serialized,
    .enabled(if: RequiredTools.runs(whenPresent: Chromium.path != nil), "Chromium is not installed (apt-get install chromium); CI installs it"))
struct HTMLReportBrowserTests {
    /// No name resolves: a page that fetched anything would find nothing.
    static let offline = "--host-resolver-rules=MAP * ~NOTFOUND"

    private func page(_ script: String, named name: String, in directory: TemporaryDirectory) async throws -> URL {
        let path = try directory.file("\(name).khipu", contents: script)
        let page = directory.url.appendingPathComponent("\(name).html")
        _ = try await KhipuProcess.run(["run", "--html", page.path, path])
        return page
    }

    @Test("the browser shows every scenario, the failure with its diff, the did-you-mean and each message's source")
    func failingRun() async throws {
        let directory = try TemporaryDirectory()
        let page = try await page(HTMLReportPageTests.mixed, named: "mixed", in: directory)
        let dom = try await Chromium.run([Self.offline, "--dump-dom", page.absoluteString])
        for name in ["Counting up &lt;script&gt;alert(1)&lt;/script&gt;", "A wrong count", "A misspelt case"] {
            #expect(dom.contains("<span class=\"name\">\(name)</span>"), "\(name)")
        }
        // The page's own two scripts, no third from a name or a message.
        #expect(dom.components(separatedBy: "<script").count - 1 == 2)
        let wrong = try #require(Self.element(in: dom, from: "-mixed-khipu--a-wrong-count\"", to: "</details>"))
        #expect(wrong.contains("open=\"\""))
        #expect(wrong.contains("<li class=\"step failed\" id=\"") && wrong.contains("-mixed-khipu--a-wrong-count--L9\">"))
        #expect(wrong.contains("expected 1, found 0"))
        #expect(wrong.contains("<span class=\"del\">  - 1</span>") && wrong.contains("<span class=\"ins\">  + 0</span>"))
        let misspelt = try #require(Self.element(in: dom, from: "-mixed-khipu--a-misspelt-case\"", to: "</details>"))
        // The did-you-mean once, in the diagnostic as the terminal shows it.
        #expect(misspelt.components(separatedBy: "did you mean").count - 1 == 1, "\(misspelt)")
        #expect(misspelt.contains("<span class=\"hint\">  did you mean 'increment'?</span>"))
        #expect(misspelt.contains("^~~~~~~~"))
        #expect(misspelt.contains("unknown-case"))
        // The failures first, each a link to its step.
        let failures = try #require(Self.element(in: dom, from: "<nav class=\"failures\"", to: "</nav>"))
        #expect(failures.contains("<h2>2 failures</h2>"))
        #expect(failures.contains("-mixed-khipu--a-wrong-count--L9\">") && failures.contains("-mixed-khipu--a-misspelt-case--L12\">"))
        let passing = try #require(Self.element(in: dom, from: "-mixed-khipu--counting-up-script-alert-1-script\"", to: "</ol>"))
        #expect(!passing.contains("open=\"\""))
        #expect(passing.contains("<span class=\"src src-answer\">answer</span><code class=\"msg\">.counter(.ack(.changed(by: .increment, to: 1)))</code>"))
        #expect(passing.contains("<details class=\"state-diff\">"))
        #expect(passing.contains("<code class=\"msg\">note = \"&lt;/script&gt;&lt;script&gt;alert(3)&lt;/script&gt;\"</code>"))
    }

    @Test("a clock move shows the virtual time, and the gateway's later answer comes after it, in its step")
    func timedRun() async throws {
        let directory = try TemporaryDirectory()
        let page = try await page(HTMLReportPageTests.timed, named: "timed", in: directory)
        let dom = try await Chromium.run([Self.offline, "--dump-dom", page.absoluteString])
        let step = try #require(Self.element(in: dom, from: "-timed-khipu--sharing-answers-2-s-later--L6\"", to: "</li></ul></li>"))
        let clock = try #require(step.range(of: "<time class=\"now\">2024-06-16T09:00:02Z</time>"))
        let answer = try #require(step.range(of: "<code class=\"msg\">.timer(.setSharingStatus(.shared))</code>"))
        #expect(clock.upperBound < answer.lowerBound)
        #expect(step.contains("<span class=\"by\">advance 2s</span>"))
        #expect(step.contains("<span class=\"src src-follow-up\">later follow-up of .share</span><code class=\"msg\">.timer(.setSharingStatus(.shared))</code>"))
        // The share's own step answered nothing yet.
        let share = try #require(Self.element(in: dom, from: "-timed-khipu--sharing-answers-2-s-later--L4\"", to: "</li></ul></li>"))
        #expect(!share.contains("setSharingStatus"))
    }

    @Test("drawn at a phone's and a desktop's width", arguments: [390, 1280])
    func screenshots(width: Int) async throws {
        let directory = try TemporaryDirectory()
        for (name, script) in [("mixed", HTMLReportPageTests.mixed), ("timed", HTMLReportPageTests.timed)] {
            let page = try await page(script, named: name, in: directory)
            let shot = directory.url.appendingPathComponent("\(name)-\(width).png")
            _ = try await Chromium.run([Self.offline, "--screenshot=\(shot.path)", "--window-size=\(width),900", page.absoluteString])
            let png = try Data(contentsOf: shot)
            #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            let shownWidth = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(shownWidth == width)
            #expect(png.count > 15_000, "a blank page is a few KB: \(png.count) bytes")
        }
    }

    @Test(":report's page from a piped REPL opens the same way")
    func sessionPage() async throws {
        let directory = try TemporaryDirectory()
        let page = directory.url.appendingPathComponent("session.html")
        _ = try await KhipuProcess.run(["--domain", "counter"], stdin: ".counter(.cmd(.increment))\n:clock advance 1h\n:report \(page.path)\n")
        let dom = try await Chromium.run([Self.offline, "--dump-dom", page.absoluteString])
        #expect(dom.contains("<code class=\"text\">.counter(.cmd(.increment))</code>"))
        #expect(dom.contains("<time class=\"now\">2024-06-16T10:00:00Z</time>"))
    }

    @Test("n and p move between the failures, wrapping round, and the link follows; failures only hides what passed")
    func keysAndFilter() async throws {
        let directory = try TemporaryDirectory()
        _ = try await page(HTMLReportPageTests.mixed, named: "mixed", in: directory)
        // A page beside the report drives it in a frame: file pages share an origin only with this flag.
        let harness = try directory.file("harness.html", contents: """
            <!DOCTYPE html><iframe id="f" src="mixed.html"></iframe><pre id="out"></pre><script>
            document.getElementById("f").addEventListener("load", function () {
              var w = document.getElementById("f").contentWindow, d = w.document, log = [];
              function key(k) { d.dispatchEvent(new w.KeyboardEvent("keydown", { key: k, bubbles: true })); log.push(k + " " + w.location.hash.replace(/^#.*--/, "")); }
              key("n"); key("n"); key("n"); key("p");
              var box = d.getElementById("failures-only");
              box.checked = true;
              box.dispatchEvent(new w.Event("change"));
              log.push("passed " + w.getComputedStyle(d.querySelector(".scenario.passed")).display);
              log.push("failed " + w.getComputedStyle(d.querySelector(".scenario.failed")).display);
              document.getElementById("out").textContent = log.join(",");
            });
            </script>
            """)
        let dom = try await Chromium.run([
            Self.offline, "--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom",
            URL(fileURLWithPath: harness).absoluteString,
        ])
        #expect(dom.contains("<pre id=\"out\">n L9,n L12,n L9,p L12,passed none,failed block</pre>"))
    }

    @Test("a failure's long one-line message folds at a phone's width: the failure's box does not scroll sideways")
    func longLinesFold() async throws {
        let title = String(repeating: "a long title ", count: 20)
        let directory = try TemporaryDirectory()
        _ = try await page(":domain todos\nscenario \"long\"\n.todos(.cmd(.add(item: \"\(title)\")))\nexpect nothing\n", named: "long", in: directory)
        let harness = try directory.file("harness.html", contents: """
            <!DOCTYPE html><iframe id="f" src="long.html" style="width:390px;height:800px;border:0"></iframe><pre id="out"></pre><script>
            document.getElementById("f").addEventListener("load", function () {
              var w = document.getElementById("f").contentWindow, d = w.document;
              var box = d.querySelector("li.step.failed pre.details");
              document.getElementById("out").textContent = box ? "wide " + (box.scrollWidth > box.clientWidth + 1) + " page " + (d.documentElement.scrollWidth > w.innerWidth + 1) : "no failure";
            });
            </script>
            """)
        let dom = try await Chromium.run([
            Self.offline, "--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom",
            URL(fileURLWithPath: harness).absoluteString,
        ])
        #expect(dom.contains("<pre id=\"out\">wide false page false</pre>"), "\(dom.suffix(400))")
    }

    @Test("a large report builds a scenario only when it is reached: a link to a step of a folded one builds and opens it")
    func lazyScenarios() async throws {
        // 30 scenarios of 100 statements: past the size below which every step is built at load.
        var lines = [":domain counter"]
        for part in 1...30 {
            lines.append("scenario \"part \(part)\"")
            for value in 1...50 {
                lines += [".counter(.cmd(.increment))", "expect state.counter.value == \(value)"]
            }
        }
        let directory = try TemporaryDirectory()
        let page = try await page(lines.joined(separator: "\n") + "\n", named: "large", in: directory)
        let html = try String(contentsOf: page, encoding: .utf8)
        let ids = html.matches(of: /<details class="scenario passed" id="([^"]+)"/).map { String($0.1) }
        #expect(ids.count == 30)
        let twentieth = try #require(ids.dropFirst(19).first)
        // Line 2 is part 1's scenario line; part 20's starts at 2 + 19 × 101, its 7th statement 7 lines below.
        let step = "\(twentieth)--L\(2 + 19 * 101 + 7)"
        var link = URLComponents(url: page, resolvingAgainstBaseURL: false)!
        link.fragment = step
        let dom = try await Chromium.run([Self.offline, "--dump-dom", link.url!.absoluteString])
        #expect(dom.contains("<li class=\"step target\" id=\"\(step)\">"))
        let opened = try #require(Self.element(in: dom, from: "id=\"\(twentieth)\"", to: ">"))
        #expect(opened.contains("open=\"\""))
        // Nothing else was built: one scenario's steps, a page of them at most.
        let built = dom.components(separatedBy: "<li class=\"step").count - 1
        #expect(built > 0 && built <= 300)
    }

    private static func element(in text: String, from start: String, to end: String) -> String? {
        guard let lower = text.range(of: start), let upper = text.range(of: end, range: lower.upperBound..<text.endIndex) else { return nil }
        return String(text[lower.lowerBound..<upper.upperBound])
    }
}
