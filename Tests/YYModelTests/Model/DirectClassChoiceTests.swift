import Foundation
import Testing
@testable import YYModel

/// A class picked by `jsonModelClass(for:)` at the top level: the hook sees a view of the text,
/// runs once, and the object is read directly as the class it picks, or else from a tape as that
/// class.
@Suite(.serialized) struct DirectClassChoiceTests {
    /// How many times the hook ran.
    final class HookCalls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func record() { lock.withLock { count += 1 } }
        func take() -> Int { lock.withLock { defer { count = 0 }; return count } }
    }

    static let calls = HookCalls()

    @JSONModel
    class Shape: @unchecked Sendable {
        var kind: String
        var name: String

        class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? {
            calls.record()
            if json["kind"] == "circle" { return Circle.self }
            if json["kind"] == "square" { return Square.self }
            if json["kind"] == "stranger" { return Stranger.self }
            return nil
        }
    }

    @JSONModel
    final class Circle: Shape, @unchecked Sendable {}

    @JSONModel
    final class Square: Shape, @unchecked Sendable {
        var side: Int = 0
    }

    @JSONModel
    final class Stranger {
        var kind: String = ""
    }

    /// The class and values of a decoded shape, or the error's absence.
    static func summary(_ shape: Shape?) -> String {
        guard let shape else { return "error" }
        let side = (shape as? Square).map { " \($0.side)" } ?? ""
        return "\(type(of: shape)) \(shape.kind) \(shape.name)\(side)"
    }

    /// What a direct read makes of `text`, and the choice it made.
    static func direct(_ text: String) throws -> (shape: Shape?, choice: ModelClassChoice?) {
        var choice: ModelClassChoice?
        var issues: [JSONDecodingIssue] = []
        let shape = try DirectDecoding.decodeChoosingClass(
            Shape.self, from: Array(text.utf8), options: JSONDecodingOptions(), choice: &choice, issues: &issues)
        return (shape, choice)
    }

    /// What a tape alone makes of `text`, the hook consulted on the parsed object.
    static func fromTape(_ text: String) -> Shape? {
        fromTape(Array(text.utf8))
    }

    static func fromTape(_ bytes: [UInt8]) -> Shape? {
        var issues: [JSONDecodingIssue] = []
        return try? DocumentDecoding.decode(Shape.self, from: bytes, options: JSONDecodingOptions(), modelRootPath: [], issues: &issues)
    }

    @Test(arguments: [
        (#"{"kind": "circle", "name": "c"}"#, "Circle circle c"),
        (#" {"kind":"plain","name":"p"} "#, "Shape plain p"),
        (#"{"kind": "circle", "name": "{not: [nested]}"}"#, "Circle circle {not: [nested]}"),
    ])
    func theClassPickedIsReadDirectly(text: String, expected: String) throws {
        _ = Self.calls.take()
        let (shape, choice) = try Self.direct(text)
        #expect(Self.summary(shape) == expected)
        #expect(choice?.answeredFromText == true)
        #expect(Self.calls.take() == 1)
    }

    @Test(arguments: [
        (#"{"kind": "square", "name": "s", "side": 3}"#, "Square square s 3"),
        (#"{"name": "n", "kind": "circle"}"#, "Circle circle n"),
        (#"{"kind": "circle", "name": "n", "extra": [1, {"kind": "square"}]}"#, "Circle circle n"),
        (#"{"meta": {"kind": "square"}, "kind": "circle", "name": "n"}"#, "Circle circle n"),
        (#"{"kin\u0064": "circle", "name": "escaped key"}"#, "Circle circle escaped key"),
        (#"{"kind": "circ\u006ce", "name": "escaped value"}"#, "Circle circle escaped value"),
        (#"{"kind": "stranger", "name": "not a subclass"}"#, "Shape stranger not a subclass"),
        (#"{"kind": 7, "name": "n"}"#, "Shape 7 n"),
        (#"{"name": "no kind"}"#, "Shape  no kind"),
        (#"[{"kind": "circle", "name": "n"}]"#, "error"),
        (#"{"kind": "circle", "name": "n"} trailing"#, "error"),
    ])
    func theHookRunsOnceWhereverTheObjectIsRead(text: String, expected: String) throws {
        _ = Self.calls.take()
        let shape = try? Shape(json: text)
        #expect(Self.summary(shape) == expected)
        // Not at all for a top-level array: only objects are models.
        #expect(Self.calls.take() == (text.hasPrefix("[") ? 0 : 1))
        #expect(Self.summary(Self.fromTape(text)) == expected)
    }

    /// The view looks first where the last object had the member the hook asked for; a later
    /// object may have a nested object's member there, which the view does not take for its own.
    @Test func theViewTakesOnlyTheObjectsOwnMemberWhereTheLastHadIt() throws {
        let first = #"{"name":"", "kind": "square", "side": 1}"#
        let nestedThere = #"{"meta":   {"kind": "square"}, "kind": "circle", "name": "n"}"#
        #expect(first.firstRange(of: "\"kind")?.lowerBound.utf16Offset(in: first) == 12)
        #expect(nestedThere.firstRange(of: "\"kind")?.lowerBound.utf16Offset(in: nestedThere) == 12)
        for _ in 0..<3 {
            _ = Self.calls.take()
            #expect(Self.summary(try? Shape(json: first)) == "Square square  1")
            #expect(Self.summary(try? Shape(json: nestedThere)) == "Circle circle n")
            #expect(Self.summary(try Self.direct(#"{"kind": "circle", "name": "c"}"#).shape) == "Circle circle c")
            #expect(Self.calls.take() == 3)
        }
    }

    /// When the hook picked one class twice in a row, the next object is read as that class
    /// before the hook runs; each object still becomes the class the hook picks for it, and the
    /// hook runs once per object.
    @Test func aStreamThatChangesClassDecodesEachObjectAsItsOwn() throws {
        let stream: [(text: String, expected: String)] = [
            (#"{"kind": "circle", "name": "a"}"#, "Circle circle a"),
            (#"{"kind": "circle", "name": "b"}"#, "Circle circle b"),
            (#"{"kind": "circle", "name": "c"}"#, "Circle circle c"),
            (#"{"kind": "square", "name": "d", "side": 2}"#, "Square square d 2"),
            (#"{"kind": "square", "name": "e", "side": 3}"#, "Square square e 3"),
            (#"{"kind": "circle", "name": "f"}"#, "Circle circle f"),
            (#"{"kind": "plain", "name": "g"}"#, "Shape plain g"),
            (#"{"kind": "plain", "name": "h"}"#, "Shape plain h"),
            (#"{"kind": "square", "name": "i", "side": 4}"#, "Square square i 4"),
            (#"{"kind": "circle", "name": "j", "extra": 1}"#, "Circle circle j"),
        ]
        for _ in 0..<2 {
            for (text, expected) in stream {
                _ = Self.calls.take()
                #expect(Self.summary(try? Shape(json: text)) == expected, "\(text)")
                #expect(Self.calls.take() == 1, "\(text)")
            }
        }
        _ = try Self.direct(#"{"kind": "circle", "name": "k"}"#)
        _ = try Self.direct(#"{"kind": "circle", "name": "l"}"#)
        #expect(Shape.jsonSchema.directKeys?.repeatedChoice == Circle.self)
        _ = try Self.direct(#"{"kind": "square", "name": "m", "side": 5}"#)
        #expect(Shape.jsonSchema.directKeys?.repeatedChoice == nil)
    }

    @JSONModel
    struct Header: Sendable {
        var kind: String
    }

    @JSONModel
    class Post: @unchecked Sendable {
        var title: String
        var header: Header
        var kind: String

        class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? {
            json["kind"] == "video" ? VideoPost.self : nil
        }
    }

    @JSONModel
    final class VideoPost: Post, @unchecked Sendable {}

    /// An object read as the class last picked shows where its first nested object begins: a
    /// key where the last object had the hook's member, but inside that nested object, is not
    /// taken for the object's own.
    @Test func aGuessedReadDoesNotVouchForKeysInNestedObjects() throws {
        let video = #"{"title": "",         "kind": "video", "header": {"kind": "h"}}"#
        let nestedThere = #"{"title":"","header":{"kind":"video"},"kind":"text"}"#
        #expect(video.firstRange(of: "\"kind")?.lowerBound.utf16Offset(in: video) == 22)
        #expect(nestedThere.firstRange(of: "\"kind")?.lowerBound.utf16Offset(in: nestedThere) == 22)
        for _ in 0..<3 {
            let videos = try (0..<3).map { _ in try Post(json: video) }
            #expect(videos.allSatisfy { $0 is VideoPost && $0.kind == "video" })
            let post = try Post(json: nestedThere)
            #expect(type(of: post) == Post.self)
            #expect(post.kind == "text" && post.header.kind == "video")
        }
    }

    /// Hostile text reaches the hook before any parse: a tag nested far deeper than a tree may be
    /// is an error of the decode, not a crash, and the hook runs once.
    @Test func deeplyNestedTextFailsWithAnError() {
        _ = Self.calls.take()
        let depth = 200_000
        let text = #"{"kind": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + #", "name": "n"}"#
        #expect(throws: (any Error).self) { try Shape(json: text) }
        #expect(Self.calls.take() == 1)
    }

    /// The view answers with a key's first member; where the key repeats, the last one counts,
    /// as on a tape.
    @Test(arguments: [
        (#"{"kind": "square", "name": "n", "kind": "circle"}"#, "Circle circle n"),
        (#"{"kind": "square", "name": "n", "kin\u0064": "circle"}"#, "Circle circle n"),
        (#"{"kind": "circle", "kind": "circle", "name": "n"}"#, "Circle circle n"),
    ])
    func aRepeatedKeyCountsAsOnATape(text: String, expected: String) throws {
        #expect(Self.summary(try? Shape(json: text)) == expected)
        #expect(Self.summary(Self.fromTape(text)) == expected)
    }

    /// Random edits of documents decode as a tape alone decodes them, or fail as it does, and
    /// the hook runs at most once.
    @Test func mutatedDocumentsDecodeAsOnATape() {
        var random = RandomJSON(seed: 0xC1A5)
        let originals = [
            #"{"kind": "circle", "name": "a{/b}"}"#,
            #"{"kind": "square", "name": "s", "side": 4}"#,
            #"{"kind": "plain", "name": "p"}"#,
        ].map { Array($0.utf8) }
        for round in 0..<6000 {
            let bytes = random.mutate(originals[round % originals.count])
            let text = String(decoding: bytes, as: UTF8.self)
            _ = Self.calls.take()
            let shape = try? Shape(json: bytes)
            #expect(Self.calls.take() <= 1, "\(text)")
            #expect(Self.summary(shape) == Self.summary(Self.fromTape(bytes)), "\(text)")
        }
    }
}

