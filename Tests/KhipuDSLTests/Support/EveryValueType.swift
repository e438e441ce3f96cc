import Foundation
import KhipuDSL

/// A model with every value type a real domain uses (issue 14, item 1): money as
/// `Decimal`, maps, sets, URLs, sized integers, `Float`, raw-value enums, types with
/// their own `Codable`, dates with fractional seconds and a nested optional.
@DSL struct EveryValueType: Codable, Equatable {
    var price: Decimal
    var limits: [String: Decimal]
    var tags: Set<String>
    var homepage: URL?
    var level: UInt8
    var total: Int64
    var ratio: Float
    var currency: Currency
    var priority: Priority
    var iban: IBAN
    var posting: Posting
    var created: Date
    var retries: Int??
    var initial: Character
    var rates: [Currency: Decimal]
    var small: Int8
    var wide: UInt64

    /// A `String` raw-value enum whose raw values are not its case names.
    @DSL enum Currency: String, Codable, Hashable, CaseIterable {
        case eur = "EUR"
        case chf = "CHF"
        case usd
    }

    /// An `Int` raw-value enum with implicit and explicit raw values.
    @DSL enum Priority: Int, Codable, CaseIterable {
        case low = 1
        case normal
        case high = 10
    }

    /// A single-value `Codable` of its own that checks what it reads.
    @DSL struct IBAN: Codable, Hashable {
        let text: String

        static let formatMessage = "an IBAN starts with a country code of two capital letters and two check digits, such as \"DE89 3704 0044 0532 0130 00\""

        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            let characters = Array(text)
            guard characters.count >= 4, characters[0].isUppercase, characters[1].isUppercase,
                characters[2].isNumber, characters[3].isNumber
            else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: Self.formatMessage))
            }
            self.text = text
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    /// A keyed `Codable` of its own whose keys are not its property names.
    @DSL struct Posting: Codable, Equatable {
        let account: String
        let amount: Decimal

        init(account: String, amount: Decimal) {
            self.account = account
            self.amount = amount
        }

        enum Keys: String, CodingKey {
            case account = "to"
            case amount = "sum"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            account = try container.decode(String.self, forKey: .account)
            amount = try container.decode(Decimal.self, forKey: .amount)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(account, forKey: .account)
            try container.encode(amount, forKey: .amount)
        }
    }
}

extension EveryValueType {
    /// A value with something in every field.
    static let sample = EveryValueType(
        price: Decimal(string: "19.99")!,
        limits: ["daily": 500, "monthly": 2_000, "weekly": Decimal(string: "-0.01")!],
        tags: ["fruit", "b", "a"],
        homepage: URL(string: "https://example.com/shop?q=a%20b"),
        level: 255,
        total: .min,
        ratio: 0.1,
        currency: .eur,
        priority: .high,
        iban: try! dslDecode(IBAN.self, #""DE89370400440532013000""#),
        posting: Posting(account: "Cash", amount: Decimal(string: "0.3")!),
        created: Date(timeIntervalSinceReferenceDate: 740_000_000.123),
        retries: .some(nil),
        initial: "é",
        rates: [.chf: Decimal(string: "0.94")!, .usd: Decimal(string: "1.08")!],
        small: -128,
        wide: .max
    )
}
