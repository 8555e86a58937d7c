#!/usr/bin/env bash
# Builds the macros and runs their expansion tests against each swift-syntax release that
# Package.swift accepts, in scratch copies, so that the range it declares is one that works.
#
#   Scripts/swift-syntax-versions.sh [VERSION...]     # default: 600.0.1 602.0.0 603.0.1
#
# Each copy holds the macro target (with the naming rule it shares) and its tests with swift-syntax pinned to one version (a
# manifest written for the copy; the library and its other tests do not depend on the version).
# About 1.5 minutes per version on the two-core machine, most of it swift-syntax's own build;
# CI runs it for 600.0.1 (its own `swift test` covers the newest).
set -euo pipefail
cd "$(dirname "$0")/.."

versions=("$@")
[[ ${#versions[@]} -gt 0 ]] || versions=(600.0.1 602.0.0 603.0.1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

status=0
for version in "${versions[@]}"; do
    copy=$work/$version
    mkdir -p "$copy/Sources" "$copy/Tests"
    cp -R Sources/YYModelMacros Sources/YYModelNaming "$copy/Sources/"
    cp -R Tests/YYModelMacrosTests "$copy/Tests/"
    cat >"$copy/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "YYModelMacrosCheck",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "$version")],
    targets: [
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
        .testTarget(
            name: "YYModelMacrosTests",
            dependencies: ["YYModelMacros", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
    echo "== swift-syntax $version"
    start=$SECONDS
    if swift test --package-path "$copy" >"$work/$version.log" 2>&1; then
        echo "   passed in $((SECONDS - start)) s: $(grep -E 'Executed [0-9]+ tests' "$work/$version.log" | tail -1 | sed 's/^[[:space:]]*//')"
    else
        echo "   FAILED after $((SECONDS - start)) s; the end of its log:"
        tail -40 "$work/$version.log"
        status=1
    fi
done
exit $status
