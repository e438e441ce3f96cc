/// What `khipu --version` prints. Raised with every release of the package.
enum KhipuVersion {
    static let current = "0.1.0"
}
