// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

// YYMODEL_PORTABLE=1 builds the code Apple devices run (arm64; systems before iOS 26 and macOS 26)
// on x86-64 too, so that it is tested and measured here: `YYMODEL_PORTABLE=1 swift test
// --scratch-path .build-portable`.
let portableSettings: [SwiftSetting] = Context.environment["YYMODEL_PORTABLE"] == nil ? [] : [.define("YYMODEL_PORTABLE")]

let package = Package(
    name: "YYModel",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        // The JSON engine alone: parser, document, writer, the `JSON` value and the Codable
        // coders. No macros, so a package that uses only this never builds swift-syntax.
        .library(name: "YYJSON", targets: ["YYJSON"]),
        // `@JSONModel` and the model runtime; re-exports YYJSON.
        .library(name: "YYModel", targets: ["YYModel"]),
        .executable(name: "yymodel", targets: ["yymodel"]),
        // The server integrations: empty unless their trait is enabled (see `traits`).
        .library(name: "YYModelHummingbird", targets: ["YYModelHummingbird"]),
        .library(name: "YYModelVapor", targets: ["YYModelVapor"]),
    ],
    // Each server framework is a dependency only under its trait, so that a package that does not
    // enable it never resolves or builds the framework:
    // `.package(url: ..., from: ..., traits: ["Hummingbird"])`.
    traits: [
        .trait(name: "Hummingbird", description: "YYJSONDecoder and YYJSONEncoder as Hummingbird's request decoder and response encoder."),
        .trait(name: "Vapor", description: "YYJSONDecoder and YYJSONEncoder as Vapor's content decoder and encoder."),
    ],
    dependencies: [
        // Any release from 600 to 603: a package graph holds one swift-syntax, which other macro
        // packages and tools share.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    ],
    targets: [
        // How keys and Swift literals are spelt, shared by the macro (at compile time), the model
        // runtime and the model generator.
        .target(name: "YYModelNaming"),
        .macro(
            name: "YYModelMacros",
            dependencies: [
                "YYModelNaming",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        // The calling thread's spare parse and output blocks, in C11 thread-local storage.
        .target(name: "YYJSONThreadSpares"),
        // A flag set once and read by every thread, in relaxed C11 atomics: the model runtime's
        // memo of model types it cannot read directly. Header-only.
        .target(name: "YYModelAtomics"),
        // SSE2 kernels in C intrinsics: the parser's string scan and number digits, the writer's
        // digits of doubles. Header-only; Swift uses them on x86-64 only.
        .target(name: "YYJSONSSE2"),
        .target(
            name: "YYJSON",
            dependencies: ["YYJSONThreadSpares", "YYJSONSSE2"],
            swiftSettings: portableSettings
        ),
        .target(
            name: "YYModel",
            dependencies: ["YYJSON", "YYModelAtomics", "YYModelMacros", "YYModelNaming"]
        ),
        .target(
            name: "YYModelHummingbird",
            dependencies: [
                "YYModel",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            ]
        ),
        .target(
            name: "YYModelVapor",
            dependencies: [
                "YYModel",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]
        ),
        .target(
            name: "YYModelGenerator",
            dependencies: ["YYModel", "YYModelNaming"]
        ),
        .target(
            name: "YYModelCorpusModels",
            dependencies: ["YYModel"],
            path: "Benchmarks/CorpusModels"
        ),
        // Counts heap allocations for `yymodel-bench` by replacing malloc in the executable (glibc
        // only, and never under a sanitizer: see include/AllocationCounter.h).
        .target(
            name: "YYModelAllocationCounter",
            path: "Benchmarks/AllocationCounter"
        ),
        // What both executables read and write the same way: inputs (a file or standard input)
        // and the standard streams. A plain target, so it is no part of any product's API.
        .target(
            name: "YYModelCLISupport",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The tool users install: no malloc replacement, no corpus models, no re-execution.
        .executableTarget(
            name: "yymodel",
            dependencies: [
                "YYModel",
                "YYModelCLISupport",
                "YYModelGenerator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark against Foundation (`swift run -c release yymodel-bench`). Not a product:
        // it replaces malloc in its own process, so it is never installed beside the tool.
        .executableTarget(
            name: "yymodel-bench",
            dependencies: [
                "YYModel",
                "YYModelAllocationCounter",
                "YYModelCLISupport",
                "YYModelCorpusModels",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/Bench"
        ),
        // What the test targets share: the package root, and the check that README examples are
        // the code the tests compile.
        .target(
            name: "YYModelTestSupport",
            path: "Tests/YYModelTestSupport"
        ),
        // Request/response round trips through a Hummingbird router, YYModel's coders against
        // Hummingbird's default ones (`swift run -c release --traits Hummingbird
        // yymodel-hummingbird-bench`). Not a product.
        .executableTarget(
            name: "yymodel-hummingbird-bench",
            dependencies: [
                "YYModelCorpusModels",
                "YYModelHummingbird",
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            ],
            path: "Benchmarks/HummingbirdBench"
        ),
        .testTarget(
            name: "YYModelTests",
            dependencies: ["YYModel", "YYModelCorpusModels", "YYModelGenerator", "YYModelNaming", "YYModelTestSupport"],
            // Fuzzer-found inputs, read from the source tree by FuzzRegressionTests.
            exclude: ["Reliability/FuzzCorpus"]
        ),
        // Run with `swift test --traits Hummingbird,Vapor`; empty otherwise.
        .testTarget(
            name: "YYModelHummingbirdTests",
            dependencies: [
                "YYModelHummingbird",
                "YYModelTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            ]
        ),
        .testTarget(
            name: "YYModelVaporTests",
            dependencies: [
                "YYModelVapor",
                "YYModelTestSupport",
                .product(name: "VaporTesting", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]
        ),
        .testTarget(
            name: "YYModelGeneratedModelTests",
            dependencies: ["YYModel"]
        ),
        .testTarget(
            name: "YYModelMacrosTests",
            dependencies: [
                "YYModelMacros",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// YYMODEL_SANITIZE=address instruments this package's own code with AddressSanitizer, like
// `swift test --sanitize=address`, but leaves the macros and swift-syntax alone: they run only
// inside the compiler, and instrumenting them makes every expansion slow. The flags sit on the
// targets rather than the command line, so `.build` keeps its swift-syntax build:
// `YYMODEL_SANITIZE=address swift test`.
if let sanitizer = Context.environment["YYMODEL_SANITIZE"] {
    // Not YYModelNaming either: the macros link it. lld, because gold prints a warning per ASan
    // helper symbol.
    for target in package.targets where target.type != .macro && target.name != "YYModelNaming" {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
        target.cSettings = (target.cSettings ?? []) + [.unsafeFlags(["-fsanitize=\(sanitizer)"])]
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)", "-use-ld=lld"])]
    }
}

// `YYMODEL_DOCS=1 swift package generate-documentation --target YYModel` (or `--target YYJSON`)
// builds the DocC documentation. The plug-in is added only then, so that packages depending on
// this one never fetch it.
if Context.environment["YYMODEL_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
