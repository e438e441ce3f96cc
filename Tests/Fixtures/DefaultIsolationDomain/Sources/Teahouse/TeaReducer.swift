import Khipu

/// The functional core: pure, every outcome defined. `nonisolated`: the `Reducible`
/// conformance below hands it to Khipu, which reduces off the main actor. A `Reducer` is a
/// `@Sendable` closure, so its body runs on no actor and calls only nonisolated code.
public nonisolated let teaReducer: Reducer<TeaState, TeaAction> = { state, action in
    switch action {
    case let .setSteep(time):
        guard time > .zero else { return state }
        return TeaState(steep: time, cups: state.cups, kettle: state.kettle)
    case .boil:
        return TeaState(steep: state.steep, cups: state.cups, kettle: .heating)
    case let .kettleAnswered(status):
        return TeaState(steep: state.steep, cups: state.cups, kettle: status)
    case .pour:
        guard state.kettle == .ready else { return state }
        return TeaState(steep: state.steep, cups: state.cups + 1, kettle: .cold)
    }
}

/// `nonisolated`, the extension and so its members and its conformance: Khipu applies the
/// reducer through this conformance off the main actor.
nonisolated extension TeaState: Reducible {
    public static let reducer = teaReducer
}
