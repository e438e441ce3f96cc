import Foundation
import Khipu

/// 2024-06-16T09:00:00Z: where every fixed environment's clock starts, in tests and scripts.
public let fixedNow = Date(timeIntervalSince1970: 1_718_528_400)

/// Runs `body` with a stopped clock at `fixedNow` and sequential ids
/// (`00000000-0000-0000-0000-000000000001`, …), so every date and id a test sees is
/// known in advance.
public func withFixedEnvironment<T>(_ body: () throws -> T) rethrows -> T {
    try KhipuEnvironment.$current.withValue(.fixed(), operation: body)
}

/// `withFixedEnvironment` for a body that awaits.
public func withFixedEnvironment<T>(_ body: () async throws -> T) async rethrows -> T {
    try await KhipuEnvironment.$current.withValue(.fixed(), operation: body)
}

/// A date written in ISO-8601, e.g. `date("2024-06-16T09:00:00Z")`; the epoch if it is not one.
public func date(_ iso: String) -> Date {
    (try? Date(iso, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
}
