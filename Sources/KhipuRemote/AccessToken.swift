import Foundation
import KhipuRemoteProtocol

/// The token of one start of the server.
enum AccessToken {
    /// The configured one, else the environment's (when allowed), else 32 random hex digits.
    static func resolve(
        _ configured: String?, fromEnvironment: Bool = true, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let configured, !configured.isEmpty { return configured }
        if fromEnvironment, let chosen = environment[RemoteProtocol.tokenEnvironmentVariable], !chosen.isEmpty { return chosen }
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Compares every byte whatever the first difference, so the time taken tells nothing.
    static func matches(_ offered: String?, _ expected: String) -> Bool {
        let offered = Array((offered ?? "").utf8)
        let expected = Array(expected.utf8)
        var difference = offered.count == expected.count ? 0 : 1
        for index in 0..<expected.count {
            difference |= Int(expected[index] ^ (index < offered.count ? offered[index] : 0))
        }
        return difference == 0
    }
}
