import KhipuCompletion
import KhipuScript

/// A `SessionEngine` as the terminal session drives it: Tab's completions, and what may
/// arrive while a line is typed.
package protocol TerminalEngine: SessionEngine {
    /// Installs Tab's answers for the line about to be read (a local interpreter's are taken
    /// from a snapshot of it, as completion runs on the line editor's thread).
    func prepareCompletion()
    /// Lines that come while a line is typed (an attached app's other traffic): the
    /// descriptor that becomes readable for them, and how to take them.
    var arrivals: (wake: Int32, take: () -> [String])? { get }
}

extension Interpreter: TerminalEngine {
    package func prepareCompletion() {
        ReadlineCompletion.otherSource = nil
        ReadlineCompletion.context = CompletionContext(interpreter: self)
    }

    package var arrivals: (wake: Int32, take: () -> [String])? { nil }
}
