import Testing
@testable import YYJSON
@testable import YYModel

/// The double printer (`ShortestDecimal` digits, `DoubleText` layout) against the standard
/// library's `description`, which is shortest round-trip too: the two must agree byte for byte.
///
/// These cases cover the boundaries of the printer's ranges and a random sample of the rest.
@Suite("Shortest double text")
struct ShortestDecimalTests {
    /// Our text of `value`, written as the writer writes it.
    private func text(of value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DoubleText.capacity) { buffer in
            let count = DoubleText.write(value, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    private func expectSame(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(text(of: value) == value.description, "bits 0x\(String(value.bitPattern, radix: 16))", sourceLocation: sourceLocation)
    }

    @Test("the layout: decimal from 1e-4 up to 2^53, exponential outside", arguments: [
        (0.0001, "0.0001"), (0.00001, "1e-05"), (0.000123, "0.000123"), (0.1, "0.1"), (1.5, "1.5"),
        (100.25, "100.25"), (12345.678, "12345.678"), (1e15 + 0.5, "1000000000000000.5"),
        (9_007_199_254_740_992, "9007199254740992.0"), (9_007_199_254_740_994, "9.007199254740994e+15"),
        (1e16, "1e+16"), (1e22, "1e+22"), (1.234e-7, "1.234e-07"), (-65.613616999999977, "-65.61361699999998"),
        (1.7976931348623157e308, "1.7976931348623157e+308"), (-2.2250738585072014e-308, "-2.2250738585072014e-308"),
        (Double.leastNonzeroMagnitude, "5e-324"), (0.0, "0.0"), (-0.0, "-0.0"),
    ])
    func layout(value: Double, expected: String) {
        #expect(text(of: value) == expected)
    }

    @Test("every binary exponent, at the edges of its significands")
    func everyExponent() {
        let significands: [UInt64] = [0, 1, 2, 3, 1 << 51, (1 << 52) - 2, (1 << 52) - 1]
        for exponent in UInt64(0)..<2047 {
            for significand in significands {
                let value = Double(bitPattern: exponent << 52 | significand)
                expectSame(value)
                expectSame(-value)
            }
        }
    }

    @Test("powers of ten and their neighbours")
    func powersOfTen() throws {
        for power in -323...308 {
            let value = try #require(Double("1e\(power)"))
            expectSame(value)
            expectSame(value.nextUp)
            expectSame(value.nextDown)
        }
    }

    @Test("the smallest subnormals")
    func subnormals() {
        for bits in UInt64(1)...2_000 {
            expectSame(Double(bitPattern: bits))
        }
    }

    @Test("short decimals and random doubles")
    func sample() {
        for index in 0..<20_000 {
            expectSame(Double(index) / 1_000)
            expectSame(Double(index) * 0.1 + 0.5)
        }
        var generator = SplitMix64(seed: 0xD0_0B1E)
        for _ in 0..<100_000 {
            let value = Double(bitPattern: generator.next())
            if value.isFinite { expectSame(value) }
            expectSame(Double(Int64(bitPattern: generator.next()) % 36_000_000_000) / 100_000_000)
        }
    }

    @Test("integer digits at every length")
    func integerDigits() throws {
        var values: [UInt64] = [0, UInt64.max]
        var power: UInt64 = 1
        for _ in 0..<19 {
            values += [power - 1, power, power + 1]
            power *= 10
        }
        for value in values {
            let json = try JSON.number(JSONNumber(value)).jsonString()
            #expect(json == String(value))
        }
    }
}
