/// A model that is changed only by values of its own `Change` DSL.
///
/// `alter` never mutates: it returns a new value with the changes applied in order,
/// as the seeds' `TodoItem.alter(.title(to: "Get coffee"), .finish)` does.
public protocol Alterable {
    associatedtype Change: Codable & Equatable
    func alter(_ changes: Change...) -> Self
}

extension Alterable {
    /// Applies a list of changes in order; lets generic code (the interpreter, the store)
    /// apply a run of changes it only knows as an array.
    public func alter(all changes: [Change]) -> Self {
        // A loop over indices, not `reduce`: a store runs this unspecialized for every
        // change, and there each generic call looks up the metadata of its types.
        var altered = self
        for index in 0..<changes.count { altered = altered.alter(changes[index]) }
        return altered
    }
}
