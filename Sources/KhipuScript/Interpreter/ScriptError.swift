import Khipu
import KhipuDSL

/// A failure that is not about one spot of the input (a file that cannot be read, a
/// domain that stays busy, a store that cannot save), reported as a plain message with
/// its id. The errors of the store and the domain host are kept as they were thrown
/// until a reporter renders them.
enum ScriptError: Error, CustomStringConvertible {
    /// A script, or a file `:load` names, could not be read; `reason` is the system's.
    case cannotReadFile(path: String, reason: String)
    /// A script holds a byte that is not UTF-8, at `offset` (line and column from 1).
    case notUTF8(path: String, line: Int, column: Int, byte: String, offset: Int)
    case store(StoreError)
    /// The domain answered itself in a loop; the host stopped it.
    case feedbackLoop(DomainHostError)
    /// Asynchronous work the domain started did not finish within `timeout` after `what`
    /// ("the dispatch").
    case stillBusy(timeout: Duration, after: String)
    /// `:save FILE` could not check or write the file.
    case cannotSave(FileWriteError)
    /// `:save FILE` would replace a file it did not write; `argument` is the path as typed.
    case notWrittenBySave(path: String, argument: String)
    /// `:save` replays the session from the domain it started on, which is no longer there.
    case startDomainGone(String)
    /// `:fixtures` on a domain whose documentation has none.
    case noFixtures(domain: String)

    var id: DiagnosticID {
        switch self {
        case .cannotReadFile, .notUTF8: .load
        case .store: .store
        case .feedbackLoop: .feedbackLoop
        case .stillBusy: .domainBusy
        case .cannotSave, .notWrittenBySave, .startDomainGone: .save
        case .noFixtures: .invalidCommand
        }
    }

    var description: String {
        switch self {
        case .cannotReadFile(let path, let reason):
            "\(TerminalSafeText.visible(path)): error: cannot read the file (\(reason))"
        case .notUTF8(let path, let line, let column, let byte, let offset):
            "\(TerminalSafeText.visible(path)):\(line):\(column): error: the file is not UTF-8 text (byte 0x\(byte) at byte offset \(offset))"
        case .store(let error):
            "\(error)"
        case .feedbackLoop(let error):
            "\(error)"
        case .stillBusy(let timeout, let what):
            "the domain was still busy \(timeout) after \(what): its asynchronous work did not finish. "
                + "Work that waits should sleep on the domain's clock (`await KhipuEnvironment.current.sleep(for: .seconds(2))`), "
                + "which a script moves with `:clock advance`; `Task.sleep` and other clocks keep the domain busy"
        case .cannotSave(let error):
            "\(error)"
        case .notWrittenBySave(let path, let argument):
            "\(path) already exists and was not written by :save; `:save! \(argument)` replaces it"
        case .startDomainGone(let name):
            "the domain '\(name)' the session started on is gone"
        case .noFixtures(let domain):
            "the documentation of the \(domain) domain has no fixtures"
        }
    }

    /// The typed errors of the layers below, as script errors; nil for any other error.
    init?(_ error: any Error) {
        switch error {
        case let error as ScriptError: self = error
        case let error as StoreError: self = .store(error)
        case let error as DomainHostError: self = .feedbackLoop(error)
        default: return nil
        }
    }
}

extension ScriptError {
    /// The error as what went wrong with the script at `path`: where it points and what it says.
    func problem(file path: String) -> StatementProblem {
        switch self {
        case .notUTF8(_, let line, let column, let byte, let offset):
            .error(location: "\(TerminalSafeText.visible(path)):\(line):\(column)", message: "the file is not UTF-8 text (byte 0x\(byte) at byte offset \(offset))", file: path, line: line, column: column)
        case .cannotReadFile(_, let reason):
            .error(location: TerminalSafeText.visible(path), message: "cannot read the file (\(reason))", file: path, line: 1, column: 1)
        default:
            .error("\(description)", file: path, line: nil)
        }
    }
}
