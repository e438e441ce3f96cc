/// Hands a value on as `T` once the caller has checked that `T` is `Value`: free, unlike
/// a dynamic cast. Debug builds check the promise; a wrong `T` would reinterpret the
/// value's bits as another type's.
@inlinable @inline(__always)
package func reinterpret<Value, T>(_ value: Value, as type: T.Type) -> T {
    assert(Value.self == T.self, "reinterpret: \(Value.self) is not \(T.self)")
    return unsafeBitCast(value, to: T.self)
}
