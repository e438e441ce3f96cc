// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// The `@DSL` macro's expansion tests, in a package of their own. In Khipu's package a test
// target that depends on the macro target makes SwiftPM build every test, and everything
// they depend on, a second time for the host (the `-tool` modules): `swift build
// --build-tests` would compile Khipu, its domains and swift-argument-parser twice. Here the
// macro is the one target besides the tests (Khipu's own sources, through a link, under a
// module name of its own), so only swift-syntax and the macro are built; CI builds them in
// the folder the packages outside the repository share, where swift-syntax is built for the
// host once for all of them:
//   swift test --package-path Tests/MacroExpansion --scratch-path .build/outside-packages/.build-outside
let package = Package(
    name: "KhipuDSLMacrosTests",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Not named KhipuDSLMacros: in the shared folder that name is the macro the outside
        // packages build as part of Khipu, with other flags.
        .macro(
            name: "KhipuDSLMacrosUnderTest",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "KhipuDSLMacrosTests",
            dependencies: [
                "KhipuDSLMacrosUnderTest",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
    ]
)
