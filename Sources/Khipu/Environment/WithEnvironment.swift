/// Runs `work` with `environment` bound as `KhipuEnvironment.current`, or as it is when nil.
func withEnvironment<Result>(_ environment: KhipuEnvironment?, _ work: () -> Result) -> Result {
    guard let environment else { return work() }
    return KhipuEnvironment.$current.withValue(environment, operation: work)
}
