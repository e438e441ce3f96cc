import Khipu

/// A tiny Alterable state, changed only through its Change DSL.
struct Counter: Codable, Equatable, Alterable {
    let value: Int
    let label: String

    init(value: Int = 0, label: String = "counter") {
        self.value = value
        self.label = label
    }

    enum Change: Codable, Equatable {
        case increment
        case decrement
        case set(to: Int)
        case label(to: String)
    }

    func alter(_ changes: Change...) -> Counter {
        changes.reduce(self) { counter, change in
            switch change {
            case .increment: Counter(value: counter.value + 1, label: counter.label)
            case .decrement: Counter(value: counter.value - 1, label: counter.label)
            case .set(let value): Counter(value: value, label: counter.label)
            case .label(let label): Counter(value: counter.value, label: label)
            }
        }
    }
}
