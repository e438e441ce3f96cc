/// The JSON-RPC and LSP error codes the server answers with.
enum ResponseError: Int {
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    /// A request before `initialize`.
    case serverNotInitialized = -32002
}

/// A request that gets an error instead of a result.
struct RequestFailure: Error {
    let code: ResponseError
    let message: String
}
