import Foundation
import Testing
import YYModel

/// Enums beyond a string discriminator among the model's members: integer discriminators, the
/// value beside the tag (adjacent tagging), the case as the only key (external tagging), and
/// values that are not models.
@Suite("Models: enum tagging")
struct EnumTaggingTests {
    @JSONModel
    struct Text {
        var body: String = ""
    }

    @JSONModel
    struct Image {
        var url: String = ""
        var width: Int?
    }

    /// `{"kind": 1, "body": "hi"}`: integer discriminator values among the model's members.
    @JSONModel(discriminator: "kind")
    enum Numbered {
        @JSONKey(1) case text(Text)
        @JSONKey(2, 3) case image(Image)
        @JSONKey(0) case ping
        @JSONFallback case other(JSON)
    }

    @Test func integerDiscriminators() throws {
        let items = try [Numbered](json: #"[{"kind": 1, "body": "hi"}, {"kind": "3", "url": "a.png"}, {"kind": 0}, {"kind": 9, "x": 1}]"#)
        guard case .text(let text) = items[0], case .image(let image) = items[1], case .ping = items[2], case .other(let other) = items[3] else {
            Issue.record("\(items)")
            return
        }
        #expect(text.body == "hi" && image.url == "a.png" && other["x"] == 1)
        #expect(try items.jsonString() == #"[{"kind":1,"body":"hi"},{"kind":2,"url":"a.png"},{"kind":0},{"kind":9,"x":1}]"#)
        #expect(items[1].jsonCase?.value == "2")
        var issues: [JSONDecodingIssue] = []
        _ = try [Numbered](json: #"[{"kind": "one"}, {"kind": 1.5}]"#, issues: &issues)
        #expect(issues.count == 0)  // the fallback takes both
    }

    @JSONModel(discriminator: "kind")
    enum StrictNumbered {
        @JSONKey(1) case text(Text)
        @JSONKey(-2) case image(Image)
    }

    @Test func unknownIntegerValuesAreMismatches() throws {
        var issues: [JSONDecodingIssue] = []
        let items = try [StrictNumbered](json: #"[{"kind": 7}, {"kind": "x"}, {"kind": -2, "url": "b"}]"#, issues: &issues)
        #expect(items.count == 1)
        #expect(issues.map(\.path) == ["[0]", "[1]"])
        #expect(issues.first?.reason.contains("unknown discriminator 'kind' value \"7\"") == true)
        #expect(issues.last?.reason.contains("not an integer") == true)
    }

    /// `{"type": "text", "data": {...}}`, with values that are not models.
    @JSONModel(discriminator: "type", content: "data")
    enum Event {
        case text(Text)
        case count(Int)
        case tags([String])
        case closed
    }

    @Test func adjacentTagging() throws {
        let json = #"[{"type": "text", "data": {"body": "hi"}}, {"type": "count", "data": "42"}, {"type": "tags", "data": ["a", "b"]}, {"type": "closed"}]"#
        let events = try [Event](json: json)
        guard case .text(let text) = events[0], case .count(let count) = events[1], case .tags(let tags) = events[2], case .closed = events[3] else {
            Issue.record("\(events)")
            return
        }
        #expect(text.body == "hi" && count == 42 && tags == ["a", "b"])
        #expect(try events.jsonString() == #"[{"type":"text","data":{"body":"hi"}},{"type":"count","data":42},{"type":"tags","data":["a","b"]},{"type":"closed"}]"#)
        #expect(events[1].jsonCase?.payload == nil && events[0].jsonCase?.payload is Text)
    }

    @Test func adjacentValuesReportAtTheirPath() throws {
        var issues: [JSONDecodingIssue] = []
        let events = try [Event](json: #"[{"type": "count", "data": "many"}, {"type": "count"}, {"type": "tags", "data": ["a", {}]}]"#, issues: &issues)
        #expect(events.count == 1)
        #expect(issues.map(\.path) == ["[0]", "[1]", "[2].data[1]"])
        #expect(issues[0].reason.contains("cannot convert") && issues[1].reason.contains("missing"))
    }

    /// `{"text": {...}}` and `"closed"`.
    @JSONModel(keyStrategy: .snakeCase)
    enum Command {
        case sendText(Text)
        case resize(width: Int)
        case optionalNote(String?)
        case quit
    }

    @Test func externalTagging() throws {
        let json = #"[{"send_text": {"body": "hi"}}, {"resize": "640"}, {"optional_note": null}, "quit", {"quit": null}]"#
        let commands = try [Command](json: json)
        guard case .sendText(let text) = commands[0], case .resize(let width) = commands[1], case .optionalNote(let note) = commands[2],
            case .quit = commands[3], case .quit = commands[4]
        else {
            Issue.record("\(commands)")
            return
        }
        #expect(text.body == "hi" && width == 640 && note == nil)
        #expect(try commands.jsonString() == #"[{"send_text":{"body":"hi"}},{"resize":640},{"optional_note":null},"quit","quit"]"#)
        #expect(commands[1].jsonCase?.name == "resize" && commands[1].jsonCase?.value == "resize")
    }

    @Test func externalTagsMustBeOneMember() throws {
        var issues: [JSONDecodingIssue] = []
        let commands = try [Command](json: #"[{"resize": 1, "quit": null}, {}, 7, {"jump": 1}]"#, issues: &issues)
        #expect(commands.isEmpty)
        #expect(issues.map(\.path) == ["[0]", "[1]", "[2]", "[3]"])
        #expect(issues[0].reason.contains("one member, not 2"))
        #expect(issues[3].reason.contains("unknown case \"jump\""))
        #expect(throws: JSONModelError.self) { try Command(json: "[]") }
    }

    /// Values of types that are only `Codable` travel through the runtime conversions.
    struct Point: Codable, Equatable {
        var x: Double
        var y: Double
    }

    @JSONModel(discriminator: "shape", content: "at")
    enum Marker {
        case pin(Point)
        case label(String)
    }

    @Test func valuesOfCodableTypes() throws {
        let marker = try Marker(json: #"{"shape": "pin", "at": {"x": 1, "y": 2.5}}"#)
        #expect(marker.jsonCase?.name == "pin")
        guard case .pin(let point) = marker else { Issue.record("\(marker)"); return }
        #expect(point == Point(x: 1, y: 2.5))
        #expect(try marker.jsonString() == #"{"shape":"pin","at":{"x":1,"y":2.5}}"#)
    }

    /// Hostile input: errors and issues, never traps.
    @Test func malformedInput() {
        let inputs = ["", "{", #"{"type": "count", "data": "#, #"[{"type": []}]"#, #"{"send_text": {"body": [[[[]]]]}}"#, "null", "[\"quit\""]
        for input in inputs {
            _ = try? Event(json: input)
            _ = try? Command(json: input)
            _ = try? Numbered(json: input)
            _ = try? [Marker](json: input)
        }
        #expect(throws: (any Error).self) { try Event(json: #"{"type": "count", "data": "#) }
    }
}
