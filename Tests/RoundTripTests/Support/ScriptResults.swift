import ExampleDomains
import KhipuScript
import KhipuTestSupport

/// Runs statements on one of the example domains in a fixed environment, as a script does,
/// and says what each line did: "ok", "bound", "output: …", or the failure's text.
func scriptResults(_ lines: [String], domain name: String = "todos") async throws -> [String] {
    let session = try ScriptSession(domainNamed: name, among: ExampleDomains.all)
    return await session.run(lines).map { outcome in outcome.events.map(describe).joined(separator: "; ") }
}

private func describe(_ event: ScriptEvent) -> String {
    switch event {
    case .expectationPassed: "ok"
    case .bound: "bound"
    case .dispatched: "dispatched"
    case .emitted: "emitted"
    case .output(let text): "output: " + text
    case .expectationFailed(let details): "expectation failed: " + details
    case .failed(let problem): "failed: " + problem.rendered()
    case .clockMoved(let move): "clock: " + move.text
    }
}
