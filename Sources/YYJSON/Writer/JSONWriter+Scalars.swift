extension JSONWriter {
    /// Writes `null`.
    @inlinable
    public mutating func writeNull() {
        prepareForElement()
        appendLiteral(ShortLiteral.null)
    }

    /// Writes `true` or `false`.
    @inlinable
    public mutating func write(_ value: Bool) {
        prepareForElement()
        appendLiteral(value ? ShortLiteral.true : ShortLiteral.false)
    }

    /// Writes an integer exactly.
    @inlinable
    public mutating func write(_ value: Int64) {
        prepareForElement()
        if value < 0 {
            buffer.append(UInt8(ascii: "-"))
            appendDigits(value.magnitude)
        } else {
            appendDigits(UInt64(value))
        }
    }

    /// Writes an integer exactly.
    @inlinable
    public mutating func write(_ value: UInt64) {
        prepareForElement()
        appendDigits(value)
    }

    /// Writes an integer exactly.
    @inlinable
    public mutating func write(_ value: Int) { write(Int64(value)) }

    /// Writes a double in its shortest form that reads back to the same value (`0.1`, `1e-07`).
    ///
    /// - Throws: ``JSONWritingError`` for NaN and infinities, which JSON cannot represent.
    @inlinable
    public mutating func write(_ value: Double) throws(JSONWritingError) {
        guard value.isFinite else { throw JSONWritingError(reason: "non-finite number \(value)") }
        prepareForElement()
        appendFinite(value)
    }

    /// Writes an array of doubles (`[1.5,-0.25]`) as writing each with ``write(_:)-(Double)``
    /// would, in one loop: a non-finite value is `null`, or with ``JSONWritingOptions/strict`` an
    /// error at its index.
    @usableFromInline
    package mutating func writeArray(of values: [Double]) throws(JSONWritingError) {
        guard !isPretty else { return try writeArrayElementByElement(of: values) }
        prepareForElement()
        try values.withUnsafeBufferPointer { (values) throws(JSONWritingError) in
            try appendCompactArray(of: values)
        }
    }

    /// Writes an array of arrays of doubles (`[[-65.6,43.4],[-65.7,43.5]]`, the rings of GeoJSON
    /// coordinates) as writing each row with ``writeArray(of:)-([Double])`` would.
    @usableFromInline
    package mutating func writeArray(ofRows rows: [[Double]]) throws(JSONWritingError) {
        // Pretty output is written apart, which keeps this loop small enough for the compiler
        // to inline the whole value writer into it.
        guard !isPretty else { return try writeArrayElementByElement(ofRows: rows) }
        prepareForElement()
        buffer.append(UInt8(ascii: "["))
        #if compiler(>=6.2) && !YYMODEL_PORTABLE
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            // A span borrows each row for as long as it is written, where a row read from the
            // array would be retained and released around the buffer's growth.
            let span = rows.span
            for index in span.indices {
                try span[index].span.withUnsafeBufferPointer { (row) throws(JSONWritingError) in
                    try appendCompactRow(row, at: index)
                }
            }
            return closeCompactArray(isEmpty: rows.isEmpty)
        }
        #endif
        for index in rows.indices {
            try rows[index].withUnsafeBufferPointer { (row) throws(JSONWritingError) in
                try appendCompactRow(row, at: index)
            }
        }
        closeCompactArray(isEmpty: rows.isEmpty)
    }

    /// Appends one row of ``writeArray(ofRows:)`` and the comma after it.
    @inline(__always)
    private mutating func appendCompactRow(_ row: UnsafeBufferPointer<Double>, at index: Int) throws(JSONWritingError) {
        do throws(JSONWritingError) {
            try appendCompactArray(of: row)
        } catch {
            throw error.nested(atIndex: index)
        }
        buffer.append(UInt8(ascii: ","))
    }

    /// ``writeArray(of:)-([Double])`` in pretty mode: each element on its own line.
    private mutating func writeArrayElementByElement(of values: [Double]) throws(JSONWritingError) {
        beginArray()
        for index in values.indices {
            prepareForElement()
            try appendElement(values[index], at: index)
        }
        endArray()
    }

    /// ``writeArray(ofRows:)`` in pretty mode: each element on its own line.
    private mutating func writeArrayElementByElement(ofRows rows: [[Double]]) throws(JSONWritingError) {
        beginArray()
        for index in rows.indices {
            do throws(JSONWritingError) {
                try writeArrayElementByElement(of: rows[index])
            } catch {
                throw error.nested(atIndex: index)
            }
        }
        endArray()
    }

    /// Appends `[1.5,-0.25]`, with no whitespace. The buffer's capacity is checked once per value,
    /// against the longest text a value can have, so each text is written straight into it.
    @inline(__always)
    private mutating func appendCompactArray(of values: UnsafeBufferPointer<Double>) throws(JSONWritingError) {
        // Room for a value and the comma after it; the last comma becomes the closing bracket.
        let room = DoubleText.capacity &+ 1
        buffer.reserve(1 &+ room)
        var cursor = buffer.base + buffer.count
        cursor[0] = UInt8(ascii: "[")
        cursor += 1
        for index in values.indices {
            if _slowPath(buffer.base + buffer.capacity - cursor < room) {
                buffer.count = cursor - buffer.base
                buffer.reserve(room)
                cursor = buffer.base + buffer.count
            }
            let value = values[index]
            if _fastPath(value.isFinite) {
                cursor += DoubleText.writeInlined(value, to: cursor)
            } else {
                buffer.count = cursor - buffer.base
                try appendElement(value, at: index)
                cursor = buffer.base + buffer.count
            }
            cursor[0] = UInt8(ascii: ",")
            cursor += 1
        }
        buffer.count = cursor - buffer.base
        closeCompactArray(isEmpty: values.isEmpty)
    }

    /// Ends an array whose elements were each followed by a comma: the last comma becomes `]`.
    @inline(__always)
    private mutating func closeCompactArray(isEmpty: Bool) {
        if isEmpty {
            buffer.append(UInt8(ascii: "]"))
        } else {
            buffer.base[buffer.count &- 1] = UInt8(ascii: "]")
        }
    }

    /// Appends one element of an array of doubles: a non-finite value is `null`, or with
    /// ``JSONWritingOptions/strict`` an error at its index.
    private mutating func appendElement(_ value: Double, at index: Int) throws(JSONWritingError) {
        if value.isFinite {
            appendFinite(value)
        } else if options.strict {
            throw JSONWritingError(reason: "non-finite number \(value)").nested(atIndex: index)
        } else {
            appendLiteral(ShortLiteral.null)
        }
    }

    /// Writes an array of integers (`[1,-2]`) as writing each with ``write(_:)-(Int)`` would, in
    /// one loop.
    @inlinable
    package mutating func writeArray(of values: UnsafeBufferPointer<Int>) {
        beginArray()
        for value in values { write(value) }
        endArray()
    }

    /// Writes a string, escaping `"`, `\`, control characters (and `/` unless disabled).
    @inlinable
    public mutating func write(_ value: String) {
        prepareForElement()
        writeQuotedString(value)
    }

    /// Writes already-valid JSON text as the next value; the bytes are not checked, so anything
    /// but one JSON value makes the output invalid.
    public mutating func writeRawValue(unsafeBytes json: UnsafeBufferPointer<UInt8>) {
        prepareForElement()
        buffer.append(contentsOf: json)
    }

    // MARK: - Pieces

    /// Appends a literal of at most eight bytes with one store: `append(contentsOf:)` would call
    /// `memmove`, which costs more than the copy for four bytes.
    @inlinable
    mutating func appendLiteral(_ literal: ShortLiteral) {
        buffer.reserve(8)
        UnsafeMutableRawPointer(buffer.base + buffer.count).storeBytes(of: literal.bytes.littleEndian, as: UInt64.self)
        buffer.count &+= literal.count
    }

    /// Appends the decimal digits of `value`.
    @inlinable
    mutating func appendDigits(_ value: UInt64) {
        buffer.reserve(20 &+ DecimalDigits.slack)
        buffer.count &+= DecimalDigits.write(value, at: buffer.base + buffer.count)
    }

    /// Appends a finite double: integral values below 2^53 as integers with `.0`, others in Swift's
    /// shortest round-trip form, which is valid JSON (`0.1`, `1e-07`, `1.7976931348623157e+308`).
    @inlinable
    mutating func appendFinite(_ value: Double) {
        buffer.reserve(DoubleText.capacity)
        buffer.count &+= DoubleText.write(value, to: buffer.base + buffer.count)
    }

    /// Appends `"string"` with JSON escapes.
    @inlinable @inline(__always)
    mutating func writeQuotedString(_ value: String) {
        // Borrowing the UTF-8 view's storage needs no copy of the string (no retain and release);
        // `withUTF8` on a `var` copy is the fallback for strings without contiguous UTF-8.
        if value.utf8.withContiguousStorageIfAvailable({ writeQuotedInline(utf8: $0) }) == nil {
            var value = value
            value.withUTF8 { writeQuoted(utf8: $0) }
        }
    }

    /// ``writeQuoted(utf8:)`` with its commonest case inline: 1 to 15 bytes that need no escape
    /// (most keys, names and codes) are one step with no loop, no chunking and no call.
    @inlinable @inline(__always)
    mutating func writeQuotedInline(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        if UInt(bitPattern: count &- 1) < 15, let base = bytes.baseAddress {
            let words = JSONWriter.lastWords(base, end: count, remaining: count)
            let escapes = JSONWriter.escapes(in: words, slashes: escapesSlashes)
            let flags = escapes.backslashed | escapes.control
            if flags[0] | flags[1] == 0 {
                // Quote, sixteen bytes (the padding is overwritten or left past the end), quote.
                buffer.reserve(17)
                let out = buffer.base + buffer.count
                out[0] = UInt8(ascii: "\"")
                UnsafeMutableRawPointer(out + 1).storeBytes(of: words, as: SIMD2<UInt64>.self)
                out[count &+ 1] = UInt8(ascii: "\"")
                buffer.count &+= count &+ 2
                return
            }
        }
        writeQuoted(utf8: bytes)
    }

    /// Appends `"bytes"` with JSON escapes; `bytes` must be valid UTF-8.
    ///
    /// Room for the worst case (six bytes out per byte in), one step of overshoot and both quotes
    /// is reserved at once, so that a string (most keys and values) costs one capacity check; a
    /// string longer than ``quotingChunk`` goes a chunk at a time instead, out of line, so that it
    /// is not given six times its size at once and the common case keeps a short prologue.
    @usableFromInline
    mutating func writeQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        if _slowPath(bytes.count > JSONWriter.quotingChunk) { return writeLongQuoted(utf8: bytes) }
        buffer.reserve(bytes.count &* 6 &+ 16 &+ 2)
        let out = buffer.base + buffer.count
        out.pointee = UInt8(ascii: "\"")
        // One copy of the loop per setting, so that the loop tests a constant.
        let end = escapesSlashes
            ? JSONWriter.appendEscaped(bytes, slashes: true, at: out + 1)
            : JSONWriter.appendEscaped(bytes, slashes: false, at: out + 1)
        end.pointee = UInt8(ascii: "\"")
        buffer.count = end + 1 - buffer.base
    }

    /// ``writeQuoted(utf8:)`` for a string longer than ``quotingChunk`` bytes.
    @inline(never)
    private mutating func writeLongQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(UInt8(ascii: "\""))
        var start = 0
        while start < bytes.count {
            let chunk = UnsafeBufferPointer(rebasing: bytes[start..<Swift.min(bytes.count, start &+ JSONWriter.quotingChunk)])
            buffer.reserve(chunk.count &* 6 &+ 16)
            let end = JSONWriter.appendEscaped(chunk, slashes: escapesSlashes, at: buffer.base + buffer.count)
            buffer.count = end - buffer.base
            start &+= chunk.count
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Writes `bytes` with JSON escapes at `start`, which has room for six times their count and
    /// sixteen bytes more, and returns where they end.
    ///
    /// Every step handles sixteen bytes as two words in one vector register: they are stored
    /// whole, and a step without escapes is done. In a step whose escapes are all `"`, `\\` or `/`,
    /// backslashes are inserted in one loop (`insertBackslashes`). Otherwise the output advances
    /// over the bytes before the first one that needs an escape, which is then written as `\X` or
    /// `\u00XX`, and the next step starts after it. The last partial step is loaded without
    /// reading past the end and padded with bytes that never need an escape.
    @inline(__always)
    private static func appendEscaped(
        _ bytes: UnsafeBufferPointer<UInt8>, slashes: Bool, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        guard let base = bytes.baseAddress else { return start }
        let count = bytes.count
        var out = start
        var index = 0
        while index < count {
            let remaining = count &- index
            let words = remaining >= 16
                ? UnsafeRawPointer(base + index).loadUnaligned(as: SIMD2<UInt64>.self)
                : JSONWriter.lastWords(base, end: count, remaining: remaining)
            UnsafeMutableRawPointer(out).storeBytes(of: words, as: SIMD2<UInt64>.self)
            let step = Swift.min(remaining, 16)
            // Padding is never flagged.
            let escapes = JSONWriter.escapes(in: words, slashes: slashes)
            let flags = escapes.backslashed | escapes.control
            guard flags[0] | flags[1] != 0 else {
                out += step
                index &+= step
                continue
            }
            if escapes.control[0] | escapes.control[1] == 0 {
                // One bit per flagged byte (its lowest), so that clearing the lowest bit
                // clears a byte and the bit's number is the byte's shift.
                let backslashed = escapes.backslashed & SIMD2(repeating: 0x0101_0101_0101_0101)
                out = JSONWriter.insertBackslashes(before: backslashed, in: words, count: step, at: out)
                index &+= step
                continue
            }
            // A control byte: the bytes up to the first escape, then that escape.
            let clean = flags[0] != 0
                ? flags[0].trailingZeroBitCount &>> 3
                : 8 &+ flags[1].trailingZeroBitCount &>> 3
            out += clean
            index &+= clean
            out = JSONWriter.appendEscape(of: base[index], at: out)
            index &+= 1
        }
        return out
    }

    /// The input bytes escaped per reservation of output room: large strings are not given six
    /// times their size at once.
    private static var quotingChunk: Int { 4096 }

    /// The last `remaining` (1 to 15) bytes before `end` as two words, padded with `a`s.
    @inlinable @inline(__always)
    static func lastWords(_ base: UnsafePointer<UInt8>, end: Int, remaining: Int) -> SIMD2<UInt64> {
        let padding: UInt64 = 0x6161_6161_6161_6161
        if remaining < 8 { return SIMD2(lastWord(base, end: end, remaining: remaining), padding) }
        let first = UnsafeRawPointer(base + (end &- remaining)).loadUnaligned(as: UInt64.self)
        return SIMD2(first, remaining == 8 ? padding : lastWord(base, end: end, remaining: remaining &- 8))
    }

    /// The last `remaining` (1 to 7) bytes before `end` in the low bytes of a word, the rest of it
    /// `a`s (which never need an escape). Read with loads that end at `end`, never past it: the last
    /// eight bytes shifted down when there are eight, else 4-, 2- and 1-byte pieces. (Copying the
    /// bytes into a stack word and loading that stalls on store forwarding.)
    @inlinable @inline(__always)
    static func lastWord(_ base: UnsafePointer<UInt8>, end: Int, remaining: Int) -> UInt64 {
        let padding: UInt64 = 0x6161_6161_6161_6161
        let filled = UInt64(truncatingIfNeeded: remaining &* 8)
        if end >= 8 {
            let word = UnsafeRawPointer(base + (end &- 8)).loadUnaligned(as: UInt64.self)
            return (word &>> (64 &- filled)) | (padding &<< filled)
        }
        let start = UnsafeRawPointer(base + (end &- remaining))
        var word: UInt64 = 0
        var offset = 0
        if remaining & 4 != 0 {
            word = UInt64(start.loadUnaligned(as: UInt32.self))
            offset = 4
        }
        if remaining & 2 != 0 {
            word |= UInt64(start.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) &<< UInt64(offset &* 8)
            offset &+= 2
        }
        if remaining & 1 != 0 {
            word |= UInt64(start.load(fromByteOffset: offset, as: UInt8.self)) &<< UInt64(offset &* 8)
        }
        return word | (padding &<< filled)
    }

    /// Finishes a step without control bytes, already stored at `out` (its `count` bytes, the two
    /// words `words`): a backslash goes before each byte flagged in `flagged` (bit `8 * i` for byte
    /// `i` of a word), and the step's end is returned.
    ///
    /// For each escape, in order, the backslash is stored at the escape's place and the rest of its
    /// word, shifted down in a register, is stored again one byte further on; the second word is
    /// stored again after the first word's escapes. A few instructions per escape (URLs escape every
    /// `/`), no reload of the input (so nothing is read past its end) and no load of bytes just
    /// stored (which would stall on store forwarding). Up to 16 bytes past the step's end may be
    /// written; the caller reserved them.
    @inline(__always)
    private static func insertBackslashes(
        before flagged: SIMD2<UInt64>, in words: SIMD2<UInt64>, count: Int, at out: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var shift = 0
        for lane in 0..<2 {
            let word = words[lane]
            let laneOut = UnsafeMutableRawPointer(out + lane &* 8)
            // The first word's escapes moved the second word (and overwrote its start).
            if lane == 1 { laneOut.storeBytes(of: word, toByteOffset: shift, as: UInt64.self) }
            var flags = flagged[lane]
            while flags != 0 {
                let bit = flags.trailingZeroBitCount
                flags &= flags &- 1
                let position = bit &>> 3
                laneOut.storeBytes(of: UInt8(ascii: "\\"), toByteOffset: position &+ shift, as: UInt8.self)
                shift &+= 1
                laneOut.storeBytes(of: word &>> UInt64(truncatingIfNeeded: bit), toByteOffset: position &+ shift, as: UInt64.self)
            }
        }
        return out + (count &+ shift)
    }

    /// Writes the escape of `byte` (one that needs one) at `out` and returns the position after it.
    @inline(__always)
    private static func appendEscape(of byte: UInt8, at out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        out[0] = UInt8(ascii: "\\")
        // `"`, `\` and `/` escape as themselves; control bytes have a letter or `u00XX`.
        if byte >= 0x20 {
            out[1] = byte
            return out + 2
        }
        let letter = JSONWriter.controlEscapeLetters.utf8Start[Int(byte)]
        if letter != UInt8(ascii: "u") {
            out[1] = letter
            return out + 2
        }
        let hex: StaticString = "0123456789abcdef"
        out[1] = UInt8(ascii: "u")
        out[2] = UInt8(ascii: "0")
        out[3] = UInt8(ascii: "0")
        out[4] = hex.utf8Start[Int(byte &>> 4)]
        out[5] = hex.utf8Start[Int(byte & 0xF)]
        return out + 6
    }

    /// Per control byte 0x00-0x1F, the letter of its short escape (`b`, `t`, `n`, `f`, `r`), or `u`
    /// for the `\u00XX` form.
    private static var controlEscapeLetters: StaticString { "uuuuuuuubtnufruuuuuuuuuuuuuuuuuu" }

    /// Each byte of `words` that needs an escape, as 0xFF (others 0): `backslashed` for `"`, `\\` and
    /// (when slashes are escaped) `/`, which take a backslash before them, and `control` for bytes
    /// below 0x20, which take a letter or `u00XX`.
    ///
    /// Byte-wise vector compares (`pcmpeqb` and an unsigned less-than) test sixteen bytes at once,
    /// in fewer instructions than the same tests as arithmetic on words. Bytes of 0x80 and above
    /// (UTF-8 beyond ASCII) are never flagged.
    @inlinable @inline(__always)
    static func escapes(in words: SIMD2<UInt64>, slashes: Bool) -> (backslashed: SIMD2<UInt64>, control: SIMD2<UInt64>) {
        // Vector operands throughout: the overloads with a scalar operand are generic, lane by lane.
        typealias Bytes = SIMD16<UInt8>
        let bytes = unsafeBitCast(words, to: Bytes.self)
        var backslashed = bytes .== Bytes(repeating: UInt8(ascii: "\"")) .| bytes .== Bytes(repeating: UInt8(ascii: "\\"))
        if slashes { backslashed = backslashed .| bytes .== Bytes(repeating: UInt8(ascii: "/")) }
        let control = bytes .< Bytes(repeating: 0x20)
        return (unsafeBitCast(backslashed, to: SIMD2<UInt64>.self), unsafeBitCast(control, to: SIMD2<UInt64>.self))
    }
}
