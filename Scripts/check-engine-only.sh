#!/usr/bin/env bash
# Builds a scratch package that depends on the YYJSON product alone, and fails when that build
# compiles swift-syntax (or any other module of a macro): an app that needs only the parser, the
# `JSON` value and the Codable coders must not pay for the macro toolchain.
#
#   Scripts/check-engine-only.sh [WORK_DIR]     # default: a fresh temporary folder
#
# The scratch package decodes, encodes and parses with the engine, so the check also shows that
# YYJSON's public API is usable without YYModel. Its build log is left in WORK_DIR/build.log. It
# also fails when the package resolved a server framework: those are dependencies only under their
# traits, which the scratch package does not enable.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=${1:-$(mktemp -d)}
package=$work/EngineOnly
rm -rf "$package"
mkdir -p "$package/Sources/EngineOnly"

cat > "$package/Package.swift" <<EOF
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "EngineOnly",
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(
            name: "EngineOnly",
            dependencies: [.product(name: "YYJSON", package: "$(basename "$root")")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
EOF

cat > "$package/Sources/EngineOnly/main.swift" <<'EOF'
import Foundation
import YYJSON

struct Point: Codable, Equatable {
    var x: Double
    var y: Double
}

let point = try YYJSONDecoder().decode(Point.self, from: Data(#"{"x": 1.5, "y": -2}"#.utf8))
precondition(point == Point(x: 1.5, y: -2))
let written = try YYJSONEncoder().encode(point)
let decodedAgain = try YYJSONDecoder().decode(Point.self, from: written)
precondition(decodedAgain == point)
let value = try JSON(parsing: #"{"tags": ["a", "b"]}"#)
precondition(value["tags"]?[1]?.string == "b")
print("engine-only: decoded, encoded and parsed without YYModel")
EOF

log=$work/build.log
(cd "$package" && swift build -v) > "$log" 2>&1 || { tail -40 "$log"; echo "check-engine-only: the scratch package does not build" >&2; exit 1; }
(cd "$package" && swift run EngineOnly)

# The verbose log names every module the compiler builds (`-module-name NAME`).
built=$(grep -oE -- '-module-name [A-Za-z0-9_]+' "$log" | awk '{print $2}' | sort -u)
echo "check-engine-only: modules built: $(echo $built)"
if echo "$built" | grep -qE '^(Swift(Syntax|Parser|Diagnostics|CompilerPlugin|Operators|BasicFormat)|YYModel)'; then
    echo "check-engine-only: a package that uses only YYJSON compiled swift-syntax or YYModel (log: $log)" >&2
    exit 1
fi

resolved=$(ls "$package/.build/checkouts")
echo "check-engine-only: packages resolved: $(echo $resolved)"
if echo "$resolved" | grep -qiE '^(hummingbird|vapor)$'; then
    echo "check-engine-only: a package that enables no trait resolved a server framework" >&2
    exit 1
fi
