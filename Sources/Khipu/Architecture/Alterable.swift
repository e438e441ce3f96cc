/// A model that is changed only by values of its own `Change` DSL.
///
/// `alter` never mutates: it returns a new value with the changes applied in order,
/// as the seeds' `TodoItem.alter(.title(to: "Get coffee"), .finish)` does.
public protocol Alterable {
    associatedtype Change: Codable & Equatable
    func alter(_ changes: Change...) -> Self
    /// Applies a list of changes in order, as `alter(_:)` given them one by one does; lets
    /// generic code (the interpreter, the store) apply a run of changes it only knows as an
    /// array. A model need not write it: the default does.
    func alter(all changes: [Change]) -> Self
}

extension Alterable {
    // A requirement with an inlinable default, so that each model's conformance compiles its
    // own copy: there `alter(_:)` is called directly, its one-element argument array is
    // optimised away, and the store (which sees the model only generically) pays a single
    // witness call per change instead of generic metadata lookups and an array per change.
    @inlinable
    public func alter(all changes: [Change]) -> Self {
        var altered = self
        for index in 0..<changes.count { altered = altered.alter(changes[index]) }
        return altered
    }
}
