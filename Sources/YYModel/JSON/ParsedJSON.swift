/// The storage of one parse — a padded copy of the input, the tape, the arena of unescaped
/// strings — owned by exactly one place: a ``JSONDocument``, or the stack frame of a decode that
/// needs no document object.
@usableFromInline
struct ParsedJSON: ~Copyable {
    @usableFromInline let inputBase: UnsafeMutablePointer<UInt8>
    @usableFromInline let inputCount: Int
    @usableFromInline let words: UnsafeMutablePointer<UInt64>
    @usableFromInline let arenaBase: UnsafeMutablePointer<UInt8>

    /// Parses UTF-8 JSON text (see ``JSONDocument/init(parsing:maxDepth:)``).
    ///
    /// - Throws: ``JSONParseError``.
    @usableFromInline
    init(parsing bytes: some Collection<UInt8>, maxDepth: Int) throws {
        let input = PaddedInput(copying: bytes)
        let count = input.count
        let base = input.takeStorage()
        do {
            let parsed = try JSONParser.parse(UnsafeBufferPointer(start: base, count: count), maxDepth: maxDepth)
            inputBase = base
            inputCount = count
            words = parsed.tape.base
            arenaBase = parsed.arena.base
        } catch {
            GrowableBuffer<UInt8>.release(base)
            throw error
        }
    }

    @inlinable
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

    /// Calls `body` with the top-level value; the storage is borrowed, so alive, for the call.
    @inlinable
    borrowing func withRoot<R>(_ body: (JSONElement) throws -> R) rethrows -> R {
        try body(JSONElement(tape: tape, node: 0))
    }
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
