@preconcurrency import CReadline
import Foundation

/// Writes to the terminal after whatever readline has buffered.
enum TerminalOutput {
    static func write(_ text: String) {
        if let stream = rl_outstream { fflush(stream) }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
