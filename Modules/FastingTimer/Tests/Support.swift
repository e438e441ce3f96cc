import FastingTimer
import Foundation
import Khipu

/// The fixed clock of tests and scripts: 2024-06-16T09:00:00Z.
let fixedNow = Date(timeIntervalSince1970: 1_718_528_400)

func hours(_ count: Double) -> Date {
    fixedNow.addingTimeInterval(count * 3600)
}

let thirteenHours: TimeInterval = 13 * 3600

/// The names of the TimerState properties that differ between two states.
func differingProperties(_ a: TimerState, _ b: TimerState) -> Set<String> {
    var names: Set<String> = []
    if a.start != b.start { names.insert("start") }
    if a.end != b.end { names.insert("end") }
    if a.goal != b.goal { names.insert("goal") }
    if a.sharingStatus != b.sharingStatus { names.insert("sharingStatus") }
    return names
}

/// A sharing service for tests: records what it was asked to share and answers as told.
final class FakeSharing: @unchecked Sendable {
    private let lock = NSLock()
    private var shared: [(start: Date, end: Date?)] = []
    private let failure: SharingError?

    init(failing failure: SharingError? = nil) {
        self.failure = failure
    }

    var calls: [(start: Date, end: Date?)] { lock.withLock { shared } }

    var dependencies: TimerDependencies {
        TimerDependencies { start, end in
            self.lock.withLock { self.shared.append((start, end)) }
            if let failure = self.failure { throw failure }
        }
    }
}

/// A host over the fasting timer domain with a fixed environment, as a script runs it.
func makeHost(dependencies: TimerDependencies = .simulated) -> (DomainHost<Message, AppState>, KhipuEnvironment) {
    let environment = KhipuEnvironment.fixed()
    let host = DomainHost(definition: FastingTimerDomain.definition(dependencies: dependencies), environment: environment)
    return (host, environment)
}
