import Foundation
import KhipuTestSupport
import Testing

/// The state's diff on a terminal points at what changed.
@Suite("The REPL's diffs on a terminal", .serialized, .enabled(if: RequiredTools.runs(whenPresent: ReplTerminal.isAvailable), "needs tmux"))
struct ReplTerminalDiffTests {
    @Test("after three adds, updating the second item names [1] and folds the rest as unchanged")
    func diffPoints() async throws {
        try await ReplTerminal.with { terminal in
            for title in ["one", "two", "three"] {
                try terminal.enter(#".todos(.cmd(.add(item: "\#(title)")))"#)
                try await terminal.waitFor(#"title: "\#(title)""#)
            }
            try terminal.enter(#".todos(.cmd(.update(item: state.todos.items[1].alter(.finish))))"#)
            let screen = try await terminal.waitFor("+             state: .finished")
            let diff = String(screen[try #require(screen.range(of: ".alter(.finish))))")).upperBound...])
            #expect(diff.contains("          [1]: TodoItem("), "\(diff)")
            #expect(diff.contains("-             state: .unfinished"))
            #expect(diff.contains("          … (1 unchanged)"))
            #expect(diff.contains("unchanged)"))
            #expect(!diff.contains(#"title: "one""#))
        }
    }

    @Test(":undo shows what the move changed; a bare expression prints its value")
    func undoDiffAndEcho() async throws {
        try await ReplTerminal.with { terminal in
            try terminal.enter(#".todos(.cmd(.add(item: "Back")))"#)
            try await terminal.waitFor(#"+             title: "Back""#)
            try terminal.enter(":undo")
            try await terminal.waitFor(#"-             title: "Back""#)
            try terminal.enter(":redo")
            try await terminal.waitFor(#"+             title: "Back""#, count: 2)
            try terminal.enter("state.todos.items[0].title")
            try await terminal.waitFor("\n\"Back\"\n")
        }
    }
}
