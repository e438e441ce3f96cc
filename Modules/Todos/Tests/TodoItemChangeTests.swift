import Foundation
import Khipu
import Testing
import Todos

/// Every TodoItem change, with values that differ from those of a new item.
let everyItemChange: [TodoItem.Change] = [
    .title(to: "Get Coffee — ASAP"),
    .details(to: "at least two cups"),
    .due(to: .date(date("2024-06-17T09:00:00Z"))),
    .due(to: .timeSpan(.start(.from(date("2024-06-17T09:00:00Z")), .to(date("2024-06-18T09:00:00Z"))))),
    .due(to: .timeSpan(.start(.from(date("2024-06-17T09:00:00Z")), .unknown))),
    .due(to: .timeSpan(.duration(.from(date("2024-06-17T09:00:00Z")), for: 3, .days))),
    .location(to: .address(Address(street: "Main St 1", city: "Itzehoe", country: "Germany", zipCode: "25524"))),
    .location(to: .coordinate(Coordinate(latitude: 53.92681, longitude: 9.09762))),
    .location(to: .directions(Directions(steps: [.step("leave station through main gate"), .step("follow street for 300m")]))),
    .finish,
    .unfinish,
]

/// The property a change is about.
func property(changedBy change: TodoItem.Change) -> String {
    switch change {
    case .title: "title"
    case .details: "details"
    case .due: "due"
    case .location: "location"
    case .finish, .unfinish: "state"
    }
}

/// A new item, finished first when the change is `.unfinish` so that every change changes something.
func itemToChange(by change: TodoItem.Change) -> TodoItem {
    let item = TodoItem(title: "Get Coffee")
    return change == .unfinish ? item.alter(.finish) : item
}

@Suite("TodoItem, every change")
struct TodoItemChangeTests {
    @Test("TodoItem, change, sets the provided value", arguments: everyItemChange)
    func setsProvidedValue(change: TodoItem.Change) {
        withFixedEnvironment {
            let changed = itemToChange(by: change).alter(change)
            switch change {
            case let .title(to: t): #expect(changed.title == t)
            case let .details(to: d): #expect(changed.details == d)
            case let .due(to: d): #expect(changed.due == d)
            case let .location(to: l): #expect(changed.location == l)
            case .finish: #expect(changed.state == .finished)
            case .unfinish: #expect(changed.state == .unfinished)
            }
        }
    }

    @Test("TodoItem, change, changes its property", arguments: everyItemChange)
    func changesItsProperty(change: TodoItem.Change) {
        withFixedEnvironment {
            let item = itemToChange(by: change)
            #expect(differingProperties(item, item.alter(change)).contains(property(changedBy: change)))
        }
    }

    @Test("TodoItem, change, keeps every other property", arguments: everyItemChange)
    func keepsEveryOtherProperty(change: TodoItem.Change) {
        withFixedEnvironment {
            let item = itemToChange(by: change)
            KhipuEnvironment.current.advanceClock(by: .seconds(60))
            let changed = item.alter(change)
            #expect(differingProperties(item, changed) == [property(changedBy: change), "changed"])
        }
    }

    @Test("TodoItem, change, stamps changed and keeps created", arguments: everyItemChange)
    func stampsChanged(change: TodoItem.Change) {
        withFixedEnvironment {
            let item = itemToChange(by: change)
            KhipuEnvironment.current.advanceClock(by: .seconds(90 * 60))
            let changed = item.alter(change)
            #expect(changed.changed == fixedNow.addingTimeInterval(90 * 60))
            #expect(changed.created == item.created)
        }
    }

    @Test("TodoItem, change, has same id", arguments: everyItemChange)
    func hasSameID(change: TodoItem.Change) {
        withFixedEnvironment {
            let item = itemToChange(by: change)
            #expect(item.alter(change).id == item.id)
        }
    }

    @Test("TodoItem, change to the same value, still stamps changed")
    func sameValueStillStampsChanged() {
        withFixedEnvironment {
            let item = TodoItem(title: "Get Coffee")
            KhipuEnvironment.current.advanceClock(by: .seconds(1))
            let changed = item.alter(.title(to: "Get Coffee"))
            #expect(differingProperties(item, changed) == ["changed"])
        }
    }
}

@Suite("TodoItem, several changes")
struct TodoItemSeveralChangesTests {
    @Test("TodoItem, several changes, are applied in order")
    func appliedInOrder() {
        withFixedEnvironment {
            let item = TodoItem(title: "Get Coffee").alter(.title(to: "a"), .finish, .title(to: "b"), .details(to: "c"))
            #expect(item.title == "b")
            #expect(item.state == .finished)
            #expect(item.details == "c")
        }
    }

    @Test("TodoItem, finish then unfinish, is unfinished")
    func finishThenUnfinish() {
        withFixedEnvironment {
            #expect(TodoItem(title: "x").alter(.finish, .unfinish).state == .unfinished)
        }
    }

    @Test("TodoItem, no changes, is the same item")
    func noChanges() {
        withFixedEnvironment {
            let item = TodoItem(title: "x")
            #expect(item.alter() == item)
        }
    }

    @Test("TodoItem, alter(all:), applies an array of changes like alter")
    func alterAll() {
        withFixedEnvironment {
            let item = TodoItem(title: "x")
            #expect(item.alter(all: everyItemChange) == item.alter(everyItemChange[0], everyItemChange[1], everyItemChange[2], everyItemChange[3], everyItemChange[4], everyItemChange[5], everyItemChange[6], everyItemChange[7], everyItemChange[8], everyItemChange[9], everyItemChange[10]))
        }
    }
}
