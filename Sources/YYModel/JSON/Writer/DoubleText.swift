/// Receives the text of a `Double` from the standard library straight into the writer's buffer.
///
/// `Double.description` makes a `String`, which allocates for any text over 15 bytes — most
/// coordinates and prices (`-65.61361699999998`). `Double.write(to:)` produces the same shortest
/// round-trip text but hands it to the stream's `_writeASCII` as a buffer, so nothing is allocated.
/// (`_writeASCII` is the standard library's own fast path for ASCII text; streams that do not
/// implement it get a `String` through `write(_:)`, which this type also accepts.)
@usableFromInline
struct DoubleText: TextOutputStream {
    /// The longest text of a `Double` is 24 bytes (`-2.2250738585072014e-308`).
    @usableFromInline static let capacity = 32

    @usableFromInline let destination: UnsafeMutablePointer<UInt8>
    @usableFromInline var count = 0

    /// A sink writing at `destination`, which must have room for ``capacity`` bytes.
    @inlinable
    init(destination: UnsafeMutablePointer<UInt8>) {
        self.destination = destination
    }

    @inlinable
    mutating func _writeASCII(_ text: UnsafeBufferPointer<UInt8>) {
        append(text)
    }

    @inlinable
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    @inlinable
    mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress else { return }
        let length = Swift.min(text.count, DoubleText.capacity &- count)
        (destination + count).update(from: source, count: length)
        count &+= length
    }
}
