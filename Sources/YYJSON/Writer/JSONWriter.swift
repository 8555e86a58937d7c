import Foundation

/// Appends JSON text to a growing byte buffer: the single output path of the library.
///
/// Values are written in order; the writer inserts commas, colons and (when pretty-printing)
/// newlines and indentation itself:
///
///     var writer = JSONWriter()
///     writer.beginObject()
///     writer.writeKey("id"); writer.write(7)
///     writer.writeKey("tags"); writer.beginArray(); writer.write("a"); writer.endArray()
///     writer.endObject()
///     print(String(decoding: writer.bytes, as: UTF8.self))   // Prints {"id":7,"tags":["a"]}
///
/// The writer never produces invalid JSON from its calls as long as keys and values alternate inside
/// objects; non-finite doubles are refused with ``JSONWritingError``.
public struct JSONWriter: ~Copyable {
    @usableFromInline var buffer: GrowableBuffer<UInt8>
    /// The options in force.
    public let options: JSONWritingOptions
    @usableFromInline package let isPretty: Bool
    @usableFromInline let escapesSlashes: Bool
    @usableFromInline package var depth = 0
    /// True right after `[` or `{`, so the next element needs no comma.
    @usableFromInline var atContainerStart = true
    /// True right after a key's colon, so the value needs neither comma nor newline.
    @usableFromInline var afterKey = false

    /// Creates an empty writer.
    ///
    /// - Parameters:
    ///   - options: Formatting and output choices.
    ///   - capacity: The expected size in bytes, to avoid regrowing.
    public init(options: JSONWritingOptions = .compact, capacity: Int = 1024) {
        self.init(options: options, buffer: GrowableBuffer(capacity: capacity))
    }

    /// Creates an empty writer for a whole document, in the thread's spare output block when it
    /// has one (see ``SpareBlocks``): the block ``data()`` gives back when its `Data` is freed.
    /// After a large output, the writer starts at that output's size instead.
    @usableFromInline
    package init(documentWith options: JSONWritingOptions) {
        let hint = SpareBlocks.outputCapacityHint
        let buffer: GrowableBuffer<UInt8> = hint > 0
            ? GrowableBuffer(capacity: hint)
            : SpareBlocks.buffer(.output, capacity: SpareBlocks.outputBlockSize)
        self.init(options: options, buffer: buffer)
    }

    private init(options: JSONWritingOptions, buffer: consuming GrowableBuffer<UInt8>) {
        self.buffer = buffer
        self.options = options
        isPretty = options.formatting.contains(.prettyPrinted)
        escapesSlashes = !options.formatting.contains(.withoutEscapingSlashes)
    }

    /// The bytes written so far.
    public var bytes: [UInt8] { Array(buffer.elements) }

    /// The number of bytes written so far.
    @inlinable public var count: Int { buffer.count }

