import Testing
@testable import YYModelGenerator

/// Numbers: `Int` unless a fraction, an exponent or the range says otherwise.
@Suite("Generator: numbers")
struct GeneratorNumberTests {
    @Test("integers that fit Int64 are Int, at both ends of the range")
    func integersAreInt() throws {
        #expect(try GeneratorHarness.type(of: "n", #"{"n": 1}"#, #"{"n": -9223372036854775808}"#, #"{"n": 9223372036854775807}"#) == "Int")
    }

    @Test("any fraction or exponent makes the key Double", arguments: ["2.5", "1e3", "1.0", "-0.0", "1E-7"])
    func fractionOrExponentIsDouble(_ number: String) throws {
        #expect(try GeneratorHarness.type(of: "n", #"{"n": 1}"#, #"{"n": \#(number)}"#) == "Double")
    }

    @Test("integers above Int64.max, none negative, are UInt64")
    func beyondInt64IsUInt64() throws {
        #expect(try GeneratorHarness.type(of: "n", #"{"n": 18446744073709551615}"#, #"{"n": 0}"#) == "UInt64")
        #expect(try GeneratorHarness.type(of: "n", #"{"n": 9223372036854775808}"#) == "UInt64")
    }

    @Test("a negative integer next to one above Int64.max needs Double")
    func negativeAndBeyondInt64IsDouble() throws {
        #expect(try GeneratorHarness.type(of: "n", #"{"n": 18446744073709551615}"#, #"{"n": -1}"#) == "Double")
    }

    @Test("integers beyond UInt64 are Double")
    func beyondUInt64IsDouble() throws {
        #expect(try GeneratorHarness.type(of: "n", #"{"n": 18446744073709551616}"#) == "Double")
        #expect(try GeneratorHarness.type(of: "n", #"{"n": 1}"#, #"{"n": 123456789012345678901234567890}"#) == "Double")
    }

    @Test("numbers and booleans do not mix: JSON")
    func numbersAndBooleansAreJSON() throws {
        #expect(try GeneratorHarness.type(of: "n", #"{"n": 1}"#, #"{"n": true}"#) == "JSON")
    }

    @Test("Bool for true and false")
    func booleans() throws {
        #expect(try GeneratorHarness.type(of: "b", #"{"b": true}"#, #"{"b": false}"#) == "Bool")
    }

    @Test("array elements follow the same rules", arguments: [
        ("[1, 2]", "[Int]"), ("[1, 2.5]", "[Double]"), ("[1, 18446744073709551615]", "[UInt64]"), ("[[1], [2.5]]", "[[Double]]"),
    ])
    func arrayElements(_ array: String, _ expected: String) throws {
        #expect(try GeneratorHarness.type(of: "a", #"{"a": \#(array)}"#) == expected)
    }
}
