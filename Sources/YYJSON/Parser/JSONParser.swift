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
/// - A comma before a closing bracket (`[1,]`) is an error, unless the caller allows it as
///   Foundation's `JSONDecoder` does (``YYJSONDecoder``): that check sits on the error paths only.
///
/// The structure is parsed by one loop, ``parseDocument()``, that keeps its state — the position,
/// the tape and the innermost open container — in local variables, so that they live in registers.
/// Everything it calls out of line (strings with escapes or non-ASCII bytes, numbers, errors) takes
/// a position and returns one instead of sharing mutable state.
struct JSONParser: ~Copyable {
    let input: UnsafeBufferPointer<UInt8>
    /// The input's first byte; every read is `start[position]`, and the input is zero-padded.
    let start: UnsafePointer<UInt8>
    let end: Int
    /// Unescaped copies of the strings that contain escapes.
    var arena: StringArena
    let maxDepth: Int
    /// Whether a comma may stand before a closing bracket.
    let allowsTrailingCommas: Bool

    /// Parses `input` (which must be followed by `PaddedInput.padding` zero bytes).
    static func parse(
        _ input: UnsafeBufferPointer<UInt8>, maxDepth: Int, allowsTrailingCommas: Bool = false
    ) throws(JSONParseError) -> (
        tape: (base: UnsafeMutablePointer<UInt64>, count: Int, capacity: Int),
        arena: UnsafeMutablePointer<UInt8>?
    ) {
        var parser = JSONParser(input: input, maxDepth: maxDepth, allowsTrailingCommas: allowsTrailingCommas)
        let tape = try parser.parseDocument()
        return (tape.takeStorage(), parser.arena.takeStorage())
    }

    private init(input: UnsafeBufferPointer<UInt8>, maxDepth: Int, allowsTrailingCommas: Bool) {
        self.input = input
        self.start = UnsafePointer(input.baseAddress!)
        self.end = input.count
        self.arena = StringArena()
        self.maxDepth = max(maxDepth, 0)
        self.allowsTrailingCommas = allowsTrailingCommas
    }

    // MARK: - Structure

