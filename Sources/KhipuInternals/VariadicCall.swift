/// Calls a function that takes `Element...` with the elements of an array, which Swift
/// cannot spell: a variadic parameter is passed as an `Array`, so `(Element...) -> Void`
/// and `([Element]) -> Void` are one function type to the compiler's lowering, and the
/// cast only lets the type checker see that.
@inlinable
package func callVariadic<Element>(_ function: @escaping (Element...) -> Void, with elements: [Element]) {
    unsafeBitCast(function, to: (([Element]) -> Void).self)(elements)
}
