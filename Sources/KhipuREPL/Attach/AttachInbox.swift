import Foundation
import KhipuRemoteProtocol

/// What the reading thread hands the session: lines to show (messages of the live domain
/// as they come) and answers to the session's requests, by id. The session's thread
/// prints everything, so nothing is printed in the middle of a line being typed; `wake`
/// becomes readable whenever there is something, for a loop that also waits on input.
final class AttachInbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var shown: [String] = []
    private var answers: [Int: RemoteFrame] = [:]
    private var lost = false
    private let pipeDescriptors: [Int32]

    init() {
        var descriptors: [Int32] = [0, 0]
        _ = pipe(&descriptors)
        pipeDescriptors = descriptors
        _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(pipeDescriptors[0])
        close(pipeDescriptors[1])
    }

    var wake: Int32 { pipeDescriptors[0] }

    func show(_ line: String) {
        condition.withLock {
            shown.append(line)
            condition.broadcast()
        }
        poke()
    }

    func answer(_ frame: RemoteFrame, id: Int) {
        condition.withLock {
            answers[id] = frame
            condition.broadcast()
        }
        poke()
    }

    func connectionLost() {
        condition.withLock {
            lost = true
            condition.broadcast()
        }
        poke()
    }

    var isLost: Bool { condition.withLock { lost } }

    /// The lines waiting to be shown, taken.
    func takeShown() -> [String] {
        var byte: UInt8 = 0
        while read(pipeDescriptors[0], &byte, 1) > 0 {}
        return condition.withLock {
            defer { shown = [] }
            return shown
        }
    }

    /// Waits for the answer to request `id`, showing what comes meanwhile through `show`;
    /// nil when the connection was lost first.
    func waitForAnswer(_ id: Int, show: ([String]) -> Void) -> RemoteFrame? {
        while true {
            let (lines, answer, isLost): ([String], RemoteFrame?, Bool) = condition.withLock {
                while shown.isEmpty && answers[id] == nil && !lost { condition.wait() }
                defer { shown = [] }
                return (shown, answers.removeValue(forKey: id), lost)
            }
            if !lines.isEmpty { show(lines) }
            if let answer { return answer }
            if isLost { return nil }
        }
    }

    private func poke() {
        var byte: UInt8 = 1
        _ = write(pipeDescriptors[1], &byte, 1)
    }
}
