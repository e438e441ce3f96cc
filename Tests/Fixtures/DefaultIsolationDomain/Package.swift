// swift-tools-version: 6.2
import PackageDescription

// A reducer domain in targets built as Xcode 26 builds a new app target: with default
// MainActor isolation. Khipu is a checkout beside it (`../Khipu-main`), as for
// Tests/Fixtures/OutsideLibrary. What the domain's files mark `nonisolated`, and why, is
// what Documentation/Khipu.docc/YourOwnDomain.md ("Default MainActor isolation") says.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "DefaultIsolationDomain",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Khipu", path: "../Khipu-main")],
    targets: [
        .target(
            name: "Teahouse",
            dependencies: [.product(name: "Khipu", package: "Khipu"), .product(name: "KhipuDSL", package: "Khipu")],
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "teahouse-khipu",
            dependencies: ["Teahouse", .product(name: "KhipuCommandLine", package: "Khipu"), .product(name: "KhipuScript", package: "Khipu")],
            swiftSettings: mainActorByDefault),
        .testTarget(
            name: "TeahouseTests",
            dependencies: [
                "Teahouse", .product(name: "Khipu", package: "Khipu"), .product(name: "KhipuDSL", package: "Khipu"),
                .product(name: "KhipuTesting", package: "Khipu"),
            ],
            swiftSettings: mainActorByDefault),
    ]
)
