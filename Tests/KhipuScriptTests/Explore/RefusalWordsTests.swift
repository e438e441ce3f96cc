import KhipuExplore
import Testing

/// How explore tells a refused message from an answered one in its summary: by the words of
/// the answer's case names, and by what the domain's own table shows.
@Suite struct RefusalWordsTests {
    static let shopSold = #".shop(.ack(.sold(item: "tea", price: 4.5)))"#
    static let shopDeclined = #".shop(.ack(.declined(.restock(item: "tea"), because: .closed)))"#

    @Test func aRefusalNamedInTheDomainsOwnWordsIsLearnedFromItsTable() {
        let words = RefusalWords(success: [Self.shopSold], refusal: [Self.shopDeclined])
        #expect(words.isRefusal(#".shop(.ack(.declined(.sell(item: "cake"), because: .soldOut)))"#))
        #expect(!words.isRefusal(Self.shopSold))
    }

    @Test func theCommandARefusalEchoesStillAnswersWhenItSucceeds() {
        let words = RefusalWords(success: [Self.shopSold], refusal: [Self.shopDeclined])
        #expect(!words.isRefusal(#".shop(.ack(.done(.restock(item: "tea"))))"#))
    }

    @Test func withoutATableTheWordsDecide() {
        let words = RefusalWords()
        #expect(words.isRefusal(".counter(.ack(.rejected(.decrement, because: .belowZero)))"))
        #expect(words.isRefusal(".lighting(.turning(.on, .light(porch), .failed(.unknownLight)))"))
        #expect(!words.isRefusal(Self.shopDeclined))
        #expect(!words.isRefusal(#".notes(.added(text: ".rejected"))"#))
    }

    @Test func aNameASuccessfulRowUsesNeverSaysNo() {
        let words = RefusalWords(success: [".alarm(.errorCleared(after: 2.5))"], refusal: [".alarm(.rejected(.clear))"])
        #expect(!words.isRefusal(".alarm(.errorCleared(after: 1.0))"))
        #expect(words.isRefusal(".alarm(.rejected(.clear))"))
    }

    @Test func aRefusalThatAlreadySoundsLikeOneTeachesNothingMore() {
        let words = RefusalWords(success: [".vault(.ack(.opened(owner: \"a\")))"], refusal: [".vault(.ack(.refused(.deposit(amount: 5), .noSuchAccount)))"])
        #expect(!words.isRefusal(".vault(.ack(.done(.deposit(amount: 5))))"))
        #expect(words.isRefusal(".vault(.ack(.refused(.withdraw(amount: 5), .overdrawn)))"))
    }
}
