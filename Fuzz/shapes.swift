// libFuzzer target: the shapes beyond flat records, `AccountModels` (a generic envelope around a
// generic page, hooks on nested models, a polymorphic class, a discriminated enum, key paths and
// candidate keys; Tests/YYModelTests/Reliability/ModelFamily/). Build and run with
// `Scripts/fuzz.sh shapes SECONDS`.
//
// Each input is decoded, updated into a decoded response and encoded, lenient and strict, through
// `AccountModels.brokenRule(for:)`, the rules the property tests check too: a value or a
// documented error everywhere, strict success implies lenient success without issues, and a
// decoded or updated model encodes to text that decodes strictly and encodes to the same text.
import Foundation
import YYModel

/// The libFuzzer entry point: one input per call; a crash, a trap or a broken rule is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShapes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = AccountModels.brokenRule(for: Array(UnsafeBufferPointer(start: data, count: size))) {
        fatalError(broken)
    }
    return 0
}
