import Foundation
import Testing
import YYModel

/// `Date` targets: B2.5 (the formats and their exact epoch values), B7.1 testDate, B2.8 row
/// "NSDate", A3 "Date"; every ``JSONDateDecodingStrategy`` and ``JSONDateEncodingStrategy``.
@Suite("Conversion: Date")
struct DateConversionTests {
    @JSONModel struct DateHolder {
        var value: Date = Date(timeIntervalSince1970: -1)
        var optional: Date?
    }

    static let initial = Date(timeIntervalSince1970: -1)

    static func decode(
        _ fragment: String, _ strategy: JSONDateDecodingStrategy = .automatic
    ) throws -> (model: DateHolder, issues: [JSONDecodingIssue]) {
        try ConversionCheck.lenient(DateHolder.self, ConversionCheck.holder(fragment), options: JSONDecodingOptions(dateDecoding: strategy))
    }

    static func expectEpoch(
        _ fragment: String, _ expected: Double, _ strategy: JSONDateDecodingStrategy = .automatic, accuracy: Double = 0
    ) throws {
        let (model, issues) = try decode(fragment, strategy)
        #expect(abs(model.value.timeIntervalSince1970 - expected) <= accuracy, "\(fragment): \(model.value.timeIntervalSince1970)")
        #expect(model.optional.map { abs($0.timeIntervalSince1970 - expected) <= accuracy } == true, "\(fragment)?")
        #expect(issues.isEmpty, "\(issues)")
    }

    static func expectMismatch(_ fragment: String, _ strategy: JSONDateDecodingStrategy = .automatic) throws {
        let (model, issues) = try decode(fragment, strategy)
        #expect(model.value == initial, "\(fragment)")
        #expect(model.optional == nil, "\(fragment)?")
        #expect(ConversionCheck.paths(issues) == ["value", "optional"])
        #expect(ConversionCheck.allMismatches(issues), "\(issues)")
    }

    // MARK: strings (automatic)

    @Test(
        "B7.1 testDate and B2.5: every YYModel format, with its exact epoch value",
        arguments: [
            ("2014-05-06", 1_399_334_400.0),
            ("2014-05-06 07:08:09", 1_399_360_089), ("2014-05-06T07:08:09", 1_399_360_089),
            ("2014-05-06 07:08:09.000", 1_399_360_089), ("2014-05-06T07:08:09.000", 1_399_360_089),
            ("2014-01-20T12:24:48Z", 1_390_220_688), ("2014-01-20T12:24:48+0800", 1_390_191_888),
            ("2014-01-20T12:24:48+12:00", 1_390_177_488), ("2014-01-20T12:24:48.000Z", 1_390_220_688),
            ("2014-01-20T12:24:48.000+0800", 1_390_191_888), ("2014-01-20T12:24:48.000+12:00", 1_390_177_488),
            ("Fri Sep 04 00:12:21 +0800 2015", 1_441_296_741), ("Fri Sep 04 00:12:21.000 +0800 2015", 1_441_296_741),
            ("Wed Sep 16 12:20:09 +0800 2015", 1_442_377_209), ("Wed Dec 25 12:22:19 +0800 2013", 1_387_945_339),
            ("2009-04-02T03:35:22Z", 1_238_643_322), ("1965-07-31", -139_536_000),
        ])
    func yyModelFormats(text: String, epoch: Double) throws {
        try Self.expectEpoch("\"\(text)\"", epoch)
    }

    @Test(
        "other ISO 8601 / RFC 3339 shapes: zones Z, ±HH:MM, ±HHMM; no zone is UTC; leap days",
        arguments: [
            ("2014-01-20", 1_390_176_000.0), ("2014-01-20 12:24:48", 1_390_220_688), ("2014-01-20T12:24:48-05:00", 1_390_238_688),
            ("2014-01-20T12:24:48-0500", 1_390_238_688), ("2014-01-20T12:24:48+00:00", 1_390_220_688),
            ("2014-01-20T12:24:48+05:30", 1_390_200_888), ("2014-01-20T12:24:48+0530", 1_390_200_888),
            ("2014-01-20 12:24:48+08:00", 1_390_191_888), ("2016-02-29", 1_456_704_000), ("2000-02-29", 951_782_400),
            ("1970-01-01T00:00:00Z", 0), ("1969-12-31T23:59:59Z", -1), ("1600-01-01", -11_676_096_000),
            ("9999-12-31T23:59:59Z", 253_402_300_799),
        ])
    func isoShapes(text: String, epoch: Double) throws {
        try Self.expectEpoch("\"\(text)\"", epoch)
    }

