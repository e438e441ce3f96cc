import Khipu
import KhipuDSL

/// The article's counter: a value that is changed only through its Change DSL, e.g.
/// `DeclarativeCounter().alter(.incrementBy(.value(5)), .decrementBy(.value(2)))` has value 3.
///
/// The value is a `UInt`, so a change that would take it below zero, or past `UInt.max`,
/// cannot be applied: `alter` then leaves the counter as it was and `rejection(of:)` says why.
@DSL
public struct DeclarativeCounter: Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes a counter understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// A step to change the counter by.
        @DSL
        public enum Value: Codable, Equatable, Sendable {
            /// A step of this many, e.g. `.value(5)`.
            case value(UInt)
        }

        /// Adds one.
        case increment
        /// Subtracts one; rejected when the value is zero.
        case decrement
        /// Adds a step, e.g. `.incrementBy(.value(5))`.
        case incrementBy(Value)
        /// Subtracts a step, e.g. `.decrementBy(.value(2))`; rejected when the step is larger than the value.
        case decrementBy(Value)
    }

    /// Why a change cannot be applied to a counter.
    @DSL
    public enum Rejection: Codable, Equatable, Sendable {
        /// The change would take the value below zero.
        case belowZero
        /// The change would take the value past the largest value a counter holds.
        case aboveMaximum
    }

    /// The count; zero for a new counter.
    public let value: UInt

    /// A counter at zero.
    public init() { self.init(value: 0) }

    private init(value v: UInt) { value = v }

    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    /// Why `c` cannot be applied to this counter, or nil when it can.
    public func rejection(of c: Change) -> Rejection? {
        guard applying(c) == nil else { return nil }
        return switch c {
        case .increment, .incrementBy: .aboveMaximum
        case .decrement, .decrementBy: .belowZero
        }
    }

    private func alter(_ c: Change) -> Self { applying(c) ?? self }

    /// The counter after `c`, or nil when `c` would leave the range of `UInt`.
    private func applying(_ c: Change) -> Self? {
        switch c {
        case .increment:                  return applying(.incrementBy(.value(1)))
        case .decrement:                  return applying(.decrementBy(.value(1)))
        case let .incrementBy(.value(x)): return Self.counter(value.addingReportingOverflow(x))
        case let .decrementBy(.value(x)): return Self.counter(value.subtractingReportingOverflow(x))
        }
    }

    private static func counter(_ result: (partialValue: UInt, overflow: Bool)) -> Self? {
        result.overflow ? nil : Self(value: result.partialValue)
    }
}
