/// Checks JSON text against RFC 8259 and records it on a tape, in one pass and without recursion.
///
/// Decisions on what the RFC leaves to implementations:
/// - A UTF-8 byte order mark at the very start is skipped; anywhere else it is an error.
/// - Duplicate object keys are kept in order; lookups use the last one.
/// - A `\u` escape of a lone surrogate (one not part of a valid pair) is an error: Swift strings
///   cannot hold one, and silently replacing it would change the data.
/// - A number whose magnitude is too large for `Double` (such as `1e400`) is an error ("number out of
///   range"); one too small (`1e-400`) becomes `0.0` like every correctly rounding parser.
/// - Nesting deeper than `maxDepth` is an error, never a stack overflow (open containers are linked
///   through the tape, not the call stack).
struct JSONParser: ~Copyable {
    let input: UnsafeBufferPointer<UInt8>
    /// The input's first byte; every read is `start[position]`, and the input is zero-padded.
    let start: UnsafePointer<UInt8>
    let end: Int
    var position: Int
    var tape: GrowableBuffer<UInt64>
    var arena: GrowableBuffer<UInt8>
    /// The node index of the innermost open container, or -1. The open containers form a list
    /// through the tape: while a container is open, its payload holds its parent's index + 1 (0 for
    /// none), which `close` replaces with the container's end — so nesting needs no stack of its own.
    var innermost = -1
    /// How many containers are open.
    var depth = 0
    let maxDepth: Int

    /// Parses `input` (which must be followed by `PaddedInput.padding` zero bytes).
    static func parse(
        _ input: UnsafeBufferPointer<UInt8>, maxDepth: Int
    ) throws(JSONParseError) -> (tape: (base: UnsafeMutablePointer<UInt64>, count: Int), arena: (base: UnsafeMutablePointer<UInt8>, count: Int)) {
        var parser = JSONParser(input: input, maxDepth: maxDepth)
        try parser.parseDocument()
        return (parser.tape.takeStorage(), parser.arena.takeStorage())
    }

    private init(input: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.input = input
        self.start = UnsafePointer(input.baseAddress!)
        self.end = input.count
        self.position = 0
        // A value needs at least one byte and two words; most documents need far fewer.
        self.tape = GrowableBuffer(capacity: input.count / 4 + 16)
        self.arena = GrowableBuffer(capacity: 16)
        self.maxDepth = max(maxDepth, 0)
    }

    // MARK: - Structure

    private mutating func parseDocument() throws(JSONParseError) {
        if end >= 3 && start[0] == 0xEF && start[1] == 0xBB && start[2] == 0xBF { position = 3 }
        try parseValue()
        while true {
            let container = innermost
            guard container >= 0 else { break }
            let isObject = tag(of: container) == .object
            let byte = skipWhitespace()
            if byte == UInt8(ascii: ",") {
                position &+= 1
                incrementCount(of: container)
                if isObject { try parseKeyAndColon() }
                try parseValue()
            } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                position &+= 1
                close(container)
            } else {
                throw error(isObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element")
            }
        }
        if skipWhitespace() != 0 || position < end {
            throw error("unexpected \(describe(position)) after the top-level value")
        }
    }

    /// Parses one value; a container is only opened here and is finished by the loop in `parseDocument`.
    ///
    /// Brackets opened in a row (`[[[[`) are handled by going round this loop, not by recursion, so
    /// nesting costs no stack however large `maxDepth` is.
    @inline(__always)
    private mutating func parseValue() throws(JSONParseError) {
        while true {
            let byte = skipWhitespace()
            switch byte {
            case UInt8(ascii: "\""):
                try parseString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                // A non-empty container's first value comes next: parse it on the next round.
                if try openContainer(byte == UInt8(ascii: "{") ? .object : .array) { continue }
            case UInt8(ascii: "t"):
                try parseLiteral("true", .true)
            case UInt8(ascii: "f"):
                try parseLiteral("false", .false)
            case UInt8(ascii: "n"):
                try parseLiteral("null", .null)
            default:
                throw error(position >= end ? "unexpected end of input, expected a value" : "expected a value, found \(describe(position))")
            }
            return
        }
    }

