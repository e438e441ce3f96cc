/// The entry point of a feature or an app domain: it takes a message and returns nothing.
public typealias Input<Message> = (Message) -> Void
/// Where a feature sends the messages it produces.
public typealias Output<Message> = (Message) -> Void
