import Foundation
import KhipuDSL

/// A test domain made of the value types real models use: money as `Decimal`, maps,
/// sets, URLs, sized integers, `Float`, a raw-value enum and nested optionals. Its structs
/// list `DSLPrintable`, so the compact printer's fast path meets every one of them.
@DSL
enum ShopMessage: Codable, Equatable {
    case price(sku: String, amount: Decimal)
    case budget([String: Decimal])
    case tag(Set<String>, in: Currency)
    case link(URL?)
    case stock(UInt8, Int64, Float)
    case note(String??)
    case cart(Cart)
    case voucher(Voucher)
    /// Defaulted associated values, which a user may leave out.
    case order(sku: String, quantity: Int = 1, gift: Bool = false, in: Currency = .chf)
    case hours(ClosedRange<Int>, breaks: Range<Double>?, days: [ClosedRange<Int>])
}

@DSL
enum Currency: String, Codable, Equatable {
    case chf = "CHF"
    case eur = "EUR"
    case usd
}

@DSL
struct Cart: Codable, Equatable, DSLPrintable {
    let lines: [CartLine]
    let limits: [Currency: Decimal]
    let counts: [Int: [UInt16]]
    let coupons: Set<Int32>?
    let home: URL
    let placed: Date?
}

@DSL
struct CartLine: Codable, Equatable, DSLPrintable {
    let sku: String
    let price: Decimal
    let quantity: Int8
    let weight: Float?
}

/// Stored properties a user does not write: a private one, one with an initial value
/// (which synthesised `Decodable` skips), next to a computed one.
@DSL
struct Voucher: Codable, Equatable, DSLPrintable {
    let code: String
    private let secret: Int
    let version: Int = 2
    var isFree: Bool { code.isEmpty }

    init(code: String, secret: Int) {
        self.code = code
        self.secret = secret
    }

    /// The keys synthesised `Codable` would make; written out, they tell the compiler that
    /// `version` is left undecoded on purpose (which it otherwise warns about).
    private enum CodingKeys: String, CodingKey {
        case code, secret, version
    }
}
