/// The storage of one parse — a padded copy of the input, the tape, the arena of unescaped
/// strings — owned by exactly one place: a ``JSONDocument``, or the stack frame of a decode that
/// needs no document object.
@usableFromInline
package struct ParsedJSON: ~Copyable {
    @usableFromInline let inputBase: UnsafeMutablePointer<UInt8>
    @usableFromInline let inputCount: Int
    @usableFromInline let words: UnsafeMutablePointer<UInt64>
    /// The arena of unescaped strings; nil when the input has no escapes.
    @usableFromInline let arenaBase: UnsafeMutablePointer<UInt8>?
    /// The sizes in bytes of the input's and the tape's blocks, for ``SpareBlocks``.
    @usableFromInline let inputBlockSize: Int
    @usableFromInline let tapeBlockSize: Int

    /// Parses UTF-8 JSON text (see ``JSONDocument/init(parsing:maxDepth:)``).
    ///
    /// - Throws: ``JSONParseError``.
    @usableFromInline
    package init(parsing bytes: some Collection<UInt8>, maxDepth: Int) throws {
        try self.init(padded: PaddedInput(copying: bytes), maxDepth: maxDepth, syntax: .strict)
    }

    /// ``init(parsing:maxDepth:)`` for text in memory, the input of most decodes: copied in one
    /// move, without going through the collection's generic interface.
    ///
    /// - Throws: ``JSONParseError``.
    @usableFromInline
    package init(parsing bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) throws {
        try self.init(padded: PaddedInput(copying: bytes), maxDepth: maxDepth, syntax: .strict)
    }

    /// Parses UTF-8 text in `syntax`: what it may contain beyond RFC 8259.
    ///
    /// - Throws: ``JSONParseError``.
    package init(parsing bytes: some Collection<UInt8>, maxDepth: Int, syntax: JSONSyntax) throws {
        try self.init(padded: PaddedInput(copying: bytes), maxDepth: maxDepth, syntax: syntax)
    }

    /// Parses the text `padded` holds.
    private init(padded: consuming PaddedInput, maxDepth: Int, syntax: JSONSyntax) throws {
        var padded = padded
        let braces = syntax.assumesTopLevelObject ? BracelessObject.braceIfNeeded(&padded, json5: syntax.allowsJSON5) : nil
        let input = padded.takeStorage()
        let text = UnsafeBufferPointer(start: UnsafePointer(input.base), count: input.count)
        do throws(JSONParseError) {
            let parsed = syntax.allowsJSON5
                ? try JSON5Parser.parse(text, maxDepth: maxDepth)
                : try JSONParser.parse(text, maxDepth: maxDepth, allowsTrailingCommas: syntax.allowsTrailingCommas)
            inputBase = input.base
            inputCount = input.count
            inputBlockSize = input.capacity
            words = parsed.tape.base
            tapeBlockSize = parsed.tape.capacity &* MemoryLayout<UInt64>.stride
            arenaBase = parsed.arena
        } catch {
            let placed = braces?.place(error, in: text) ?? error
            SpareBlocks.giveBack(input.base, capacity: input.capacity, as: .input)
            throw placed
        }
    }

    @inlinable
    deinit {
        SpareBlocks.giveBack(inputBase, capacity: inputBlockSize, as: .input)
        SpareBlocks.giveBack(words, capacity: tapeBlockSize, as: .tape)
        StringArena.release(arenaBase)
    }

    /// A view of the storage for the library's readers.
    @inlinable
    var tape: JSONTape {
        // Without an arena no string points into one; the input stands in for it.
        JSONTape(words: words, input: inputBase, inputCount: inputCount, arena: arenaBase ?? inputBase)
    }

    /// Calls `body` with the top-level value; the storage is borrowed, so alive, for the call.
    @inlinable
    package borrowing func withRoot<R>(_ body: (JSONElement) throws -> R) rethrows -> R {
        try body(JSONElement(tape: tape, node: 0))
    }
}

/// A copy of the input with zeroed padding after it, so scanners may read past the end.
struct PaddedInput: ~Copyable {
    /// The zero bytes after the input: as many as a ``StringStopWindow`` reads from the end.
    static let padding = 64
    var buffer: GrowableBuffer<UInt8>

    init(copying bytes: some Collection<UInt8>) {
        buffer = SpareBlocks.buffer(.input, capacity: bytes.count + PaddedInput.padding)
        let copied: Void? = bytes.withContiguousStorageIfAvailable { buffer.append(contentsOf: $0) }
        if copied == nil {
            for byte in bytes { buffer.append(byte) }
        }
        buffer.reserve(PaddedInput.padding)
        (buffer.base + buffer.count).initialize(repeating: 0, count: PaddedInput.padding)
    }

    /// The input, without the padding.
    var text: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: buffer.base, count: buffer.count) }

    consuming func takeStorage() -> (base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) {
        buffer.takeStorage()
    }
}
