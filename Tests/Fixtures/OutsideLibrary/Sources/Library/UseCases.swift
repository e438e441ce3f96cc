import Foundation
import Khipu

typealias LibraryStore = Store<AppState, AppState.Change>

/// Lends a book to a member, when the member exists and the catalogue answers.
struct Lender: UseCase {
    enum Request { case lend(isbn: String, member: String, days: Int) }
    enum Response { case lent(Loan), refused(Refusal) }
    typealias RequestType = Request
    typealias ResponseType = Response

    private let interactor: Interactor
    private let respond: (Response) -> Void

    init(store: LibraryStore, responder: @escaping (Response) -> Void) {
        interactor = Interactor(store: store)
        respond = responder
    }

    func request(to request: Request) {
        switch request {
        case let .lend(isbn, member, days): respond(interactor.lend(isbn, to: member, days: days))
        }
    }

    private struct Interactor {
        let store: LibraryStore

        func lend(_ isbn: String, to member: String, days: Int) -> Response {
            guard store.state().members.contains(where: { $0.name == member }) else { return .refused(.noSuchMember(member)) }
            guard catalogueAnswers() else { return .refused(.catalogueUnavailable) }
            let loan = Loan.new(isbn: isbn, member: member, days: days)
            store.change(.lend(loan))
            return .lent(loan)
        }
    }
}

/// Takes a book back.
struct Returner: UseCase {
    enum Request { case giveBack(isbn: String) }
    enum Response { case returned(Loan), refused(Refusal) }
    typealias RequestType = Request
    typealias ResponseType = Response

    private let interactor: Interactor
    private let respond: (Response) -> Void

    init(store: LibraryStore, responder: @escaping (Response) -> Void) {
        interactor = Interactor(store: store)
        respond = responder
    }

    func request(to request: Request) {
        switch request {
        case .giveBack(let isbn): respond(interactor.giveBack(isbn))
        }
    }

    private struct Interactor {
        let store: LibraryStore

        func giveBack(_ isbn: String) -> Response {
            guard let loan = store.state().loans.first(where: { $0.isbn == isbn && $0.returned == nil }) else { return .refused(.notLent(isbn: isbn)) }
            store.change(.giveBack(loan: loan.id, on: KhipuEnvironment.current.now()))
            return .returned(store.state().loans.first { $0.id == loan.id } ?? loan)
        }
    }
}

/// Fines every overdue loan one night's fee: the changes are computed, then applied as
/// one step with `applyChanges`, one journal line and one `:undo`, all or nothing.
struct Finer: UseCase {
    enum Request { case fineOverdue }
    enum Response { case fined(loans: Int) }
    typealias RequestType = Request
    typealias ResponseType = Response

    private let interactor: Interactor
    private let respond: (Response) -> Void

    init(store: LibraryStore, responder: @escaping (Response) -> Void) {
        interactor = Interactor(store: store)
        respond = responder
    }

    func request(to request: Request) {
        switch request {
        case .fineOverdue: respond(.fined(loans: interactor.fineOverdue()))
        }
    }

    private struct Interactor {
        let store: LibraryStore

        func fineOverdue() -> Int {
            let state = store.state()
            let now = KhipuEnvironment.current.now()
            let fines = state.loans.filter { $0.isOverdue(at: now) }.compactMap { loan -> AppState.Change? in
                guard let member = state.members.first(where: { $0.name == loan.member }) else { return nil }
                return .fine(member: member.name, amount: state.fees[member.tier] ?? 0)
            }
            applyChanges(fines, to: store)
            return fines.count
        }
    }
}
