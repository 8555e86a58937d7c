import Foundation
import Testing
import YYJSON
import YYModel

/// `@JSONTransform(.dateFormat(...))`: dates in a fixed layout per property.
@Suite("Conversion: date formats per property")
struct DateFormatTransformTests {
    @JSONModel
    struct Booking {
        @JSONTransform(.dateFormat("yyyy-MM-dd")) var day: Date?
        @JSONTransform(.dateFormat("dd/MM/yyyy HH:mm")) var start: Date?
        @JSONTransform(.dateFormat("EEE, dd MMM yyyy HH:mm:ss Z")) var sent: Date?
        @JSONTransform(.dateFormat("yyyy-MM-dd'T'HH:mm:ss.SSSXXX")) var stamp: Date?
        @JSONTransform(.dateFormat("h:mm a 'on' MMMM d, yyyy", timeZone: TimeZone(secondsFromGMT: 3600)!)) var local: Date?
    }

    static let json = """
        {"day": "2024-03-09", "start": "09/03/2024 14:30", "sent": "Sat, 09 Mar 2024 14:30:05 +0100",
         "stamp": "2024-03-09T14:30:05.123+02:00", "local": "2:30 PM on March 9, 2024"}
        """

    /// Seconds since 1970 of a UTC calendar time.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Double = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let midnight = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        return midnight.addingTimeInterval(Double(hour * 3600 + minute * 60) + second)
    }

    @Test func eachPropertyReadsItsLayout() throws {
        var issues: [JSONDecodingIssue] = []
        let booking = try Booking(json: Self.json, issues: &issues)
        #expect(issues.isEmpty)
        #expect(booking.day == Self.utc(2024, 3, 9))
        #expect(booking.start == Self.utc(2024, 3, 9, 14, 30))
        #expect(booking.sent == Self.utc(2024, 3, 9, 13, 30, 5))
        #expect(abs(booking.stamp!.timeIntervalSince(Self.utc(2024, 3, 9, 12, 30, 5.123))) < 1e-6)
        #expect(booking.local == Self.utc(2024, 3, 9, 13, 30))
    }

    @Test func eachPropertyWritesItsLayout() throws {
        let booking = try Booking(json: Self.json)
        #expect(try booking.jsonString() == """
            {"day":"2024-03-09","start":"09\\/03\\/2024 14:30","sent":"Sat, 09 Mar 2024 13:30:05 +0000",\
            "stamp":"2024-03-09T12:30:05.123Z","local":"2:30 PM on March 9, 2024"}
            """)
    }

    @Test func textThatDoesNotFitIsAMismatchAtItsPath() throws {
        var issues: [JSONDecodingIssue] = []
        let json = #"{"day": "2023-02-29", "start": "09/03/2024", "sent": 1709991005, "stamp": "2024-03-09T14:30:05.123+02:00 "}"#
        let booking = try Booking(json: json, issues: &issues)
        #expect(booking.day == nil && booking.start == nil && booking.sent == nil && booking.stamp == nil)
        #expect(issues.map(\.path) == ["day", "start", "sent", "stamp"])
        #expect(issues.first?.reason == #"cannot convert string "2023-02-29" to Date; left unchanged"#)
        #expect(throws: JSONModelError.self) { try Booking(json: json, options: JSONDecodingOptions(strict: true)) }
    }

    @JSONModel
    struct Unsupported {
        @JSONTransform(.dateFormat("G yyyy")) var era: Date?
    }

    @Test func anUnsupportedFieldIsNamedOnBothSides() throws {
        var issues: [JSONDecodingIssue] = []
        _ = try Unsupported(json: #"{"era": "AD 2024"}"#, issues: &issues)
        #expect(issues.first?.reason.contains("unsupported field letter 'G'") == true)
        let value = Unsupported(era: Date(timeIntervalSince1970: 0))
        #expect(throws: JSONWritingError.self) { try value.jsonString() }
    }

    @JSONModel
    struct Entry {
        @JSONTransform(.dateFormat("yyyyMMdd")) var day: Date = Date(timeIntervalSince1970: 0)
        @JSONTransform(.dateFormat("HH:mm")) var time: Date? = Date(timeIntervalSince1970: 0)
    }

    @Test func optionalAndUpdate() throws {
        var entry = try Entry(json: #"{"day": "20240309", "time": null}"#)
        #expect(entry.day == Self.utc(2024, 3, 9))
        #expect(entry.time == nil)
        try entry.update(withJSON: #"{"time": "07:05"}"#)
        #expect(entry.day == Self.utc(2024, 3, 9))
        #expect(entry.time == Self.utc(2000, 1, 1, 7, 5))  // the day DateFormatter assumes too
        try entry.update(withJSON: #"{"day": "2024-03-10"}"#)
        #expect(entry.day == Self.utc(2024, 3, 9))
    }

    @Test func literalTextMayBeAnyUnicode() throws {
        let pattern = DatePattern("yyyy年M月d日 'à' HH:mm")
        let text = pattern.write(wallSeconds: 1_709_994_600, zoneOffset: 0)
        #expect(text == "2024年3月9日 à 14:30")
        #expect(pattern.read("2024年3月9日 à 14:30")?.wallSeconds == 1_709_994_600)
        #expect(pattern.read("2024年3月9日 a 14:30") == nil)
    }

    /// Any text, any pattern: a reading or `nil`, never a trap.
    @Test func arbitraryTextAndPatternsAreSafe() {
        var random = SplitMix64(seed: 0xDA7E)
        let alphabet = Array("yMdHhkKmsSaEZXx'-:/., 0123456789+TZAPMJanMon年".utf8)
        func text(_ length: UInt64) -> String {
            String(decoding: (0..<Int(random.next() % length)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }, as: UTF8.self)
        }
        for _ in 0..<20_000 {
            let pattern = DatePattern(text(16))
            _ = pattern.read(text(24))
            _ = pattern.write(wallSeconds: Double(Int64(bitPattern: random.next()) % 10_000_000_000_000) / 1000, zoneOffset: -3600)
        }
    }

    /// Writing and reading agree with `DateFormatter` (English, UTC) across eras of dates.
    @Test(arguments: [
        "yyyy-MM-dd HH:mm:ss", "dd/MM/yy h:mm:ss a", "EEEE, MMMM d, yyyy 'at' HH:mm:ss.SSS",
        "EEE MMM dd HH:mm:ss Z yyyy", "yyyy-MM-dd'T'HH:mm:ssXXX", "yyyyMMddHHmmss", "k:mm K:mm",
    ])
    func agreesWithDateFormatter(format: String) throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        let pattern = DatePattern(format)
        var random = SplitMix64(seed: UInt64(format.utf8.count))
        // Two-digit years read back as 2000-2099, where `DateFormatter` slides a window around
        // today: compare those from 2000 to 2039 only, the others from 1800 to 2199.
        let hasShortYear = format.contains("yy") && !format.contains("yyyy")
        let (start, span): (Int, UInt64) = hasShortYear ? (946_684_800_000, 1_262_304_000_000) : (-5_364_662_400_000, 12_623_040_000_000)
        for _ in 0..<2000 {
            let milliseconds = start + Int(random.next() % span)
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let expected = formatter.string(from: date)
            #expect(pattern.write(wallSeconds: date.timeIntervalSince1970, zoneOffset: 0) == expected, "\(milliseconds)")
            let reading = try #require(pattern.read(expected), "\(expected)")
            let seconds = reading.wallSeconds - Double(reading.zoneOffset ?? 0)
            let expectedSeconds = try #require(formatter.date(from: expected)).timeIntervalSince1970
            #expect(abs(seconds - expectedSeconds) < 1e-6, "\(expected)")
        }
    }
}
