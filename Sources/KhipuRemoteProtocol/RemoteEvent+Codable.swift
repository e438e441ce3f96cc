/// An event is one flat JSON object: its `kind` and that kind's fields, as the manual's
/// table gives them (a clock move also as `text`, for a client that shows only text).
extension RemoteEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, message, outputs, move, name, value, details, text, diagnostic, error
    }

    private enum Kind: String, Codable {
        case dispatched, emitted, clock, bound, passed, failed, output
        case expectationFailed = "expectation-failed"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func value<Value: Decodable>(_ key: CodingKeys) throws -> Value { try container.decode(Value.self, forKey: key) }
        switch try container.decode(Kind.self, forKey: .kind) {
        case .dispatched: self = .dispatched(message: try value(.message), outputs: try value(.outputs))
        case .emitted: self = .emitted(try value(.outputs))
        case .clock: self = .clockMoved(try value(.move))
        case .bound: self = .bound(name: try value(.name), value: try value(.value))
        case .passed: self = .passed
        case .expectationFailed: self = .expectationFailed(details: try value(.details))
        case .failed:
            self = .failed(
                text: try value(.text), diagnostic: try container.decodeIfPresent(RemoteDiagnostic.self, forKey: .diagnostic),
                error: try container.decodeIfPresent(RemoteError.self, forKey: .error))
        case .output: self = .output(try value(.text))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .dispatched(let message, let outputs):
            try container.encode(Kind.dispatched, forKey: .kind)
            try container.encode(message, forKey: .message)
            try container.encode(outputs, forKey: .outputs)
        case .emitted(let outputs):
            try container.encode(Kind.emitted, forKey: .kind)
            try container.encode(outputs, forKey: .outputs)
        case .clockMoved(let move):
            try container.encode(Kind.clock, forKey: .kind)
            try container.encode(move, forKey: .move)
            try container.encode(move.text, forKey: .text)
        case .bound(let name, let value):
            try container.encode(Kind.bound, forKey: .kind)
            try container.encode(name, forKey: .name)
            try container.encode(value, forKey: .value)
        case .passed:
            try container.encode(Kind.passed, forKey: .kind)
        case .expectationFailed(let details):
            try container.encode(Kind.expectationFailed, forKey: .kind)
            try container.encode(details, forKey: .details)
        case .failed(let text, let diagnostic, let error):
            try container.encode(Kind.failed, forKey: .kind)
            try container.encode(text, forKey: .text)
            try container.encodeIfPresent(diagnostic, forKey: .diagnostic)
            try container.encodeIfPresent(error, forKey: .error)
        case .output(let text):
            try container.encode(Kind.output, forKey: .kind)
            try container.encode(text, forKey: .text)
        }
    }
}
