import Foundation
@_exported import KhipuScript
import Testing

/// Runs a `.khipu` script inside a Swift Testing test and records every failed
/// expectation and every statement that could not run as an issue at the script's
/// `file:line:column`, with the diff or the diagnostic as its comment. A passing script
/// records nothing; a script that checks nothing records one issue at the test. A
/// scenario that ends with work still waiting on the clock records a warning (a failure
/// in exhaustive mode).
/// (KhipuTesting re-exports KhipuScript, whose `KhipuDomain` a test needs.)
///
/// ```swift
/// @Test func todos() async {
///     await expectScript(at: "scripts/todos.khipu", domains: [KhipuDomain(TodosDomain.definition)])
/// }
/// ```
///
/// - Parameters:
///   - path: the script, relative to the root of the package whose test calls this
///     (the nearest folder above the test's source file with a `Package.swift`), or absolute.
///   - domains: the domains the script may use; it runs on the first unless its first
///     line says `:domain NAME`.
public func expectScript(at path: String, domains: [KhipuDomain], sourceLocation: SourceLocation = #_sourceLocation) async {
    guard let first = domains.first else {
        Issue.record("expectScript needs at least one domain to run \(path) on", sourceLocation: sourceLocation)
        return
    }
    let file = PackageRoot.resolve(path, from: sourceLocation.filePath)
    // `swift test` runs many tests at once on as many threads as there are cores: a domain's
    // asynchronous work may wait seconds for a thread, which a script run alone never does.
    let options = RunOptions(quietTimeout: .seconds(60))
    let result = await ScriptRunner(domains: domains, defaultDomain: first, options: options).run(file) { _ in }
    let failures = ScriptFailure.failures(of: result)
    for failure in failures {
        Issue.record(Comment(rawValue: failure.details), sourceLocation: location(of: failure, shownAs: path, module: sourceLocation.moduleName))
    }
    // Work still waiting on the clock when a scenario ended is said, as a warning: it fails
    // only in exhaustive mode, where it is among the failures above.
    for scenario in result.scenarios {
        for note in scenario.notes {
            let at = location(file, line: scenario.line ?? 1, column: 1, shownAs: path, module: sourceLocation.moduleName)
            Issue.record(Comment(rawValue: note), severity: .warning, sourceLocation: at)
        }
    }
    if failures.isEmpty && result.passed == 0 {
        Issue.record("\(path) checked nothing: it has no expectation", sourceLocation: sourceLocation)
    }
}

/// Where a failure is shown: the script's own name, line and column.
private func location(of failure: ScriptFailure, shownAs path: String, module: String) -> SourceLocation {
    location(failure.file, line: failure.line, column: failure.column, shownAs: path, module: module)
}

private func location(_ file: String, line: Int, column: Int, shownAs path: String, module: String) -> SourceLocation {
    let relative = path.hasPrefix("/") ? (path as NSString).lastPathComponent : path
    let shown = file.hasSuffix(relative) ? relative : (file as NSString).lastPathComponent
    return SourceLocation(fileID: "\(module)/\(shown)", filePath: file, line: max(line, 1), column: max(column, 1))
}
