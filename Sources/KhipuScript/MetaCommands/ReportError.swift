import Khipu

/// Why `:report FILE` wrote nothing.
enum ReportError: Error, CustomStringConvertible {
    case missingFile
    /// The session keeps no report (an interpreter made without one).
    case notKept
    case cannotWrite(FileWriteError)
    /// The file exists and is not a page `:report` or `--html` wrote; `argument` as typed.
    case notWrittenByReport(path: String, argument: String)

    var description: String {
        switch self {
        case .missingFile:
            ":report needs a file to write, e.g. :report session.html"
        case .notKept:
            "this session keeps no report of its statements"
        case .cannotWrite(let error):
            "\(error)"
        case .notWrittenByReport(let path, let argument):
            "\(path) already exists and was not written by :report; `:report! \(argument)` replaces it"
        }
    }
}
