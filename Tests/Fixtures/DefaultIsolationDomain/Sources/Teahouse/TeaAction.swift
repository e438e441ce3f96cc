import KhipuDSL

/// What the tea reducer understands.
@DSL
public nonisolated enum TeaAction: Codable, Equatable, Sendable {
    /// Sets the steeping time; a time that is not positive is ignored.
    case setSteep(Duration)
    /// Switches the kettle on; the kettle middleware answers with `kettleAnswered`.
    case boil
    /// The kettle's answer to `boil`.
    case kettleAnswered(KettleStatus)
    /// Pours a cup when the kettle is ready.
    case pour
}
