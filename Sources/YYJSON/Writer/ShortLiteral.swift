/// A JSON literal of at most eight ASCII bytes, packed into a word so the writer can store it whole.
@usableFromInline
struct ShortLiteral: Sendable {
    /// The bytes, the first in the lowest byte of the word.
    @usableFromInline let bytes: UInt64
    /// How many of the word's bytes belong to the literal.
    @usableFromInline let count: Int

    @inlinable
    init(_ bytes: UInt64, count: Int) {
        self.bytes = bytes
        self.count = count
    }

    @inlinable static var null: ShortLiteral { ShortLiteral(0x6C6C_756E, count: 4) }  // "null"
    @inlinable static var `true`: ShortLiteral { ShortLiteral(0x6575_7274, count: 4) }  // "true"
    @inlinable static var `false`: ShortLiteral { ShortLiteral(0x65_736C_6166, count: 5) }  // "false"
}
