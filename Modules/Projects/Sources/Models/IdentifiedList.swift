/// The list operations every model of this domain shares: its lists hold at most one
/// element per id, keep their order, and ignore what they do not hold.
extension Array where Element: Identifiable {
    /// The list with `element` at the end, or unchanged when an element with its id is already in it.
    func appending(_ element: Element) -> Self {
        contains { $0.id == element.id } ? self : self + [element]
    }

    /// The list without the element with `element`'s id.
    func removing(_ element: Element) -> Self {
        filter { $0.id != element.id }
    }

    /// The list with the element of `element`'s id replaced by `element` in the same
    /// position, or unchanged when no element has its id.
    func updating(_ element: Element) -> Self {
        map { $0.id == element.id ? element : $0 }
    }
}
