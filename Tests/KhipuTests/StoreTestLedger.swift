import Foundation
import Khipu

/// A state with dates and doubles, and one change that cannot be stored: what the file
/// store must print, read back or refuse.
struct Ledger: Codable, Equatable, Alterable {
    let entries: [Entry]

    init(entries: [Entry] = []) {
        self.entries = entries
    }

    struct Entry: Codable, Equatable {
        let amount: Double
        let on: Date
    }

    enum Change: Codable, Equatable {
        case record(Entry)
        case clear
        /// Prints as a text that does not read back.
        case unstorable(Unstorable)
    }

    func alter(_ changes: Change...) -> Ledger {
        changes.reduce(self) { ledger, change in
            switch change {
            case .record(let entry): Ledger(entries: ledger.entries + [entry])
            case .clear: Ledger()
            case .unstorable: ledger
            }
        }
    }
}

/// Encodes an argument its decoding does not accept, as a hand-written `Codable` may.
struct Unstorable: Codable, Equatable {
    init() {}

    init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: Key.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(1, forKey: .unknown)
    }

    private enum Key: String, CodingKey {
        case unknown
    }
}

/// NaN-aware equality of ledgers, for the round trips of `.nan`.
func sameEntries(_ left: Ledger, _ right: Ledger) -> Bool {
    left.entries.count == right.entries.count
        && zip(left.entries, right.entries).allSatisfy { a, b in
            a.on == b.on && (a.amount == b.amount || (a.amount.isNaN && b.amount.isNaN))
        }
}

/// A model that reads the clock in `alter`, as timers do.
struct Stamp: Codable, Equatable, Alterable {
    var times: [Date] = []

    enum Change: Codable, Equatable {
        case stamp
    }

    func alter(_ changes: Change...) -> Stamp {
        changes.reduce(self) { stamp, _ in Stamp(times: stamp.times + [KhipuEnvironment.current.now()]) }
    }
}
