import Foundation
import Testing
import YYModel

/// The nesting limit: a clean error beyond it, never a stack overflow, whatever the limit.
@Suite("Nesting limit")
struct NestingLimitTests {
    /// `depth` arrays, one inside the other: `[[[]]]` for 3.
    private func nestedArrays(_ depth: Int, closed: Bool = true) -> [UInt8] {
        Array(repeating: UInt8(ascii: "["), count: depth) + (closed ? Array(repeating: UInt8(ascii: "]"), count: depth) : [])
    }

    /// `depth` objects, one inside the other, around `null`: `{"a":{"a":null}}` for 2.
    private func nestedObjects(_ depth: Int, closed: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<depth { bytes += Array(#"{"a":"#.utf8) }
        guard closed else { return bytes }
        bytes += Array("null".utf8)
        bytes += Array(repeating: UInt8(ascii: "}"), count: depth)
        return bytes
    }

    /// The nesting depth of a document's root, walked without recursion.
    private func depth(of document: JSONDocument) -> Int {
        document.withRoot { root in
            var depth = 0
            var current: JSONElement? = root
            while let element = current, element.kind == .array || element.kind == .object {
                depth += 1
                current = element.kind == .array ? element.elements.first { _ in true } : element.members.first { _ in true }?.value
            }
            return depth
        }
    }

    private func tooDeep(_ limit: Int) -> String { "nesting too deep (more than \(limit) levels)" }

    @Test("512 levels are accepted by default; 513 are an error at the 513th bracket")
    func defaultLimitArrays() throws {
        #expect(JSONDocument.defaultMaxDepth == 512)
        #expect(try depth(of: JSONDocument(parsing: nestedArrays(512))) == 512)
        expectRejected(nestedArrays(513), reason: tooDeep(512), offset: 512)
        let error = try #require(parseError(nestedArrays(513)))
        #expect(error.description == "1:513: nesting too deep (more than 512 levels)")
    }

    @Test("the limit applies to objects and to any mix of containers")
    func defaultLimitObjectsAndMixed() throws {
        #expect(try depth(of: JSONDocument(parsing: nestedObjects(512))) == 512)
        expectRejected(nestedObjects(513), reason: tooDeep(512), offset: 512 * 5)

        var mixed: [UInt8] = []
        for level in 0..<513 { mixed += Array((level % 2 == 0 ? "[" : #"{"k":"#).utf8) }
        // The 513th container opens at the end of what came before it.
        let offsetOfLast = mixed.count - 1
        expectRejected(mixed, reason: tooDeep(512), offset: offsetOfLast)
        let fits = Array(mixed.dropLast()) + [UInt8(ascii: "0")]
        // 512 levels opened (unclosed): the limit is not the error, the missing brackets are.
        let error = try #require(parseError(fits))
        #expect(error.reason == "expected ',' or '}' after object member")
    }

    @Test("empty containers count as a level, siblings do not add up")
    func whatCounts() throws {
        // Depth 4 at most: [ [ [ [] ] ] ]
        let text = "[[[]],[[[]]],[]]"
        #expect(parseError(text, maxDepth: 4) == nil)
        expectRejected(text, reason: tooDeep(3), offset: 8, maxDepth: 3)
        // Two 511-deep arrays side by side inside one array: 512 levels.
        let side = Array("[".utf8) + nestedArrays(511) + Array(",".utf8) + nestedArrays(511) + Array("]".utf8)
        #expect(parseError(side) == nil)
        let deeper = Array("[".utf8) + nestedArrays(511) + Array(",".utf8) + nestedArrays(512) + Array("]".utf8)
        expectRejected(deeper, reason: tooDeep(512), offset: 1 + 2 * 511 + 1 + 511)
    }

    @Test("100,000 opening brackets are a clean error, closed or not")
    func hundredThousandBrackets() throws {
        expectRejected(nestedArrays(100_000, closed: false), reason: tooDeep(512), offset: 512)
        expectRejected(nestedArrays(100_000), reason: tooDeep(512), offset: 512)
        expectRejected(nestedObjects(100_000, closed: false), reason: tooDeep(512), offset: 512 * 5)
        var mixed: [UInt8] = []
        for level in 0..<100_000 { mixed += Array((level % 3 == 0 ? #"{"":"# : "[").utf8) }
        #expect(parseError(mixed)?.reason == tooDeep(512))
    }

    @Test("a custom limit is honoured exactly", arguments: [1, 2, 10, 100, 600])
    func customLimit(limit: Int) throws {
        #expect(try depth(of: JSONDocument(parsing: nestedArrays(limit), maxDepth: limit)) == limit)
        #expect(try depth(of: JSONDocument(parsing: nestedObjects(limit), maxDepth: limit)) == limit)
        expectRejected(nestedArrays(limit + 1), reason: tooDeep(limit), offset: limit, maxDepth: limit)
        expectRejected(nestedObjects(limit + 1), reason: tooDeep(limit), offset: limit * 5, maxDepth: limit)
    }

    @Test("a limit of zero (or less) accepts only scalars")
    func zeroLimit() throws {
        for limit in [0, -5] {
            #expect(try JSON(parsing: "1", maxDepth: limit) == 1)
            #expect(try JSON(parsing: "\"s\"", maxDepth: limit) == "s")
            #expect(try JSON(parsing: "null", maxDepth: limit) == .null)
            expectRejected("[]", reason: tooDeep(0), offset: 0, maxDepth: limit)
            expectRejected(" {}", reason: tooDeep(0), offset: 1, maxDepth: limit)
        }
    }

    @Test("a much larger limit parses 100,000 levels without running out of stack")
    func largeLimit() throws {
        let document = try JSONDocument(parsing: nestedArrays(100_000), maxDepth: 100_000)
        #expect(depth(of: document) == 100_000)
        let objects = try JSONDocument(parsing: nestedObjects(100_000), maxDepth: 1_000_000)
        #expect(depth(of: objects) == 100_000)
        // Unclosed, the error is the missing value at the end, not the depth.
        expectRejected(nestedArrays(100_000, closed: false), reason: "unexpected end of input, expected a value",
                       offset: 100_000, maxDepth: 200_000)
        expectRejected(nestedArrays(100_001), reason: tooDeep(100_000), offset: 100_000, maxDepth: 100_000)
    }

    @Test("JSON(parsing:maxDepth:) takes the limit too")
    func jsonValueLimit() throws {
        let text = String(decoding: nestedArrays(1_000), as: UTF8.self)
        #expect(throws: JSONParseError(code: .nestingTooDeep, reason: tooDeep(512), offset: 512, line: 1, column: 513)) {
            try JSON(parsing: text)
        }
        var json = try JSON(parsing: text, maxDepth: 1_000)
        var levels = 0
        while let elements = json.array {
            levels += 1
            guard let first = elements.first else { break }
            json = first
        }
        #expect(levels == 1_000)
    }
}
