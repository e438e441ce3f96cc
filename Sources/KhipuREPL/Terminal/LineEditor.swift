@preconcurrency import CReadline
import Foundation

/// What reading one line gave.
enum LineInput: Equatable {
    case line(String)
    /// Ctrl-C: the line was abandoned.
    case interrupted
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfInput
}

/// GNU readline, through its callback interface so that Ctrl-C can abandon the line
/// being typed without ending the process (readline's own signal handling is off).
/// Emacs and vi keys, `~/.inputrc` with `$if khipu` sections, Ctrl-R and the history file
/// are readline's.
///
/// Reading happens on a thread of its own, so the session's tasks keep running; one
/// line is read at a time, which is what makes the unchecked `Sendable` sound.
final class LineEditor: @unchecked Sendable {
    private let historyPath: String?
    private let interrupts: InterruptSignal?
    /// A descriptor that becomes readable when there is something to print while a line
    /// is typed (`khipu attach`: messages from the app), and what prints it; the line is
    /// drawn again below.
    private let wake: (descriptor: Int32, show: () -> Void)?

    init(historyPath: String?, interrupts: InterruptSignal?, wake: (descriptor: Int32, show: () -> Void)? = nil) {
        self.historyPath = historyPath
        self.interrupts = interrupts
        self.wake = wake
        rl_readline_name = UnsafePointer(strdup("khipu"))
        rl_catch_signals = 0
        // Defaults a user's ~/.inputrc can still change: it is read by rl_initialize below.
        _ = rl_variable_bind("show-all-if-ambiguous", "on")
        _ = rl_variable_bind("completion-query-items", "200")
        ReadlineCompletion.install()
        _ = rl_initialize()
        loadHistory()
    }

    func read(prompt: String) async -> LineInput {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: self.readBlocking(prompt: prompt)) }.start()
        }
    }

    /// `read(prompt:)` on the calling thread, for a session that is not async (`khipu attach`).
    func readBlocking(prompt: String) -> LineInput {
        interrupts?.drain()
        ReadlineLine.result = nil
        rl_callback_handler_install(prompt, readlineLineHandler)
        while ReadlineLine.result == nil {
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            if let interrupts { descriptors.append(pollfd(fd: interrupts.readDescriptor, events: Int16(POLLIN), revents: 0)) }
            if let wake { descriptors.append(pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0)) }
            let count = poll(&descriptors, nfds_t(descriptors.count), -1)
            if count < 0 {
                if errno == EINTR { continue }
                rl_callback_handler_remove()
                return .endOfInput
            }
            if let wake, descriptors[descriptors.count - 1].revents != 0 {
                rl_clear_visible_line()
                wake.show()
                rl_forced_update_display()
            }
            if interrupts != nil, descriptors[1].revents != 0, interrupts?.drain() == true {
                abandonLine()
                return .interrupted
            }
            let events = descriptors[0].revents
            if events & Int16(POLLIN) != 0 {
                rl_callback_read_char()
            } else if events & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                // The terminal is gone: readline would see read errors forever.
                rl_callback_handler_remove()
                return .endOfInput
            }
        }
        return ReadlineLine.result ?? .endOfInput
    }

    /// Ctrl-C while typing: `^C` after the line, which is dropped; the next prompt
    /// starts afresh.
    private func abandonLine() {
        rl_point = rl_end
        rl_redisplay()
        rl_echo_signal_char(SIGINT)
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_cleanup_after_signal()
        rl_callback_handler_remove()
        TerminalOutput.write("\n")
    }

    // MARK: - History

    private func loadHistory() {
        using_history()
        // Timestamp lines (`#1718528400`) separate the entries in the file, so that an
        // entry of several lines comes back as one.
        history_comment_char = CChar(UInt8(ascii: "#"))
        history_write_timestamps = 1
        history_multiline_entries = 1
        stifle_history(HistoryFile.limit)
        guard let historyPath else { return }
        let directory = (historyPath as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        if FileManager.default.fileExists(atPath: historyPath) {
            _ = read_history(historyPath)
            _ = history_truncate_file(historyPath, HistoryFile.limit)
        }
    }

    /// Adds a finished entry to the history and to the file at once, so that nothing is
    /// lost when the session ends badly. A repeat of the last entry is not added again.
    func remember(_ entry: String) {
        if history_length > 0, let last = history_get(history_base + history_length - 1), let line = last.pointee.line,
            String(cString: line) == entry
        {
            return
        }
        add_history(entry)
        guard let historyPath else { return }
        if FileManager.default.fileExists(atPath: historyPath) {
            _ = append_history(1, historyPath)
        } else {
            _ = write_history(historyPath)
        }
    }
}

/// The line readline's callback handed over; the callback can capture nothing.
enum ReadlineLine {
    nonisolated(unsafe) static var result: LineInput?
}

private let readlineLineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { line in
    if let line {
        ReadlineLine.result = .line(String(cString: line))
        free(line)
    } else {
        ReadlineLine.result = .endOfInput
    }
    rl_callback_handler_remove()
}
