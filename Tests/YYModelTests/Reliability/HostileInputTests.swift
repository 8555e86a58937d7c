import Foundation
import Testing
import YYModel
import YYModelCorpusModels

/// Inputs built to break a parser: extreme nesting, every truncation, invalid UTF-8 everywhere, huge
/// arrays, objects, numbers and strings. Each must give the right value or a precise error, within a
/// time bound and without running out of memory. The bounds are generous (a debug build on a loaded
/// two-core machine, scaled under sanitizers): they catch hangs and quadratic work, not slowness.
///
/// Sizes (debug build): 100,000 nesting levels; every fourth prefix of weibo.json (21 KB; every
/// prefix near both ends, and all of them in an optimised build) and every prefix of one twitter
/// status (4 KB, compact and pretty-printed); 6 invalid sequences at every position of a 100-byte
/// document; a 1,000,000-element array; objects with 100,000 keys and 10,000 duplicates (and half
/// those sizes, to compare times); a 100,000-digit number; a 20 MB string with escapes. Under
/// ThreadSanitizer the big inputs shrink (same shapes) because of its slowdown.
@Suite("Reliability: hostile inputs")
struct HostileInputTests {
    // MARK: Nesting

    @Test("100,000 nested arrays or objects: a clean error at the default depth from every entry point")
    func deepNestingAtDefaultDepth() throws {
        for (bytes, offset) in [(Reliability.nestedArrays(100_000), 512), (Reliability.nestedObjects(100_000), 512 * 5)] {
            let expected = "nesting too deep (more than 512 levels)"
            try Reliability.withinTime(10, "rejecting 100,000 levels") {
                #expect(throws: JSONParseError.self) { try JSONDocument(parsing: bytes) }
                let error = try #require(Reliability.parse(bytes).failure)
                #expect(error.reason == expected && error.offset == offset)
                #expect(throws: error) { try JSON(parsing: bytes) }
                #expect(throws: error) { try JSON(parsing: String(decoding: bytes, as: UTF8.self)) }
                #expect(throws: error) { try [JSON](json: bytes) }
                #expect(throws: error) { try TwitterModels.Root(json: bytes) }
                #expect(throws: error) { try PropertyModel(json: Data(bytes), options: JSONDecodingOptions(strict: true)) }
                #expect(TwitterModels.Root.model(withJSON: bytes) == nil)
                do {
                    _ = try YYJSONDecoder().decode(JSON.self, from: Data(bytes))
                    Issue.record("YYJSONDecoder accepted 100,000 levels")
                } catch DecodingError.dataCorrupted(let context) {
                    #expect(context.underlyingError as? JSONParseError == error)
                }
            }
        }
    }

    @Test("JSON trees stop at JSON.maxTreeDepth with a clear error, whatever maxDepth allows")
    func jsonTreeDepthLimit() throws {
        let limit = JSON.maxTreeDepth
        #expect(limit == 10_000)
        let tooDeep = Reliability.nestedArrays(100_000)
        let expected = JSONParseError(code: .nestingTooDeep, reason: "nesting too deep for a JSON value (more than 10000 levels)",
                                      offset: limit, line: 1, column: limit + 1)
        #expect(throws: expected) { try JSON(parsing: tooDeep, maxDepth: 1_000_000) }
        #expect(throws: expected) { try JSON(parsing: Reliability.nestedArrays(limit + 1), maxDepth: limit + 1) }
        // Below the cap the caller's limit is the one reported.
        #expect(throws: JSONParseError(code: .nestingTooDeep, reason: "nesting too deep (more than 9000 levels)", offset: 9_000, line: 1, column: 9_001)) {
            try JSON(parsing: tooDeep, maxDepth: 9_000)
        }
        // The document itself has no such limit.
        _ = try JSONDocument(parsing: tooDeep, maxDepth: 100_000)

