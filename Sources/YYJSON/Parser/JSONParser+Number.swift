internal import YYJSONSSE2

/// Why a number could not be parsed, and where; the parser turns it into a ``JSONParseError``.
struct NumberError: Error {
    let code: JSONParseError.Code
    let reason: String
    let offset: Int
}

extension InputBytes {
    /// Parses the number at `numberStart`: an exact `Int64`/`UInt64` when it is an integer that
    /// fits, otherwise the correctly rounded `Double`. Returns its tape tag and bits, and the
    /// offset after it.
    ///
    /// Inlined into the parsers' loops, which meet numbers more often than any other value; the
    /// rarer shapes and every error go out of line to ``scanNumber(at:)``, so the loops stay small.
    @inline(__always)
    func parseNumber(at numberStart: Int) throws(NumberError) -> (tag: JSONTag, bits: UInt64, end: Int) {
        if let number = shortNumber(at: numberStart) { return number }
        return try scanNumber(at: numberStart)
    }

    /// Parses the number at `numberStart` with the full ``NumberScanner``: the shapes
    /// ``shortNumber(at:)`` leaves, and every error.
    @inline(never)
    func scanNumber(at numberStart: Int) throws(NumberError) -> (tag: JSONTag, bits: UInt64, end: Int) {
        var scanner = NumberScanner(start: start, position: numberStart)
        guard let isInteger = scanner.scan() else {
            throw NumberError(code: .invalidNumber, reason: "\(scanner.failure)", offset: scanner.position)
        }
        let end = scanner.position
        if isInteger, let integer = scanner.exactInteger() {
            return (integer.tag, integer.bits, end)
        }
        let text = UnsafeBufferPointer(start: start + numberStart, count: end &- numberStart)
        let value = scanner.parts.doubleValue(text: text)
        guard value.isFinite else {
            throw NumberError(code: .numberOutOfRange, reason: "number out of range (its magnitude exceeds the largest Double)", offset: numberStart)
        }
        return (.double, value.bitPattern, end)
    }

    /// The number at `numberStart` when it has the common shape — at most 19 digits in all, no
    /// exponent — read a word of digits at a time: an `Int64` (up to 18 digits) or a `Double`.
    /// `nil` for anything else, errors included, which the full ``NumberScanner`` handles (as it
    /// does `-0`, which must stay a `Double`).
    @inline(__always)
    func shortNumber(at numberStart: Int) -> (tag: JSONTag, bits: UInt64, end: Int)? {
        let isNegative = start[numberStart] == UInt8(ascii: "-")
        let digitsStart = isNegative ? numberStart &+ 1 : numberStart
        var position = digitsStart
        var significand: UInt64 = 0
        guard NumberScanner.appendDigits(start, at: &position, to: &significand, limit: 19) else { return nil }
        let integerDigits = position &- digitsStart
        // A leading zero is only allowed alone.
        guard integerDigits > 0, start[digitsStart] != UInt8(ascii: "0") || integerDigits == 1 else { return nil }
        var fractionDigits = 0
        if start[position] == UInt8(ascii: ".") {
            position &+= 1
            let fractionStart = position
            guard NumberScanner.appendDigits(start, at: &position, to: &significand, limit: 19 &- integerDigits) else { return nil }
            fractionDigits = position &- fractionStart
            guard fractionDigits > 0 else { return nil }
        }
        if start[position] | 0x20 == UInt8(ascii: "e") { return nil }
        if fractionDigits == 0 {
            guard integerDigits <= 18, !(isNegative && significand == 0) else { return nil }
            return (.int, isNegative ? UInt64(bitPattern: -Int64(significand)) : significand, position)
        }
        let parts = DecimalNumberParts(significand: significand, exponent10: -fractionDigits, isNegative: isNegative, isTruncated: false)
        let text = UnsafeBufferPointer(start: start + numberStart, count: position &- numberStart)
        return (.double, parts.doubleValue(text: text).bitPattern, position)
    }
}

/// Scans one JSON number, checking its grammar and collecting its digits for conversion.
///
/// Grammar (RFC 8259): `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
struct NumberScanner {
    let start: UnsafePointer<UInt8>
    var position: Int
    var parts = DecimalNumberParts(significand: 0, exponent10: 0, isNegative: false, isTruncated: false)
    var significantDigits = 0
    var failure: StaticString = ""

    /// Exponents beyond this are all the same to a `Double` (0 or infinity); clamping keeps sums small.
    static let exponentLimit = 1_000_000

