import Foundation
import Testing
import YYModel

/// The error that parsing `bytes` throws, or `nil` when the bytes are valid JSON.
func parseError(_ bytes: [UInt8], maxDepth: Int = JSONDocument.defaultMaxDepth) -> JSONParseError? {
    do {
        _ = try JSONDocument(parsing: bytes, maxDepth: maxDepth)
        return nil
    } catch let error as JSONParseError {
        return error
    } catch {
        Issue.record("parsing threw \(type(of: error)), not JSONParseError: \(error)")
        return nil
    }
}

/// The error that parsing `text` throws, or `nil` when it is valid JSON.
func parseError(_ text: String, maxDepth: Int = JSONDocument.defaultMaxDepth) -> JSONParseError? {
    parseError(Array(text.utf8), maxDepth: maxDepth)
}

/// The line and column of `offset` in `bytes`, worked out independently of the parser: decode the
/// prefix as text and count lines and Unicode scalars (a leading byte order mark takes no column).
/// `nil` when the prefix is not valid UTF-8.
func expectedPosition(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int)? {
    var prefix = bytes[..<min(offset, bytes.count)]
    if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { prefix = prefix.dropFirst(3) }
    guard String(validating: prefix, as: UTF8.self) != nil else { return nil }
    // Split the bytes, not the String: "\r\n" is one Character and would hide the line feed.
    let lines = prefix.split(separator: 0x0A, omittingEmptySubsequences: false)
    let lastLine = String(decoding: lines.last!, as: UTF8.self)
    return (lines.count, lastLine.unicodeScalars.count + 1)
}

/// Expects `bytes` to be rejected with exactly `reason` at byte `offset`, and checks that the line and
/// column agree with ``expectedPosition(of:in:)`` and that `description` is `LINE:COLUMN: reason`.
func expectRejected(
    _ bytes: [UInt8], reason: String, offset: Int, maxDepth: Int = JSONDocument.defaultMaxDepth,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let error = parseError(bytes, maxDepth: maxDepth) else {
        Issue.record("accepted invalid JSON \(String(decoding: bytes, as: UTF8.self).debugDescription)", sourceLocation: sourceLocation)
        return
    }
    #expect(error.reason == reason, sourceLocation: sourceLocation)
    #expect(error.offset == offset, sourceLocation: sourceLocation)
    if let (line, column) = expectedPosition(of: offset, in: bytes) {
        #expect(error.line == line, sourceLocation: sourceLocation)
        #expect(error.column == column, sourceLocation: sourceLocation)
    }
    #expect(error.description == "\(error.line):\(error.column): \(reason)", sourceLocation: sourceLocation)
}

/// Expects `text` to be rejected with exactly `reason` at byte `offset`.
func expectRejected(
    _ text: String, reason: String, offset: Int, maxDepth: Int = JSONDocument.defaultMaxDepth,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRejected(Array(text.utf8), reason: reason, offset: offset, maxDepth: maxDepth, sourceLocation: sourceLocation)
}

/// Parses `text` and returns the top-level value's bits of interest through `body`.
func withParsedRoot<R>(_ text: String, _ body: (JSONElement) throws -> R) throws -> R {
    try JSONDocument(parsing: Array(text.utf8)).withRoot(body)
}

/// A small deterministic pseudo-random generator (SplitMix64), so failures reproduce; shared by
/// the JSON tests (DecimalToDoubleTests uses it too).
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
