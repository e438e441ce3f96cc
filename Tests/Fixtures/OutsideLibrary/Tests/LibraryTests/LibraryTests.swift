import Foundation
import Khipu
import KhipuTesting
import Library
import Testing

// The domains every test here runs scripts on, listed once at the top level: Swift 6
// accepts the global only because `KhipuDomain` is `Sendable`.
let domains = [KhipuDomain(LibraryDomain.definition)]

@Test func libraryScript() async {
    await expectScript(at: "scripts/library.khipu", domains: domains)
}

@Test func formsScript() async {
    await expectScript(at: "scripts/forms.khipu", domains: domains)
}

@Test func finesAreOneBatch() {
    let store = makeStore(AppState(), changed: .add(Member(name: "Ann")), .add(Member(name: "Bo", tier: .student)))
    var updates = 0
    store.updated { updates += 1 }
    applyChanges([.fine(member: "Ann", amount: 1), .fine(member: "Bo", amount: 0.5)], to: store)
    #expect(store.state().members.map(\.owes) == [1, 0.5])
    #expect(updates == 1)
}