        // A JSON property of a model: a mismatch, reported or (strict) thrown; the model still decodes.
        let wrapped = Array(#"{"int": 1, "extra": "#.utf8) + Reliability.nestedArrays(limit + 1) + Array("}".utf8)
        var issues: [JSONDecodingIssue] = []
        let model = try PropertyModel(json: wrapped, options: JSONDecodingOptions(maxDepth: 20_000), issues: &issues)
        #expect(model.int == 1 && model.extra == nil)
        #expect(issues.map(\.description) == ["extra: nesting too deep for a JSON value (more than 10000 levels); left unchanged"])
        #expect(throws: JSONModelError(path: "extra", reason: "nesting too deep for a JSON value (more than 10000 levels); left unchanged")) {
            try PropertyModel(json: wrapped, options: JSONDecodingOptions(strict: true, maxDepth: 20_000))
        }
        let fits = Array(#"{"extra": "#.utf8) + Reliability.nestedArrays(limit - 1) + Array("}".utf8)
        #expect(try PropertyModel(json: fits, options: JSONDecodingOptions(maxDepth: limit)).extra != nil)
    }

    @Test("a JSON tree JSON.maxTreeDepth deep is built, compared, hashed, written and freed without recursion trouble")
    func deepestJSONTree() throws {
        let depth = JSON.maxTreeDepth
        let text = Reliability.nestedArrays(depth)
        try Reliability.withinTime(20, "a \(depth)-level tree") {
            let parsed = try JSON(parsing: text, maxDepth: depth)
            let built = Reliability.deepArray(depth)
            #expect(parsed != built, "the parsed innermost array holds a 0")
            let again = try JSON(parsing: text, maxDepth: depth)
            #expect(parsed == again)
            #expect(parsed.hashValue == again.hashValue)
            #expect(try Array(parsed.jsonData()) == text)
            #expect(try JSONDocument(parsing: text, maxDepth: depth).root == parsed)
            // A deep value as model input: written and parsed again.
            #expect(try [JSON](json: parsed, options: JSONDecodingOptions(maxDepth: depth)).count == 1)
        }
        // Pretty-printed text grows with the square of the depth (indentation): 1,000 levels, 1 MB.
        let thousand = Reliability.deepArray(1_000)
        #expect(try JSON(parsing: thousand.jsonData(options: .prettyPrinted), maxDepth: 1_000) == thousand)
        // A tree a little deeper than the limit can still be made by hand; the walks do not recurse.
        let deeper = Reliability.deepArray(12_000)
        #expect(deeper == Reliability.deepArray(12_000))
        #expect(try deeper.jsonString().utf8.count == 24_000)
        #expect(deeper.hashValue == Reliability.deepArray(12_000).hashValue)
    }

    // MARK: Truncation

    @Test("every prefix of weibo.json throws a JSONParseError at the point where the text breaks off")
    func truncatedWeibo() throws {
        let bytes = Array(try fixtureData("weibo"))
        // Parsing all 21,463 prefixes is 230 MB of parsing: a second optimised, ten in a debug build.
        // Debug builds take every fourth prefix (all of them in the first and last 512 bytes).
        let stride = Reliability.isDebugBuild ? 4 : 1
        try Reliability.withinTime(40, "the prefixes of weibo.json") {
            try expectEveryPrefixRejected(bytes, stride: stride * (Reliability.sanitizer == .thread ? 4 : 1)) { prefix in
                #expect(throws: JSONParseError.self) { try WeiboModels.Root(json: prefix) }
            }
        }
    }

    @Test("every prefix of a twitter status throws a JSONParseError at the point where the text breaks off")
    func truncatedTwitterStatus() throws {
        let status = try PropertyTests.twitterStatus()
        let pretty = Array(try JSON(parsing: status).jsonData(options: .prettyPrinted))
        for bytes in [status, pretty] {
            try expectEveryPrefixRejected(bytes) { prefix in
                #expect(throws: JSONParseError.self) { try TwitterModels.Status(json: prefix) }
                #expect(throws: JSONParseError.self) { try TwitterModels.Status(json: prefix, options: JSONDecodingOptions(strict: true)) }
            }
        }
    }