    /// Opens an array or object; returns `true` when it is not empty, so that its first value
    /// (after the key, for an object) is to be parsed next.
    @inline(__always)
    private mutating func openContainer(_ kind: JSONTag) throws(JSONParseError) -> Bool {
        guard depth < maxDepth else {
            throw error("nesting too deep (more than \(maxDepth) levels)")
        }
        let node = tape.count / 2
        appendNode(kind, payload: 0, second: 0)
        position &+= 1
        let closing = kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if skipWhitespace() == closing {
            position &+= 1
            tape[2 &* node] = (UInt64(kind.rawValue) &<< 56) | UInt64(node &+ 1)
            return false
        }
        tape[2 &* node] |= UInt64(innermost &+ 1)
        innermost = node
        depth &+= 1
        incrementCount(of: node)
        if kind == .object { try parseKeyAndColon() }
        return true
    }

    @inline(__always)
    private mutating func close(_ node: Int) {
        let word = tape[2 &* node]
        innermost = Int(truncatingIfNeeded: word & JSONTape.payloadMask) &- 1
        depth &-= 1
        let endNode = UInt64(tape.count / 2)
        tape[2 &* node] = (word & ~JSONTape.payloadMask) | endNode
    }

    @inline(__always)
    private mutating func parseKeyAndColon() throws(JSONParseError) {
        let byte = skipWhitespace()
        guard byte == UInt8(ascii: "\"") else {
            throw error(byte == UInt8(ascii: "}") ? "trailing comma before '}'" : "expected a string key, found \(describe(position))")
        }
        try parseKey()
        guard skipWhitespace() == UInt8(ascii: ":") else {
            throw error("expected ':' after object key, found \(describe(position))")
        }
        position &+= 1
    }

    /// Parses `true`, `false` or `null`: the first four bytes compared as one word (the zero
    /// padding makes the read safe at the end of the input), the `e` of `false` on its own.
    private mutating func parseLiteral(_ word: StaticString, _ tag: JSONTag) throws(JSONParseError) {
        let length = word.utf8CodeUnitCount
        let expected = UnsafeRawPointer(word.utf8Start).loadUnaligned(as: UInt32.self)
        let found = UnsafeRawPointer(start + position).loadUnaligned(as: UInt32.self)
        guard found == expected, length == 4 || start[position &+ 4] == word.utf8Start[4] else {
            throw error("invalid literal, expected '\(word)'")
        }
        position &+= length
        appendNode(tag, payload: 0, second: 0)
    }

    // MARK: - Tape

    @inline(__always)
    mutating func appendNode(_ tag: JSONTag, payload: Int, second: UInt64) {
        tape.reserve(2)
        tape.base[tape.count] = (UInt64(tag.rawValue) &<< 56) | UInt64(truncatingIfNeeded: payload)
        tape.base[tape.count &+ 1] = second
        tape.count &+= 2
    }

    @inline(__always)
    private func tag(of node: Int) -> JSONTag {
        JSONTag(rawValue: UInt8(truncatingIfNeeded: tape[2 &* node] &>> 56)).unsafelyUnwrapped
    }

    @inline(__always)
    private mutating func incrementCount(of node: Int) {
        tape[2 &* node &+ 1] &+= 1
    }

    // MARK: - Bytes

    /// Skips JSON whitespace and returns the byte there (0 at the end: the input is zero-padded).
    ///
    /// Indented documents are mostly runs of spaces after a newline (68% of citm_catalog's bytes), so
    /// spaces are skipped eight at a time; the zero padding after the input stops every such run.
    @inline(__always)
    mutating func skipWhitespace() -> UInt8 {
        while true {
            let byte = start[position]
            if byte > UInt8(ascii: " ") { return byte }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                position &+= 1
                let spaces: UInt64 = 0x2020_2020_2020_2020
                let word = UnsafeRawPointer(start + position).loadUnaligned(as: UInt64.self) ^ spaces
                position &+= word.trailingZeroBitCount &>> 3
            default:
                return position < end ? byte : 0
            }
        }
    }

    /// Names the byte at `offset` for an error message: `'x'`, `end of input` or a hex byte.
    func describe(_ offset: Int) -> String {
        guard offset < end else { return "end of input" }
        let byte = start[offset]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    func error(_ reason: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(reason: reason, offset: min(offset ?? position, end), in: input)
    }
}
