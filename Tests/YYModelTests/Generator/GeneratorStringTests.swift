import Testing
@testable import YYModelGenerator

/// Strings: `Date` and `URL` only when every sample string qualifies.
@Suite("Generator: strings, dates and URLs")
struct GeneratorStringTests {
    @Test("every format YYModel reads becomes Date", arguments: [
        "2014-01-20", "2014-01-20 12:24:48", "2014-01-20T12:24:48Z", "2014-01-20T12:24:48.123456+08:00",
        "Wed Sep 16 12:20:09 +0800 2015", "Sun Aug 31 00:29:15 +0000 2014",
    ])
    func datesAreDates(_ text: String) throws {
        #expect(TextShape.isDate(text))
        #expect(try GeneratorHarness.type(of: "at", #"{"at": "\#(text)"}"#) == "Date?")
    }

    @Test("a field is Date only when every string is a date")
    func oneNonDateMakesString() throws {
        #expect(try GeneratorHarness.type(of: "at", #"{"at": "2014-01-20"}"#, #"{"at": "soon"}"#) == "String")
        #expect(try GeneratorHarness.type(of: "at", #"{"at": "2014-01-20"}"#, #"{"at": ""}"#) == "String")
        #expect(try GeneratorHarness.type(of: "at", #"{"at": "2014-02-30"}"#) == "String")  // no such day
    }

    @Test("absolute URLs with a scheme and a host become URL", arguments: [
        "https://api.github.com/users/1", "http://t.co/abc", "ftp://example.com/a%20b", "https://x.y:8080/p?q=1#f",
    ])
    func absoluteURLs(_ text: String) throws {
        #expect(TextShape.isAbsoluteURL(text))
        #expect(try GeneratorHarness.type(of: "u", #"{"u": "\#(text)"}"#) == "URL?")
    }

    @Test("other strings stay String", arguments: [
        "/users/1", "example.com", "mailto:a@b.c", "https://x.y/{id}", "https://x.y/a b", "https://", "http://ü.de", "",
    ])
    func notURLs(_ text: String) throws {
        #expect(!TextShape.isAbsoluteURL(text))
        #expect(try GeneratorHarness.type(of: "u", #"{"u": "\#(text)"}"#) == "String")
    }

    @Test("a field is URL only when every string is a URL")
    func oneNonURLMakesString() throws {
        #expect(try GeneratorHarness.type(of: "u", #"{"u": "https://x.y"}"#, #"{"u": "x.y"}"#) == "String")
    }

    @Test("dates and URLs in arrays and maps need no optional")
    func containersOfDates() throws {
        #expect(try GeneratorHarness.type(of: "d", #"{"d": ["2014-01-20", "2015-01-01"]}"#) == "[Date]")
        #expect(try GeneratorHarness.type(of: "u", #"{"u": {"1": "https://x.y"}}"#) == "[String: URL]")
    }

    @Test("strings and numbers do not mix: JSON")
    func stringsAndNumbersAreJSON() throws {
        #expect(try GeneratorHarness.type(of: "w", #"{"w": "640"}"#, #"{"w": 640}"#) == "JSON")
    }
}
