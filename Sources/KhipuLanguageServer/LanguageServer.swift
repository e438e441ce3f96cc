import Foundation
import KhipuScript

/// A Language Server Protocol server for `.khipu` files on stdio: diagnostics as the
/// user types (published on open and change, an empty list once fixed), completion from
/// the domain's schema, hover with `///` docs and go-to-definition for bound names.
/// Nothing is dispatched, so nothing runs.
///
/// One loop serves every document: it answers the messages that have come, and only
/// when none waits does it check a few more statements of the documents that changed,
/// in turn. A request never waits behind a long document's check, its own or another's.
package final class LanguageServer {
    private let connection: JSONRPCConnection
    private let domains: [KhipuDomain]
    private let defaultDomain: KhipuDomain
    private var documents: [String: KhipuDocument] = [:]
    /// Documents whose diagnostics are to check and publish, in the order they changed.
    private var unpublished: [String] = []
    private var shutdownRequested = false
    /// How many statements a check does before it looks for messages again.
    static let checkBudget = 16

    package init(connection: JSONRPCConnection, domains: [KhipuDomain], defaultDomain: KhipuDomain) {
        self.connection = connection
        self.domains = domains
        self.defaultDomain = defaultDomain
    }

    /// Serves until `exit` or the end of the input; true if the client shut down first.
    package func run() async -> Bool {
        let inbox = MessageInbox(reading: connection)
        while true {
            let message: [String: Any]?
            if let waiting = inbox.poll() {
                message = waiting
            } else if !unpublished.isEmpty {
                await checkSome()
                continue
            } else {
                message = await inbox.next()
            }
            guard let message else { return shutdownRequested }
            if message["method"] as? String == "exit" { return shutdownRequested }
            await receive(message)
        }
    }

    private func receive(_ message: [String: Any]) async {
        guard let method = message["method"] as? String else {
            // A response to a request of ours (we send none), or no method at all.
            if let id = message["id"], message["result"] == nil, message["error"] == nil {
                fail(id, RequestFailure(code: .invalidRequest, message: "a request needs a method"))
            }
            return
        }
        let params = message["params"] as? [String: Any] ?? [:]
        guard let id = message["id"] else {
            await handle(method, params)
            return
        }
        do {
            let result = try await answer(method, params)
            connection.send(["id": id, "result": result ?? NSNull()])
        } catch let failure as RequestFailure {
            fail(id, failure)
        } catch {
            fail(id, RequestFailure(code: .invalidRequest, message: "\(error)"))
        }
    }

    private func fail(_ id: Any, _ failure: RequestFailure) {
        connection.send(["id": id, "error": ["code": failure.code.rawValue, "message": failure.message]])
    }

    /// The result of a request, nil for a null result.
    private func answer(_ method: String, _ params: [String: Any]) async throws -> Any? {
        if shutdownRequested {
            throw RequestFailure(code: .invalidRequest, message: "the server is shutting down: only 'exit' is accepted after 'shutdown'")
        }
        switch method {
        case "initialize":
            return Self.capabilities
        case "shutdown":
            shutdownRequested = true
            return nil
        case "textDocument/completion":
            guard let (document, position) = try target(params) else { return ["isIncomplete": false, "items": [Any]()] }
            return ["isIncomplete": false, "items": await document.completion(at: position)]
        case "textDocument/hover":
            guard let (document, position) = try target(params) else { return nil }
            return await document.hover(at: position)
        case "textDocument/definition":
            guard let (document, position) = try target(params) else { return nil }
            return document.definition(at: position)
        default:
            throw RequestFailure(code: .methodNotFound, message: "khipu lsp does not handle '\(method)'")
        }
    }

    private func handle(_ method: String, _ params: [String: Any]) async {
        let textDocument = params["textDocument"] as? [String: Any] ?? [:]
        guard let uri = textDocument["uri"] as? String else { return }
        switch method {
        case "textDocument/didOpen":
            let document = KhipuDocument(
                uri: uri, text: textDocument["text"] as? String ?? "", version: textDocument["version"] as? Int,
                domains: domains, defaultDomain: defaultDomain)
            documents[uri] = document
            checkSoon(uri)
        case "textDocument/didChange":
            guard let document = documents[uri], let changes = params["contentChanges"] as? [[String: Any]],
                document.change(changes, version: textDocument["version"] as? Int)
            else { return }
            checkSoon(uri)
        case "textDocument/didClose":
            documents[uri] = nil
            unpublished.removeAll { $0 == uri }
            connection.send(["method": "textDocument/publishDiagnostics", "params": ["uri": uri, "diagnostics": [Any]()]])
        default:
            break
        }
    }

    /// Queues the document's check; what an edit left to check is often done at once.
    private func checkSoon(_ uri: String) {
        if !unpublished.contains(uri) { unpublished.append(uri) }
    }

    /// Checks a few statements of the first document waiting; publishes its diagnostics
    /// once none is left to check, else puts it behind the others.
    private func checkSome() async {
        let uri = unpublished.removeFirst()
        guard let document = documents[uri] else { return }
        if await document.checks.checkSome(budget: Self.checkBudget) {
            publishDiagnostics(document)
        } else {
            unpublished.append(uri)
        }
    }

    private func publishDiagnostics(_ document: KhipuDocument) {
        var params: [String: Any] = ["uri": document.uri, "diagnostics": document.diagnostics()]
        if let version = document.version { params["version"] = version }
        connection.send(["method": "textDocument/publishDiagnostics", "params": params])
    }

    /// The open document and position a request is about; nil for a document that is not
    /// open. Params without a document or a position are the client's error.
    private func target(_ params: [String: Any]) throws -> (KhipuDocument, TextPosition)? {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else {
            throw RequestFailure(code: .invalidParams, message: "expected params.textDocument.uri")
        }
        guard let position = TextPosition(json: params["position"]), position.line >= 0, position.character >= 0 else {
            throw RequestFailure(code: .invalidParams, message: "expected params.position with a line and a character")
        }
        return documents[uri].map { ($0, position) }
    }

    static var capabilities: [String: Any] {
        [
            "capabilities": [
                "textDocumentSync": ["openClose": true, "change": 1],
                "completionProvider": ["triggerCharacters": [".", "(", ":"], "resolveProvider": false],
                "hoverProvider": true,
                "definitionProvider": true,
            ],
            "serverInfo": ["name": "khipu"],
        ]
    }
}
