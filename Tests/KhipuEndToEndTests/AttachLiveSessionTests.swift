import FastingTimer
import Foundation
import Khipu
import KhipuRemote
import KhipuTestSupport
import Testing

/// The real `khipu attach`, piped, on a live fasting timer served in this process: its
/// sharing service answers 2 s after `.timer(.share)`, on the live clock.
@Suite(.serialized)
struct AttachLiveSessionTests {
    struct Served {
        let host: DomainHost<Message, AppState>
        let server: KhipuRemoteServer
    }

    func serve() async throws -> Served {
        let tap = RemoteTap(FastingTimerDomain.definition)
        let host = DomainHost(definition: tap.definition)
        let configuration = RemoteConfiguration(token: "secret", tokenFromEnvironment: false, helloTimeoutSeconds: 3600, writesConnectionFile: false)
        return Served(host: host, server: try await KhipuRemoteServer.start(serving: host, tap: tap, configuration: configuration))
    }

    /// Only a guard against a hang: each wait ends with what it waits for, however busy the machine.
    static let hangGuard: Duration = .seconds(300)

    func attach(_ served: Served) throws -> RunningKhipu {
        try RunningKhipu(["attach", "127.0.0.1:\(served.server.port)", "--token", "secret"])
    }

    @Test func aLiveSessionWithALaterAnswerSavedByTheClientPassesKhipuRun() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let directory = try TemporaryDirectory()
        let script = directory.path("live.khipu")
        let khipu = try attach(served)
        khipu.send(".timer(.start)\n.timer(.share)\n")
        // The sharing service's answer comes later, pushed to the session as it arrives. The
        // generous limit is for a loaded machine: the live sleep resumes on the concurrency
        // pool, which tests running beside this one may hold for a while (this one waits
        // without holding a thread of it).
        #expect(await khipu.output(containing: ".timer(.setSharingStatus(.shared))", limit: Self.hangGuard), "\(khipu.stdout)\(khipu.stderr)")
        khipu.send("let status = state.sharingStatus\nexpect state.sharingStatus == status\n:save \(script)\n")
        #expect(await khipu.output(containing: "saved", limit: Self.hangGuard), "\(khipu.stdout)\(khipu.stderr)")
        #expect(await khipu.finished() == 0, "\(khipu.stdout)\(khipu.stderr)")
        #expect(khipu.stdout.contains("status = .shared\nok\n"), "\(khipu.stdout)")

        let saved = try String(contentsOfFile: script, encoding: .utf8)
        #expect(saved.contains(":clock advance"), "\(saved)")
        let run = try await KhipuProcess.run(["run", script])
        #expect(run.status == 0, "\(run.output)\n\(saved)")
        #expect(run.output.contains("0 failed"), "\(run.output)")
    }

    @Test func aFailingExpectShowsExpectedAndFoundAndThePipedSessionExitsOne() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let khipu = try attach(served)
        khipu.send("expect state.sharingStatus == .shared\n:state sharingStatus\n")
        #expect(await khipu.finished() == 1)
        #expect(khipu.stdout.contains("expectation failed"), "\(khipu.stdout)")
        #expect(khipu.stdout.contains("expected") && khipu.stdout.contains("found"), "\(khipu.stdout)")
        #expect(khipu.stdout.hasSuffix(".notShared\n"), "\(khipu.stdout)")
    }

    @Test func aWrongCaseAndACommandThatCannotApplyLiveSayWhy() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let khipu = try attach(served)
        khipu.send(".timer(.strat)\n:clock advance 1h\n")
        #expect(await khipu.finished() == 1)
        #expect(khipu.stdout.contains("did you mean 'start'?"), "\(khipu.stdout)")
        #expect(khipu.stdout.contains(":clock cannot apply to a live app"), "\(khipu.stdout)")
        #expect(served.host.state == FastingTimerDomain.definition.initialState())
    }

    @Test func reportWritesThePageOnTheClientsSideWithTheAppsOwnMessagesOnTheTimeline() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let directory = try TemporaryDirectory()
        let page = directory.path("live.html")
        let khipu = try attach(served)
        khipu.send(":state sharingStatus\n")
        #expect(await khipu.output(containing: ".notShared", limit: Self.hangGuard), "\(khipu.stdout)\(khipu.stderr)")
        try served.host.send(.timer(.start))
        #expect(await khipu.output(containing: "# from app: .timer(.start)", limit: Self.hangGuard), "\(khipu.stdout)\(khipu.stderr)")
        khipu.send("expect state.sharingStatus == .notShared\n:report \(page)\n")
        #expect(await khipu.output(containing: "wrote \(page)", limit: Self.hangGuard), "\(khipu.stdout)\(khipu.stderr)")
        #expect(await khipu.finished() == 0, "\(khipu.stdout)\(khipu.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<!DOCTYPE html>") || html.contains("<!doctype html>"))
        #expect(html.contains("expect state.sharingStatus == .notShared"), "\(html.suffix(3000))")
        #expect(html.contains("the app"), "the app's own message is on the timeline with its source")
        #expect(html.contains(".timer(.start)"))
    }

    @Test func aPipedSessionSaysWhichAppItAttachedToOnStandardError() async throws {
        let served = try await serve()
        defer { Task { await served.server.stop() } }
        let khipu = try attach(served)
        khipu.send(":state sharingStatus\n")
        #expect(await khipu.finished() == 0, "\(khipu.stderr)")
        #expect(khipu.stderr.contains("attach: attached to the app serving \(served.host.name) at 127.0.0.1:\(served.server.port)"), "\(khipu.stderr)")
        #expect(khipu.stdout == ".notShared\n", "\(khipu.stdout)")
    }

    @Test func aLostConnectionEndsThePipedSessionWithStatusThree() async throws {
        let served = try await serve()
        let khipu = try attach(served)
        khipu.send(":state sharingStatus\n")
        #expect(await khipu.output(containing: ".notShared", limit: Self.hangGuard), "\(khipu.stderr)")
        await served.server.stop()
        // Said as soon as the app is gone, while the session waits for its next line.
        #expect(await khipu.errors(containing: "the connection to the app was lost", limit: Self.hangGuard), "\(khipu.stderr)")
        khipu.send(":state sharingStatus\n")
        #expect(await khipu.finished() == 3, "\(khipu.stdout)\(khipu.stderr)")
        #expect(khipu.stderr.components(separatedBy: "the connection to the app was lost").count == 2, "said once: \(khipu.stderr)")
    }
}
