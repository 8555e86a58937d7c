extension JSONParser {
    /// Parses a string at `position` (on its opening quote), appends its node and moves `position`
    /// past the closing quote.
    ///
    /// Plain runs are left in the input; only a string with escapes is copied, unescaped, into the
    /// arena. The common case, a plain ASCII string, is handled here, inline: `window` finds its
    /// end; everything else continues out of line.
    @inline(__always)
    mutating func parseString(
        at position: inout Int, in bytes: InputBytes, window: inout StringStopWindow, into tape: inout GrowableBuffer<UInt64>
    ) throws(JSONParseError) {
        let quote = position
        let stop = window.firstStop(from: quote &+ 1, in: bytes)
        if bytes[stop] == UInt8(ascii: "\"") {
            tape.appendNode(.string, payload: (quote &+ 1) | Int(JSONTape.asciiFlag), second: UInt64(truncatingIfNeeded: stop &- quote &- 1))
            position = stop &+ 1
            return
        }
        let string = try finishString(quote: quote, stop: stop, in: bytes)
        tape.appendNode(.string, payload: string.payload, second: UInt64(string.length))
        position = string.end
    }

    /// Finishes a string whose plain ASCII start ends at `stop` on a byte that is not a quote:
    /// one beyond ASCII, an escape or a control byte. Returns the string's tape payload (offset
    /// and flags) and length, and the offset after it.
    @inline(never)
    private mutating func finishString(
        quote: Int, stop: Int, in bytes: InputBytes
    ) throws(JSONParseError) -> (payload: Int, length: Int, end: Int) {
        let contentStart = quote &+ 1
        var position = stop
        if start[position] >= 0x80 {
            // Text beyond ASCII tends to go on: scan on for the quote, validating what is passed.
            let (runEnd, highBits) = bytes.scanToSpecialByte(from: position)
            try checkRun(position..<runEnd, highBits: highBits, stringStart: quote)
            position = runEnd
            if start[position] == UInt8(ascii: "\"") {
                return (contentStart, position &- contentStart, position &+ 1)
            }
        } else {
            try checkRun(contentStart..<position, highBits: 0, stringStart: quote)
        }
        // An escape: copy what came before it, then alternate escapes and plain runs.
        let arenaStart = arena.count
        arena.append(contentsOf: UnsafeBufferPointer(start: start + contentStart, count: position &- contentStart))
        while start[position] == UInt8(ascii: "\\") {
            position = try parseEscape(at: position)
            let runStart = position
            let (runEnd, runHighBits) = bytes.scanToSpecialByte(from: runStart)
            position = runEnd
            try checkRun(runStart..<runEnd, highBits: runHighBits, stringStart: quote)
            arena.append(contentsOf: UnsafeBufferPointer(start: start + runStart, count: runEnd &- runStart))
        }
        // An escape always appends, so the arena has storage by now.
        let unescaped = UnsafeBufferPointer(start: arena.base.unsafelyUnwrapped + arenaStart, count: arena.count &- arenaStart)
        let flags = JSONTape.arenaFlag | (UTF8Validation.isASCII(unescaped) ? JSONTape.asciiFlag : 0)
        return (arenaStart | Int(flags), unescaped.count, position &+ 1)
    }

    /// Checks a run that a scan stopped on: it must not end on a control byte (or the end of the
    /// input), and its non-ASCII bytes must be valid UTF-8.
    ///
    /// - Throws: on a control character, invalid UTF-8, or the end of the input.
    @inline(__always)
    private func checkRun(_ run: Range<Int>, highBits: UInt64, stringStart: Int) throws(JSONParseError) {
        if start[run.upperBound] < 0x20 { try rejectControlByte(ending: run, highBits: highBits, stringStart: stringStart) }
        if highBits & 0x8080_8080_8080_8080 != 0 { try validateUTF8(run) }
    }

    /// Throws for the control byte (or the end of the input) that ended `run`, or for invalid
    /// UTF-8 before it, which a reader meets first.
    @inline(never)
    private func rejectControlByte(ending run: Range<Int>, highBits: UInt64, stringStart: Int) throws(JSONParseError) {
        if highBits & 0x8080_8080_8080_8080 != 0 { try validateUTF8(run) }
        if run.upperBound >= end {
            let (line, column) = TextPosition.lineAndColumn(of: stringStart, in: input)
            throw error(.unexpectedEndOfInput, "unterminated string starting at \(line):\(column)", at: run.upperBound)
        }
        throw error(.invalidString, "unescaped control character \(describe(run.upperBound)) in string", at: run.upperBound)
    }

    /// Validates `run`, which has bytes above 0x7F.
    @inline(never)
    private func validateUTF8(_ run: Range<Int>) throws(JSONParseError) {
        guard let bad = UTF8Validation.firstInvalidOffset(start, from: run.lowerBound, to: run.upperBound) else { return }
        let lead = start[bad]
        let isLead = (0xC2...0xF4).contains(lead)
        throw error(.invalidUTF8, isLead ? "invalid UTF-8 sequence in string"
            : "invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true)) in string", at: bad)
    }

    /// Parses the escape at `escape` (on its backslash), appends what it stands for to the arena
    /// and returns the offset after it.
    private mutating func parseEscape(at escape: Int) throws(JSONParseError) -> Int {
        let letter = start[escape &+ 1]
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): arena.append(letter)
        case UInt8(ascii: "b"): arena.append(0x08)
        case UInt8(ascii: "f"): arena.append(0x0C)
        case UInt8(ascii: "n"): arena.append(0x0A)
        case UInt8(ascii: "r"): arena.append(0x0D)
        case UInt8(ascii: "t"): arena.append(0x09)
        case UInt8(ascii: "u"): return try parseUnicodeEscape(escape)
        default:
            if escape &+ 1 >= end { throw error(.unexpectedEndOfInput, "unterminated escape at end of input", at: escape) }
            let found = describe(escape &+ 1)
            throw error(.invalidString, found.hasPrefix("'") ? "invalid escape \\\(found.trimmingQuotes)" : "invalid escape: '\\' followed by \(found)", at: escape)
        }
        return escape &+ 2
    }

    /// Parses `\uXXXX` at `escape`, joining a surrogate pair, appends the scalar as UTF-8 and
    /// returns the offset after it.
    private mutating func parseUnicodeEscape(_ escape: Int) throws(JSONParseError) -> Int {
        var scalar = try readHex4(at: escape &+ 2, escapeAt: escape)
        var position = escape &+ 6
        if scalar >= 0xD800 && scalar <= 0xDBFF {
            let second = position
            guard start[second] == UInt8(ascii: "\\"), start[second &+ 1] == UInt8(ascii: "u") else {
                throw error(.invalidString, "lone surrogate \\u\(hex4(scalar)) (a high surrogate must be followed by a low one)", at: escape)
            }
            let low = try readHex4(at: second &+ 2, escapeAt: second)
            position = second &+ 6
            guard low >= 0xDC00 && low <= 0xDFFF else {
                throw error(.invalidString, "lone surrogate \\u\(hex4(scalar)) (followed by \\u\(hex4(low)), not a low surrogate)", at: escape)
            }
            scalar = 0x10000 &+ ((scalar &- 0xD800) &<< 10) &+ (low &- 0xDC00)
        } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
            throw error(.invalidString, "lone surrogate \\u\(hex4(scalar)) (a low surrogate without a high one)", at: escape)
        }
        for byte in UTF8.encode(Unicode.Scalar(scalar).unsafelyUnwrapped).unsafelyUnwrapped {
            arena.append(byte)
        }
        return position
    }

    /// Reads four hex digits at `position`.
    private func readHex4(at position: Int, escapeAt escape: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for index in 0..<4 {
            let offset = position &+ index
            let byte = offset < end ? start[offset] : 0
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw error(.invalidString, "invalid \\u escape: expected 4 hex digits", at: escape)
            }
            value = value &<< 4 | UInt32(digit)
        }
        return value
    }
}

