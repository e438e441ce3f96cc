import Khipu

extension KhipuEnvironment {
    /// How long a test waits for a domain's asynchronous work. The whole `swift test` run
    /// shares one concurrency pool, as wide as the machine has cores (two in CI), and tests
    /// that block it can hold it for minutes; the work and a short timeout then become
    /// runnable together when it frees, and the timeout may win. A test that means to see
    /// a timeout passes its own.
    package static let testQuietTimeout: Duration = .seconds(600)

    /// `waitUntilQuiet` with `testQuietTimeout`.
    package func waitUntilQuietInTest() async -> Bool {
        await waitUntilQuiet(timeout: Self.testQuietTimeout)
    }
}
