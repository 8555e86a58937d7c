import Foundation
import Testing
import YYModel

/// Every decoding strategy gives Foundation's result.
@Suite struct YYJSONDecoderStrategyTests {
    struct Stamp: Codable, Equatable { var at: Date }
    struct Blob: Codable, Equatable { var bytes: Data }

    // MARK: Keys

    struct SnakeModel: Codable, Equatable {
        var userName: String
        var avatarURL: String?
        var _privateKey_: Int
        var already: Bool
        var nested: [String: Int]
    }

    @Test func convertFromSnakeCase() throws {
        let pair = DecoderPair { foundation, ours in
            foundation.keyDecodingStrategy = .convertFromSnakeCase
            ours.keyDecodingStrategy = .convertFromSnakeCase
        }
        // `avatar_url` converts to `avatarUrl`, which does not match `avatarURL`: nil in both.
        let value = try pair.expectSameValue(
            SnakeModel.self,
            #"{"user_name": "a", "avatar_url": "x", "_private_key_": 1, "already": true, "nested": {"keep_me": 1}}"#)
        #expect(value.avatarURL == nil && value.nested == ["keep_me": 1])
        pair.expectSameError(SnakeModel.self, #"{"username": "a"}"#)
    }

    /// Keys whose conversion Foundation defines in surprising ways.
    static let snakeKeys = [
        "a_b", "URL_value", "foo__bar", "_foo_bar_", "__a__", "foo_1bar", "x_a1B2", "x_9z9z", "a-b_c d", "ÉCOLE_ÉTÉ",
        "already", "ALL_CAPS", "_", "__", "x_", "_x", "a_bC_dE", "straße_weiß", "a__", "x_a.b", "x_ab'cd", "x_éa",
        "x_hello world", "x_ǆa", "", "a_b_c_d_e_f",
    ]

    @Test(arguments: snakeKeys)
    func snakeCaseKeyConversionMatchesFoundation(_ key: String) throws {
        struct Keys: Decodable, Equatable {
            var keys: [String]
            init(from decoder: any Decoder) throws {
                keys = try decoder.container(keyedBy: TestKey.self).allKeys.map(\.stringValue)
            }
        }
        let pair = DecoderPair { foundation, ours in
            foundation.keyDecodingStrategy = .convertFromSnakeCase
            ours.keyDecodingStrategy = .convertFromSnakeCase
        }
        let json = String(decoding: try JSONEncoder().encode([key: 1]), as: UTF8.self)
        try pair.expectSameValue(Keys.self, json)
    }

    @Test func customKeyStrategyGetsThePathAndTheJSONKey() throws {
        struct Upper: Codable, Equatable {
            var A: Int
            var B: [Int]
        }
        final class Log: @unchecked Sendable { var paths: [[String]] = [] }
        let foundationLog = Log()
        let ourLog = Log()
        let pair = DecoderPair { foundation, ours in
            foundation.keyDecodingStrategy = .custom { path in
                foundationLog.paths.append(path.map(\.stringValue))
                return TestKey(path.last!.stringValue.uppercased())
            }
            ours.keyDecodingStrategy = .custom { path in
                ourLog.paths.append(path.map(\.stringValue))
                return TestKey(path.last!.stringValue.uppercased())
            }
        }
        try pair.expectSameValue([Upper].self, #"[{"a": 1, "b": [2]}]"#)
        #expect(ourLog.paths == foundationLog.paths)
    }

    // MARK: Dates

    @Test func deferredToDate() throws {
        try DecoderPair().expectSameValue(Stamp.self, #"{"at": 1000.5}"#)
        DecoderPair().expectSameError(Stamp.self, #"{"at": "2015-09-16T04:20:09Z"}"#)
    }

    @Test func secondsAndMillisecondsSince1970() throws {
        let seconds = DecoderPair { $0.dateDecodingStrategy = .secondsSince1970; $1.dateDecodingStrategy = .secondsSince1970 }
        #expect(try seconds.expectSameValue(Stamp.self, #"{"at": 1442377209}"#).at.timeIntervalSince1970 == 1_442_377_209)
        seconds.expectSameError(Stamp.self, #"{"at": "12"}"#)
        let milliseconds = DecoderPair { $0.dateDecodingStrategy = .millisecondsSince1970; $1.dateDecodingStrategy = .millisecondsSince1970 }
        #expect(try milliseconds.expectSameValue(Stamp.self, #"{"at": 1e3}"#).at.timeIntervalSince1970 == 1)
    }

    static let isoStrings = [
        "2015-09-16T04:20:09Z", "2015-09-16T04:20:09.5Z", "2015-09-16T04:20:09.123456789Z", "2015-09-16T12:20:09+08:00",
        "2015-09-16T04:20:09.5+0800", "2015-09-16T04:20:09+08", "2015-09-16T04:20:09-00:00", "2015-09-16T24:00:00Z",
        "2015-02-30T04:20:09Z", "2015-9-16T04:20:09Z", "0000-01-01T00:00:00Z",
    ]

    @Test(arguments: isoStrings)
    func iso8601AcceptsWhatFoundationAccepts(_ text: String) throws {
        let pair = DecoderPair { $0.dateDecodingStrategy = .iso8601; $1.dateDecodingStrategy = .iso8601 }
        try pair.expectSameValue(Stamp.self, #"{"at": "\#(text)"}"#)
    }

    static let badISOStrings = [
        "2015-09-16T04:20:09", "2015-09-16 04:20:09Z", "2015-09-16t04:20:09z", "2015-09-16T04:20Z", "2015-09-16",
        " 2015-09-16T04:20:09Z", "2015-09-16T04:20:09,5Z", "2015-13-16T04:20:09Z", "x",
    ]

    @Test(arguments: badISOStrings)
    func iso8601RejectsWhatFoundationRejects(_ text: String) throws {
        let pair = DecoderPair { $0.dateDecodingStrategy = .iso8601; $1.dateDecodingStrategy = .iso8601 }
        let error = caughtError { try pair.ours.decode(Stamp.self, from: #"{"at": "\#(text)"}"#) }
        let expected = caughtError { try pair.foundation.decode(Stamp.self, from: Data(#"{"at": "\#(text)"}"#.utf8)) }
        #expect(error != nil && expected != nil)
        // Foundation leaves the key out of this error's path; we keep it (see the difference list).
        #expect(DecodingErrorSignature(error!)?.kind == "dataCorrupted")
        #expect(DecodingErrorSignature(error!)?.path.map(\.stringValue) == ["at"])
    }

    @Test func formattedDate() throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let pair = DecoderPair { $0.dateDecodingStrategy = .formatted(formatter); $1.dateDecodingStrategy = .formatted(formatter) }
        try pair.expectSameValue(Stamp.self, #"{"at": "2015-09-16"}"#)
        pair.expectSameError(Stamp.self, #"{"at": 5}"#)
        pair.expectSameError(Stamp.self, #"{"at": "16.09.2015"}"#)
    }

    @Test func customDate() throws {
        let pair = DecoderPair { foundation, ours in
            foundation.dateDecodingStrategy = .custom { decoder in
                Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self) * 60)
            }
            ours.dateDecodingStrategy = .custom { decoder in
                #expect(decoder.codingPath.map(\.stringValue) == ["at"])
                return Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self) * 60)
            }
        }
        try pair.expectSameValue(Stamp.self, #"{"at": 3}"#)
        pair.expectSameError(Stamp.self, #"{"at": "3"}"#)
    }

    @Test func automaticDatesReadYYModelFormats() throws {
        let decoder = YYJSONDecoder()
        decoder.dateDecodingStrategy = .automatic
        let expected = 1_442_377_209.0
        for json in [
            #""2015-09-16T04:20:09Z""#, #""2015-09-16 12:20:09+08:00""#, #""Wed Sep 16 12:20:09 +0800 2015""#, "1442377209",
        ] {
            #expect(try decoder.decode(Date.self, from: json).timeIntervalSince1970 == expected, "\(json)")
        }
        #expect(try decoder.decode(Date.self, from: #""2015-09-16""#).timeIntervalSince1970 == 1_442_361_600)
        let error = caughtError { try decoder.decode(Stamp.self, from: #"{"at": "soon"}"#) }
        #expect(DecodingErrorSignature(error!) == DecodingErrorSignature(kind: "dataCorrupted", path: [TestKey("at")]))
    }

    // MARK: Data

    @Test func base64AndDeferredAndCustomData() throws {
        try DecoderPair().expectSameValue(Blob.self, #"{"bytes": "aGVsbG8="}"#)
        let deferred = DecoderPair { $0.dataDecodingStrategy = .deferredToData; $1.dataDecodingStrategy = .deferredToData }
        try deferred.expectSameValue(Blob.self, #"{"bytes": [104, 105]}"#)
        deferred.expectSameError(Blob.self, #"{"bytes": [104, 300]}"#)
        let custom = DecoderPair { foundation, ours in
            foundation.dataDecodingStrategy = .custom { Data(try $0.singleValueContainer().decode(String.self).utf8) }
            ours.dataDecodingStrategy = .custom { Data(try $0.singleValueContainer().decode(String.self).utf8) }
        }
        #expect(try custom.expectSameValue(Blob.self, #"{"bytes": "hi"}"#).bytes == Data("hi".utf8))
    }

    // MARK: Non-conforming floats

    @Test func nonConformingFloats() throws {
        let pair = DecoderPair { foundation, ours in
            foundation.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "NaN")
            ours.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "NaN")
        }
        try pair.expectSameValue([Double].self, #"["inf", "-inf", 1]"#)
        try pair.expectSameValue([Float].self, #"["inf", "-inf", 1]"#)
        #expect(try pair.ours.decode([Double].self, from: #"["NaN"]"#)[0].isNaN)
        #expect(try pair.ours.decode(Float.self, from: #""NaN""#).isNaN)
        pair.expectSameError(Double.self, #""nan""#)
        DecoderPair().expectSameError(Double.self, #""inf""#)
    }

    // MARK: userInfo and input forms

    @Test func userInfoReachesInitFromDecoder() throws {
        struct Scaled: Decodable {
            var value: Double
            init(from decoder: any Decoder) throws {
                let factor = decoder.userInfo[CodingUserInfoKey(rawValue: "factor")!] as? Double ?? 1
                value = try decoder.singleValueContainer().decode(Double.self) * factor
            }
        }
        let decoder = YYJSONDecoder()
        decoder.userInfo[CodingUserInfoKey(rawValue: "factor")!] = 10.0
        #expect(try decoder.decode([Scaled].self, from: "[1.5]")[0].value == 15)
    }

    @Test func decodesDataBytesStringAndDocument() throws {
        let decoder = YYJSONDecoder()
        let text = #"{"b": 2}"#
        let expected = ["b": 2]
        #expect(try decoder.decode([String: Int].self, from: Data(text.utf8)) == expected)
        #expect(try decoder.decode([String: Int].self, from: Array(text.utf8)) == expected)
        #expect(try decoder.decode([String: Int].self, from: text) == expected)
        #expect(try decoder.decode([String: Int].self, from: JSONDocument(parsing: Array(text.utf8))) == expected)
        #expect(try decoder.decode([String: Int].self, from: "\u{FEFF}" + text) == expected)
    }

    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian, .utf16, .utf32])
    func utf16AndUTF32InputLikeFoundation(_ encoding: String.Encoding) throws {
        let data = try #require(#"{"a": ["é", 1]}"#.data(using: encoding))
        let expected = try? JSONDecoder().decode([String: JSON].self, from: data)
        // (Foundation refuses UTF-32 with a byte order mark; so do we.)
        #expect((try? YYJSONDecoder().decode([String: JSON].self, from: data)) == expected)
    }

    @Test("errors in UTF-16 and UTF-32 input name offsets in that input",
          arguments: [(String.Encoding.utf16LittleEndian, 2), (.utf16BigEndian, 2), (.utf32LittleEndian, 4), (.utf32BigEndian, 4)])
    func errorOffsetsInWideInput(_ encoding: String.Encoding, unitSize: Int) throws {
        // The error is at the `@`, the ninth character: after a character UTF-8 writes in three bytes.
        let data = try #require("{\"日\": [1, @]}".data(using: encoding))
        do {
            _ = try YYJSONDecoder().decode([String: [Int]].self, from: data)
            Issue.record("decoded invalid JSON")
        } catch let DecodingError.dataCorrupted(context) {
            let error = try #require(context.underlyingError as? JSONParseError)
            #expect(error.offset == 10 * unitSize)
            #expect((error.line, error.column) == (1, 11))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func configurationOverloads() throws {
        struct Scaled: DecodableWithConfiguration, EncodableWithConfiguration, Equatable {
            var value: Double
            init(value: Double) { self.value = value }
            init(from decoder: any Decoder, configuration: Double) throws {
                value = try decoder.singleValueContainer().decode(Double.self) * configuration
            }
            func encode(to encoder: any Encoder, configuration: Double) throws {
                var container = encoder.singleValueContainer()
                try container.encode(value * configuration)
            }
        }
        enum Ten: DecodingConfigurationProviding, EncodingConfigurationProviding {
            static let decodingConfiguration = 10.0
            static let encodingConfiguration = 10.0
        }
        #expect(try YYJSONDecoder().decode(Scaled.self, from: Data("1.5".utf8), configuration: 2) == Scaled(value: 3))
        #expect(try YYJSONDecoder().decode(Scaled.self, from: Data("1.5".utf8), configuration: Ten.self) == Scaled(value: 15))
        #expect(try YYJSONEncoder().encode(Scaled(value: 1.5), configuration: 2) == Data("3".utf8))
        #expect(try YYJSONEncoder().encode(Scaled(value: 1.5), configuration: Ten.self) == JSONEncoder().encode(Scaled(value: 1.5), configuration: Ten.self))
    }

    @Test func maxDepthLimitsNesting() {
        let decoder = YYJSONDecoder()
        decoder.maxDepth = 3
        #expect(throws: DecodingError.self) { try decoder.decode([[[[Int]]]].self, from: "[[[[1]]]]") }
        decoder.maxDepth = 4
        #expect((try? decoder.decode([[[[Int]]]].self, from: "[[[[1]]]]")) == [[[[1]]]])
    }

    @Test func oneDecoderServesManyThreads() async throws {
        let decoder = YYJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let data = try fixtureData("weibo")
        let ids = try await withThrowingTaskGroup(of: Int64.self) { group in
            for _ in 0..<8 { group.addTask { try decoder.decode(CodableWeiboStatus.self, from: data).id } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(ids == Array(repeating: 3_887_674_148_022_737, count: 8))
    }
}
