/// The seed's AppCore: one input that forwards every message to all receivers first
/// (view state, loggers, a REPL's transcript), then to all features, in the given order.
///
/// The lists are fixed when the core is made: the AppCore does not change at run time.
/// Inlinable, so that a domain's module builds it for its own `Message`: the core runs for
/// every message, and generic code made concrete only at run time looks up the metadata of
/// its arrays each time.
@inlinable
public func createAppCore<Message>(receivers: [Input<Message>], features: [Input<Message>]) -> Input<Message> {
    let everyone = receivers + features
    return { message in
        everyone.forEach { $0(message) }
    }
}
