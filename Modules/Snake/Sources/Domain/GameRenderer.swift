import Khipu

/// A text receiver for the REPL and transcripts: after every answer of the feature it shows
/// the game (see `Game.text`), unless it looks as it did when last shown.
public func createGameRenderer(store: AppStore, show: @escaping (String) -> Void) -> Input<Message> {
    createChangedTextReceiver(
        shownAfter: { message in
            switch message {
            case .snake(.created), .snake(.started), .snake(.paused), .snake(.turned),
                 .snake(.moved), .snake(.ate), .snake(.ended): true
            default: false
            }
        },
        render: { store.state().game.text },
        show: show
    )
}