/// `0041` for 0x41: a `\u` escape's four upper-case hex digits.
private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

extension String {
    /// `'x'` -> `x`, for messages that already show their own quoting.
    fileprivate var trimmingQuotes: String {
        hasPrefix("'") && hasSuffix("'") && count == 3 ? String(dropFirst().dropLast()) : self
    }
}

extension InputBytes {
    /// The offset of the first `"`, `\` or control byte from `offset` on, and the OR of the
    /// bytes before it (their high bits tell whether the run is ASCII).
    ///
    /// Eight bytes at a time, with no bounds check: the input's zero padding (control bytes) stops
    /// the scan at its end. The lowest flagged byte of a word is exact, so the scan lands on the
    /// quote, backslash or control byte directly. Used for what follows the first byte beyond
    /// ASCII or an escape; ``StringStopWindow`` takes the common case.
    @inline(__always)
    func scanToSpecialByte(from offset: Int) -> (end: Int, highBits: UInt64) {
        var cursor = offset
        var highBits: UInt64 = 0
        while true {
            let word = self.word(at: cursor)
            let flags = InputBytes.quoteBackslashOrControlFlags(word)
            if flags != 0 {
                let offset = flags.trailingZeroBitCount &>> 3
                highBits |= word & ((1 &<< UInt64(truncatingIfNeeded: offset &* 8)) &- 1)
                return (cursor &+ offset, highBits)
            }
            highBits |= word
            cursor &+= 8
        }
    }

    /// The high bit of each byte of `word` that is `"`, `\` or below 0x20; exact for the lowest
    /// such byte (a later flag may be a false one, set by the borrow of an earlier match).
    @inline(__always)
    static func quoteBackslashOrControlFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        // A byte is zero in `x` exactly when (x - 1) sets its high bit while x did not have it set;
        // the same test with 0x20 finds bytes below 0x20.
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl) & highs
    }
}
