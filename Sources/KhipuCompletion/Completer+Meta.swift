import Foundation
import KhipuScript

extension Completer {
    /// `:lo` → `:load `; then the command's argument: file names after `:load ` and
    /// `:save `, domains, settings, state paths, messages after `:describe `.
    func completeMeta(_ text: String, colon: Int) -> Completions {
        let bytes = Array(text.utf8)
        var nameEnd = colon + 1
        while nameEnd < bytes.count, isLetter(bytes[nameEnd]) { nameEnd += 1 }
        let name = String(decoding: bytes[(colon + 1)..<nameEnd], as: UTF8.self)
        if nameEnd == bytes.count {
            return Completions.filtered(commandCandidates(), prefix: ":" + name, start: colon)
        }
        guard let command = MetaCommand(rawValue: name), bytes[nameEnd] == 0x20 || bytes[nameEnd] == 0x09 else { return .none }
        var argumentStart = nameEnd
        while argumentStart < bytes.count, bytes[argumentStart] == 0x20 || bytes[argumentStart] == 0x09 { argumentStart += 1 }
        let argument = String(decoding: bytes[argumentStart...], as: UTF8.self)
        guard !argument.contains("\n") else { return .none }
        let words = argument.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        switch command.argumentCompletion {
        case .files(let scriptsOnly):
            return fileCompletion(argument, at: argumentStart, scriptsOnly: scriptsOnly)
        case .domains:
            let candidates = context.domains.map { CompletionCandidate($0.name, summary: $0.summary) }
            return Completions.filtered(candidates, prefix: argument, start: argumentStart)
        case .gateways where words.count == 1:
            return Completions.filtered(context.gatewayNames.map { CompletionCandidate($0 + " ") }, prefix: argument, start: argumentStart)
        case .gateways where words.count == 2:
            let modes = context.gatewayModes[words[0]] ?? []
            let start = argumentStart + words[0].utf8.count + 1
            return Completions.filtered(modes.map { CompletionCandidate($0.name, summary: $0.summary) }, prefix: words[1], start: start)
        case .words(let first, _) where words.count == 1:
            let candidates = first.map { CompletionCandidate($0.insertion, display: $0.display, summary: $0.summary) }
            return Completions.filtered(candidates, prefix: argument, start: argumentStart)
        case .words(_, let then) where words.count == 2 && !then.isEmpty:
            let values = then[words[0]] ?? []
            let start = argumentStart + words[0].utf8.count + 1
            return Completions.filtered(values.map { CompletionCandidate($0) }, prefix: words[1], start: start)
        case .statePath:
            // `:state todos.it` completes like `state.todos.it`.
            let path = "state." + argument
            guard let tokens = PartialLexer.tokens(path) else { return .none }
            let completions = completeExpression(tokens, rootType: nil, afterExpect: false, end: path.utf8.count)
            guard completions.fragmentStart >= 6 else { return .none }
            // `:state` shows a path; `alter(…)` would be rejected there.
            let paths = completions.candidates.filter { !$0.insertion.hasPrefix("alter(") }
            return Completions(fragmentStart: completions.fragmentStart - 6 + argumentStart, candidates: paths)
        case .message:
            guard let tokens = PartialLexer.tokens(argument) else { return .none }
            let completions = completeExpression(tokens, rootType: context.messageType, afterExpect: false, end: argument.utf8.count)
            return Completions(fragmentStart: completions.fragmentStart + argumentStart, candidates: completions.candidates)
        default:
            return .none
        }
    }

    /// Entries of the directory typed so far; directories end in `/`. `:load` offers
    /// only `.khipu` files.
    func fileCompletion(_ fragment: String, at start: Int, scriptsOnly: Bool) -> Completions {
        let slash = fragment.lastIndex(of: "/")
        let directoryPart = slash.map { String(fragment[...$0]) } ?? ""
        let base = slash.map { String(fragment[fragment.index(after: $0)...]) } ?? fragment
        var directory = directoryPart
        if directory.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
            directory = home + directory.dropFirst(1)
        }
        let path =
            directory.isEmpty ? context.currentDirectory
            : directory.hasPrefix("/") ? directory : context.currentDirectory + "/" + directory
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return .none }
        let candidates: [CompletionCandidate] = names.sorted().compactMap { name in
            guard name.hasPrefix(base), base.hasPrefix(".") || !name.hasPrefix(".") else { return nil }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory)
            if isDirectory.boolValue { return CompletionCandidate(name + "/") }
            if scriptsOnly && !name.hasSuffix(".khipu") { return nil }
            return CompletionCandidate(name)
        }
        return Completions(fragmentStart: start + directoryPart.utf8.count, candidates: candidates)
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
