// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// The seed apps under Modules/, each a domain with its specs. The list the code reads is
// Sources/ExampleDomains (the executable, the fuzz target and the tests take it from there).
let exampleModules = ["Todos", "Projects", "Counter", "OvoTimer", "FastingTimer", "Chat", "Life", "Lighting", "Snake", "Pendulums"]

// Homebrew's readline is keg-only: a Mac finds it through pkg-config. A Linux system has it
// where the compiler looks anyway, and there pkg-config would pass ncurses' -D flags, which
// SwiftPM refuses with a warning on every build.
#if os(Linux)
let readlinePkgConfig: String? = nil
#else
let readlinePkgConfig: String? = "readline"
#endif

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
        .library(name: "KhipuRemote", targets: ["KhipuRemote"]),
        .executable(name: "khipu", targets: ["KhipuExecutable"]),
        .executable(name: "khipu-fuzz", targets: ["khipu-fuzz"]),
        .executable(name: "khipu-fuzz-remote", targets: ["khipu-fuzz-remote"]),
    ],
    // The benchmarks and the fuzzers are built only when asked for (as swift-nio keeps its
    // benchmarks out of `swift test`): without their trait they are stubs that say how to
    // build them, so `swift build --build-tests` compiles what the tests need and no more.
    // CI builds them with the trait (.ci/run, .ci/fuzz).
    traits: [
        .trait(name: "Benchmarks", description: "khipu-benchmarks: swift run -c release --traits Benchmarks khipu-benchmarks"),
        .trait(name: "Fuzzing", description: "khipu-fuzz and khipu-fuzz-remote (Fuzz/README.md)"),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The architecture of the seeds: Store, UseCase, Input/Output, app domains, Alterable, Environment.
        // It uses the DSL for one thing: a file store's snapshot and journal are DSL text.
        .target(name: "Khipu", dependencies: ["KhipuDSL", "KhipuInternals"]),

        // The unsafe and performance helpers, in one place (see its README).
        .target(name: "KhipuInternals", dependencies: ["CKhipuSystem"], exclude: ["README.md"]),
        // Linux calls Swift's Glibc module leaves out (pipe2, dup3, accept4).
        .target(name: "CKhipuSystem"),

        // Syntax tree, parser, schema, typed decoding, printing, diagnostics. Knows nothing of domains.
        .target(name: "KhipuDSL", dependencies: ["KhipuDSLMacros", "KhipuInternals"]),
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

        // `describe`: a domain's grammar and documentation table, rendered as text, markdown,
        // JSON or HTML, and checked by running every row. The interpreter's `:describe`,
        // `:help` and `:fixtures` read it too, so it sits below KhipuScript.
        .target(name: "KhipuDescribe", dependencies: ["Khipu", "KhipuDSL"]),

        // The `.khipu` language: statements, the interpreter, reporters.
        // The HTML report's style and script are files of their own, compiled in as code so
        // that an installed `khipu` needs nothing beside it.
        .target(
            name: "KhipuScript",
            dependencies: ["Khipu", "KhipuDSL", "KhipuDescribe", "KhipuInternals"],
            resources: [
                .embedInCode("Reporting/HTML/Resources/report.css"),
                .embedInCode("Reporting/HTML/Resources/report.js"),
            ]
        ),

        // Completion from the schema: the REPL's Tab and the language server's answers. No readline.
        .target(name: "KhipuCompletion", dependencies: ["KhipuScript", "KhipuDSL"]),
        // `khipu lsp`: diagnostics, completion, hover and definition over JSON-RPC. No readline,
        // so a package's own language server stays clear of the GPL.
        .target(name: "KhipuLanguageServer", dependencies: ["KhipuCompletion", "KhipuScript", "KhipuDSL"]),

        // The interactive session: line editing with GNU readline (GPL-3, kept in these two
        // targets) and the loop around the interpreter.
        .systemLibrary(
            name: "CReadline",
            pkgConfig: readlinePkgConfig,
            providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
        ),
        .target(name: "KhipuREPL", dependencies: ["KhipuCompletion", "KhipuDescribe", "KhipuScript", "KhipuDSL", "CReadline", "KhipuRemoteProtocol"]),

        // `khipu attach`: the frames that cross the wire, carrying the core's values (message
        // sources, clock moves, diff lines), and the plain POSIX sockets both ends use; and
        // the endpoint an app links in its debug builds to serve its live domain (no readline,
        // no dependency beyond this package, so an app's debug build compiles little more).
        .target(name: "KhipuRemoteProtocol", dependencies: ["Khipu", "KhipuDSL", "CKhipuSystem"]),
        .target(name: "KhipuRemote", dependencies: ["Khipu", "KhipuDSL", "KhipuDescribe", "KhipuScript", "KhipuCompletion", "KhipuRemoteProtocol"]),

        // `khipu`'s subcommands, public so that a package with its own domains can have its own `khipu`.
        .target(
            name: "KhipuCommandLine",
            dependencies: [
                "KhipuScript", "KhipuDescribe", "KhipuREPL", "KhipuLanguageServer", "KhipuExplore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `khipu explore`: generated programs of messages and clock moves, checked after
        // every step, shrunk to the shortest script that fails.
        .target(name: "KhipuExplore", dependencies: ["KhipuScript", "KhipuDescribe", "KhipuDSL", "Khipu", "KhipuValueGeneration", "KhipuInternals"]),
        // Values written from `@DSL` schemas, seeded: explore, the benchmarks and the tests share them.
        .target(name: "KhipuValueGeneration", dependencies: ["KhipuDSL"]),
        // `expectScript` and the helpers every domain's tests use, for `swift test`.
        .target(name: "KhipuTesting", dependencies: ["Khipu", "KhipuScript"]),

        // The khipu executable: the example domains handed to KhipuTool.
        .executableTarget(name: "KhipuExecutable", dependencies: ["KhipuCommandLine", "ExampleDomains"]),

        // The one list of the example domains, erased or with their types.
        .target(name: "ExampleDomains", dependencies: ["Khipu", "KhipuScript"] + exampleModules.map { .target(name: $0) }),

        // Measurements, not tests: `swift run -c release --traits Benchmarks khipu-benchmarks`.
        .executableTarget(
            name: "khipu-benchmarks",
            dependencies: ["KhipuDSL", "Todos", "Khipu", "KhipuScript", "Counter", "KhipuValueGeneration", "KhipuExplore"].map {
                .target(name: $0, condition: .when(traits: ["Benchmarks"]))
            },
            path: "Benchmarks/KhipuBenchmarks"
        ),

        // libFuzzer over the text path with round-trip oracles: see Fuzz/README.md. Without
        // `-sanitize=fuzzer` it builds as a plain checker of the files it is given.
        .target(name: "CKhipuFuzzDriver"),
        .target(name: "KhipuFuzzMain", dependencies: ["CKhipuFuzzDriver"]),
        .executableTarget(
            name: "khipu-fuzz",
            dependencies: ["KhipuFuzzMain", "Khipu", "KhipuDSL", "KhipuScript", "ExampleDomains"].map {
                .target(name: $0, condition: .when(traits: ["Fuzzing"]))
            }
        ),
        // libFuzzer over the attach endpoint's connection logic, its output in memory.
        .executableTarget(
            name: "khipu-fuzz-remote",
            dependencies: ["KhipuFuzzMain", "Khipu", "KhipuRemote", "KhipuRemoteProtocol", "Todos"].map {
                .target(name: $0, condition: .when(traits: ["Fuzzing"]))
            }
        ),

        .testTarget(name: "KhipuTests", dependencies: ["Khipu", "KhipuTestSupport"]),
        .testTarget(name: "KhipuInternalsTests", dependencies: ["KhipuInternals"]),
        .testTarget(name: "KhipuRemoteTests", dependencies: ["KhipuRemote", "KhipuRemoteProtocol", "Khipu", "KhipuScript", "KhipuDSL", "Counter", "KhipuTestSupport"]),
        .testTarget(name: "KhipuDSLTests", dependencies: ["KhipuDSL", "KhipuTestSupport"]),
        // The macro's expansion tests are a package of their own, Tests/MacroExpansion: a test
        // target here that depends on the macro target would make SwiftPM build every test and
        // all it depends on a second time, for the host.
        .testTarget(name: "KhipuScriptTests", dependencies: ["KhipuScript", "Todos", "KhipuTestSupport", "ExampleDomains", "KhipuExplore"]),
        .testTarget(name: "KhipuDescribeTests", dependencies: ["KhipuDescribe", "KhipuScript", "Todos", "KhipuTestSupport", "ExampleDomains"]),
        .testTarget(name: "KhipuREPLTests", dependencies: ["KhipuREPL", "KhipuCompletion", "KhipuScript", "Todos", "KhipuTestSupport", "KhipuRemoteProtocol"]),
        .testTarget(name: "KhipuLanguageServerTests", dependencies: ["KhipuLanguageServer", "KhipuScript", "Todos"]),
        .testTarget(name: "KhipuEndToEndTests", dependencies: ["KhipuExecutable", "vault-tool", "KhipuTestSupport", "KhipuRemote", "FastingTimer", "Khipu", "KhipuInternals"]),
        .testTarget(name: "KhipuCommandLineTests", dependencies: ["KhipuCommandLine", "KhipuScript", "Lighting", "Todos"]),
        .testTarget(name: "KhipuTestingTests", dependencies: ["KhipuTesting", "KhipuScript", "Khipu", "Todos", "KhipuTestSupport"]),
        .testTarget(
            name: "ScriptsTests",
            dependencies: ["KhipuTesting", "KhipuScript", "KhipuDSL", "ExampleDomains"]
        ),

        // Tests/Fixtures/DefaultIsolationDomain's reducer domain compiled in place with default
        // MainActor isolation (what Xcode 26 gives a new app target), so that a change to
        // `@DSL` or Khipu's API that breaks such a domain fails the ordinary build. A flag, as
        // `.defaultIsolation(MainActor.self)` needs tools 6.2; the fixture's own manifest uses that.
        .target(
            name: "DefaultIsolationProbe",
            dependencies: ["Khipu", "KhipuDSL"],
            path: "Tests/Fixtures/DefaultIsolationDomain/Sources/Teahouse",
            swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]
        ),

        // What the tests share, in the shape of swift-argument-parser's ArgumentParserTestHelpers:
        // temporary directories, script sessions, hosted domains, values generated from `@DSL`
        // schemas with the print → read back → compare check, and (re-exported) the seeded
        // generator, which sits in a target of its own so the benchmarks can use it too.
        .target(
            name: "KhipuTestSupport",
            dependencies: ["Khipu", "KhipuDSL", "KhipuScript", "KhipuTesting", "KhipuValueGeneration", "Vault"],
            path: "Tests/Support/KhipuTestSupport"
        ),
        // A test domain with three bugs `khipu explore` must find, and that domain as a tool
        // of its own (`vault-tool`), since a trap is found in worker processes the tool starts.
        .target(name: "Vault", dependencies: ["Khipu", "KhipuDSL"], path: "Tests/Support/Vault"),
        .executableTarget(name: "vault-tool", dependencies: ["KhipuCommandLine", "KhipuScript", "Vault"], path: "Tests/Fixtures/VaultTool"),
        // The round-trip contract over every domain: generated values, and every script's state.
        .testTarget(
            name: "RoundTripTests",
            dependencies: ["KhipuTestSupport", "KhipuDSL", "KhipuScript", "Khipu", "ExampleDomains"] + exampleModules.map { .target(name: $0) }
        ),
        // Every example domain, from extreme states, answers every message without a trap;
        // terminal safety, :load limits and NaN in expectations through the interpreter.
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["Khipu", "KhipuDSL", "KhipuScript", "KhipuTestSupport", "ExampleDomains"] + exampleModules.map { .target(name: $0) }
        ),
    ]
        // Each example domain, written the seed way, and its specs.
        + exampleModules.flatMap { name -> [Target] in
            [
                .target(name: name, dependencies: ["Khipu", "KhipuDSL"], path: "Modules/\(name)/Sources"),
                .testTarget(
                    name: "\(name)Tests",
                    dependencies: [.target(name: name), "Khipu", "KhipuDSL", "KhipuTesting", "KhipuTestSupport"],
                    path: "Modules/\(name)/Tests"
                ),
            ]
        }
)
