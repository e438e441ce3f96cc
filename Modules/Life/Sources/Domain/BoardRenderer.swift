import Khipu

/// A text receiver for the REPL and transcripts: after every answer of the feature it shows
/// the board (see `Board.text`), unless it looks as it did when last shown.
public func createBoardRenderer(store: AppStore, show: @escaping (String) -> Void) -> Input<Message> {
    createChangedTextReceiver(
        shownAfter: { message in
            switch message {
            case .life(.created), .life(.toggled), .life(.loaded), .life(.ticked), .life(.cleared): true
            default: false
            }
        },
        render: { store.state().board.text },
        show: show
    )
}
