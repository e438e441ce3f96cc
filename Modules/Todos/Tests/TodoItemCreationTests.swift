import Foundation
import Khipu
import Testing
import Todos

@Suite("TodoItem, just created")
struct TodoItemCreationTests {
    let item = withFixedEnvironment { TodoItem(title: "Get Coffee") }

    @Test("TodoItem, just created, has an id from the environment")
    func hasAnID() {
        #expect(item.id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    }

    @Test("TodoItem, just created, has provided title")
    func hasProvidedTitle() { #expect(item.title == "Get Coffee") }

    @Test("TodoItem, just created, has empty details")
    func hasEmptyDetails() { #expect(item.details == "") }

    @Test("TodoItem, just created, has unknown due date")
    func hasUnknownDueDate() { #expect(item.due == .unknown) }

    @Test("TodoItem, just created, isn't finished")
    func isntFinished() { #expect(item.state == .unfinished) }

    @Test("TodoItem, just created, has no location")
    func hasNoLocation() { #expect(item.location == .unknown) }

    @Test("TodoItem, just created, was created and changed now")
    func createdAndChangedNow() {
        #expect(item.created == fixedNow)
        #expect(item.changed == fixedNow)
    }

    @Test("TodoItem, two created, have different ids")
    func twoItemsHaveDifferentIDs() {
        withFixedEnvironment {
            let a = TodoItem(title: "a")
            let b = TodoItem(title: "a")
            #expect(a.id != b.id)
            #expect(a != b)
        }
    }
}
