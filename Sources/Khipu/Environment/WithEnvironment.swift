/// Runs `work` with `environment` bound as `KhipuEnvironment.current`, or as it is when nil.
/// Binds it only when another one is current: a host runs the domain for every message,
/// mostly where its environment is bound already, and binding a task local costs about as
/// much as a small message's work.
func withEnvironment<Result>(_ environment: KhipuEnvironment?, _ work: () -> Result) -> Result {
    guard let environment, KhipuEnvironment.current !== environment else { return work() }
    return KhipuEnvironment.$current.withValue(environment, operation: work)
}
