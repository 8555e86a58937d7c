import Foundation
import Testing
import YYModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a number literal must parse to.
enum ExpectedNumber: Sendable, CustomTestStringConvertible {
    /// An exact integer that fits `Int64`.
    case int(Int64)
    /// An exact integer above `Int64.max` that fits `UInt64`.
    case uint(UInt64)
    /// A floating-point number, compared bit for bit (so the sign of zero counts).
    case double(Double)

    var testDescription: String {
        switch self {
        case .int(let value): return "Int64 \(value)"
        case .uint(let value): return "UInt64 \(value)"
        case .double(let value): return "Double \(value) (0x\(String(value.bitPattern, radix: 16)))"
        }
    }
}

/// Numbers: exact integers, correctly rounded doubles, the original text, and range errors.
@Suite("Parser numbers")
struct ParserNumberTests {
    static let outOfRange = "number out of range (its magnitude exceeds the largest Double)"

    /// Checks one element against an expectation.
    private func check(_ element: JSONElement, _ expected: ExpectedNumber, text: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(element.kind == .number, sourceLocation: sourceLocation)
        #expect(element.numberText == text, sourceLocation: sourceLocation)
        switch expected {
        case .int(let value):
            #expect(element.int64 == value, sourceLocation: sourceLocation)
            #expect(element.uint64 == (value >= 0 ? UInt64(value) : nil), sourceLocation: sourceLocation)
            #expect(element.double == Double(value), sourceLocation: sourceLocation)
            #expect(!element.isFloatingPoint, sourceLocation: sourceLocation)
        case .uint(let value):
            #expect(element.int64 == nil, sourceLocation: sourceLocation)
            #expect(element.uint64 == value, sourceLocation: sourceLocation)
            #expect(element.double == Double(value), sourceLocation: sourceLocation)
            #expect(!element.isFloatingPoint, sourceLocation: sourceLocation)
        case .double(let value):
            #expect(element.int64 == nil, sourceLocation: sourceLocation)
            #expect(element.uint64 == nil, sourceLocation: sourceLocation)
            #expect(element.double?.bitPattern == value.bitPattern,
                    "expected \(value), got \(String(describing: element.double))", sourceLocation: sourceLocation)
            #expect(element.isFloatingPoint, sourceLocation: sourceLocation)
        }
    }

    @Test("integers and doubles parse to the exact or correctly rounded value", arguments: [
        // Integers that fit 64 bits are exact.
        ("0", .int(0)),
        ("1", .int(1)),
        ("-1", .int(-1)),
        ("42", .int(42)),
        ("9007199254740993", .int(9_007_199_254_740_993)),
        ("-9007199254740993", .int(-9_007_199_254_740_993)),
        ("123456789012345678", .int(123_456_789_012_345_678)),
        ("1000000000000000000", .int(1_000_000_000_000_000_000)),
        ("9223372036854775807", .int(.max)),
        ("-9223372036854775807", .int(-9_223_372_036_854_775_807)),
        ("-9223372036854775808", .int(.min)),
        ("9223372036854775808", .uint(9_223_372_036_854_775_808)),
        ("9999999999999999999", .uint(9_999_999_999_999_999_999)),
        ("10000000000000000000", .uint(10_000_000_000_000_000_000)),
        ("12345678901234567890", .uint(12_345_678_901_234_567_890)),
        ("18446744073709551610", .uint(18_446_744_073_709_551_610)),
        ("18446744073709551615", .uint(.max)),
        // Integers that do not fit become the nearest Double.
        ("18446744073709551616", .double(18_446_744_073_709_551_616.0)),
        ("18446744073709551625", .double(18_446_744_073_709_551_616.0)),
        ("-9223372036854775809", .double(-9_223_372_036_854_775_808.0)),
        ("-18446744073709551615", .double(-18_446_744_073_709_551_616.0)),
        ("99999999999999999999", .double(1e20)),
        ("100000000000000000000", .double(1e20)),
        ("123456789012345678901234567890", .double(1.2345678901234568e29)),
        // Negative zero keeps its sign.
        ("-0", .double(-0.0)),
        ("-0.0", .double(-0.0)),
        ("-0e5", .double(-0.0)),
        ("0.0", .double(0.0)),
        ("0e0", .double(0.0)),
        // Fractions and exponents.
        ("0.1", .double(0.1)),
        ("0.30000000000000004", .double(0.30000000000000004)),
        ("1.5", .double(1.5)),
        ("-2.5", .double(-2.5)),
        ("1.0", .double(1.0)),
        ("10e-1", .double(1.0)),
        ("1e3", .double(1000.0)),
        ("1E3", .double(1000.0)),
        ("1e+3", .double(1000.0)),
        ("1e-3", .double(0.001)),
        ("-1.5e-10", .double(-1.5e-10)),
        ("1e23", .double(1e23)),
        ("1e0000000000000000000000001", .double(10.0)),
        ("1E-0000000000000000000000001", .double(0.1)),
        ("7.2057594037927933e16", .double(72_057_594_037_927_936.0)),
        ("8.98846567431158e307", .double(8.98846567431158e307)),
        ("0.000000000000000000000000000000000000000000001", .double(1e-45)),
        ("3.14159265358979323846264338327950288", .double(Double.pi)),
        ("0.1000000000000000055511151231257827021181583404541015625", .double(0.1)),
        // Ties round to even.
        ("9007199254740993.0", .double(9_007_199_254_740_992.0)),
        ("9007199254740995.0", .double(9_007_199_254_740_996.0)),
        ("1.00000000000000011102230246251565404236316680908203125", .double(1.0)),
        ("1.00000000000000011102230246251565404236316680908203124", .double(1.0)),
        ("1.00000000000000011102230246251565404236316680908203126", .double(1.0000000000000002)),
        // The ends of the range.
        ("1e308", .double(1e308)),
        ("1.7976931348623157e308", .double(.greatestFiniteMagnitude)),
        ("1.7976931348623158e308", .double(.greatestFiniteMagnitude)),
        ("-1.7976931348623157e308", .double(-.greatestFiniteMagnitude)),
        ("2.2250738585072014e-308", .double(.leastNormalMagnitude)),
        ("2.2250738585072012e-308", .double(.leastNormalMagnitude)),
        ("2.2250738585072011e-308", .double(Double(bitPattern: 0x000F_FFFF_FFFF_FFFF))),
        ("5e-324", .double(.leastNonzeroMagnitude)),
        ("4.9406564584124654e-324", .double(.leastNonzeroMagnitude)),
        ("3e-324", .double(.leastNonzeroMagnitude)),
        ("2.4703282292062328e-324", .double(.leastNonzeroMagnitude)),
        ("2.4703282292062327e-324", .double(0.0)),
        ("2e-324", .double(0.0)),
        // Too small for a Double: zero, with the sign kept.
        ("1e-400", .double(0.0)),
        ("-1e-400", .double(-0.0)),
        ("0e400", .double(0.0)),
        ("0.0e-400", .double(0.0)),
        ("1e-99999999999999999999", .double(0.0)),
        ("123e-99999999999999999999", .double(0.0)),
    ] as [(String, ExpectedNumber)])
    func number(text: String, expected: ExpectedNumber) throws {
        // At the top level (ending the input), in an array and as an object member.
        try withParsedRoot(text) { check($0, expected, text: text) }
        try withParsedRoot("[" + text + "]") { root in
            let element = try #require(root.elements.first { _ in true })
            check(element, expected, text: text)
        }
        try withParsedRoot("{\"n\": " + text + " }") { root in
            check(try #require(root["n"]), expected, text: text)
        }
    }

    @Test("numbers too large for a Double are an error at the number", arguments: [
        ("1e400", 0),
        ("-1e400", 0),
        ("1e309", 0),
        ("1.7976931348623159e308", 0),
        ("1e99999999999999999999", 0),
        ("-1e99999999999999999999", 0),
        ("1" + String(repeating: "0", count: 309), 0),
        ("0.1e310", 0),
        ("[1e400]", 1),
        ("{\"a\": -1e400}", 6),
        ("[1, 2,\n 1e400]", 8),
    ])
    func outOfRange(text: String, offset: Int) {
        expectRejected(text, reason: Self.outOfRange, offset: offset)
    }

    @Test("long digit strings within range are fine")
    func longDigitStrings() throws {
        #expect(try JSON(parsing: "1" + String(repeating: "0", count: 308)).double == 1e308)
        #expect(try JSON(parsing: "1" + String(repeating: "0", count: 300)).double == 1e300)
        #expect(try JSON(parsing: "0." + String(repeating: "0", count: 400) + "1").double == 0.0)
        #expect(try JSON(parsing: "0." + String(repeating: "0", count: 300) + "1").double == 1e-301)
        #expect(try JSON(parsing: String(repeating: "9", count: 500) + "e-490").double == 1e10)
        #expect(try JSON(parsing: "1." + String(repeating: "0", count: 500) + "1").double == 1.0)
    }

    @Test("numberText returns the number exactly as written", arguments: [
        ("[1e3 ]", "1e3"),
        ("{\"n\":100010}", "100010"),
        ("[-0]", "-0"),
        ("[0.10]", "0.10"),
        ("[1E+03,2]", "1E+03"),
        ("[-9223372036854775809]", "-9223372036854775809"),
        ("[18446744073709551616\n]", "18446744073709551616"),
        ("[5e-324\t]", "5e-324"),
        ("[1.0\r\n]", "1.0"),
        ("[0.5]", "0.5"),
    ])
    func numberText(text: String, expected: String) throws {
        let first = try withParsedRoot(text) { root in
            root.kind == .array ? root.elements.first { _ in true }?.numberText : root["n"]?.numberText
        }
        #expect(first == expected)
    }

    @Test("numberText is nil for values that are not numbers")
    func numberTextOfNonNumbers() throws {
        try withParsedRoot(#"["1", true, null, [], {}]"#) { root in
            #expect(root.numberText == nil)
            #expect(root.elements.allSatisfy { $0.numberText == nil })
        }
    }

    @Test("the JSON value keeps integers and doubles apart")
    func jsonValueNumbers() throws {
        let json = try JSON(parsing: "[1, 1.0, -0, 18446744073709551615, -9223372036854775808, 1e3]")
        let elements = try #require(json.array)
        let numbers = elements.compactMap { $0.number }
        #expect(numbers.count == 6)
        #expect(numbers.map(\.isInteger) == [true, false, false, true, true, false])
        #expect(numbers[0].int64 == 1)
        #expect(numbers[1].int64 == 1)
        #expect(numbers[2].double.sign == .minus)
        #expect(numbers[3].uint64 == .max)
        #expect(numbers[3].int64 == nil)
        #expect(numbers[4].int64 == .min)
        #expect(numbers[5].double == 1000)
        #expect(try json.jsonString() == "[1,1.0,-0.0,18446744073709551615,-9223372036854775808,1000.0]")
    }

    // MARK: - Randomised checks (deterministic seeds)

    @Test("random finite doubles read back bit for bit from their shortest text")
    func randomDoublesRoundTrip() throws {
        var generator = SplitMix64(seed: 0x5EED_0001)
        var failures: [String] = []
        for _ in 0..<5_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            for text in [value.description, String(format: "%.17g", value), String(format: "%.17e", value)] {
                let parsed = try JSON(parsing: text).double
                if parsed?.bitPattern != value.bitPattern {
                    failures.append("\(text) -> \(String(describing: parsed))")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("random decimal literals agree with the C library's strtod")
    func randomDecimalsAgreeWithStrtod() throws {
        var generator = SplitMix64(seed: 0x5EED_0002)
        var failures: [String] = []
        for _ in 0..<10_000 {
            let digitCount = Int.random(in: 1...25, using: &generator)
            var digits = String(Int.random(in: 1...9, using: &generator))
            for _ in 1..<digitCount { digits.append(String(Int.random(in: 0...9, using: &generator))) }
            let point = Int.random(in: 0...digitCount, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            if point == 0 {
                text += "0." + digits
            } else if point == digitCount {
                text += digits
            } else {
                let index = digits.index(digits.startIndex, offsetBy: point)
                text += digits[..<index] + "." + digits[index...]
            }
            if Bool.random(using: &generator) { text += "e" + String(Int.random(in: -345...310, using: &generator)) }
            let reference = strtod(text, nil)
            do {
                let element = try JSON(parsing: text)
                guard let parsed = element.double else {
                    failures.append("\(text): not a number")
                    continue
                }
                if parsed.bitPattern != reference.bitPattern {
                    failures.append("\(text): \(parsed) != strtod \(reference)")
                }
            } catch let error as JSONParseError {
                if reference.isFinite || error.reason != Self.outOfRange {
                    failures.append("\(text): \(error)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("digit runs of every length up to 40 read exactly, whatever follows them")
    func digitRunsOfEveryLength() throws {
        var generator = SplitMix64(seed: 0x5EED_0004)
        func digits(_ count: Int, leadingZeros: Int = 0) -> String {
            var text = String(repeating: "0", count: min(leadingZeros, count))
            while text.count < count { text.append(String(Int.random(in: 0...9, using: &generator))) }
            return text
        }
        var failures: [String] = []
        for integerLength in 1...40 {
            for fractionLength in 0...40 {
                var integer = digits(integerLength)
                if integerLength > 1, integer.first == "0" { integer = "7" + integer.dropFirst() }
                let fraction = digits(fractionLength, leadingZeros: Int.random(in: 0...fractionLength, using: &generator))
                let exponent = ["", "e3", "E-2"].randomElement(using: &generator)!
                let sign = Bool.random(using: &generator) ? "-" : ""
                let number = sign + integer + (fraction.isEmpty ? "" : "." + fraction) + exponent
                let separator = [",", " ,", "\n,", "]"].randomElement(using: &generator)!
                let document = separator == "]" ? "[\(number)]" : "[\(number)\(separator)1]"
                guard let element = try JSON(parsing: document)[0] else {
                    failures.append("\(document): no first element")
                    continue
                }
                if fraction.isEmpty, exponent.isEmpty, let exact = Int64(number) {
                    if element.int64 != exact { failures.append("\(number): \(String(describing: element.int64))") }
                } else if element.double?.bitPattern != strtod(number, nil).bitPattern {
                    failures.append("\(number): \(String(describing: element.double)) != strtod \(strtod(number, nil))")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("random 64-bit integers are exact")
    func randomIntegersExact() throws {
        var generator = SplitMix64(seed: 0x5EED_0003)
        for _ in 0..<2_000 {
            let bits = generator.next()
            let signed = Int64(bitPattern: bits)
            #expect(try JSON(parsing: String(signed)).int64 == signed)
            #expect(try JSON(parsing: String(bits)).uint64 == bits)
            // Short integers too, where most documents live.
            let small = Int64(truncatingIfNeeded: bits >> UInt64(Int.random(in: 1...63, using: &generator)))
            #expect(try JSON(parsing: String(small)).int64 == small)
        }
    }
}
