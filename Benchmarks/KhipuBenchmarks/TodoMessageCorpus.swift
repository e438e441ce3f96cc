#if Benchmarks
import Foundation
import Khipu
import KhipuValueGeneration
import Todos

/// A deterministic mix of Todos messages: every command and acknowledgement, items with
/// every due-date and location shape.
enum TodoMessageCorpus {
    static func make(count: Int) -> [Message] {
        KhipuEnvironment.$current.withValue(.fixed()) {
            // Seeded, so every run measures the same corpus.
            var generator = SeededRandom(state: 2024)
            return (0..<count).map { index in message(index, &generator) }
        }
    }

    private static func message(_ index: Int, _ generator: inout SeededRandom) -> Message {
        let item = item(index, &generator)
        switch generator.next() % 6 {
        case 0: return .todos(.cmd(.add(item: item)))
        case 1: return .todos(.cmd(.remove(item: item)))
        case 2: return .todos(.cmd(.update(item: item)))
        case 3: return .todos(.ack(.added(item: item)))
        case 4: return .todos(.ack(.removed(item: item)))
        default: return .todos(.ack(.updated(item: item)))
        }
    }

    private static func item(_ index: Int, _ generator: inout SeededRandom) -> TodoItem {
        let day = Date(timeIntervalSince1970: 1_718_528_400 + Double(generator.next() % 1_000_000))
        let later = day.addingTimeInterval(3600)
        let due: TodoDate = switch generator.next() % 5 {
        case 0: .unknown
        case 1: .date(day)
        case 2: .timeSpan(.start(.from(day), .to(later)))
        case 3: .timeSpan(.start(.from(day), .unknown))
        default: .timeSpan(.duration(.from(day), for: Int(generator.next() % 30), .days))
        }
        let location: Location = switch generator.next() % 4 {
        case 0: .unknown
        case 1: .address(Address(street: "Sesame Street \(index)", city: "Hamburg", country: "Germany", zipCode: "20095"))
        case 2: .coordinate(Coordinate(latitude: 53.92681, longitude: 9.09762))
        default: .directions(Directions(steps: [.step("leave station through main gate"), .step("turn right")]))
        }
        var item = TodoItem(title: "Item \(index): get coffee").alter(.details(to: "oat milk \"no\" sugar"), .due(to: due), .location(to: location))
        if generator.next() % 2 == 0 { item = item.alter(.finish) }
        return item
    }
}
#endif
