extension JSON5Parser {
    /// Parses a number at `position`: JSON's grammar, or one of JSON5's additions — a leading `+`,
    /// a leading or trailing decimal point, hexadecimal digits, `Infinity`, `NaN`.
    ///
    /// Its tape node is the one ``JSONParser`` would write for the same value, pointing at the text
    /// as written.
    mutating func parseNumber() throws(JSONParseError) {
        let numberStart = position
        let sign = start[numberStart]
        let isNegative = sign == UInt8(ascii: "-")
        let body = sign == UInt8(ascii: "+") || isNegative ? numberStart &+ 1 : numberStart
        if start[body] == UInt8(ascii: "I") || start[body] == UInt8(ascii: "N") {
            try parseNonFinite(from: numberStart, wordAt: body, isNegative: isNegative)
        } else if start[body] == UInt8(ascii: "0") && start[body &+ 1] | 0x20 == UInt8(ascii: "x") {
            try parseHexadecimal(from: numberStart, digitsAt: body &+ 2, isNegative: isNegative)
        } else {
            try parseDecimal(from: numberStart, body: body)
        }
    }

    /// `Infinity` or `NaN`, after an optional sign.
    private mutating func parseNonFinite(from numberStart: Int, wordAt body: Int, isNegative: Bool) throws(JSONParseError) {
        let isInfinity = start[body] == UInt8(ascii: "I")
        let word: StaticString = isInfinity ? "Infinity" : "NaN"
        guard matches(word, at: body), !continuesIdentifier(at: body &+ word.utf8CodeUnitCount) else {
            throw error(.invalidNumber, "invalid number, expected '\(word)'", at: body)
        }
        let value = isInfinity ? (isNegative ? -Double.infinity : .infinity) : .nan
        tape.appendNode(.double, payload: numberStart, second: value.bitPattern)
        position = body &+ word.utf8CodeUnitCount
    }

    /// `0x` and hexadecimal digits, after an optional sign: an integer of at most 64 bits.
    private mutating func parseHexadecimal(from numberStart: Int, digitsAt digitsStart: Int, isNegative: Bool) throws(JSONParseError) {
        var magnitude: UInt64 = 0
        var cursor = digitsStart
        while let digit = JSON5Parser.hexDigitValue(start[cursor]) {
            guard magnitude &>> 60 == 0 else {
                throw error(.numberOutOfRange, "hexadecimal number out of range (more than 64 bits)", at: numberStart)
            }
            magnitude = magnitude &<< 4 | UInt64(digit)
            cursor &+= 1
        }
        guard cursor > digitsStart else { throw error(.invalidNumber, "expected a hexadecimal digit after '0x'", at: cursor) }
        if isNegative {
            guard magnitude <= UInt64(Int64.max) &+ 1 else {
                throw error(.numberOutOfRange, "hexadecimal number out of range (below the smallest Int64)", at: numberStart)
            }
            tape.appendNode(.int, payload: numberStart, second: 0 &- magnitude)
        } else {
            tape.appendNode(magnitude <= UInt64(Int64.max) ? .int : .uint, payload: numberStart, second: magnitude)
        }
        position = cursor
    }

    /// A decimal number. One in JSON's grammar is parsed where it stands; one that uses JSON5's
    /// freedoms is first rewritten into JSON's grammar (`+.5` as `0.5`, `5.` as `5`), so that both
    /// are converted by the same, correctly rounding, code.
    private mutating func parseDecimal(from numberStart: Int, body: Int) throws(JSONParseError) {
        var tokenEnd = body
        var pointWithoutDigitAfter = false
        while true {
            let byte = start[tokenEnd]
            if byte == UInt8(ascii: ".") {
                if !JSON5Parser.isDigit(start[tokenEnd &+ 1]) { pointWithoutDigitAfter = true }
            } else if !(JSON5Parser.isDigit(byte) || byte | 0x20 == UInt8(ascii: "e")
                || ((byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) && start[tokenEnd &- 1] | 0x20 == UInt8(ascii: "e"))) {
                break
            }
            tokenEnd &+= 1
        }
        let startsWithPoint = start[body] == UInt8(ascii: ".")
        if startsWithPoint && !JSON5Parser.isDigit(start[body &+ 1]) {
            throw error(.invalidNumber, "expected a digit after '.'", at: body &+ 1)
        }
        let bytes = InputBytes(start: start, count: end)
        guard start[numberStart] == UInt8(ascii: "+") || startsWithPoint || pointWithoutDigitAfter else {
            let number: (tag: JSONTag, bits: UInt64, end: Int)
            do {
                number = try bytes.parseNumber(at: numberStart)
            } catch {
                throw self.error(error.code, error.reason, at: error.offset)
            }
            tape.appendNode(number.tag, payload: numberStart, second: number.bits)
            position = number.end
            return
        }
        // Rewritten: the sign only if negative, a `0` before a leading point, no point without digits after.
        numberScratch.removeAll(keepingCapacity: true)
        if start[numberStart] == UInt8(ascii: "-") { numberScratch.append(UInt8(ascii: "-")) }
        if startsWithPoint { numberScratch.append(UInt8(ascii: "0")) }
        for offset in body..<tokenEnd where !(start[offset] == UInt8(ascii: ".") && !JSON5Parser.isDigit(start[offset &+ 1])) {
            numberScratch.append(start[offset])
        }
        let rewrittenCount = numberScratch.count
        numberScratch.append(contentsOf: repeatElement(0, count: PaddedInput.padding))
        let number = numberScratch.withUnsafeBufferPointer { rewritten in
            Result { () throws(NumberError) in try InputBytes(start: rewritten.baseAddress!, count: rewrittenCount).parseNumber(at: 0) }
        }
        switch number {
        case .success(let number) where number.end == rewrittenCount:
            tape.appendNode(number.tag, payload: numberStart, second: number.bits)
            position = tokenEnd
        case .success:
            throw error(.invalidNumber, "invalid number", at: numberStart)
        case .failure(let failure):
            throw error(failure.code, failure.reason, at: numberStart)
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
        default: return nil
        }
    }
}
