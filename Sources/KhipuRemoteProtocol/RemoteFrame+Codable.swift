import Khipu
import KhipuDSL

/// A frame is one flat JSON object: its `type` and its case's fields, by the names the
/// manual's table gives (a refusal's reason and a notice are its `text`).
extension RemoteFrame: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, version, token, tool, id, text, line, client, domain, summary, direction, source
        case outcome, diff, file, fragmentStart, candidates
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func value<Value: Decodable>(_ key: CodingKeys) throws -> Value { try container.decode(Value.self, forKey: key) }
        func optional<Value: Decodable>(_ key: CodingKeys) throws -> Value? { try container.decodeIfPresent(Value.self, forKey: key) }
        switch try container.decode(Kind.self, forKey: .type) {
        case .hello: self = .hello(version: try value(.version), token: try value(.token), tool: try optional(.tool))
        case .statement: self = .statement(id: try value(.id), text: try value(.text), line: try optional(.line) ?? 1)
        case .complete: self = .complete(id: try value(.id), text: try value(.text))
        case .welcome:
            self = .welcome(version: try value(.version), client: try value(.client), domain: try value(.domain), summary: try optional(.summary) ?? "")
        case .refused: self = .refused(version: try optional(.version) ?? RemoteProtocol.version, reason: try value(.text))
        case .message: self = .message(direction: try value(.direction), text: try value(.text), source: try value(.source))
        case .answer: self = .answer(id: try value(.id), outcome: try value(.outcome), diff: try optional(.diff), file: try optional(.file))
        case .completions: self = .completions(id: try value(.id), fragmentStart: try value(.fragmentStart), candidates: try value(.candidates))
        case .diagnostic: self = .diagnostic(id: try optional(.id), text: try value(.text))
        case .notice: self = .notice(try value(.text))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .type)
        switch self {
        case .hello(let version, let token, let tool):
            try container.encode(version, forKey: .version)
            try container.encode(token, forKey: .token)
            try container.encodeIfPresent(tool, forKey: .tool)
        case .statement(let id, let text, let line):
            try container.encode(id, forKey: .id)
            try container.encode(text, forKey: .text)
            try container.encode(line, forKey: .line)
        case .complete(let id, let text):
            try container.encode(id, forKey: .id)
            try container.encode(text, forKey: .text)
        case .welcome(let version, let client, let domain, let summary):
            try container.encode(version, forKey: .version)
            try container.encode(client, forKey: .client)
            try container.encode(domain, forKey: .domain)
            try container.encode(summary, forKey: .summary)
        case .refused(let version, let reason):
            try container.encode(version, forKey: .version)
            try container.encode(reason, forKey: .text)
        case .message(let direction, let text, let source):
            try container.encode(direction, forKey: .direction)
            try container.encode(text, forKey: .text)
            try container.encode(source, forKey: .source)
        case .answer(let id, let outcome, let diff, let file):
            try container.encode(id, forKey: .id)
            try container.encode(outcome, forKey: .outcome)
            try container.encodeIfPresent(diff, forKey: .diff)
            try container.encodeIfPresent(file, forKey: .file)
        case .completions(let id, let fragmentStart, let candidates):
            try container.encode(id, forKey: .id)
            try container.encode(fragmentStart, forKey: .fragmentStart)
            try container.encode(candidates, forKey: .candidates)
        case .diagnostic(let id, let text):
            try container.encodeIfPresent(id, forKey: .id)
            try container.encode(text, forKey: .text)
        case .notice(let text):
            try container.encode(text, forKey: .text)
        }
    }
}
