import Khipu

/// A text receiver for the REPL and transcripts: after every answer of the feature that
/// adds or moves pendulums it shows the lab (see `Lab.text`), unless it looks as it did
/// when last shown.
public func createLabRenderer(store: AppStore, show: @escaping (String) -> Void) -> Input<Message> {
    createChangedTextReceiver(
        shownAfter: { message in
            switch message {
            case .pendulums(.added), .pendulums(.released), .pendulums(.swung), .pendulums(.backAtStart): true
            default: false
            }
        },
        render: { store.state().lab.text },
        show: show
    )
}
