import CKhipuSystem
import Foundation

extension Pipe {
    /// A pipe that no other child process can inherit, for a parent that reads a child's
    /// output until its end.
    ///
    /// `Pipe()` opens its descriptors without close-on-exec, and on Linux `Process.run()`
    /// closes the rest in its child only up to the highest descriptor open when it begins.
    /// A pipe opened by another thread meanwhile leaks into that unrelated child, which then
    /// holds the write end open: the reader sees no end of output until that child exits.
    ///
    /// Each descriptor is swapped, atomically (`dup3`), for a close-on-exec end of a fresh
    /// pipe. If the first pipe leaked before the swap, what leaked is no longer this pipe.
    /// `Process` still hands the ends on to its own child: the copy it makes there as
    /// standard input, output or error does not close on exec.
    package static func forOneChild() -> Pipe {
        let pipe = Pipe()
        var fresh: [Int32] = [-1, -1]
        guard khipu_pipe_closed_on_exec(&fresh) == 0 else { return pipe }
        _ = khipu_dup_closed_on_exec(fresh[0], pipe.fileHandleForReading.fileDescriptor)
        _ = khipu_dup_closed_on_exec(fresh[1], pipe.fileHandleForWriting.fileDescriptor)
        close(fresh[0])
        close(fresh[1])
        return pipe
    }
}
