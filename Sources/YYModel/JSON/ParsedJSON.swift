/// The storage of one parse — a padded copy of the input followed by the arena of unescaped
/// strings, and the tape — owned by exactly one place: a ``JSONDocument``, or the stack frame of
/// a decode that needs no document object.
@usableFromInline
struct ParsedJSON: ~Copyable {
    @usableFromInline let inputBase: UnsafeMutablePointer<UInt8>
    @usableFromInline let inputCount: Int
    @usableFromInline let words: UnsafeMutablePointer<UInt64>
    /// The arena of unescaped strings, in the input's block (see ``PaddedInput``).
    @usableFromInline let arenaBase: UnsafeMutablePointer<UInt8>
    /// The sizes in bytes of the input's and the tape's blocks, for ``SpareBlocks``.
    @usableFromInline let inputBlockSize: Int
    @usableFromInline let tapeBlockSize: Int

    /// Parses UTF-8 JSON text (see ``JSONDocument/init(parsing:maxDepth:)``).
    ///
    /// - Throws: ``JSONParseError``.
    @usableFromInline
    init(parsing bytes: some Collection<UInt8>, maxDepth: Int) throws {
        let input = PaddedInput(copying: bytes).takeStorage()
        do {
            let arena = StringArena(base: input.base + (input.count &+ PaddedInput.padding), capacity: input.count)
            let tape = try JSONParser.parse(UnsafeBufferPointer(start: input.base, count: input.count), arena: arena, maxDepth: maxDepth)
            inputBase = input.base
            inputCount = input.count
            inputBlockSize = input.capacity
            words = tape.base
            tapeBlockSize = tape.capacity &* MemoryLayout<UInt64>.stride
            arenaBase = arena.base
        } catch {
            SpareBlocks.giveBack(input.base, capacity: input.capacity, as: .input)
            throw error
        }
    }

    @inlinable
    deinit {
        SpareBlocks.giveBack(inputBase, capacity: inputBlockSize, as: .input)
        SpareBlocks.giveBack(words, capacity: tapeBlockSize, as: .tape)
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

/// A copy of the input with zeroed padding after it, so scanners may read a word past the end,
/// then room for the parser's unescaped strings (``StringArena``): as many bytes as the input,
/// and ``JSONTape/stringSlack`` more, since a word may be read from any string's start.
struct PaddedInput: ~Copyable {
    static let padding = 16
    var buffer: GrowableBuffer<UInt8>

    init(copying bytes: some Collection<UInt8>) {
        let count = bytes.count
        buffer = SpareBlocks.buffer(.input, capacity: count + PaddedInput.padding + count + JSONTape.stringSlack)
        let copied: Void? = bytes.withContiguousStorageIfAvailable { buffer.append(contentsOf: $0) }
        if copied == nil {
            for byte in bytes { buffer.append(byte) }
        }
        buffer.reserve(PaddedInput.padding)
        (buffer.base + buffer.count).initialize(repeating: 0, count: PaddedInput.padding)
    }

    consuming func takeStorage() -> (base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) {
        buffer.takeStorage()
    }
}
