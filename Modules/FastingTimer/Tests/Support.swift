import FastingTimer
import Foundation
@_exported import KhipuTesting
import Khipu

func hours(_ count: Double) -> Date {
    fixedNow.addingTimeInterval(count * 3600)
}

let thirteenHours: TimeInterval = 13 * 3600

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
