/// Hands a value on as `T` once the caller has checked that `T` is `Value`: free, unlike
/// a dynamic cast. Debug builds check the promise; a wrong `T` would reinterpret the
/// value's bits as another type's.
@inlinable @inline(__always)
package func reinterpret<Value, T>(_ value: Value, as type: T.Type) -> T {
    assert(Value.self == T.self, "reinterpret: \(Value.self) is not \(T.self)")
    return unsafeBitCast(value, to: T.self)
}

/// The value `make` returns, handed on as `T` once the caller has checked that `T` is
/// `Value`, moved rather than copied: built straight into a slot on the stack and taken
/// out of it. A dynamic cast `as! T` costs a call into the runtime per value, and
/// `reinterpret` copies the value (a retain of everything it holds) and destroys the
/// original.
@inlinable @inline(__always)
package func reinterpretMoving<Value, T>(as type: T.Type, _ make: () throws -> Value) rethrows -> T {
    assert(Value.self == T.self, "reinterpretMoving: \(Value.self) is not \(T.self)")
    return try withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
        let slot = buffer.baseAddress!
        UnsafeMutableRawPointer(slot).assumingMemoryBound(to: Value.self).initialize(to: try make())
        return slot.move()
    }
}
