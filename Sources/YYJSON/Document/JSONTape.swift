/// The flat encoding of a parsed document: two 64-bit words per JSON value, in document order.
///
///     word 0: | tag (8 bits) | payload (56 bits) |
///     word 1: | value bits or count              |
///
/// | tag       | payload                                 | word 1                                 |
/// |-----------|-----------------------------------------|----------------------------------------|
/// | null/bool | 0                                       | 0                                      |
/// | int       | byte offset of the number's text        | the `Int64` bit pattern                |
/// | uint      | byte offset of the number's text        | the `UInt64` (only above `Int64.max`)  |
/// | double    | byte offset of the number's text        | the `Double` bit pattern               |
/// | string    | offset in the input or the arena; flags | byte length                            |
/// | array     | index of the node after the last element| element count                          |
/// | object    | index of the node after the last member | member count (keys and values follow)  |
///
/// A container knows where it ends, so skipping it is O(1). Strings without escapes point into the
/// input; strings with escapes are unescaped once, into the arena (payload bit 55 set). Payload
/// bit 54 marks a string whose bytes are all ASCII.
/// Either way at least ``JSONTape/stringSlack`` readable bytes follow every string's last byte, so
/// key comparisons may load whole words.
@usableFromInline
package enum JSONTag: UInt8, Sendable {
    // Raw values must stay 0, 1, 2, ... in declaration order (see `JSONTape.tag(_:)`).
    case null = 0, `false`, `true`, int, uint, double, string, array, object
}

/// A non-owning view of a parsed document's storage: the tape, the input and the arena.
///
/// Valid only while the ``JSONDocument`` that produced it is alive; the library never lets one escape.
@usableFromInline
package struct JSONTape {
    @usableFromInline let words: UnsafePointer<UInt64>
    @usableFromInline let input: UnsafePointer<UInt8>
    @usableFromInline let inputCount: Int
    @usableFromInline let arena: UnsafePointer<UInt8>

    @usableFromInline static let payloadMask: UInt64 = (1 << 56) - 1
    @usableFromInline static let arenaFlag: UInt64 = 1 << 55
    @usableFromInline static let asciiFlag: UInt64 = 1 << 54
    /// The bits of a string's payload below its flags: its offset.
    @usableFromInline static let stringOffsetMask: UInt64 = (1 << 54) - 1
    /// Readable bytes after the end of every string (the input's padding; the arena's spare capacity).
    package static let stringSlack = 16

    @inlinable
    init(words: UnsafePointer<UInt64>, input: UnsafePointer<UInt8>, inputCount: Int, arena: UnsafePointer<UInt8>) {
        self.words = words
        self.input = input
        self.inputCount = inputCount
        self.arena = arena
    }

    /// The kind of value stored at `node`.
    @inlinable
    package func tag(_ node: Int) -> JSONTag {
        // The parser writes only valid tags, and a case's raw value is its index in the
        // declaration, which is how Swift stores the enum: a plain reinterpretation, no switch.
        let rawValue = UInt8(truncatingIfNeeded: words[2 &* node] &>> 56)
        assert(JSONTag(rawValue: rawValue) != nil)
        return unsafeBitCast(rawValue, to: JSONTag.self)
    }

    @inlinable
    package func payload(_ node: Int) -> Int { Int(truncatingIfNeeded: words[2 &* node] & JSONTape.payloadMask) }

    @inlinable
    package func second(_ node: Int) -> UInt64 { words[2 &* node &+ 1] }

    /// The node after `node` and everything inside it.
    @inlinable
    package func next(after node: Int) -> Int {
        switch tag(node) {
        case .array, .object: return payload(node)
        default: return node &+ 1
        }
    }

    /// ``next(after:)`` for a walk over an object's members, whose values are mostly scalars.
    ///
    /// A branch instead of a select: the node after a scalar is known before its tag is loaded,
    /// so the processor goes on to the next member without waiting for the load. The end of a
    /// container comes from a call, which the optimizer cannot turn back into a select.
    @inlinable
    package func nextAfterMemberValue(_ node: Int) -> Int {
        let tag = tag(node)
        if _slowPath(tag == .array || tag == .object) { return containerEnd(node) }
        return node &+ 1
    }

    /// The node after the array or object at `node` and everything inside it.
    @usableFromInline @inline(never)
    func containerEnd(_ node: Int) -> Int { payload(node) }

    /// The bytes of the string at `node` (already unescaped, valid UTF-8).
    @inlinable
    package func stringBytes(_ node: Int) -> UnsafeBufferPointer<UInt8> {
        let word = words[2 &* node]
        let offset = Int(truncatingIfNeeded: word & JSONTape.stringOffsetMask)
        let base = word & JSONTape.arenaFlag != 0 ? arena : input
        return UnsafeBufferPointer(start: base + offset, count: Int(truncatingIfNeeded: second(node)))
    }

    /// The string at `node` as a Swift `String`.
    @inlinable
    package func string(_ node: Int) -> String {
        JSONTape.makeString(stringBytes(node), isASCII: words[2 &* node] & JSONTape.asciiFlag != 0)
    }

    /// A `String` of `bytes`, which are valid UTF-8 (all ASCII when `isASCII`).
    ///
    /// The reader validated the bytes already and knows whether they are ASCII, so where the
    /// standard library lets us say so (`UTF8Span`), the string is made without checking non-ASCII
    /// text a second time. Older Apple systems, and every build with `YYMODEL_PORTABLE` defined
    /// (which is how the fallback is tested), validate the bytes again.
    @inlinable
    package static func makeString(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        #if compiler(>=6.2) && !YYMODEL_PORTABLE
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return String(copying: unsafe UTF8Span(unchecked: unsafe bytes.span, isKnownASCII: isASCII))
        }
        #endif
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The original text of the number at `node`, exactly as it appeared in the input.
    @usableFromInline
    func numberText(_ node: Int) -> UnsafeBufferPointer<UInt8> {
        let start = payload(node)
        return UnsafeBufferPointer(start: input + start, count: NumberScanner.length(of: input + start, limit: inputCount &- start))
    }
}

extension JSONTape {
    /// The number at `node` as a `Double` (as ``JSONElement/double`` reads it), else `nil`.
    @inlinable @inline(__always)
    package func numberAsDouble(_ node: Int) -> Double? {
        JSONTape.numberAsDouble(tag(node), bits: second(node))
    }

    /// The number a node of kind `tag` with second word `bits` holds, as a `Double`, else `nil`.
    @inlinable @inline(__always)
    package static func numberAsDouble(_ tag: JSONTag, bits: UInt64) -> Double? {
        switch tag {
        case .double: return Double(bitPattern: bits)
        case .int: return Double(Int64(bitPattern: bits))
        case .uint: return Double(bits)
        default: return nil
        }
    }
}

extension JSONTape {
    /// Runs `body` with the empty object `{}`, on a tape of its own in stack memory: for code that
    /// must be handed an element but reads none of it.
    @inlinable
    package static func withEmptyObject<R>(_ body: (JSONElement) throws -> R) rethrows -> R {
        var words: (UInt64, UInt64) = (UInt64(JSONTag.object.rawValue) &<< 56 | 1, 0)
        return try withUnsafeMutablePointer(to: &words) { pointer in
            let raw = UnsafeRawPointer(pointer)
            let tape = JSONTape(
                words: raw.assumingMemoryBound(to: UInt64.self), input: raw.assumingMemoryBound(to: UInt8.self), inputCount: 0,
                arena: raw.assumingMemoryBound(to: UInt8.self))
            return try body(JSONElement(tape: tape, node: 0))
        }
    }
}