    init(start: UnsafePointer<UInt8>, position: Int) {
        self.start = start
        self.position = position
    }

    /// Scans the number and tells whether it is written as an integer; `nil` (with `failure` and
    /// `position` set) when its grammar is broken.
    mutating func scan() -> Bool? {
        if start[position] == UInt8(ascii: "-") {
            parts.isNegative = true
            position &+= 1
        }
        guard isDigit(start[position]) else {
            failure = "expected a digit after '-'"
            return nil
        }
        if start[position] == UInt8(ascii: "0") {
            position &+= 1
            if isDigit(start[position]) {
                failure = "leading zeros are not allowed in numbers"
                return nil
            }
        } else {
            consumeDigits(isFraction: false)
        }
        var isInteger = true
        if start[position] == UInt8(ascii: ".") {
            isInteger = false
            position &+= 1
            guard isDigit(start[position]) else {
                failure = "expected a digit after the decimal point"
                return nil
            }
            consumeDigits(isFraction: true)
        }
        if start[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position &+= 1
            var negativeExponent = false
            if start[position] == UInt8(ascii: "+") || start[position] == UInt8(ascii: "-") {
                negativeExponent = start[position] == UInt8(ascii: "-")
                position &+= 1
            }
            guard isDigit(start[position]) else {
                failure = "expected a digit in the exponent"
                return nil
            }
            // Saturate the written exponent far beyond any digit count, add the shift from the
            // digits, and only then clamp: a million fraction digits can cancel a huge exponent.
            var exponent = 0
            while isDigit(start[position]) {
                exponent = min(exponent &* 10 &+ Int(start[position] &- UInt8(ascii: "0")), 1 << 50)
                position &+= 1
            }
            parts.exponent10 = max(-NumberScanner.exponentLimit, min(NumberScanner.exponentLimit,
                parts.exponent10 &+ (negativeExponent ? -exponent : exponent)))
        }
        return isInteger
    }

    /// Consumes a run of digits, a chunk (``leadingDigits(_:)``) at a time while they fit the 19
    /// significant digits kept, then one at a time. The input is zero-padded, so reading a chunk
    /// ahead is safe.
    ///
    /// A chunk's leading digits are counted and converted without a branch per digit: numbers'
    /// lengths vary too much for a processor to predict a byte loop's end.
    @inline(__always)
    private mutating func consumeDigits(isFraction: Bool) {
        if significantDigits == 0 {
            while start[position] == UInt8(ascii: "0") {
                if isFraction { parts.exponent10 &-= 1 }
                position &+= 1
            }
        }
        let runStart = position
        let fits = NumberScanner.appendDigits(start, at: &position, to: &parts.significand, limit: 19 &- significantDigits)
        let consumed = position &- runStart
        significantDigits &+= consumed
        if isFraction { parts.exponent10 &-= consumed }
        if fits { return }
        while isDigit(start[position]) {
            add(digit: start[position], isFraction: isFraction)
            position &+= 1
        }
    }

    /// Appends the run of digits at `position` to `significand`, a chunk at a time, and moves
    /// `position` past them; `false` when the run is longer than `limit` digits, with `position`
    /// after the whole chunks that still fitted (the significand stays exact).
    @inline(__always)
    static func appendDigits(
        _ start: UnsafePointer<UInt8>, at position: inout Int, to significand: inout UInt64, limit: Int
    ) -> Bool {
        let runStart = position
        while true {
            let (count, value) = leadingDigits(start + position)
            guard position &- runStart &+ count <= limit else { return false }
            significand = significand &* powersOfTen[count] &+ value
            position &+= count
            if count < chunkSize { return true }
        }
    }

    /// The most digits ``leadingDigits(_:)`` reads at once.
    #if arch(x86_64) && !YYMODEL_PORTABLE
    static let chunkSize = 16
    #else
    static let chunkSize = 8
    #endif

    /// How many ASCII digits begin the ``chunkSize`` bytes at `bytes`, and their value.
    ///
    /// On x86-64, SSE2 reads sixteen bytes at once (C intrinsics in `YYJSONSSE2`). Elsewhere, and
    /// in a build with `YYMODEL_PORTABLE` defined (see Package.swift), a 64-bit word reads eight.
    @inline(__always)
    static func leadingDigits(_ bytes: UnsafePointer<UInt8>) -> (count: Int, value: UInt64) {
        #if arch(x86_64) && !YYMODEL_PORTABLE
        let run = yymodel_leading_digits16(bytes)
        return (Int(truncatingIfNeeded: run.count), run.value)
        #else
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        let count = leadingDigitCount(word)
        return (count, count == 0 ? 0 : valueOfLeadingDigits(word, count: count))
        #endif
    }

