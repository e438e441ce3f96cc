// swift-tools-version: 6.1
import PackageDescription

// A domain package outside Khipu's repository, as a user writes one after reading the
// README: Khipu is a checkout beside it in a folder NOT named `Khipu` (a downloaded
// `Khipu-main`), named `Khipu` by the dependency so that `package: "Khipu"` works.
let package = Package(
    name: "OutsideLibrary",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Khipu", path: "../Khipu-main")],
    targets: [
        .target(name: "Library", dependencies: [
            .product(name: "Khipu", package: "Khipu"), .product(name: "KhipuDSL", package: "Khipu")]),
        .executableTarget(name: "my-library", dependencies: [
            "Library", .product(name: "KhipuCommandLine", package: "Khipu"), .product(name: "KhipuScript", package: "Khipu")]),
        .testTarget(name: "LibraryTests", dependencies: [
            "Library", .product(name: "Khipu", package: "Khipu"), .product(name: "KhipuTesting", package: "Khipu")]),
    ]
)
