import Foundation

/// Writes down the case a trial is about to run, in files under the temporary directory:
/// a trap ends the test process without a word about the state and the message that set
/// it off, and these files still name them. A trial that returns removes its files.
///
/// `<name>.state.khipu` holds the state being tried, `<name>.case.txt` the message, the
/// clock, the gateway mode and how to run the same case again.
final class TrialRecord: Sendable {
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-reliability")

    let stateFile: URL
    let caseFile: URL
    /// How to repeat the run, e.g. the seed and the test's name, written into the case file.
    let rerun: String

    init(name: String, rerun: String) {
        try? FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        stateFile = Self.directory.appendingPathComponent("\(name).state.khipu")
        caseFile = Self.directory.appendingPathComponent("\(name).case.txt")
        self.rerun = rerun
    }

    /// The state the next cases start from, written once for all of its messages.
    func begin(state text: String, number: Int) {
        write("// state #\(number)\n\(text)\n", to: stateFile)
    }

    func begin(message text: String, number: Int, clock: Date, gatewayMode: String) {
        let lines = [
            "message #\(number): \(text)", "clock: Date(timeIntervalSinceReferenceDate: \(clock.timeIntervalSinceReferenceDate))",
            "gateways: \(gatewayMode)", "state: \(stateFile.path)", "rerun: \(rerun)",
        ]
        write(lines.joined(separator: "\n") + "\n", to: caseFile)
    }

    /// Removes the files: no case trapped.
    func finish() {
        try? FileManager.default.removeItem(at: stateFile)
        try? FileManager.default.removeItem(at: caseFile)
    }

    private func write(_ text: String, to url: URL) {
        try? Data(text.utf8).write(to: url)
    }
}
