import Foundation
import Testing
import YYModel

/// A discriminated enum's `@JSONFallback` case takes the objects whose discriminator names no other
/// case (or is missing), instead of a mismatch, and writes them back as they were.
@Suite("Models: fallback case of a discriminated enum")
struct FallbackCaseTests {
    @JSONModel
    struct Text: Equatable {
        var body: String = ""
    }

    @JSONModel
    struct Generic: Equatable {
        var type: String = ""
        var title: String?
    }

    @JSONModel(discriminator: "type")
    enum Message: Equatable {
        case text(Text)
        @JSONFallback case unknown(JSON)
    }

    @JSONModel(discriminator: "type")
    enum Card: Equatable {
        case text(Text)
        @JSONFallback case other(card: Generic)
    }

    @JSONModel(discriminator: "kind")
    enum Signal: Equatable {
        case start
        @JSONFallback case unrecognized
    }

    @Test func anUnknownTypeKeepsTheWholeObjectAndWritesItBack() throws {
        let json = #"{"type":"poll","question":"Tea?","options":["yes","no"]}"#
        let message = try Message(json: json)
        #expect(message == .unknown(try JSON(parsing: json)))
        #expect(try message.jsonString() == json)
        #expect(message.jsonCase?.name == "unknown")
        #expect(message.jsonCase?.value == "poll")
        #expect(try Message(json: #"{"type": "text", "body": "hi"}"#) == .text(Text(body: "hi")))
    }

    @Test func aMissingOrNonStringDiscriminatorFallsBackToo() throws {
        #expect(try Message(json: #"{"body": "no type"}"#) == .unknown(["body": "no type"]))
        #expect(try Message(json: #"{"type": 3}"#) == .unknown(["type": 3]))
        // Not an object at all: still a mismatch.
        var issues: [JSONDecodingIssue] = []
        let list = try [Message](json: #"[{"type": "text", "body": "a"}, 5, {"type": "x"}]"#, issues: &issues)
        #expect(list == [.text(Text(body: "a")), .unknown(["type": "x"])])
        #expect(issues.map(\.path) == ["[1]"])
    }

    @Test func aModelPayloadIsDecodedFromTheObject() throws {
        let card = try Card(json: #"{"type": "banner", "title": "Sale"}"#)
        #expect(card == .other(card: Generic(type: "banner", title: "Sale")))
        #expect(try card.jsonString() == #"{"type":"banner","title":"Sale"}"#)
    }

    @Test func aFallbackWithoutPayloadRecordsThatTheTypeWasUnknown() throws {
        #expect(try Signal(json: #"{"kind": "stop"}"#) == .unrecognized)
        #expect(try Signal(json: #"{"kind": "start"}"#) == .start)
        #expect(try Signal.unrecognized.jsonString() == #"{"kind":"unrecognized"}"#)
    }

    @Test func noIssueIsReportedForAFallback() throws {
        var issues: [JSONDecodingIssue] = []
        _ = try [Message](json: #"[{"type": "a"}, {"type": "b"}]"#, options: JSONDecodingOptions(strict: true), issues: &issues)
        #expect(issues.isEmpty)
    }
}