    /// The bytes written so far, without copying; valid until the next write.
    @inlinable
    public func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(buffer.elements)
    }

    /// The bytes written, as `Data` that takes over the writer's buffer instead of copying it.
    ///
    ///     var writer = JSONWriter()
    ///     writer.write("hi")
    ///     let data = writer.data()   // the writer is consumed
    public consuming func data() -> Data {
        SpareBlocks.noteOutputSize(buffer.count)
        buffer.shrinkToFit()
        let storage = buffer.takeStorage()
        // A block of the spare size (one the output never outgrew) goes back to the spares when
        // the data is freed; any other block goes back to `malloc`.
        let deallocator: Data.Deallocator = storage.capacity == SpareBlocks.outputBlockSize ? .custom(SpareBlocks.giveBackOutput) : .free
        return Data(bytesNoCopy: storage.base, count: storage.count, deallocator: deallocator)
    }

    // MARK: Structure

    /// Starts an object: `{`.
    @inlinable @inline(__always)
    public mutating func beginObject() { beginContainer(UInt8(ascii: "{")) }

    /// Ends the current object: `}`.
    @inlinable @inline(__always)
    public mutating func endObject() { endContainer(UInt8(ascii: "}")) }

    /// Starts an array: `[`.
    @inlinable @inline(__always)
    public mutating func beginArray() { beginContainer(UInt8(ascii: "[")) }

    /// Ends the current array: `]`.
    @inlinable @inline(__always)
    public mutating func endArray() { endContainer(UInt8(ascii: "]")) }

    /// Writes an object key (escaped) and the colon; the value comes next.
    @inlinable
    public mutating func writeKey(_ key: String) {
        prepareForElement()
        writeQuotedString(key)
        writeColon()
    }

    /// Writes a key whose JSON form (quotes included, already escaped) is `quotedKey`; the bytes
    /// are not checked, so text that is not a JSON string makes the output invalid.
    @inlinable
    public mutating func writeKey(unsafeQuoted quotedKey: UnsafeBufferPointer<UInt8>) {
        prepareForElement()
        buffer.append(contentsOf: quotedKey)
        writeColon()
    }

    /// ``writeKey(unsafeQuoted:)`` for a key whose storage stays readable for 16 bytes past its end
    /// (the schemas' precomputed keys).
    @inlinable
    package mutating func writeKey(paddedQuoted quotedKey: UnsafeBufferPointer<UInt8>) {
        prepareForElement()
        appendPadded(quotedKey)
        writeColon()
    }

    /// Writes a member's precomputed `,"key":` (padded like ``writeKey(paddedQuoted:)``), without
    /// its comma when the member is the object's first; the value comes next.
    ///
    /// Compact output only: the separator logic of ``writeKey(_:)`` is all in the prefix.
    @inlinable @inline(__always)
    package mutating func writeMemberPrefix(padded prefix: UnsafeBufferPointer<UInt8>) {
        let skipsComma = atContainerStart ? 1 : 0
        appendPadded(UnsafeBufferPointer(start: prefix.baseAddress.unsafelyUnwrapped + skipsComma, count: prefix.count &- skipsComma))
        afterKey = true
    }

    /// Appends bytes whose storage stays readable for 16 bytes past their end: sixteen bytes with
    /// one store, which covers most keys, then a word at a time. For keys this short, `memmove`
    /// costs more than the copy, and a loop whose trip count varies with the key is mispredicted.
    @inlinable @inline(__always)
    mutating func appendPadded(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        buffer.reserve(count &+ 16)
        let source = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        let destination = UnsafeMutableRawPointer(buffer.base + buffer.count)
        destination.storeBytes(of: source.loadUnaligned(as: SIMD2<UInt64>.self), as: SIMD2<UInt64>.self)
        var offset = 16
        while offset < count {
            destination.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
            offset &+= 8
        }
        buffer.count &+= count
    }

    @inlinable @inline(__always)
    mutating func writeColon() {
        if isPretty {
            buffer.reserve(2)
            buffer.base[buffer.count] = UInt8(ascii: ":")
            buffer.base[buffer.count &+ 1] = UInt8(ascii: " ")
            buffer.count &+= 2
        } else {
            buffer.append(UInt8(ascii: ":"))
        }
        // The value that follows is not a new element: no comma, no newline.
        afterKey = true
    }

    @inlinable @inline(__always)
    mutating func beginContainer(_ byte: UInt8) {
        prepareForElement()
        buffer.append(byte)
        depth &+= 1
        atContainerStart = true
    }

    @inlinable @inline(__always)
    mutating func endContainer(_ byte: UInt8) {
        depth &-= 1
        if isPretty && !atContainerStart { writeNewlineAndIndent() }
        buffer.append(byte)
        atContainerStart = false
    }

    /// Writes the comma (and in pretty mode the newline and indentation) an element needs.
    @inlinable @inline(__always)
    mutating func prepareForElement() {
        if afterKey {
            afterKey = false
            atContainerStart = false
            return
        }
        if !atContainerStart { buffer.append(UInt8(ascii: ",")) }
        if isPretty && depth > 0 { writeNewlineAndIndent() }
        atContainerStart = false
    }

    @usableFromInline
    mutating func writeNewlineAndIndent() {
        let spaces = depth &* options.indentWidth
        buffer.reserve(1 &+ spaces)
        buffer.base[buffer.count] = UInt8(ascii: "\n")
        (buffer.base + (buffer.count &+ 1)).initialize(repeating: UInt8(ascii: " "), count: spaces)
        buffer.count &+= 1 &+ spaces
    }

    // MARK: Rollback

    /// A point to return to, for values that turn out to be omitted after their key was written.
    public struct Mark: Sendable, BitwiseCopyable {
        @usableFromInline let count: Int
        @usableFromInline let atContainerStart: Bool
        @usableFromInline let afterKey: Bool
        @usableFromInline let depth: Int
        @inlinable init(count: Int, atContainerStart: Bool, afterKey: Bool, depth: Int) {
            self.count = count
            self.atContainerStart = atContainerStart
            self.afterKey = afterKey
            self.depth = depth
        }
    }

    /// The current position, for ``rollBack(to:)``.
    @inlinable
    public var mark: Mark { Mark(count: buffer.count, atContainerStart: atContainerStart, afterKey: afterKey, depth: depth) }

    /// Forgets everything written since `mark`, containers opened since included.
    @inlinable
    public mutating func rollBack(to mark: Mark) {
        buffer.count = mark.count
        atContainerStart = mark.atContainerStart
        afterKey = mark.afterKey
        depth = mark.depth
    }
}