    @Test(
        "fractional seconds of any length (1 to 9 digits, more are read to the nanosecond)",
        arguments: [
            ("2014-01-20T12:24:48.5Z", 0.5), ("2014-01-20T12:24:48.25Z", 0.25), ("2014-01-20T12:24:48.125Z", 0.125),
            ("2014-01-20T12:24:48.1234Z", 0.1234), ("2014-01-20T12:24:48.12345Z", 0.12345),
            ("2014-01-20T12:24:48.123456Z", 0.123456), ("2014-01-20T12:24:48.1234567Z", 0.1234567),
            ("2014-01-20T12:24:48.12345678Z", 0.12345678), ("2014-01-20T12:24:48.123456789Z", 0.123456789),
            ("2014-01-20T12:24:48.123456789012Z", 0.123456789), ("2014-01-20T12:24:48.999+00:00", 0.999),
            ("2014-01-20 12:24:48.5", 0.5), ("2014-01-20T12:24:48.000000001Z", 0.000000001),
        ])
    func fractionalSeconds(text: String, fraction: Double) throws {
        try Self.expectEpoch("\"\(text)\"", 1_390_220_688 + fraction, accuracy: 1e-6)
    }

    @Test("a fraction combines with an offset")
    func fractionWithOffset() throws {
        try Self.expectEpoch(#""2014-01-20T12:24:48.75+0800""#, 1_390_191_888.75, accuracy: 1e-6)
        try Self.expectEpoch(#""2014-01-20T12:24:48.75-05:00""#, 1_390_238_688.75, accuracy: 1e-6)
    }

    @Test(
        "impossible or malformed dates are mismatches",
        arguments: [
            "2014-02-30", "2015-02-29", "1900-02-29", "2014-13-01", "2014-00-10", "2014-01-00", "2014-01-32",
            "2014-01-20 25:00:00", "2014-01-20T24:00:00", "2014-01-20T12:60:00", "2014-01-20T12:24:61",
            "garbage", "", " ", "2014-5-6", "2014/01/20", "2014-01-20T", "2014-01-20T12:24", "2014-01-20T12:24:48.",
            "2014-01-20T12:24:48+2400", "2014-01-20T12:24:48+08:60", "2014-01-20T12:24:48 +0800", "2014-01-20T12:24:48Zjunk",
            " 2014-01-20", "Fri Sep 04 00:12:21 2015", "Foo Sep 04 00:12:21 +0800 2015", "Fri Sept 04 00:12:21 +0800 2015",
            "Fri Sep 4 00:12:21 +0800 2015", "/Date(1508305864550+0000)/", "1401234567",
        ])
    func invalidDatesAreMismatches(text: String) throws {
        try Self.expectMismatch("\"\(text)\"")
    }

    @Test("an invalid date leaves the property unchanged (YYModel clears it to nil)")
    func invalidDateLeavesValue_differsFromYYModel() throws {
        var holder = try DateHolder(json: #"{"optional": "2014-05-06"}"#)
        try holder.update(withJSON: #"{"optional": "2014-02-30"}"#)
        #expect(holder.optional == Date(timeIntervalSince1970: 1_399_334_400))
    }

    // MARK: numbers and other kinds (automatic)

    @Test(
        "numbers are seconds since 1970 (YYModel ignores numbers for NSDate)",
        arguments: [("1399334400", 1_399_334_400.0), ("1399334400.5", 1_399_334_400.5), ("-139536000", -139_536_000), ("0", 0), ("1e9", 1e9)])
    func numbersAreSeconds_differsFromYYModel(json: String, epoch: Double) throws {
        try Self.expectEpoch(json, epoch)
    }

    @Test("booleans, objects and arrays are mismatches", arguments: ["true", "false", "{}", "[]", "[1399334400]"])
    func otherKindsAreMismatches(json: String) throws {
        try Self.expectMismatch(json)
    }

    @Test("null: the optional becomes nil; the non-optional is unchanged and reported; null words are not null for dates")
    func null() throws {
        let (model, issues) = try ConversionCheck.lenient(DateHolder.self, #"{"value": null, "optional": null}"#)
        #expect(model.value == Self.initial)
        #expect(model.optional == nil)
        #expect(issues == [JSONDecodingIssue(path: "value", reason: "null for non-optional Date; left unchanged")])
        try Self.expectMismatch(#""null""#)
    }

    // MARK: decoding strategies

    @Test("secondsSince1970: numbers and numeric strings are seconds; date text is a mismatch")
    func secondsStrategy() throws {
        try Self.expectEpoch("1399334400", 1_399_334_400, .secondsSince1970)
        try Self.expectEpoch(#""1399334400""#, 1_399_334_400, .secondsSince1970)
        try Self.expectEpoch(#"" 1399334400.25 ""#, 1_399_334_400.25, .secondsSince1970)
        try Self.expectMismatch(#""2014-05-06""#, .secondsSince1970)
        try Self.expectMismatch("true", .secondsSince1970)
    }

    @Test("millisecondsSince1970: numbers and numeric strings are milliseconds")
    func millisecondsStrategy() throws {
        try Self.expectEpoch("1399334400000", 1_399_334_400, .millisecondsSince1970)
        try Self.expectEpoch(#""1399334400123""#, 1_399_334_400.123, .millisecondsSince1970, accuracy: 1e-6)
        try Self.expectEpoch("-139536000000", -139_536_000, .millisecondsSince1970)
        try Self.expectMismatch(#""2014-05-06""#, .millisecondsSince1970)
    }

    @Test("iso8601: ISO 8601 / RFC 3339 strings only")
    func iso8601Strategy() throws {
        try Self.expectEpoch(#""2014-01-20T12:24:48+12:00""#, 1_390_177_488, .iso8601)
        try Self.expectEpoch(#""2014-05-06""#, 1_399_334_400, .iso8601)
        try Self.expectEpoch(#""2014-01-20T12:24:48.5Z""#, 1_390_220_688.5, .iso8601)
        try Self.expectMismatch(#""Wed Sep 16 12:20:09 +0800 2015""#, .iso8601)
        try Self.expectMismatch("1399334400", .iso8601)
        try Self.expectMismatch(#""2014-02-30""#, .iso8601)
    }

    struct UnsupportedDate: Error, Equatable {}

    /// `/Date(1508305864550+0000)/` (.NET), `nil` for anything else, and a throw for `"throw"`.
    static let dotNet = JSONDateDecodingStrategy.custom { element in
        guard let text = element.string else { return nil }
        if text == "throw" { throw UnsupportedDate() }
        guard text.hasPrefix("/Date("), let end = text.firstIndex(where: { $0 == "+" || $0 == ")" }),
            let milliseconds = Double(text[text.index(text.startIndex, offsetBy: 6)..<end])
        else { return nil }
        return Date(timeIntervalSince1970: milliseconds / 1000)
    }

    @Test("custom: the closure converts; nil is a mismatch; a throw aborts the decode")
    func customStrategy() throws {
        try Self.expectEpoch(#""/Date(1508305864550+0000)/""#, 1_508_305_864.55, Self.dotNet, accuracy: 1e-6)
        try Self.expectMismatch(#""2014-05-06""#, Self.dotNet)
        try Self.expectMismatch("1399334400", Self.dotNet)
        #expect(throws: UnsupportedDate.self) {
            _ = try DateHolder(json: #"{"value": "throw"}"#, options: JSONDecodingOptions(dateDecoding: Self.dotNet))
        }
    }

    @Test("strict mode throws JSONModelError with the path")
    func strict() {
        let error = ConversionCheck.error(DateHolder.self, #"{"value": "2014-05-06", "optional": "2014-02-30"}"#)
        #expect(error == JSONModelError(path: "optional", reason: #"cannot convert string "2014-02-30" to Optional<Date>; left unchanged"#))
    }

    // MARK: output

    static func written(_ epoch: Double, _ strategy: JSONDateEncodingStrategy = .rfc3339) throws -> String {
        var holder = try DateHolder(json: "{}")
        holder.value = Date(timeIntervalSince1970: epoch)
        return try holder.jsonString(options: JSONWritingOptions(dateEncoding: strategy))
    }

    @Test(
        "RFC 3339 in UTC by default, fractional seconds only when present",
        arguments: [
            (100_000_000.0, "1973-03-03T09:46:40Z"), (0, "1970-01-01T00:00:00Z"), (-139_536_000, "1965-07-31T00:00:00Z"),
            (1_399_360_089.5, "2014-05-06T07:08:09.5Z"), (1_390_220_688.125, "2014-01-20T12:24:48.125Z"),
            (1.123456, "1970-01-01T00:00:01.123456Z"), (-0.5, "1969-12-31T23:59:59.5Z"), (-1, "1969-12-31T23:59:59Z"),
            (951_782_400, "2000-02-29T00:00:00Z"), (253_402_300_799, "9999-12-31T23:59:59Z"),
        ])
    func rfc3339Output(epoch: Double, text: String) throws {
        #expect(try Self.written(epoch) == #"{"value":"\#(text)"}"#)
    }

    @Test("every written RFC 3339 date reads back as the same date")
    func rfc3339RoundTrip() throws {
        for epoch in [100_000_000.0, -139_536_000, 1_399_360_089.5, 1_442_377_209, 0.25] {
            let text = try Self.written(epoch)
            #expect(try DateHolder(json: text).value.timeIntervalSince1970 == epoch, "\(text)")
        }
    }

    @Test("the years RFC 3339 can write, 0000 to 9999, read back as the same date")
    func rfc3339Range() throws {
        let edges: [(Double, String)] = [
            (-62_167_219_200, "0000-01-01T00:00:00Z"), (-62_135_596_800, "0001-01-01T00:00:00Z"),
            (253_402_300_799.5, "9999-12-31T23:59:59.5Z"), (-62_167_219_199.75, "0000-01-01T00:00:00.25Z"),
        ]
        for (epoch, text) in edges {
            let written = try Self.written(epoch)
            #expect(written == #"{"value":"\#(text)"}"#)
            #expect(try DateHolder(json: written).value.timeIntervalSince1970 == epoch, "\(written)")
        }
    }

    static let unwritable: [(Double, JSONDateEncodingStrategy)] = [
        (1e19, .rfc3339), (-1e19, .rfc3339), (253_402_300_800, .rfc3339), (-62_167_219_200.5, .rfc3339),
        (253_402_300_799.9999999, .rfc3339), (.greatestFiniteMagnitude, .rfc3339), (.nan, .rfc3339),
        (.infinity, .rfc3339), (.greatestFiniteMagnitude, .millisecondsSince1970), (-.infinity, .secondsSince1970),
        (.nan, .millisecondsSince1970),
    ]

    @Test("a date the strategy cannot write is left out like a non-finite number", arguments: unwritable)
    func unwritableDatesAreLeftOut(epoch: Double, strategy: JSONDateEncodingStrategy) throws {
        var holder = try DateHolder(json: #"{"value": 0}"#)
        holder.optional = Date(timeIntervalSince1970: epoch)
        let options = JSONWritingOptions(dateEncoding: strategy)
        #expect(try holder.jsonString(options: options).hasPrefix(#"{"value":"#))
        #expect(try !holder.jsonString(options: options).contains("optional"))
        #expect(try [holder.optional].jsonString(options: options) == "[null]")
        #expect(try ["at": holder.optional!].jsonString(options: options) == "{}")
    }

    @Test("strict writing throws JSONWritingError with the path of an unwritable date", arguments: unwritable)
    func unwritableDatesThrowInStrictMode(epoch: Double, strategy: JSONDateEncodingStrategy) throws {
        var holder = try DateHolder(json: #"{"value": 0}"#)
        holder.value = Date(timeIntervalSince1970: epoch)
        let options = JSONWritingOptions(dateEncoding: strategy, strict: true)
        #expect { try holder.jsonString(options: options) } throws: { error in
            (error as? JSONWritingError)?.path == "value"
        }
        #expect { try [holder].jsonString(options: options) } throws: { error in
            (error as? JSONWritingError)?.path == "[0].value"
        }
    }

    @Test("a huge number decodes into a date that then encodes without trapping")
    func hugeNumberDecodesAndEncodes() throws {
        let holder = try DateHolder(json: #"{"value": 1, "optional": 1e19}"#)
        #expect(holder.optional?.timeIntervalSince1970 == 1e19)
        #expect(try holder.jsonString() == #"{"value":"1970-01-01T00:00:01Z"}"#)
        #expect(try holder.jsonString(options: JSONWritingOptions(dateEncoding: .secondsSince1970)) == #"{"value":1.0,"optional":1e+19}"#)
    }

    @Test("the other encoding strategies: seconds and milliseconds as Double numbers, custom")
    func encodingStrategies() throws {
        let seconds = try Self.written(100_000_000, .secondsSince1970)
        #expect(seconds == #"{"value":100000000.0}"#)  // a Double: the writer keeps ".0"
        let fractionalSeconds = try Self.written(1_399_360_089.5, .secondsSince1970)
        #expect(fractionalSeconds == #"{"value":1399360089.5}"#)
        let milliseconds = try Self.written(100_000_000, .millisecondsSince1970)
        #expect(milliseconds == #"{"value":100000000000.0}"#)
        let negative = try Self.written(-1.5, .millisecondsSince1970)
        #expect(negative == #"{"value":-1500.0}"#)
        let custom = JSONDateEncodingStrategy.custom { .string("/Date(\(Int64(($0.timeIntervalSince1970 * 1000).rounded())))/") }
        let dotNet = try Self.written(1_508_305_864.55, custom)
        #expect(dotNet == #"{"value":"\/Date(1508305864550)\/"}"#)
        let holder = try DateHolder(json: #"{"value": 1399334400, "optional": "2014-05-06T07:08:09Z"}"#)
        let both = try holder.jsonString(options: JSONWritingOptions(dateEncoding: .secondsSince1970))
        #expect(both == #"{"value":1399334400.0,"optional":1399360089.0}"#)
        let rfc = try holder.jsonString()
        #expect(rfc == #"{"value":"2014-05-06T00:00:00Z","optional":"2014-05-06T07:08:09Z"}"#)
    }
}
