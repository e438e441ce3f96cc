/// What completion offers after a `:` command's name; the completer knows how to find
/// files, domains, gateways, state paths and messages.
package enum MetaArgumentCompletion {
    case none
    /// File names; `.khipu` files only when `scriptsOnly`.
    case files(scriptsOnly: Bool)
    case domains
    /// A gateway's name, then one of its modes.
    case gateways
    /// A path into the state, as after `state.`.
    case statePath
    /// The start of a message, or a type's name.
    case message
    /// A first word from `first`, then for some of them a second from `then[first word]`.
    case words(first: [MetaArgumentChoice], then: [String: [String]] = [:])
}

/// A word a command's argument may start with: what is inserted, how the menu shows it
/// and what it does.
package struct MetaArgumentChoice: Equatable {
    package let insertion: String
    package let display: String
    package let summary: String
}
