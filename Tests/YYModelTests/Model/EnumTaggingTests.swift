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

    /// Cases of several values, without a model for each: labelled values beside the
    /// discriminator, or under the content key or the case's name; unlabelled ones as an array.
    @JSONModel(discriminator: "shape")
    enum Shape {
        case circle(radius: Double, center: Point?)
        case rectangle(width: Double, height: Double)
        case empty
    }

    @JSONModel(keyStrategy: .snakeCase, discriminator: "op", content: "args")
    enum Operation {
        case move(fromIndex: Int, toIndex: Int)
        case insert(Int, String)
    }

    @JSONModel
    enum Edit {
        case replace(range: [Int], text: String)
        case swap(Int, Int)
    }

    @Test func casesOfSeveralValues() throws {
        let shapes = try [Shape](json: #"[{"shape": "circle", "radius": "2", "center": {"x": 1, "y": 1}}, {"shape": "rectangle", "width": 3, "height": 4}, {"shape": "circle", "radius": 1}]"#)
        guard case .circle(let radius, let center) = shapes[0], case .rectangle(let width, let height) = shapes[1], case .circle(_, let none) = shapes[2] else {
            Issue.record("\(shapes)")
            return
        }
        #expect(radius == 2 && center == Point(x: 1, y: 1) && width == 3 && height == 4 && none == nil)
        #expect(try shapes.jsonString() == #"[{"shape":"circle","radius":2.0,"center":{"x":1,"y":1}},{"shape":"rectangle","width":3.0,"height":4.0},{"shape":"circle","radius":1.0,"center":null}]"#)

        let operations = try [Operation](json: #"[{"op": "move", "args": {"from_index": 1, "to_index": "2"}}, {"op": "insert", "args": [0, "a"]}]"#)
        guard case .move(let from, let to) = operations[0], case .insert(let at, let text) = operations[1] else {
            Issue.record("\(operations)")
            return
        }
        #expect(from == 1 && to == 2 && at == 0 && text == "a")
        #expect(try operations.jsonString() == #"[{"op":"move","args":{"from_index":1,"to_index":2}},{"op":"insert","args":[0,"a"]}]"#)

        let edits = try [Edit](json: #"[{"replace": {"range": [1, 3], "text": "x"}}, {"swap": [4, 5]}]"#)
        guard case .replace(let range, let replacement) = edits[0], case .swap(let first, let second) = edits[1] else {
            Issue.record("\(edits)")
            return
        }
        #expect(range == [1, 3] && replacement == "x" && first == 4 && second == 5)
        #expect(try edits.jsonString() == #"[{"replace":{"range":[1,3],"text":"x"}},{"swap":[4,5]}]"#)
        #expect(edits[1].jsonCase?.name == "swap" && edits[1].jsonCase?.payload == nil)
    }

    @Test func aValueOfSeveralThatDoesNotFitFailsTheCase() throws {
        var issues: [JSONDecodingIssue] = []
        let shapes = try [Shape](json: #"[{"shape": "rectangle", "width": 3}, {"shape": "circle", "radius": "big"}]"#, issues: &issues)
        #expect(shapes.isEmpty)
        #expect(issues.map(\.path) == ["[0]", "[1]"])
        #expect(issues[0].reason.contains("missing 'height'"))
        #expect(issues[1].reason.contains("for 'radius'"))
        let edits = try [Edit](json: #"[{"swap": [4]}, {"swap": {"a": 1}}, {"replace": {"range": [1, "x"], "text": "y"}}]"#, issues: &issues)
        // An array element that does not convert is dropped, as in any array.
        guard case .replace(let range, _) = edits.first, edits.count == 1 else { Issue.record("\(edits)"); return }
        #expect(range == [1])
        #expect(issues.map(\.path) == ["[0]", "[1]", "[2].replace.range[1]"])
        #expect(issues[0].reason.contains("missing '[1]'") && issues[1].reason.contains("an array"))
        #expect(throws: JSONModelError.self) { try Edit(json: #"{"swap": [1, null]}"#) }
    }

    /// Hostile input: errors and issues, never traps.
    @Test func malformedInput() {
        let inputs = ["", "{", #"{"type": "count", "data": "#, #"[{"type": []}]"#, #"{"send_text": {"body": [[[[]]]]}}"#, "null", "[\"quit\""]
        for input in inputs {
            _ = try? Event(json: input)
            _ = try? Command(json: input)
            _ = try? Numbered(json: input)
            _ = try? [Marker](json: input)
            _ = try? [Shape](json: input)
            _ = try? [Edit](json: input)
        }
        #expect(throws: (any Error).self) { try Event(json: #"{"type": "count", "data": "#) }
    }
}
