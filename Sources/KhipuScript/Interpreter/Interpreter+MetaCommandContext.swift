import Khipu

/// The interpreter is the room every `:` command runs in; the commands see only
/// `MetaCommandContext`. The requirements not met elsewhere in the interpreter are here.
extension Interpreter: MetaCommandContext {
    var gateways: [GatewayDescription] { session.gateways }

    func dropStrayOutputs() {
        _ = session.takeOutputs()
    }

    var liveSaving: (any LiveSaving)? { session as? any LiveSaving }
}