    /// Parses the whole input and returns its tape.
    ///
    /// Open containers form a list through the tape: while a container is open, its first word's
    /// payload holds its parent's node index + 1 (0 for none), which closing replaces with the
    /// container's end; its second word keeps the parent's element count while a child is open.
    private mutating func parseDocument() throws(JSONParseError) -> GrowableBuffer<UInt64> {
        let bytes = InputBytes(start: start, count: end)
        let maxDepth = self.maxDepth
        // A value needs at least one byte and two words; most documents need far fewer.
        var tape: GrowableBuffer<UInt64> = SpareBlocks.buffer(.tape, capacity: end / 4 + 16)
        var position = end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var innermost = -1
        var inObject = false
        var elementCount: UInt64 = 0
        var depth = 0
        // Spaces per nesting level after a newline, learned from the text (pretty printers indent evenly).
        var indentUnit = 0
        // The stops of strings in the 64 bytes after the last string's scan began.
        var window = StringStopWindow()

        var byte = bytes.skipWhitespace(&position, level: 0, unit: &indentUnit)
        values: while true {
            // `byte` is the first byte of a value, at `position`.
            switch byte {
            case UInt8(ascii: "\""):
                try parseString(at: &position, in: bytes, window: &window, into: &tape)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number: (tag: JSONTag, bits: UInt64, end: Int)
                do {
                    number = try bytes.parseNumber(at: position)
                } catch {
                    throw invalidNumber(error)
                }
                tape.appendNode(number.tag, payload: position, second: number.bits)
                position = number.end
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                guard depth < maxDepth else { throw nestingTooDeep(at: position) }
                let node = tape.count &>> 1
                let tag = isObject ? JSONTag.object : JSONTag.array
                tape.appendNode(tag, payload: 0, second: 0)
                position &+= 1
                byte = bytes.skipWhitespace(&position, level: depth &+ 1, unit: &indentUnit)
                if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position &+= 1
                    tape[2 &* node] = (UInt64(tag.rawValue) &<< 56) | UInt64(node &+ 1)
                    break
                }
                tape[2 &* node] |= UInt64(innermost &+ 1)
                if innermost >= 0 { tape[2 &* innermost &+ 1] = elementCount }
                innermost = node
                inObject = isObject
                elementCount = 1
                depth &+= 1
                if isObject {
                    // Never a trailing comma: an object that closes at once closed above.
                    _ = try parseKeyAndColon(byte, at: &position, in: bytes, window: &window, into: &tape)
                    byte = bytes.skipSpaceAfterColon(&position)
                }
                continue values
            case UInt8(ascii: "t"):
                try parseLiteral("true", .true, at: &position, in: bytes, into: &tape)
            case UInt8(ascii: "f"):
                try parseLiteral("false", .false, at: &position, in: bytes, into: &tape)
            case UInt8(ascii: "n"):
                try parseLiteral("null", .null, at: &position, in: bytes, into: &tape)
            default:
                // Only an array's element can start at a ']' here: one after a comma.
                let closesArray = byte == UInt8(ascii: "]") && !inObject && innermost >= 0
                guard allowsTrailingCommas, closesArray else {
                    throw expectedValue(at: position, afterComma: closesArray)
                }
                elementCount &-= 1  // the comma promised an element; the array closes below
            }
            // After a value: the next element of the innermost container, or its end.
            while innermost >= 0 {
                // A closing bracket sits on its own line, one level out.
                byte = bytes.skipWhitespace(&position, level: depth &- 1, unit: &indentUnit)
                if byte == UInt8(ascii: ",") {
                    position &+= 1
                    elementCount &+= 1
                    byte = bytes.skipWhitespace(&position, level: depth, unit: &indentUnit)
                    if inObject {
                        guard try parseKeyAndColon(byte, at: &position, in: bytes, window: &window, into: &tape) else {
                            elementCount &-= 1  // a trailing comma: no member follows; the object closes next
                            continue
                        }
                        byte = bytes.skipSpaceAfterColon(&position)
                    }
                    continue values
                }
                guard byte == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw expectedCommaOrEnd(inObject: inObject, at: position)
                }
                position &+= 1
                let word = tape[2 &* innermost]
                tape[2 &* innermost &+ 1] = elementCount
                tape[2 &* innermost] = (word & ~JSONTape.payloadMask) | UInt64(tape.count &>> 1)
                innermost = Int(truncatingIfNeeded: word & JSONTape.payloadMask) &- 1
                depth &-= 1
                if innermost >= 0 {
                    elementCount = tape[2 &* innermost &+ 1]
                    inObject = tape[2 &* innermost] &>> 56 == UInt64(JSONTag.object.rawValue)
                }
            }
            break
        }
        if bytes.skipWhitespace(&position, level: 0, unit: &indentUnit) != 0 || position < end {
            throw error(.trailingContent, "unexpected \(describe(position)) after the top-level value", at: position)
        }
        return tape
    }

    /// Parses an object key (its opening quote is `byte`, at `position`) and the colon after it.
    /// Returns `false`, having parsed nothing, when `byte` closes the object after a comma that
    /// the caller allows to trail; the check sits on the path that is otherwise an error.
    @inline(__always)
    private mutating func parseKeyAndColon(
        _ byte: UInt8, at position: inout Int, in bytes: InputBytes, window: inout StringStopWindow, into tape: inout GrowableBuffer<UInt64>
    ) throws(JSONParseError) -> Bool {
        guard byte == UInt8(ascii: "\"") else {
            guard allowsTrailingCommas, byte == UInt8(ascii: "}") else { throw expectedKey(byte, at: position) }
            return false
        }
        try parseString(at: &position, in: bytes, window: &window, into: &tape)
        // Keys are followed by their colon directly far more often than not.
        if bytes[position] == UInt8(ascii: ":") {
            position &+= 1
            return true
        }
        guard bytes.skipSpaceAfterColon(&position) == UInt8(ascii: ":") else { throw expectedColon(at: position) }
        position &+= 1
        return true
    }

    /// Parses `true`, `false` or `null` at `position`.
    @inline(__always)
    private func parseLiteral(
        _ word: StaticString, _ tag: JSONTag, at position: inout Int, in bytes: InputBytes,
        into tape: inout GrowableBuffer<UInt64>
    ) throws(JSONParseError) {
        guard bytes.hasLiteral(word, at: position) else { throw invalidLiteral(word, at: position) }
        position &+= word.utf8CodeUnitCount
        tape.appendNode(tag, payload: 0, second: 0)
    }

    // MARK: - Errors (out of line, so that the loop above stays small)

    /// Names the byte at `offset` for an error message (see `JSONParseError.describeByte(at:in:)`).
    func describe(_ offset: Int) -> String { JSONParseError.describeByte(at: offset, in: input) }

    /// An error at `offset` (see `JSONParseError.init(_:_:at:in:)`).
    func error(_ code: JSONParseError.Code, _ reason: String, at offset: Int) -> JSONParseError {
        JSONParseError(code, reason, at: offset, in: input)
    }

    @inline(never)
    private func expectedValue(at position: Int, afterComma: Bool = false) -> JSONParseError {
        error(afterComma ? .trailingComma : .unexpectedCharacter, position >= end ? "unexpected end of input, expected a value" : "expected a value, found \(describe(position))", at: position)
    }

    @inline(never)
    private func expectedCommaOrEnd(inObject: Bool, at position: Int) -> JSONParseError {
        error(.unexpectedCharacter, inObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element", at: position)
    }

    @inline(never)
    private func expectedKey(_ byte: UInt8, at position: Int) -> JSONParseError {
        byte == UInt8(ascii: "}")
            ? error(.trailingComma, "trailing comma before '}'", at: position)
            : error(.unexpectedCharacter, "expected a string key, found \(describe(position))", at: position)
    }

    @inline(never)
    private func expectedColon(at position: Int) -> JSONParseError {
        error(.unexpectedCharacter, "expected ':' after object key, found \(describe(position))", at: position)
    }

    @inline(never)
    private func nestingTooDeep(at position: Int) -> JSONParseError {
        error(.nestingTooDeep, "nesting too deep (more than \(maxDepth) levels)", at: position)
    }

    @inline(never)
    private func invalidNumber(_ number: NumberError) -> JSONParseError {
        error(number.code, number.reason, at: number.offset)
    }

    @inline(never)
    private func invalidLiteral(_ word: StaticString, at position: Int) -> JSONParseError {
        error(.invalidLiteral, "invalid literal, expected '\(word)'", at: position)
    }
}

extension GrowableBuffer<UInt64> {
    /// Appends one tape node: its tag and payload word, then its second word.
    @inline(__always)
    mutating func appendNode(_ tag: JSONTag, payload: Int, second: UInt64) {
        reserve(2)
        base[count] = (UInt64(tag.rawValue) &<< 56) | UInt64(truncatingIfNeeded: payload)
        base[count &+ 1] = second
        count &+= 2
    }
}