    /// 10^0 through 10^16.
    static let powersOfTen: [UInt64] = [
        1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000,
    ]

    /// How many of the eight bytes of `word`, from the first (lowest), are ASCII digits before the
    /// first byte that is not one.
    @inline(__always)
    static func leadingDigitCount(_ word: UInt64) -> Int {
        // A byte is a digit when its high nibble is 3 and adding 6 keeps it 3. A carry out of a
        // byte that is not a digit can spoil later bytes only, never the first non-digit.
        let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        let threes: UInt64 = 0x3030_3030_3030_3030
        let notDigit = ((word & highNibbles) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & highNibbles) ^ threes)
        return notDigit.trailingZeroBitCount &>> 3
    }

    /// The value of the first `count` (1 to 8) bytes of `word`, all ASCII digits: they are moved to
    /// the top of the word and preceded by '0's, making eight digits with the same value.
    @inline(__always)
    static func valueOfLeadingDigits(_ word: UInt64, count: Int) -> UInt64 {
        let shift = UInt64(truncatingIfNeeded: (8 &- count) &* 8)
        let zeros: UInt64 = 0x3030_3030_3030_3030
        // With count == 8 both shifts are by 0 and `zeros & 0` adds nothing.
        let padded = (word &<< shift) | (shift == 0 ? 0 : zeros &>> (64 &- shift))
        return valueOfEightDigits(padded)
    }

    /// The value of eight ASCII digits (first digit in the lowest byte), combined pairwise.
    @inline(__always)
    static func valueOfEightDigits(_ word: UInt64) -> UInt64 {
        var value = word &- 0x3030_3030_3030_3030
        value = (value &* 10 &+ (value &>> 8)) & 0x00FF_00FF_00FF_00FF
        value = (value &* 100 &+ (value &>> 16)) & 0x0000_FFFF_0000_FFFF
        return (value &* 10000 &+ (value &>> 32)) & 0x0000_0000_FFFF_FFFF
    }

    /// Collects the first 19 significant digits; later ones only move the exponent or mark truncation.
    @inline(__always)
    private mutating func add(digit byte: UInt8, isFraction: Bool) {
        let digit = UInt64(byte &- UInt8(ascii: "0"))
        if significantDigits == 0 && digit == 0 {
            if isFraction { parts.exponent10 &-= 1 }
            return
        }
        if significantDigits < 19 {
            parts.significand = parts.significand &* 10 &+ digit
            significantDigits &+= 1
            if isFraction { parts.exponent10 &-= 1 }
        } else {
            if !isFraction { parts.exponent10 &+= 1 }
            if digit != 0 { parts.isTruncated = true }
        }
    }

    /// The integer as a tape tag and bits, when it fits `Int64` (or `UInt64` if positive).
    func exactInteger() -> (tag: JSONTag, bits: UInt64)? {
        // Integers have no fraction, so exponent10 counts the digits beyond the 19th.
        var magnitude = parts.significand
        if parts.exponent10 > 0 {
            // A 20-digit integer (only its last digit was dropped): add it back exactly, if it fits.
            guard parts.exponent10 == 1 else { return nil }
            let last = UInt64(start[position &- 1] &- UInt8(ascii: "0"))
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(last)
            guard !overflow, !carry else { return nil }
            magnitude = sum
        }
        if parts.isNegative {
            // "-0" stays a Double so that its sign survives a round trip.
            if magnitude == 0 { return nil }
            if magnitude <= UInt64(Int64.max) { return (.int, UInt64(bitPattern: -Int64(magnitude))) }
            if magnitude == UInt64(Int64.max) + 1 { return (.int, UInt64(bitPattern: Int64.min)) }
            return nil
        }
        return (magnitude <= UInt64(Int64.max) ? .int : .uint, magnitude)
    }

    /// The length of the number text starting at `start` (already validated). Letters count too,
    /// for JSON5's `0x1F`, `Infinity` and `NaN`; in JSON, none can follow a number.
    static func length(of start: UnsafePointer<UInt8>, limit: Int) -> Int {
        var length = 0
        while length < limit {
            switch start[length] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                length &+= 1
            default:
                return length
            }
        }
        return length
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
