// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Khipu",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Khipu", targets: ["Khipu"]),
        .library(name: "KhipuDSL", targets: ["KhipuDSL"]),
        .library(name: "KhipuScript", targets: ["KhipuScript"]),
        .library(name: "Todos", targets: ["Todos"]),
        .executable(name: "khipu", targets: ["khipu"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The architecture of the seeds: Store, UseCase, Input/Output, app domains, Alterable, Environment.
        .target(name: "Khipu"),

        // Syntax tree, parser, schema, typed decoding, printing, diagnostics. Knows nothing of domains.
        .target(name: "KhipuDSL", dependencies: ["KhipuDSLMacros"]),
        .macro(
            name: "KhipuDSLMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),

        // The interpreter of `.khipu` statements, reporters and the `khipu` command line.
        .target(
            name: "KhipuScript",
            dependencies: [
                "Khipu", "KhipuDSL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "khipu", dependencies: ["KhipuScript", "Todos"]),

        // Example domains, written the seed way.
        .target(name: "Todos", dependencies: ["Khipu", "KhipuDSL"], path: "Modules/Todos/Sources"),

        // Measurements, not tests: `swift run -c release khipu-benchmarks`.
        .executableTarget(
            name: "khipu-benchmarks",
            dependencies: ["KhipuDSL", "Todos", "Khipu"],
            path: "Benchmarks/KhipuBenchmarks"
        ),

        .testTarget(name: "KhipuTests", dependencies: ["Khipu"]),
        .testTarget(name: "KhipuDSLTests", dependencies: ["KhipuDSL"]),
        .testTarget(
            name: "KhipuDSLMacrosTests",
            dependencies: [
                "KhipuDSLMacros",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "KhipuScriptTests", dependencies: ["KhipuScript", "Todos"]),
        .testTarget(name: "khipuTests", dependencies: ["khipu"]),
        .testTarget(name: "TodosTests", dependencies: ["Todos", "Khipu", "KhipuDSL"], path: "Modules/Todos/Tests"),
    ]
)