    /// Every proper prefix of `bytes` (a document whose top-level value ends at its last
    /// non-whitespace byte) must fail no earlier than 12 bytes before its end (the longest token cut
    /// short is a surrogate-pair escape), with a line and column that match the offset.
    ///
    /// With a `stride` above 1, only every `stride`-th prefix is tried, except near both ends.
    private func expectEveryPrefixRejected(
        _ bytes: [UInt8], stride: Int = 1, also decode: ([UInt8]) throws -> Void
    ) throws {
        let whitespace: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]
        let end = (bytes.lastIndex { !whitespace.contains($0) } ?? 0) + 1
        for length in 0..<end where length % stride == 0 || length < 512 || length > end - 512 {
            let prefix = Array(bytes[..<length])
            guard let error = Reliability.parse(prefix).failure else {
                Issue.record("a \(length)-byte prefix parsed")
                continue
            }
            #expect(error.offset <= length && error.offset >= length - 12, "prefix \(length): \(error) at \(error.offset)")
            // The independent line and column computation is slow; a sample is enough.
            if length % 13 == 0, let (line, column) = expectedPosition(of: error.offset, in: prefix) {
                #expect(error.line == line && error.column == column, "prefix \(length): \(error)")
            }
            if length % 5 == 0 { try decode(prefix) }
        }
        #expect(Reliability.parse(Array(bytes[..<end])).failure == nil)
    }

    // MARK: Invalid UTF-8

    @Test("invalid UTF-8 inserted at every position is rejected where it was inserted")
    func invalidUTF8Everywhere() throws {
        let document = Array(#"{"name": "Zoë 中文 😀", "tags": ["a\u00e9", "\ud83d\ude00 x"], "n": -12.5e3, "ok": true, "none": null}"#.utf8)
        #expect(Reliability.parse(document).failure == nil)
        // Sequences that are invalid wherever they stand: a byte never used in UTF-8, an overlong
        // form, an encoded surrogate, a scalar above U+10FFFF, a lead byte without continuation.
        let sequences: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xF8, 0x88, 0x80, 0x80, 0x80]]
        for sequence in sequences {
            for position in 0...document.count {
                var bytes = document
                bytes.insert(contentsOf: sequence, at: position)
                guard let error = Reliability.parse(bytes).failure else {
                    Issue.record("accepted \(sequence) at \(position)")
                    continue
                }
                // The error is at the inserted bytes, or at the token or character they broke (up to
                // a `\u` escape's length before them).
                #expect(error.offset <= position && error.offset >= position - 12, "\(sequence) at \(position): \(error)")
                #expect(throws: JSONParseError.self) { try PropertyModel(json: bytes) }
            }
        }
    }

    // MARK: Size

    @Test("a 1,000,000-element array parses, decodes and writes back")
    func millionElements() throws {
        let count = Reliability.size(1_000_000, underThreadSanitizer: 100_000)
        let text = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
        try Reliability.withinTime(60, "a \(count)-element array") {
            let integers = try [Int](json: text)
            #expect(integers.count == count && integers.last == count - 1)
            let json = try JSON(parsing: text)
            #expect(json.array?.count == count)
            #expect(try json.jsonString() == text)
            #expect(try integers.jsonString() == text)
        }
        Reliability.expectMemory(below: 4_000)
    }

    /// `{"k0":0,"k1":1,...}` with `count` distinct keys, or the key `id` `count` times when `duplicate`.
    private func wideObject(_ count: Int, duplicate: Bool) -> [UInt8] {
        var text = "{"
        for index in 0..<count {
            if index > 0 { text += "," }
            text += duplicate ? "\"int\":\(index)" : "\"k\(index)\":\(index)"
        }
        text += duplicate ? "}" : ",\"int\":-1}"
        return Array(text.utf8)
    }

    @Test("objects with 100,000 keys or 10,000 duplicate keys decode in linear time", arguments: [false, true])
    func wideObjects(duplicate: Bool) throws {
        let count = Reliability.size(duplicate ? 10_000 : 100_000, underThreadSanitizer: duplicate ? 2_000 : 10_000)
        let small = wideObject(count / 4, duplicate: duplicate)
        let large = wideObject(count, duplicate: duplicate)

        // The values: the last duplicate wins everywhere.
        let model = try PropertyModel(json: large)
        #expect(model.int == (duplicate ? count - 1 : -1))
        let json = try JSON(parsing: large)
        #expect(json["int"]?.int == model.int)
        #expect(json.object?.count == count + (duplicate ? 0 : 1))
        let dictionary = try [String: Int](json: large)
        #expect(dictionary.count == (duplicate ? 1 : count + 1) && dictionary["int"] == model.int)
        let again = try JSON(parsing: large)
        #expect(json == again && json.hashValue == again.hashValue)

        // Four times the keys, about four times the time: quadratic work would take sixteen times as
        // long. The wide gap keeps the check stable on a busy machine (cache effects stay well below it).
        for (name, decode) in [
            ("model", { (bytes: [UInt8]) in _ = try PropertyModel(json: bytes) }),
            ("JSON", { (bytes: [UInt8]) in _ = try JSON(parsing: bytes) }),
            ("[String: Int]", { (bytes: [UInt8]) in _ = try [String: Int](json: bytes) }),
            ("JSON == and hash", { (bytes: [UInt8]) in
                let value = try JSON(parsing: bytes)
                let other = try JSON(parsing: bytes)
                _ = value == other && value.hashValue == other.hashValue
            }),
        ] as [(String, ([UInt8]) throws -> Void)] {
            let smallTime = try Reliability.fastest { try decode(small) }
            let largeTime = try Reliability.fastest { try decode(large) }
            #expect(largeTime < 10 * Reliability.slowdown, "\(name): \(largeTime) s for \(count) keys")
            // Tiny times are all noise; compare only what is long enough to measure.
            if largeTime > 0.05 {
                #expect(largeTime / smallTime < 10, "\(name): \(smallTime) s for \(count / 4) keys, \(largeTime) s for \(count)")
            }
        }
    }

    @Test("a number with 100,000 digits is read exactly, converted, or rejected as out of range")
    func hugeNumbers() throws {
        let digits = String(repeating: "1234567890", count: 10_000)
        try Reliability.withinTime(15, "100,000-digit numbers") {
            // An integer far beyond 64 bits is a double, and this one is beyond Double's range.
            let error = try #require(Reliability.parse(Array(digits.utf8)).failure)
            #expect(error.reason == "number out of range (its magnitude exceeds the largest Double)" && error.offset == 0)
            // As a fraction, or scaled back into range by an exponent, it is correctly rounded.
            for text in ["0." + digits, "1." + digits, digits + "e-99990", "-" + digits + "e-100010", "0." + String(repeating: "0", count: 99_990) + "1234"] {
                let value = try #require(try JSON(parsing: text).double)
                #expect(value == Double(text)!, "\(text.prefix(12))...: \(value), strtod \(Double(text)!)")
            }
            #expect(try JSON(parsing: "0." + String(repeating: "0", count: 100_000) + "1").double == 0)
            // The original text is kept for strings; an integer property refuses 1.2e19.
            let object = #"{"text": \#(digits)e-99980, "int": \#(digits)e-99980}"#
            var issues: [JSONDecodingIssue] = []
            let model = try PropertyModel(json: object, issues: &issues)
            #expect(model.text == digits + "e-99980")
            #expect(model.int == 0 && issues.count == 1)
            #expect(throws: JSONModelError.self) { try PropertyModel(json: object, options: JSONDecodingOptions(strict: true)) }
        }
    }

    @Test("a 20 MB string full of escapes parses and writes back exactly")
    func hugeEscapedString() throws {
        // 21 bytes of JSON text per piece (10 bytes of string): an escaped quote, backslash and
        // newline, a \u escape of an astral scalar (a surrogate pair) and plain text.
        let piece = #"\"\\\n\ud83d\ude00abc"#
        let pieces = Reliability.size(20_000_000, underThreadSanitizer: 2_000_000) / piece.utf8.count
        let text = "\"" + String(repeating: piece, count: pieces) + "\""
        try Reliability.withinTime(60, "a \(text.utf8.count / 1_000_000) MB string") {
            let value = try #require(try JSON(parsing: text).string)
            #expect(value.utf8.count == pieces * 10)
            #expect(value.hasPrefix("\"\\\n😀abc\"\\\n😀abc"))
            // Written back, the scalar is raw UTF-8: parse that and compare.
            let written = try JSON.string(value).jsonData()
            #expect(try JSON(parsing: written).string == value)
            #expect(try PropertyModel(json: #"{"text": \#(text)}"#).text == value)
        }
        Reliability.expectMemory(below: 4_000)
    }
}

extension Result {
    /// The error, or `nil` on success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
