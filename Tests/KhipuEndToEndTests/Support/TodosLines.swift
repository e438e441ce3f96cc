/// The lines end-to-end tests send a Todos session and read back from it.
enum TodosLines {
    static func add(_ title: String) -> String {
        ".todos(.cmd(.add(item: \"\(title)\")))\n"
    }

    /// The titles of the acknowledgements in `output`, in order.
    static func acknowledged(in output: String) -> [String] {
        output.matches(of: /\.added\(item: TodoItem\(id: "[^"]*", title: "([^"]*)"/).map { String($0.output.1) }
    }
}
