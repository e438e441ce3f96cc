import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How many columns the text output may use: `COLUMNS` when it is set, else the
/// terminal's width, else 100.
package enum TerminalWidth {
    package static let fallback = 100
    /// Narrower than this, no table is readable; the output is laid out for this width.
    static let minimum = 40

    package static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text.trimmingCharacters(in: .whitespaces)), columns > 0 {
            return max(columns, minimum)
        }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return max(Int(size.ws_col), minimum)
        }
        return fallback
    }
}
