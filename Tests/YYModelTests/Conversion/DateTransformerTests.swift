import Foundation
import Testing
import YYModel

/// One property's date strategy, independent of the options' strategy for the other dates.
@Suite("Conversion: per-property date strategies")
struct DateTransformerTests {
    @JSONModel
    struct Session {
        var created: Date?
        @JSONTransform(UnixSecondsTransformer.self) var started: Date?
        @JSONTransform(UnixMillisecondsTransformer.self) var updated: Date?
        @JSONTransform(ISO8601DateTransformer.self) var expires: Date?
    }

    static let json = """
        {"created": "2015-10-22 17:22:47", "started": 1445534567, "updated": "1445534567500",
         "expires": "2015-10-22T19:22:47.25+02:00"}
        """

    @Test func eachPropertyReadsItsOwnStrategy() throws {
        var issues: [JSONDecodingIssue] = []
        let session = try Session(json: Self.json, issues: &issues)
        #expect(issues.isEmpty)
        #expect(session.created == Date(timeIntervalSince1970: 1_445_534_567))
        #expect(session.started == Date(timeIntervalSince1970: 1_445_534_567))
        #expect(session.updated == Date(timeIntervalSince1970: 1_445_534_567.5))
        #expect(session.expires == Date(timeIntervalSince1970: 1_445_534_567.25))
    }

    @Test func eachPropertyWritesItsOwnStrategy() throws {
        let session = try Session(json: Self.json)
        #expect(try session.jsonString() == """
            {"created":"2015-10-22T17:22:47Z","started":1445534567,"updated":1445534567500,"expires":"2015-10-22T17:22:47.25Z"}
            """)
        let options = JSONWritingOptions(dateEncoding: .millisecondsSince1970)
        #expect(try session.jsonString(options: options).contains(#""started":1445534567,"#))
        #expect(try Session(json: session.jsonString()).expires == session.expires)
    }

    @Test func eachStrategyRefusesTheOthersShapes() throws {
        var issues: [JSONDecodingIssue] = []
        let session = try Session(json: #"{"started": "yesterday", "expires": 1445534567}"#, issues: &issues)
        #expect(session.started == nil && session.expires == nil)
        #expect(issues.map(\.path) == ["started", "expires"])
    }

    @Test func aDateOutsideRFC3339CannotBeWritten() throws {
        var session = Session()
        session.expires = Date(timeIntervalSince1970: 1e12)
        #expect(throws: JSONWritingError.self) { try session.jsonString() }
        session.expires = Date(timeIntervalSince1970: 0)
        #expect(try session.jsonString() == #"{"expires":"1970-01-01T00:00:00Z"}"#)
    }
}
