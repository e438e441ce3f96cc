import Testing
@testable import KhipuScript

/// What each `:` command's handler says of it, held to what the session did before the
/// handlers held it.
@Suite("meta command handlers")
struct MetaCommandHandlerTests {
    @Test("the commands :save writes back, with an argument and without")
    func replays() {
        let withArgument = MetaCommand.allCases.filter { SessionRecord.replays($0, argument: "x") }
        #expect(withArgument == [.fixtures, .reset, .undo, .redo, .goto, .clock, .gateway, .domain])
        #expect(SessionRecord.replays(.skip, argument: "waiting"))
        let bare = MetaCommand.allCases.filter { SessionRecord.replays($0, argument: "") }
        #expect(bare == [.fixtures, .reset, .undo, .redo, .goto])
    }

    @Test("the commands that end what later expectations look at, as a dispatch does")
    func endsEmission() {
        let withArgument = MetaCommand.allCases.filter { $0.handler.endsEmission(argument: "x") }
        #expect(withArgument == [.reset, .undo, .redo, .goto, .clock, .domain])
        #expect(!ClockCommand.endsEmission(argument: ""))
    }

    @Test("completing a command's name adds a space only where an argument is needed")
    func needsArgument() {
        #expect(MetaCommand.allCases.filter(\.needsArgument) == [.goto, .load, .save, .report, .skip, .gateway, .domain, .set])
    }

    @Test("every command has a usage starting with its name, and a summary")
    func usageAndSummary() {
        for command in MetaCommand.allCases {
            #expect(command.usage.hasPrefix(":" + command.rawValue), "\(command)")
            #expect(!command.summary.isEmpty)
        }
    }
}
