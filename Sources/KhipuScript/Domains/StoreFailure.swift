import Khipu

/// A change, reset or undo the store could not save: the statement fails, the state stays
/// the stored one. Its own type, so that a piped session can put it on standard error.
struct StoreFailure: Error, CustomStringConvertible {
    let error: StoreError

    init(_ error: StoreError) {
        self.error = error
    }

    var description: String { error.description }
}
