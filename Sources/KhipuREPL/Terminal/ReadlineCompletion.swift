@preconcurrency import CReadline
import KhipuCompletion
import Foundation
import KhipuDSL

/// Connects the `Completer` to readline: Tab asks it for candidates, and a list of
/// several shows each with its parameters, types and doc.
///
/// readline calls back through C function pointers that capture nothing, so what they
/// need lives here; the session sets it before each line is read, and only the line
/// editor's thread reads it while the line is being typed.
enum ReadlineCompletion {
    nonisolated(unsafe) static var context: CompletionContext?
    /// The earlier lines of a multi-line entry, which the current line continues.
    nonisolated(unsafe) static var earlierLines = ""
    nonisolated(unsafe) static var palette = Palette(enabled: false)
    /// The candidates behind the strings handed to readline, for the listing.
    nonisolated(unsafe) fileprivate static var shown: [String: CompletionCandidate] = [:]
    /// Completion from somewhere other than `context` (`khipu attach`: the app's completer,
    /// asked over the connection); when set, it answers instead.
    nonisolated(unsafe) static var otherSource: ((String) -> Completions)?

    static func install() {
        rl_attempted_completion_function = attemptCompletion
        rl_completion_display_matches_hook = displayMatches
        // Words break only at spaces; the completer finds the fragment within the word.
        rl_completer_word_break_characters = UnsafePointer(strdup(" \t\n"))
        rl_sort_completion_matches = 0
    }

    /// The strings readline inserts: each candidate's insertion, preceded by whatever of
    /// readline's word comes before the fragment the completer replaces.
    static func matches(line: String, wordStart: Int) -> [(match: String, candidate: CompletionCandidate)] {
        let before = earlierLines.isEmpty ? "" : earlierLines + "\n"
        let completions: Completions
        if let otherSource {
            completions = otherSource(before + line)
        } else {
            guard let context else { return [] }
            completions = Completer(context: context).complete(before + line)
        }
        let fragmentStart = completions.fragmentStart - before.utf8.count
        let bytes = Array(line.utf8)
        guard fragmentStart >= wordStart, fragmentStart <= bytes.count else { return [] }
        let lead = String(decoding: bytes[wordStart..<fragmentStart], as: UTF8.self)
        return completions.candidates.map { (lead + $0.insertion, $0) }
    }

    /// The list shown for several candidates: one a line, the doc dimmed beside it.
    static func listing(_ candidates: [CompletionCandidate], width: Int, palette: Palette) -> [String] {
        let column = min(candidates.map(\.display.displayWidth).max() ?? 0, 48)
        return candidates.map { candidate in
            let name = "  " + candidate.display
            guard let summary = candidate.summary, !summary.isEmpty else { return name }
            let nameWidth = name.displayWidth
            let padded = name + String(repeating: " ", count: max(0, column + 2 - nameWidth)) + "   "
            let room = width - 1 - padded.displayWidth
            guard room >= 12 else { return name }
            let fits = summary.displayWidth <= room
            return padded + palette.dim(fits ? summary : String(DisplayWidth.prefix(of: summary, columns: room - 1)) + "…")
        }
    }

    fileprivate static func remember(_ matches: [(match: String, candidate: CompletionCandidate)]) {
        shown = Dictionary(matches.map { ($0.match, $0.candidate) }, uniquingKeysWith: { first, _ in first })
    }
}

private let attemptCompletion: @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
    _, start, end in
    rl_attempted_completion_over = 1
    rl_completion_suppress_append = 1
    guard let buffer = rl_line_buffer, end >= start else { return nil }
    let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: Int(end)), as: UTF8.self)
    let matches = ReadlineCompletion.matches(line: line, wordStart: Int(start))
    guard !matches.isEmpty else { return nil }
    ReadlineCompletion.remember(matches)
    let strings = matches.map(\.match)
    // readline frees the array and its strings: they must come from malloc.
    let count = strings.count == 1 ? 2 : strings.count + 2
    guard let raw = malloc(count * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride) else { return nil }
    let array = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: count)
    if strings.count == 1 {
        array[0] = strdup(strings[0])
        array[1] = nil
    } else {
        array[0] = strdup(commonPrefix(strings))
        for (index, string) in strings.enumerated() { array[index + 1] = strdup(string) }
        array[strings.count + 1] = nil
    }
    return array
}

private let displayMatches: @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int32, Int32) -> Void = {
    matches, count, _ in
    guard let matches, count > 0 else { return }
    let candidates: [CompletionCandidate] = (1...Int(count)).compactMap { index in
        guard let pointer = matches[index] else { return nil }
        let match = String(cString: pointer)
        return ReadlineCompletion.shown[match] ?? CompletionCandidate(match)
    }
    var rows: Int32 = 0
    var columns: Int32 = 0
    rl_get_screen_size(&rows, &columns)
    let lines = ReadlineCompletion.listing(candidates, width: columns > 0 ? Int(columns) : 80, palette: ReadlineCompletion.palette)
    TerminalOutput.write("\n" + lines.joined(separator: "\n") + "\n")
    rl_forced_update_display()
}

private func commonPrefix(_ strings: [String]) -> String {
    guard var prefix = strings.first else { return "" }
    for string in strings.dropFirst() {
        while !string.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
}
