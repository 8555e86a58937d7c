extension JSON5Parser {
    // MARK: - Whitespace and comments

    /// Moves `position` past whitespace and comments.
    mutating func skipSpaceAndComments() throws(JSONParseError) {
        while position < end {
            let byte = start[position]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                position &+= 1
            case UInt8(ascii: "/") where start[position &+ 1] == UInt8(ascii: "/"):
                position &+= 2
                while position < end, lineBreakLength(at: position) == 0 { position &+= 1 }
            case UInt8(ascii: "/") where start[position &+ 1] == UInt8(ascii: "*"):
                let opening = position
                position &+= 2
                while !(start[position] == UInt8(ascii: "*") && start[position &+ 1] == UInt8(ascii: "/")) {
                    guard position < end else {
                        throw error(.unexpectedEndOfInput, "unterminated comment starting at \(lineAndColumn(of: opening))", at: end)
                    }
                    position &+= 1
                }
                position &+= 2
            case 0x80...:
                guard let (scalar, length) = scalar(at: position), JSON5Parser.isSpace(scalar) else { return }
                position &+= length
            default:
                return
            }
        }
    }

    /// JSON5's whitespace beyond ASCII: no-break space, byte order mark, line and paragraph
    /// separators, and every other space separator.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0, 0xFEFF, 0x2028, 0x2029: return true
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// The length of the line break at `offset` (LF, CR, CR LF, U+2028, U+2029), or 0.
    func lineBreakLength(at offset: Int) -> Int {
        switch start[offset] {
        case 0x0A: return 1
        case 0x0D: return start[offset &+ 1] == 0x0A ? 2 : 1
        case 0xE2 where start[offset &+ 1] == 0x80 && (start[offset &+ 2] == 0xA8 || start[offset &+ 2] == 0xA9): return 3
        default: return 0
        }
    }

    func lineAndColumn(of offset: Int) -> String {
        let (line, column) = TextPosition.lineAndColumn(of: offset, in: input)
        return "\(line):\(column)"
    }

    /// The Unicode scalar encoded at `offset` and its length in bytes; `nil` for bytes that are not UTF-8.
    func scalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        let lead = start[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = UTF8Validation.sequenceLength(start, at: offset, end: end)
        guard length > 0 else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for index in 1..<length { value = value &<< 6 | UInt32(start[offset &+ index] & 0x3F) }
        return (Unicode.Scalar(value).unsafelyUnwrapped, length)
    }

    // MARK: - Strings

    /// Parses a string in double or single quotes at `position` and appends its node.
    ///
    /// As in ``JSONParser``, a string without escapes stays in the input; one with escapes is
    /// unescaped into the arena.
    mutating func parseString() throws(JSONParseError) {
        let quote = start[position]
        let opening = position
        let contentStart = position &+ 1
        var cursor = contentStart
        var isASCII = true
        var arenaStart = -1
        while true {
            let byte = start[cursor]
            if byte == quote { break }
            guard cursor < end else {
                throw error(.unexpectedEndOfInput, "unterminated string starting at \(lineAndColumn(of: opening))", at: end)
            }
            switch byte {
            case UInt8(ascii: "\\"):
                if arenaStart < 0 {
                    arenaStart = arena.count
                    arena.append(contentsOf: UnsafeBufferPointer(start: start + contentStart, count: cursor &- contentStart))
                }
                cursor = try parseEscape(at: cursor)
            case 0x0A, 0x0D:
                throw error(.invalidString, "unescaped line break in string", at: cursor)
            case 0x80...:
                guard let (_, length) = scalar(at: cursor) else { throw error(.invalidUTF8, "invalid UTF-8 in string", at: cursor) }
                isASCII = false
                if arenaStart >= 0 { arena.append(contentsOf: UnsafeBufferPointer(start: start + cursor, count: length)) }
                cursor &+= length
            default:
                if arenaStart >= 0 { arena.append(byte) }
                cursor &+= 1
            }
        }
        position = cursor &+ 1
        guard arenaStart >= 0 else {
            let flags = isASCII ? JSONTape.asciiFlag : 0
            tape.appendNode(.string, payload: contentStart | Int(flags), second: UInt64(cursor &- contentStart))
            return
        }
        appendArenaString(from: arenaStart)
    }

    /// Appends the node of the string unescaped into the arena from `arenaStart` on.
    private mutating func appendArenaString(from arenaStart: Int) {
        let unescaped = UnsafeBufferPointer(start: arena.base.unsafelyUnwrapped + arenaStart, count: arena.count &- arenaStart)
        let flags = JSONTape.arenaFlag | (UTF8Validation.isASCII(unescaped) ? JSONTape.asciiFlag : 0)
        tape.appendNode(.string, payload: arenaStart | Int(flags), second: UInt64(unescaped.count))
    }

    /// Appends what the escape at `escape` stands for to the arena and returns the offset after it.
    private mutating func parseEscape(at escape: Int) throws(JSONParseError) -> Int {
        let letter = start[escape &+ 1]
        switch letter {
        case UInt8(ascii: "b"): arena.append(0x08)
        case UInt8(ascii: "f"): arena.append(0x0C)
        case UInt8(ascii: "n"): arena.append(0x0A)
        case UInt8(ascii: "r"): arena.append(0x0D)
        case UInt8(ascii: "t"): arena.append(0x09)
        case UInt8(ascii: "v"): arena.append(0x0B)
        case UInt8(ascii: "0"):
            guard !JSON5Parser.isDigit(start[escape &+ 2]) else {
                throw error(.invalidString, "invalid escape \\0 followed by a digit", at: escape)
            }
            arena.append(0)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw error(.invalidString, "invalid escape \\\(Character(Unicode.Scalar(letter)))", at: escape)
        case UInt8(ascii: "x"):
            guard let high = JSON5Parser.hexDigitValue(start[escape &+ 2]), let low = JSON5Parser.hexDigitValue(start[escape &+ 3]) else {
                throw error(.invalidString, "invalid escape, expected two hexadecimal digits after \\x", at: escape)
            }
            appendUTF8(Unicode.Scalar(high &<< 4 | low))
            return escape &+ 4
        case UInt8(ascii: "u"):
            let (scalar, after) = try readUnicodeEscape(at: escape, allowsPair: true)
            appendUTF8(scalar)
            return after
        default:
            // A line continuation adds nothing; any other character stands for itself.
            let lineBreak = lineBreakLength(at: escape &+ 1)
            if lineBreak > 0 { return escape &+ 1 &+ lineBreak }
            guard escape &+ 1 < end else { throw error(.unexpectedEndOfInput, "unterminated escape at end of input", at: escape) }
            guard let (_, length) = scalar(at: escape &+ 1) else { throw error(.invalidUTF8, "invalid UTF-8 in string", at: escape &+ 1) }
            arena.append(contentsOf: UnsafeBufferPointer(start: start + (escape &+ 1), count: length))
            return escape &+ 1 &+ length
        }
        return escape &+ 2
    }

    /// Reads `\uXXXX` at `escape` (joining a surrogate pair when `allowsPair`) and returns the
    /// scalar and the offset after the escape.
    private func readUnicodeEscape(at escape: Int, allowsPair: Bool) throws(JSONParseError) -> (Unicode.Scalar, Int) {
        var value = try readHex4(at: escape)
        var after = escape &+ 6
        if allowsPair && value >= 0xD800 && value <= 0xDBFF
            && start[after] == UInt8(ascii: "\\") && start[after &+ 1] == UInt8(ascii: "u") {
            let low = try readHex4(at: after)
            if low >= 0xDC00 && low <= 0xDFFF {
                value = 0x10000 &+ ((value &- 0xD800) &<< 10) &+ (low &- 0xDC00)
                after &+= 6
            }
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error(.invalidString, "lone surrogate in \\u escape (Swift strings cannot hold one)", at: escape)
        }
        return (scalar, after)
    }

    /// The four hexadecimal digits after the `\u` at `escape`.
    private func readHex4(at escape: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for offset in 2..<6 {
            guard let digit = JSON5Parser.hexDigitValue(start[escape &+ offset]) else {
                throw error(.invalidString, "invalid escape, expected four hexadecimal digits after \\u", at: escape)
            }
            value = value &<< 4 | UInt32(digit)
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        for byte in UTF8.encode(scalar).unsafelyUnwrapped { arena.append(byte) }
    }

    // MARK: - Identifiers

    /// Parses a key written as an ECMAScript identifier (`name`, `$id`, `_x1`, `ünï`, with `\uXXXX`
    /// escapes) at `position` and appends its string node.
    mutating func parseIdentifierKey() throws(JSONParseError) {
        let keyStart = position
        var cursor = position
        var arenaStart = -1
        while true {
            let isFirst = cursor == keyStart
            if start[cursor] == UInt8(ascii: "\\") {
                guard start[cursor &+ 1] == UInt8(ascii: "u") else {
                    throw error(.unexpectedCharacter, "invalid escape in a key, expected \\u", at: cursor)
                }
                let (scalar, after) = try readUnicodeEscape(at: cursor, allowsPair: false)
                guard JSON5Parser.isIdentifierScalar(scalar, first: isFirst) else {
                    throw error(.unexpectedCharacter, "\\u escape of a character no key may contain", at: cursor)
                }
                if arenaStart < 0 {
                    arenaStart = arena.count
                    arena.append(contentsOf: UnsafeBufferPointer(start: start + keyStart, count: cursor &- keyStart))
                }
                appendUTF8(scalar)
                cursor = after
                continue
            }
            guard cursor < end, let (scalar, length) = scalar(at: cursor), JSON5Parser.isIdentifierScalar(scalar, first: isFirst) else { break }
            if arenaStart >= 0 { arena.append(contentsOf: UnsafeBufferPointer(start: start + cursor, count: length)) }
            cursor &+= length
        }
        guard cursor > keyStart else {
            throw error(.unexpectedCharacter, "expected a key (a string or an identifier), found \(describe(position))", at: position)
        }
        position = cursor
        guard arenaStart >= 0 else {
            let text = UnsafeBufferPointer(start: start + keyStart, count: cursor &- keyStart)
            let flags = UTF8Validation.isASCII(text) ? JSONTape.asciiFlag : 0
            tape.appendNode(.string, payload: keyStart | Int(flags), second: UInt64(text.count))
            return
        }
        appendArenaString(from: arenaStart)
    }

    /// Whether an identifier's character (a letter, `$` or `_` anywhere, digits and combining marks
    /// after the first) stands at `offset`: a literal or a number must not run into one.
    func continuesIdentifier(at offset: Int) -> Bool {
        guard offset < end else { return false }
        if start[offset] == UInt8(ascii: "\\") { return true }
        guard let (scalar, _) = scalar(at: offset) else { return false }
        return JSON5Parser.isIdentifierScalar(scalar, first: false)
    }

    /// ECMAScript 5.1's IdentifierStart and (when not `first`) IdentifierPart, by general category.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        switch scalar.value {
        case 0x61...0x7A, 0x41...0x5A, 0x24, 0x5F: return true
        case 0x30...0x39: return !first
        case 0..<0x80: return false
        case 0x200C, 0x200D: return !first
        default: break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return !first
        default:
            return false
        }
    }
}
