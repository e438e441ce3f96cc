import Foundation
import Testing
import Todos

let start = date("2024-06-16T09:00:00Z")
let end = date("2024-06-17T17:30:00Z")

let everyTodoDateShape: [TodoDate] = [
    .unknown,
    .date(start),
    .timeSpan(.start(.from(start), .to(end))),
    .timeSpan(.start(.from(start), .unknown)),
    .timeSpan(.duration(.from(start), for: 30, .seconds)),
    .timeSpan(.duration(.from(start), for: 90, .minutes)),
    .timeSpan(.duration(.from(start), for: 8, .hours)),
    .timeSpan(.duration(.from(start), for: 3, .days)),
]

let everyLocationShape: [Location] = [
    .unknown,
    .address(Address(street: "s", city: "c", country: "c", zipCode: "1")),
    .coordinate(Coordinate(latitude: 53.92681, longitude: 9.09762)),
    .directions(Directions(steps: [
        .step("leave station through main gate"),
        .step("follow street for 300m"),
        .step("turn right into Sesame Street"),
    ])),
    .directions(Directions(steps: [])),
]

@Suite("TodoDate and Location shapes")
struct TodoDateAndLocationTests {
    @Test("TodoDate, every shape, differs from every other shape")
    func todoDateShapesDiffer() {
        for (i, a) in everyTodoDateShape.enumerated() {
            for (j, b) in everyTodoDateShape.enumerated() {
                #expect((a == b) == (i == j), "\(a) vs \(b)")
            }
        }
    }

    @Test("TodoDate, every shape, survives JSON", arguments: everyTodoDateShape)
    func todoDateSurvivesJSON(due: TodoDate) throws {
        let data = try JSONEncoder().encode(due)
        #expect(try JSONDecoder().decode(TodoDate.self, from: data) == due)
    }

    @Test("TimeSpan, duration, keeps start, amount and unit")
    func durationParts() {
        let span = TimeSpan.duration(.from(start), for: 3, .days)
        guard case let .duration(.from(from), for: amount, unit) = span else {
            Issue.record("not a duration: \(span)")
            return
        }
        #expect(from == start)
        #expect(amount == 3)
        #expect(unit == .days)
    }

    @Test("TimeSpan, start, keeps start and end")
    func startParts() {
        #expect(TimeSpan.start(.from(start), .to(end)) != TimeSpan.start(.from(start), .to(start)))
        #expect(TimeSpan.start(.from(start), .to(end)) != TimeSpan.start(.from(end), .to(end)))
    }

    @Test("Location, every shape, differs from every other shape")
    func locationShapesDiffer() {
        for (i, a) in everyLocationShape.enumerated() {
            for (j, b) in everyLocationShape.enumerated() {
                #expect((a == b) == (i == j), "\(a) vs \(b)")
            }
        }
    }

    @Test("Location, every shape, survives JSON", arguments: everyLocationShape)
    func locationSurvivesJSON(location: Location) throws {
        let data = try JSONEncoder().encode(location)
        #expect(try JSONDecoder().decode(Location.self, from: data) == location)
    }

    @Test("Address, built with labels, keeps every part")
    func addressParts() {
        let address = Address(street: "Main St 1", city: "Itzehoe", country: "Germany", zipCode: "25524")
        #expect(address.street == "Main St 1")
        #expect(address.city == "Itzehoe")
        #expect(address.country == "Germany")
        #expect(address.zipCode == "25524")
    }

    @Test("Coordinate, built with labels, keeps latitude and longitude")
    func coordinateParts() {
        let coordinate = Coordinate(latitude: 53.9, longitude: 9.1)
        #expect(coordinate.latitude == 53.9)
        #expect(coordinate.longitude == 9.1)
    }

    @Test("Directions, built from steps, keeps them in order")
    func directionsSteps() {
        let directions = Directions(steps: [.step("a"), .step("b")])
        #expect(directions.steps == [.step("a"), .step("b")])
    }
}
