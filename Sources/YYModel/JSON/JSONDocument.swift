/// A parsed JSON text in a compact, read-only form: the layer every decode runs on.
///
/// Parsing checks the whole text against RFC 8259 once and records every value on a flat *tape*
/// (two words per value). Strings stay in a copy of the input and are unescaped only when they
/// contain escapes; numbers are converted once, exactly, and keep their original text.
///
///     let document = try JSONDocument(parsing: Array(#"{"id": 7, "tags": ["a"]}"#.utf8))
///     print(document.root.kind)          // Prints "object"
///
/// A document is immutable and `Sendable`; the ``JSONElement`` views it hands out are valid only
/// inside the closure or call that received them.
public final class JSONDocument: @unchecked Sendable {
    // Storage owned by this object: padded input copy, tape words, unescaped-string arena.
    @usableFromInline let inputBase: UnsafeMutablePointer<UInt8>
    @usableFromInline let inputCount: Int
    @usableFromInline let words: UnsafeMutablePointer<UInt64>
    @usableFromInline let nodeCount: Int
    @usableFromInline let arenaBase: UnsafeMutablePointer<UInt8>

    /// The default limit on nesting of arrays and objects.
    public static let defaultMaxDepth = 512

    /// Parses UTF-8 JSON text.
    ///
    /// - Parameters:
    ///   - bytes: The JSON text. A leading UTF-8 byte order mark is skipped.
    ///   - maxDepth: The deepest nesting of arrays and objects accepted (default 512).
    /// - Throws: ``JSONParseError`` naming the position and the reason when the text is not valid JSON.
    public convenience init(parsing bytes: some Collection<UInt8>, maxDepth: Int = JSONDocument.defaultMaxDepth) throws {
        let padded = PaddedInput(copying: bytes)
        try self.init(input: padded, maxDepth: maxDepth)
    }

    init(input: consuming PaddedInput, maxDepth: Int) throws {
        let count = input.count
        let base = input.takeStorage()
        do {
            let parsed = try JSONParser.parse(UnsafeBufferPointer(start: base, count: count), maxDepth: maxDepth)
            inputBase = base
            inputCount = count
            words = parsed.tape.base
            nodeCount = parsed.tape.count / 2
            arenaBase = parsed.arena.base
        } catch {
            GrowableBuffer<UInt8>.release(base)
            throw error
        }
    }

    deinit {
        GrowableBuffer<UInt8>.release(inputBase)
        GrowableBuffer<UInt64>.release(words)
        GrowableBuffer<UInt8>.release(arenaBase)
    }

    /// A view of the storage for the library's readers.
    @inlinable
    var tape: JSONTape {
        JSONTape(words: words, input: inputBase, inputCount: inputCount, arena: arenaBase)
    }

    /// Calls `body` with the top-level value; the element must not escape `body`.
    @inlinable
    public func withRoot<R>(_ body: (JSONElement) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try body(JSONElement(tape: tape, node: 0)) }
    }

    /// The top-level value as a ``JSON`` tree (built without recursion; see ``JSON/maxTreeDepth``
    /// for the depth a tree can safely have when the document was parsed with a larger `maxDepth`).
    public var root: JSON { withRoot { JSON($0) } }
}

/// A copy of the input with zeroed padding after it, so scanners may read a word past the end.
struct PaddedInput: ~Copyable {
    static let padding = 16
    var buffer: GrowableBuffer<UInt8>
    var count: Int { buffer.count }

    init(copying bytes: some Collection<UInt8>) {
        buffer = GrowableBuffer(capacity: bytes.count + PaddedInput.padding)
        let copied: Void? = bytes.withContiguousStorageIfAvailable { buffer.append(contentsOf: $0) }
        if copied == nil {
            for byte in bytes { buffer.append(byte) }
        }
        buffer.reserve(PaddedInput.padding)
        (buffer.base + buffer.count).initialize(repeating: 0, count: PaddedInput.padding)
    }

    consuming func takeStorage() -> UnsafeMutablePointer<UInt8> { buffer.takeStorage().base }
}
