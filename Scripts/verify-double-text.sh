#!/usr/bin/env bash
# Checks the double printer of the working tree against the one at a git revision, and checks
# that every text reads back as the same double:
#
#   Scripts/verify-double-text.sh [REVISION] [COUNT]      (defaults: HEAD, 100000000)
#
# Both printers (DoubleText and the files it uses) are compiled with -O into one executable, each
# as its own module, and fed the same inputs: COUNT random finite doubles uniform over the bit
# patterns, COUNT uniform over -180...180 with 8 decimals, every binary exponent at the edges of
# its significands, and every number (and its negation) of Fixtures/canada.json. Any difference in
# bytes, or a text that `Double(_:)` reads back as another value, is printed and fails the run.
# Run from the repository root. `YYMODEL_PORTABLE=1` compiles the working tree's printer as Apple
# devices run it (no SSE2 digits).
set -euo pipefail
revision=${1:-HEAD}
count=${2:-100000000}
files="Sources/YYJSON/Writer/DoubleText.swift Sources/YYJSON/Writer/DecimalDigits.swift
Sources/YYJSON/Numbers/ShortestDecimal.swift Sources/YYJSON/Numbers/PowersOfTenForPrinting.swift"
# The SSE2 digits of DecimalDigits.swift, a header-only C module.
sse2=$PWD/Sources/YYJSONSSE2/include
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/base" "$work/tree"
for file in $files; do
    git show "$revision:$file" > "$work/base/$(basename "$file")"
    cp "$file" "$work/tree/"
done
for side in base tree; do
    cat > "$work/$side/Entry.swift" <<'SWIFT'
public func writeText(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
    DoubleText.write(value, to: destination)
}
public let textCapacity = DoubleText.capacity
SWIFT
    module=$( [ "$side" = base ] && echo BaseText || echo TreeText )
    defines=()
    if [ "$side" = tree ] && [ -n "${YYMODEL_PORTABLE:-}" ]; then defines=(-D YYMODEL_PORTABLE); fi
    (cd "$work" && swiftc -O -parse-as-library -emit-library -static -emit-module -module-name "$module" \
        -I "$sse2" ${defines[@]+"${defines[@]}"} -o "lib$module.a" "$side"/*.swift)
done
cat > "$work/main.swift" <<'SWIFT'
import BaseText
import Foundation
import TreeText

let count = Int(CommandLine.arguments[1])!
let canada = try String(contentsOfFile: CommandLine.arguments[2], encoding: .utf8)
var state: UInt64 = 0x5EED_D0B1E
func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}
let base = UnsafeMutablePointer<UInt8>.allocate(capacity: BaseText.textCapacity)
let tree = UnsafeMutablePointer<UInt8>.allocate(capacity: TreeText.textCapacity)
var failures = 0
var checked = 0
func check(_ value: Double) {
    let baseCount = BaseText.writeText(value, to: base)
    let treeCount = TreeText.writeText(value, to: tree)
    let treeText = String(decoding: UnsafeBufferPointer(start: tree, count: treeCount), as: UTF8.self)
    checked += 1
    if baseCount != treeCount || memcmp(base, tree, treeCount) != 0 {
        let baseText = String(decoding: UnsafeBufferPointer(start: base, count: baseCount), as: UTF8.self)
        print("differs: bits 0x\(String(value.bitPattern, radix: 16)): \(baseText) against \(treeText)")
        failures += 1
    } else if Double(treeText)?.bitPattern != value.bitPattern {
        print("reads back as another value: bits 0x\(String(value.bitPattern, radix: 16)): \(treeText)")
        failures += 1
    }
}
var numbers = 0
for token in canada.split(whereSeparator: { "[],:{} \n".contains($0) }) {
    if let value = Double(token) { check(value); check(-value); numbers += 1 }
}
print("canada: \(numbers) numbers")
// Every binary exponent at the edges of its significands (powers of two have a narrower interval).
for exponent in UInt64(0)..<2047 {
    for significand: UInt64 in [0, 1, 2, 3, 1 << 51, (1 << 52) - 2, (1 << 52) - 1] {
        let value = Double(bitPattern: exponent << 52 | significand)
        check(value)
        check(-value)
    }
}
var finite = 0
while finite < count {
    let value = Double(bitPattern: next())
    if value.isFinite { check(value); finite += 1 }
    check(Double(Int64(bitPattern: next()) % 18_000_000_000) / 100_000_000)
}
print("checked \(checked) doubles, \(failures) failures")
exit(failures == 0 ? 0 : 1)
SWIFT
(cd "$work" && swiftc -O -I . -I "$sse2" -L . -lBaseText -lTreeText -o verify main.swift)
"$work/verify" "$count" Fixtures/canada.json
