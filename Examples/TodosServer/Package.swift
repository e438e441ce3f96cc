// swift-tools-version: 6.1
import PackageDescription

// An HTTP server on Hummingbird 2 whose Todos domain is also served to `khipu attach`
// through KhipuRemote. Khipu comes by path: `name:` makes `package: "Khipu"` resolve
// whatever the folder of the clone is called.
let package = Package(
    name: "TodosServer",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "todos-server", targets: ["TodosServer"]),
    ],
    dependencies: [
        .package(name: "Khipu", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(
            name: "TodosServerApp",
            dependencies: [
                .product(name: "Khipu", package: "Khipu"),
                .product(name: "KhipuRemote", package: "Khipu"),
                .product(name: "Todos", package: "Khipu"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .executableTarget(name: "TodosServer", dependencies: ["TodosServerApp"]),
        // End to end: the server started on free loopback ports, driven over HTTP and by the
        // real `khipu attach` (KHIPU_BINARY, else the khipu this package builds).
        .testTarget(name: "TodosServerTests", dependencies: ["TodosServerApp"]),
    ]
)
