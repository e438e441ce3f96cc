import Foundation
import Khipu

/// Carries out `.library(.cmd(...))` through the use cases and answers with `.library(.ack(...))`.
func createLibraryFeature(store: LibraryStore, output: @escaping Output<Message>) -> Input<Message> {
    let answer: (Answer) -> Void = { output(.library(.ack($0))) }
    let lender = Lender(store: store) {
        switch $0 {
        case .lent(let loan): answer(.lent(loan))
        case .refused(let why): answer(.refused(why))
        }
    }
    let returner = Returner(store: store) {
        switch $0 {
        case .returned(let loan): answer(.returned(loan))
        case .refused(let why): answer(.refused(why))
        }
    }
    let finer = Finer(store: store) {
        switch $0 {
        case .fined(let count): answer(.fined(loans: count))
        }
    }
    let nightly = NightlyRun(store: store, output: output)
    return { message in
        guard case .library(.cmd(let command)) = message else { return }
        switch command {
        case let .join(name, tier):
            let member = Member(name: name, tier: tier)
            store.change(.add(member))
            answer(.joined(member))
        case let .lend(isbn, member, days):
            lender.request(to: .lend(isbn: isbn, member: member, days: days))
        case .giveBack(let isbn):
            returner.request(to: .giveBack(isbn: isbn))
        case .fineOverdue:
            finer.request(to: .fineOverdue)
        case .startNightly:
            nightly.start()
        case .stopNightly:
            nightly.stop()
        case .open(let hours):
            store.change(.hours(hours))
            answer(.opened(hours: hours))
        }
    }
}
