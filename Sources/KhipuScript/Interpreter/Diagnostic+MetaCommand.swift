import Khipu
import KhipuDSL

/// What `:` commands report about their arguments. Each factory gives its diagnostic its
/// id; a command's argument of the wrong shape is `invalid-command`.
extension Diagnostic {
    /// `:nme` is no command.
    static func unknownCommand(_ name: String, at range: SourceRange) -> Diagnostic {
        let names = MetaCommand.allCases.map(\.rawValue)
        return Diagnostic(
            "unknown command ':\(name)'", at: range, notes: ["commands: " + names.map { ":" + $0 }.joined(separator: " ")],
            suggestion: DidYouMean.suggestion(for: name, among: names).map { ":" + $0 }, id: .unknownCommand)
    }

    /// `:domain NAME` names no domain of the tool, or `:domain` names none.
    static func unknownDomain(_ name: String, among domains: [String], at range: SourceRange) -> Diagnostic {
        Diagnostic(
            name.isEmpty ? "expected a domain name" : "unknown domain '\(name)'", at: range,
            notes: ["domains: " + domains.joined(separator: ", ")], suggestion: DidYouMean.suggestion(for: name, among: domains),
            id: .unknownDomain)
    }

    /// "expected a duration like 90s, …": `what` is all after "expected ".
    static func invalidArgument(_ what: String, at range: SourceRange, notes: [String] = [], suggestion: String? = nil) -> Diagnostic {
        Diagnostic("expected \(what)", at: range, notes: notes, suggestion: suggestion, id: .invalidCommand)
    }

    static func missingLoadFile(at range: SourceRange) -> Diagnostic {
        Diagnostic("expected a file to load", at: range, id: .invalidCommand)
    }

    /// `:load PATH` of a file that cannot be read; `reason` is the system's, in its words.
    static func cannotLoadFile(_ path: String, reason: String, at range: SourceRange) -> Diagnostic {
        Diagnostic("cannot read the file \(TerminalSafeText.visible(path)): \(reason)", at: range, id: .load)
    }

    static func missingSaveFile(at range: SourceRange) -> Diagnostic {
        Diagnostic("expected a file to save the session to, e.g. :save session.khipu", at: range, id: .invalidCommand)
    }

    static func fixturesTakeNoArgument(at range: SourceRange) -> Diagnostic {
        Diagnostic("':fixtures' takes no argument", at: range, notes: ["it binds every fixture of the domain's documentation"], id: .invalidCommand)
    }

    /// `:help TOPIC` for a topic that is no command; `topics` are the commands' names.
    static func unknownHelpTopic(_ topic: String, among topics: [String], suggestion: String?, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "no help on '\(topic)'", at: range, notes: ["topics: " + topics.map { ":" + $0 }.joined(separator: " ")],
            suggestion: suggestion.map { ":" + $0 }, id: .unknownCommand)
    }

    static func unknownSetting(_ name: String, at range: SourceRange, suggestion: String?) -> Diagnostic {
        Diagnostic(
            "unknown setting '\(name)'", at: range, notes: ["settings: diff on|off, color on|off|auto, exhaustive on|off, undo N"],
            suggestion: suggestion, id: .invalidCommand)
    }

    /// `:gateway NAME` naming no gateway of the domain (or a domain without any).
    static func unknownGateway(_ name: String, among gateways: [String], at range: SourceRange) -> Diagnostic {
        Diagnostic(
            gateways.isEmpty ? "this domain has no simulated gateways" : "unknown gateway '\(name)'", at: range,
            notes: gateways.isEmpty ? [] : ["gateways: " + gateways.joined(separator: ", ")],
            suggestion: DidYouMean.suggestion(for: name, among: gateways), id: .invalidCommand)
    }

    static func unknownGatewayMode(_ mode: String, of gateway: String, among modes: [String], at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "unknown mode '\(mode)' of gateway '\(gateway)'", at: range, notes: ["modes: " + modes.joined(separator: ", ")],
            suggestion: DidYouMean.suggestion(for: mode, among: modes), id: .invalidCommand)
    }

    /// `:goto N` past the steps the history keeps; `notes` say which it keeps.
    static func noSuchStep(_ number: Int, at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("there is no step \(number)", at: range, notes: notes, id: .indexOutOfRange)
    }

    /// A move of the clock stopped short of its date; what timers did until then stays.
    static func clockStopped(_ error: ClockStepError, at range: SourceRange) -> Diagnostic {
        Diagnostic(error.description, at: range, id: .clockStopped)
    }

    // `:load`

    static func scenarioInLoadedFile(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            "a :load-ed file cannot start a scenario", at: range,
            notes: ["scenarios belong to the file `\(ToolName.current) run` runs; a loaded file is part of the scenario that loads it"], id: .invalidCommand)
    }

    static func loadsTooDeep(limit: Int, at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("files load each other more than \(limit) deep", at: range, notes: notes, id: .tooDeep)
    }

    static func tooManyLoads(limit: Int, at range: SourceRange, notes: [String]) -> Diagnostic {
        Diagnostic("more than \(limit) files loaded by one statement; the loads stop here", at: range, notes: notes, id: .tooDeep)
    }
}
