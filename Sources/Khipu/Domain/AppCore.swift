/// The seed's AppCore: one input that forwards every message to all receivers first
/// (view state, loggers, a REPL's transcript), then to all features, in the given order.
///
/// The lists are fixed when the core is made: the AppCore does not change at run time.
public func createAppCore<Message>(receivers: [Input<Message>], features: [Input<Message>]) -> Input<Message> {
    let everyone = receivers + features
    return { message in
        everyone.forEach { $0(message) }
    }
}
