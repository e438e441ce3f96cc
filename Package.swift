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
        .library(name: "KhipuCommandLine", targets: ["KhipuCommandLine"]),
        .library(name: "KhipuTesting", targets: ["KhipuTesting"]),
        .library(name: "Todos", targets: ["Todos"]),
        .executable(name: "khipu", targets: ["KhipuExecutable"]),
        .executable(name: "khipu-fuzz", targets: ["khipu-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The architecture of the seeds: Store, UseCase, Input/Output, app domains, Alterable, Environment.
        // It uses the DSL for one thing: a file store's snapshot and journal are DSL text.
        .target(name: "Khipu", dependencies: ["KhipuDSL"]),

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
        .target(name: "KhipuScript", dependencies: ["Khipu", "KhipuDSL"]),

        // The interactive session: line editing with GNU readline (GPL-3, kept in these two
        // targets), completion from the schema, the loop around the interpreter.
        .systemLibrary(
            name: "CReadline",
            pkgConfig: "readline",
            providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
        ),
        .target(name: "KhipuREPL", dependencies: ["KhipuScript", "KhipuDSL", "CReadline"]),

        // `khipu`'s subcommands, public so that a package with its own domains can have its own `khipu`.
        .target(
            name: "KhipuCommandLine",
            dependencies: [
                "KhipuScript", "KhipuREPL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `expectScript` and the helpers every domain's tests use, for `swift test`.
        .target(name: "KhipuTesting", dependencies: ["Khipu", "KhipuScript"]),

        .executableTarget(
            name: "KhipuExecutable",
            dependencies: ["KhipuCommandLine", "Todos", "Projects", "Counter", "OvoTimer", "FastingTimer", "Chat", "Life", "Lighting", "Snake", "Pendulums"]
        ),

        // Example domains, written the seed way.
        .target(name: "Todos", dependencies: ["Khipu", "KhipuDSL"], path: "Modules/Todos/Sources"),
        .target(name: "Projects", dependencies: ["Khipu", "KhipuDSL"], path: "Modules/Projects/Sources"),
        .target(name: "Counter", dependencies: ["Khipu", "KhipuDSL"], path: "Modules/Counter/Sources"),
        .target(name: "OvoTimer", dependencies: ["Khipu", "KhipuDSL"], path: "Modules/OvoTimer/Sources"),
        .target(name: "FastingTimer", dependencies: ["Khipu", "KhipuDSL"], path: "Modules/FastingTimer/Sources"),
        .target(name: "Chat", dependencies: ["Khipu", "KhipuDSL"], path: "Modules/Chat/Sources"),
        .target(name: "Life", dependencies: ["Khipu", "KhipuDSL"], path: "Modules/Life/Sources"),
        .target(name: "Lighting", dependencies: ["Khipu", "KhipuDSL"], path: "Modules/Lighting/Sources"),
        .target(name: "Snake", dependencies: ["Khipu", "KhipuDSL"], path: "Modules/Snake/Sources"),
        .target(name: "Pendulums", dependencies: ["Khipu", "KhipuDSL"], path: "Modules/Pendulums/Sources"),

        // Measurements, not tests: `swift run -c release khipu-benchmarks`.
        .executableTarget(
            name: "khipu-benchmarks",
            dependencies: ["KhipuDSL", "Todos", "Khipu", "KhipuScript", "Counter"],
            path: "Benchmarks/KhipuBenchmarks"
        ),

        // libFuzzer over the text path with round-trip oracles: see Fuzz/README.md. Without
        // `-sanitize=fuzzer` it builds as a plain checker of the files it is given.
        .target(name: "CKhipuFuzzDriver"),
        .executableTarget(
            name: "khipu-fuzz",
            dependencies: ["CKhipuFuzzDriver", "Khipu", "KhipuDSL", "Todos", "Projects", "Counter", "FastingTimer", "Chat", "Life", "Lighting"]
        ),

        .testTarget(name: "KhipuTests", dependencies: ["Khipu"]),
        .testTarget(name: "KhipuDSLTests", dependencies: ["KhipuDSL", "KhipuPropertyTesting"]),
        .testTarget(
            name: "KhipuDSLMacrosTests",
            dependencies: [
                "KhipuDSLMacros",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "KhipuScriptTests", dependencies: ["KhipuScript", "Todos"]),
        .testTarget(name: "KhipuREPLTests", dependencies: ["KhipuREPL", "KhipuScript", "Todos"]),
        .testTarget(name: "KhipuEndToEndTests", dependencies: ["KhipuExecutable"]),
        .testTarget(name: "KhipuCommandLineTests", dependencies: ["KhipuCommandLine", "KhipuScript", "Lighting", "Todos"]),
        .testTarget(name: "KhipuTestingTests", dependencies: ["KhipuTesting", "KhipuScript", "Khipu", "Todos"]),
        .testTarget(
            name: "ScriptsTests",
            dependencies: ["KhipuTesting", "KhipuScript", "KhipuDSL", "Todos", "Projects", "Counter", "OvoTimer", "FastingTimer", "Chat", "Life", "Lighting", "Snake", "Pendulums"]
        ),
        .testTarget(name: "TodosTests", dependencies: ["Todos", "Khipu", "KhipuDSL", "KhipuTesting"], path: "Modules/Todos/Tests"),
        .testTarget(name: "ProjectsTests", dependencies: ["Projects", "Khipu", "KhipuDSL", "KhipuTesting"], path: "Modules/Projects/Tests"),
        .testTarget(name: "CounterTests", dependencies: ["Counter", "Khipu", "KhipuDSL", "KhipuTesting"], path: "Modules/Counter/Tests"),
        .testTarget(name: "OvoTimerTests", dependencies: ["OvoTimer", "Khipu", "KhipuDSL", "KhipuTesting"], path: "Modules/OvoTimer/Tests"),
        .testTarget(name: "FastingTimerTests", dependencies: ["FastingTimer", "Khipu", "KhipuDSL", "KhipuTesting"], path: "Modules/FastingTimer/Tests"),
        .testTarget(name: "ChatTests", dependencies: ["Chat", "Khipu", "KhipuDSL", "KhipuTesting"], path: "Modules/Chat/Tests"),
        .testTarget(name: "LifeTests", dependencies: ["Life", "Khipu", "KhipuDSL", "KhipuTesting"], path: "Modules/Life/Tests"),
        .testTarget(name: "LightingTests", dependencies: ["Lighting", "Khipu", "KhipuDSL", "KhipuTesting"], path: "Modules/Lighting/Tests"),

        // Values generated from `@DSL` schemas and the print → read back → compare check, for tests.
        .target(name: "KhipuPropertyTesting", dependencies: ["KhipuDSL"], path: "Tests/Support/KhipuPropertyTesting"),
        // The round-trip contract over every domain: generated values, and every script's state.
        .testTarget(
            name: "RoundTripTests",
            dependencies: ["KhipuPropertyTesting", "KhipuDSL", "KhipuScript", "Khipu", "Todos", "Projects", "Counter", "OvoTimer", "FastingTimer", "Chat", "Life", "Lighting", "Snake", "Pendulums"]
        ),
        .testTarget(name: "SnakeTests", dependencies: ["Snake", "Khipu", "KhipuDSL", "KhipuTesting"], path: "Modules/Snake/Tests"),
        .testTarget(name: "PendulumsTests", dependencies: ["Pendulums", "Khipu", "KhipuDSL", "KhipuTesting"], path: "Modules/Pendulums/Tests"),
        // Every example domain, from extreme states, answers every message without a trap;
        // terminal safety, :load limits and NaN in expectations through the interpreter.
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["Khipu", "KhipuDSL", "KhipuScript", "KhipuPropertyTesting", "Todos", "Projects", "Counter", "FastingTimer", "Chat", "Life", "Lighting", "OvoTimer", "Snake", "Pendulums"]
        ),
    ]
)
