import KhipuDSL

/// Why a command failed, as a response's `.failed(reason)` tells it.
@DSL
public enum Reason: Error, Codable, Equatable, Sendable {
    /// The bridge answered the call with an error (the simulated bridge's `failing` mode).
    case refused
    /// The bridge did not answer: it is switched off or out of reach (the `offline` mode).
    case unreachable
    /// The bridge knows no light with the id of the light in the command.
    case unknownLight
    /// The brightness is not a percentage between 0 and 100; the bridge was not asked.
    case brightnessOutOfRange
}
