/// A failure that is not about one spot of the input (a file that cannot be read, a
/// domain that stays busy), reported as a plain message.
struct ScriptError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
