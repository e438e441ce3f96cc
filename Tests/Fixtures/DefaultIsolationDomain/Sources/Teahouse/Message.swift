import KhipuDSL

/// What goes into and comes out of the teahouse domain.
@DSL
public nonisolated enum Message: Codable, Equatable, Sendable {
    /// Everything about the teapot, e.g. `.tea(.boil)`.
    case tea(Tea)

    /// The tea actions as a user sends them. Nested in a `nonisolated` type, so
    /// nonisolated as well.
    @DSL
    public enum Tea: Codable, Equatable, Sendable {
        /// Sets the steeping time, e.g. `.setSteep(.seconds(180))`.
        case setSteep(Duration)
        /// Switches the kettle on; answered with `.kettle(.ready)`, or `.kettle(.broken)`.
        case boil
        /// The kettle's answer.
        case kettle(KettleStatus)
        /// Pours a cup when the kettle is ready.
        case pour
    }
}
