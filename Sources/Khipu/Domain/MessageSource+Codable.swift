/// A source on the attach wire: `{"kind": "answer"}`, `{"kind": "client", "client": 2}`,
/// `{"kind": "followUp", "startedBy": ".place(…)", "timer": "expiry-T3", "waited": true}`,
/// `{"kind": "clock"}`, `{"kind": "app"}`; absent fields are absent.
extension MessageSource: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, client, startedBy, timer, waited
    }

    private enum Kind: String, Codable {
        case answer, followUp, clock, app, client
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .answer: self = .answer
        case .clock: self = .clock
        case .app: self = .app
        case .client: self = .client(try container.decode(Int.self, forKey: .client))
        case .followUp:
            self = .followUp(
                startedBy: try container.decodeIfPresent(String.self, forKey: .startedBy),
                timer: try container.decodeIfPresent(String.self, forKey: .timer),
                waited: try container.decodeIfPresent(Bool.self, forKey: .waited) ?? false)
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .answer: try container.encode(Kind.answer, forKey: .kind)
        case .clock: try container.encode(Kind.clock, forKey: .kind)
        case .app: try container.encode(Kind.app, forKey: .kind)
        case .client(let number):
            try container.encode(Kind.client, forKey: .kind)
            try container.encode(number, forKey: .client)
        case .followUp(let startedBy, let timer, let waited):
            try container.encode(Kind.followUp, forKey: .kind)
            try container.encodeIfPresent(startedBy, forKey: .startedBy)
            try container.encodeIfPresent(timer, forKey: .timer)
            try container.encode(waited, forKey: .waited)
        }
    }
}
