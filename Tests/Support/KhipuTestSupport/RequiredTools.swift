import Foundation

/// Whether a test that needs a program outside Swift (tmux, Chromium, xmllint, prove,
/// tappy, a tmpfs mount) runs. Without the program it is skipped, unless
/// `KHIPU_REQUIRE_TOOLS` is set (`.ci/run` sets it): then it runs and fails, so that a CI
/// machine missing a tool fails instead of passing with the test skipped.
package enum RequiredTools {
    package static var areRequired: Bool {
        guard let value = ProcessInfo.processInfo.environment["KHIPU_REQUIRE_TOOLS"] else { return false }
        return !value.isEmpty && value != "0"
    }

    /// For `.enabled(if:)`: true when the tool is `present`, or when tools are required.
    package static func runs(whenPresent present: Bool) -> Bool {
        present || areRequired
    }
}
