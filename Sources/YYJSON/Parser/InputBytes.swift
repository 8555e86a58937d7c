/// The parser's view of its input: zero-padded bytes (`PaddedInput.padding` zeros follow the last
/// one), read without bounds checks, and the scans that run on them.
///
/// A small value the parser keeps in a local constant: its loop then reads through a register,
/// where methods on the parser itself would first copy the parser's state for each call.
struct InputBytes {
    /// The first byte.
    let start: UnsafePointer<UInt8>
    /// The number of bytes before the padding.
    let count: Int

    @inline(__always)
    subscript(offset: Int) -> UInt8 { start[offset] }

    /// Eight bytes from `offset` on, the first in the lowest byte.
    @inline(__always)
    func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self))
    }

    /// Whether `literal` (`true`, `false` or `null`) is written at `offset`: the first four bytes
    /// compared as one word (the padding makes the read safe at the end of the input), the `e` of
    /// `false` on its own.
    @inline(__always)
    func hasLiteral(_ literal: StaticString, at offset: Int) -> Bool {
        let expected = UnsafeRawPointer(literal.utf8Start).loadUnaligned(as: UInt32.self)
        let found = UnsafeRawPointer(start + offset).loadUnaligned(as: UInt32.self)
        return found == expected && (literal.utf8CodeUnitCount == 4 || start[offset &+ 4] == literal.utf8Start[4])
    }

    // MARK: - Whitespace

    /// Skips JSON whitespace from `position` and returns the byte there (0 at the end: the input is
    /// zero-padded).
    ///
    /// The position is the one value every step of the parser waits for, so the common layouts
    /// are recognised by tests the processor can predict, leaving the new position independent of
    /// the loaded bytes: no whitespace, one space, and a newline followed by the indentation of
    /// nesting `level` (`level` times `unit` spaces). Other runs are skipped eight bytes at a time,
    /// and a newline teaches `unit`.
    @inline(__always)
    func skipWhitespace(_ position: inout Int, level: Int, unit: inout Int) -> UInt8 {
        let byte = start[position]
        if byte > UInt8(ascii: " ") { return byte }
        if byte == UInt8(ascii: "\n") {
            let indent = level &* unit
            if isIndentation(at: position &+ 1, count: indent) {
                position &+= 1 &+ indent
                return start[position]
            }
        }
        return skipWhitespaceRun(&position, level: level, unit: &unit)
    }

    /// Skips the whitespace between a key and its colon or between a colon and its value:
    /// usually nothing or one space.
    @inline(__always)
    func skipSpaceAfterColon(_ position: inout Int) -> UInt8 {
        let byte = start[position]
        if byte > UInt8(ascii: " ") { return byte }
        if byte == UInt8(ascii: " ") && start[position &+ 1] > UInt8(ascii: " ") {
            position &+= 1
            return start[position]
        }
        var unit = 0
        return skipWhitespaceRun(&position, level: 0, unit: &unit)
    }

    /// Whether exactly `count` spaces and then a byte other than whitespace follow `offset`.
    @inline(__always)
    private func isIndentation(at offset: Int, count: Int) -> Bool {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        var cursor = offset
        var remaining = count
        while remaining >= 8 {
            guard word(at: cursor) == spaces else { return false }
            cursor &+= 8
            remaining &-= 8
        }
        let differences = word(at: cursor) ^ spaces
        let spaceBytes = UInt64(truncatingIfNeeded: (1 &<< (remaining &* 8)) &- 1)
        return differences & spaceBytes == 0 && start[cursor &+ remaining] > UInt8(ascii: " ")
    }

    /// Skips any run of whitespace eight bytes at a time; after a newline at nesting `level`,
    /// learns the spaces per level.
    private func skipWhitespaceRun(_ position: inout Int, level: Int, unit: inout Int) -> UInt8 {
        while true {
            let byte = start[position]
            if byte > UInt8(ascii: " ") { return byte }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                position &+= 1
                let runStart = position
                let spaces: UInt64 = 0x2020_2020_2020_2020
                position &+= (word(at: position) ^ spaces).trailingZeroBitCount &>> 3
                if byte == UInt8(ascii: "\n") && level > 0 {
                    while start[position] == UInt8(ascii: " ") { position &+= 1 }
                    // Capped, so that `level * unit` stays far from overflow at any depth.
                    unit = Swift.min((position &- runStart) / level, 64)
                }
            default:
                return position < count ? byte : 0
            }
        }
    }
}
