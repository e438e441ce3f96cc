import Foundation

/// Ctrl-C as something to wait for: the SIGINT handler writes a byte to a pipe, and the
/// line editor and the dispatch watcher poll that pipe. Whichever thread the signal hits,
/// the pipe wakes the one waiting.
final class InterruptSignal: @unchecked Sendable {
    let readDescriptor: Int32

    private init(readDescriptor: Int32) {
        self.readDescriptor = readDescriptor
    }

    /// Installs the handler; the process then no longer ends on Ctrl-C.
    static func install() -> InterruptSignal? {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        interruptWriteDescriptor = descriptors[1]
        signal(SIGINT, interruptHandler)
        return InterruptSignal(readDescriptor: descriptors[0])
    }

    /// Forgets interrupts that nobody waited for; returns whether there were any.
    @discardableResult
    func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64)
        var any = false
        while read(readDescriptor, &buffer, buffer.count) > 0 { any = true }
        return any
    }
}

/// The write end of the pipe, for the handler, which can capture nothing.
nonisolated(unsafe) private var interruptWriteDescriptor: Int32 = -1

private let interruptHandler: @convention(c) (Int32) -> Void = { _ in
    // Only async-signal-safe calls here.
    var byte: UInt8 = 3
    _ = write(interruptWriteDescriptor, &byte, 1)
}

/// Watches for Ctrl-C while a statement runs, so that a dispatch still waiting for the
/// domain can be cancelled.
final class InterruptWatcher: @unchecked Sendable {
    private let interrupts: InterruptSignal
    private let stopDescriptors: [Int32]
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var interrupted = false

    private init(interrupts: InterruptSignal, stopDescriptors: [Int32]) {
        self.interrupts = interrupts
        self.stopDescriptors = stopDescriptors
    }

    static func start(_ interrupts: InterruptSignal, onInterrupt: @escaping @Sendable () -> Void) -> InterruptWatcher? {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
        interrupts.drain()
        let watcher = InterruptWatcher(interrupts: interrupts, stopDescriptors: descriptors)
        Thread { watcher.watch(onInterrupt) }.start()
        return watcher
    }

    private func watch(_ onInterrupt: @Sendable () -> Void) {
        defer { finished.signal() }
        while true {
            var descriptors = [
                pollfd(fd: interrupts.readDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopDescriptors[0], events: Int16(POLLIN), revents: 0),
            ]
            let count = poll(&descriptors, 2, -1)
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            if descriptors[1].revents != 0 { return }
            if descriptors[0].revents != 0, interrupts.drain() {
                lock.withLock { interrupted = true }
                onInterrupt()
            }
        }
    }

    /// Stops watching; returns whether Ctrl-C was pressed meanwhile.
    func stop() -> Bool {
        var byte: UInt8 = 1
        _ = write(stopDescriptors[1], &byte, 1)
        finished.wait()
        close(stopDescriptors[0])
        close(stopDescriptors[1])
        return lock.withLock { interrupted }
    }
}
