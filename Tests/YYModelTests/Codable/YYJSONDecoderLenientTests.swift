import Foundation
import Testing
import YYModel

/// ``YYJSONDecoder/allowsLenientConversions``: YYModel's conversions inside Codable decoding.
@Suite struct YYJSONDecoderLenientTests {
    struct Item: Decodable, Equatable {
        var id: Int
        var count: UInt8
        var flag: Bool
        var code: String
        var price: Double
        var ratio: Float
        var optional: Int?
    }

    var lenient: YYJSONDecoder {
        let decoder = YYJSONDecoder()
        decoder.allowsLenientConversions = true
        return decoder
    }

    @Test func strictByDefault() {
        #expect(YYJSONDecoder().allowsLenientConversions == false)
        DecoderPair().expectSameError(Item.self, #"{"id": "42", "count": 1, "flag": true, "code": "x", "price": 1, "ratio": 1}"#)
    }

    @Test func convertsAcrossKinds() throws {
        let json = #"{"id": "42", "count": 12.9, "flag": "yes", "code": 100010, "price": "1.5e3", "ratio": true, "optional": " 7 "}"#
        let item = try lenient.decode(Item.self, from: json)
        #expect(item == Item(id: 42, count: 12, flag: true, code: "100010", price: 1500, ratio: 1, optional: 7))
    }

    @Test func numbersBecomeTheirOriginalText() throws {
        #expect(try lenient.decode([String].self, from: "[1.50, 1e3, -0, 18446744073709551615, true, false]")
            == ["1.50", "1e3", "-0", "18446744073709551615", "true", "false"])
    }

    @Test func integersTruncateFractionsAndReadWords() throws {
        #expect(try lenient.decode([Int].self, from: #"[12.9, -12.9, "7", "1.9", "YES", "no", false, true, "1e2"]"#)
            == [12, -12, 7, 1, 1, 0, 0, 1, 100])
        #expect(try lenient.decode([Bool].self, from: #"[1, 0, 0.5, "true", "False", "NO", "2", "0"]"#)
            == [true, false, true, true, false, false, true, false])
        #expect(try lenient.decode([Double].self, from: #"["3.25", " 4 ", true, "yes"]"#) == [3.25, 4, 1, 1])
        #expect(try lenient.decode([Decimal].self, from: #"["3.25", 1]"#) == [Decimal(string: "3.25")!, 1])
    }

    @Test func unconvertibleValuesStillThrowStrictErrors() throws {
        let pair = DecoderPair { _, ours in ours.allowsLenientConversions = true }
        for json in [#"["abc"]"#, "[{}]", "[[1]]", "[null]", "[300]", #"["300"]"#, "[1e300]"] {
            let error = caughtError { try pair.ours.decode([Int8].self, from: json) }
            #expect(error is DecodingError, "\(json)")
        }
        // Below Int64.min: the text reads as the double -2^63, which must not pass for Int64.min,
        // as a model's Int64 property does not take it either.
        for json in [#"["-9223372036854775809"]"#, "[-9223372036854775809]"] {
            let error = caughtError { try pair.ours.decode([Int64].self, from: json) }
            #expect(error is DecodingError, "\(json)")
        }
        #expect(try pair.ours.decode([Int64].self, from: #"["-9223372036854775808", "-9.223372036854775808e18"]"#)
            == [Int64.min, Int64.min])
        // A mismatch keeps Foundation's case and path.
        let mismatch = caughtError { try pair.ours.decode([String: Int].self, from: #"{"a": "abc"}"#) }
        #expect(DecodingErrorSignature(mismatch!) == DecodingErrorSignature(kind: "typeMismatch(Int)", path: [TestKey("a")]))
        let null = caughtError { try pair.ours.decode([String: Int].self, from: #"{"a": null}"#) }
        #expect(DecodingErrorSignature(null!) == DecodingErrorSignature(kind: "valueNotFound(Int)", path: [TestKey("a")]))
    }

    @Test func valuesThatAreAlreadyRightAreUnchanged() throws {
        let pair = DecoderPair { _, ours in ours.allowsLenientConversions = true }
        try pair.expectSameValue([Int].self, "[1, -2, 3.0]")
        try pair.expectSameValue([String].self, #"["a", "1"]"#)
        try pair.expectSameValue(CodableGithubUser.self, String(decoding: try fixtureData("github_user"), as: UTF8.self))
    }

    @Test func dateStringsWithDeferredToDate() throws {
        struct Stamp: Decodable { var at: Date }
        let decoder = lenient
        #expect(try decoder.decode(Stamp.self, from: #"{"at": "Wed Sep 16 12:20:09 +0800 2015"}"#).at.timeIntervalSince1970 == 1_442_377_209)
        #expect(try decoder.decode(Stamp.self, from: #"{"at": "2015-09-16 04:20:09"}"#).at.timeIntervalSince1970 == 1_442_377_209)
        // Numbers keep deferredToDate's meaning: seconds since 2001.
        #expect(try decoder.decode(Stamp.self, from: #"{"at": 0}"#).at == Date(timeIntervalSinceReferenceDate: 0))
        #expect(throws: DecodingError.self) { try decoder.decode(Stamp.self, from: #"{"at": "soon"}"#) }
    }

    @Test func singleValueAndUnkeyedContainersAreLenientToo() throws {
        struct Wrapper: Decodable, Equatable {
            var value: Int
            init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Int.self) }
        }
        struct Pair: Decodable, Equatable {
            var first: Bool
            var second: String
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                first = try container.decode(Bool.self)
                second = try container.decode(String.self)
            }
        }
        #expect(try lenient.decode([Wrapper].self, from: #"["5"]"#).map(\.value) == [5])
        #expect(try lenient.decode(Pair.self, from: #"["yes", 2.50]"#) == (try YYJSONDecoder().decode(Pair.self, from: #"[true, "2.50"]"#)))
    }
}
