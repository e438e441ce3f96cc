import ArgumentParser
import Foundation
import KhipuScript

extension RunCommand {
    /// `--record`: rewrites the failed message expectations of every file in place and
    /// prints what changed, each line after `linePrefix`; true when every failure was
    /// recorded, so the next run passes.
    func recordExpectations(_ results: [FileResult], linePrefix: String = "") throws -> Bool {
        var unrecorded = 0
        var recorded = 0
        for result in results where result.failed > 0 {
            do {
                let outcome = try ExpectationRecorder.record(result)
                outcome.recorded.forEach { print(linePrefix + $0.description.replacingOccurrences(of: "\n", with: "\n" + linePrefix)) }
                recorded += outcome.recorded.count
                unrecorded += outcome.unrecorded
            } catch {
                FileHandle.standardError.write(Data("\(DomainRegistry.toolName): cannot record into \(result.path): \(error.localizedDescription)\n".utf8))
                unrecorded += result.failed
            }
        }
        print(linePrefix + "recorded \(recorded) expectation\(recorded == 1 ? "" : "s")" + (unrecorded > 0 ? "; \(unrecorded) failure\(unrecorded == 1 ? "" : "s") cannot be recorded" : ""))
        return unrecorded == 0
    }
}
