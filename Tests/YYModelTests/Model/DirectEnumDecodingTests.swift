import Foundation
import Testing
@testable import YYModel
import YYModelCorpusModels

/// Enums tagged by a string member of their cases' objects, read straight from the text (see
/// `DirectDecoding`): the tag found ahead, wherever it stands, then the case's model.
@Suite struct DirectEnumDecodingTests {
    @JSONModel struct Circle: Equatable {
        var kind: String
        var radius: Double
    }

    @JSONModel struct Square: Equatable {
        var side: Int
        var kind: String
    }

    @JSONModel(discriminator: "kind")
    enum Shape: Equatable {
        case circle(Circle)
        @JSONKey("square", "box") case square(Square)
        case empty
    }

    /// Its case's model does not read the tag's key.
    @JSONModel struct Label: Equatable {
        var text: String
    }

    @JSONModel(discriminator: "kind")
    enum Note: Equatable {
        case label(Label)
    }

    @JSONModel(discriminator: "kind")
    enum Fallible: Equatable {
        case circle(Circle)
        @JSONFallback case other(JSON)
    }

    @JSONModel struct Boss: Equatable {
        var kind: String
    }

    @JSONModel struct Person: Equatable {
        var boss: Boss
        var kind: String
    }

    @JSONModel struct Group: Equatable {
        var first: Circle
        var kind: String
    }

    /// Cases whose models hold objects with the tag's key, ahead of the tag itself.
    @JSONModel(discriminator: "kind")
    enum Member: Equatable {
        case user(Person)
        case admin(Person)
        case group(Group)
        case circle(Circle)
    }

    @JSONModel struct Drawing: Equatable {
        var name: String
        var shape: Shape
        var backup: Shape?
    }

    static func direct<Model: JSONModel>(_ type: Model.Type, _ text: String) -> Model? {
        DirectDecoding.decode(Model.self, from: Array(text.utf8), options: JSONDecodingOptions())
    }

    static func fromTape<Model: JSONModel>(_ type: Model.Type, _ text: String) throws -> Model {
        var issues: [JSONDecodingIssue] = []
        let model = try DocumentDecoding.decode(
            Model.self, from: Array(text.utf8), options: JSONDecodingOptions(), modelRootPath: [], issues: &issues)
        #expect(issues.isEmpty)
        return model
    }

    @Test(arguments: [
        (#"{"kind": "circle", "radius": 1.5}"#, Shape.circle(Circle(kind: "circle", radius: 1.5))),
        (#"{"side": 2, "kind": "square"}"#, Shape.square(Square(side: 2, kind: "square"))),
        (#" {"side" : 2 , "kind" : "box"} "#, Shape.square(Square(side: 2, kind: "box"))),
    ])
    func theTagIsFoundWhereverItStands(text: String, expected: Shape) throws {
        #expect(Self.direct(Shape.self, text) == expected)
        #expect(try Self.fromTape(Shape.self, text) == expected)
        #expect(try Shape(json: text) == expected)
    }

    @Test(arguments: [
        #"{"kind": "triangle", "radius": 1}"#, #"{"radius": 1.5}"#, #"{"kind": 1, "radius": 1.5}"#,
        #"{"kind": "empty"}"#, #"{"kind": "circ\u006ce", "radius": 1.5}"#, #"{"radius": 1.5, "kind": "circle"}"#,
        #"{"kind": "circle", "radius": "1.5"}"#, #"{"kind": "circle", "radius": 1.5, "extra": 0}"#, #"[]"#,
    ])
    func anythingElseIsLeftToTheTape(text: String) {
        #expect(Self.direct(Shape.self, text) == nil)
        // The tape decodes it, or reports it, as it did without a direct read.
        #expect((try? Shape(json: text)) == (try? Self.fromTape(Shape.self, text)))
        #expect(Shape.jsonSchema.directKeys?.mayReadDirectly == true)
    }

    /// The first member of the tag's key is a nested one: its case reads the object and does
    /// not confirm it, or stops; the object's own tag is read directly all the same.
    @Test(arguments: [
        (#"{"boss": {"kind": "admin"}, "kind": "user"}"#, Member.user(Person(boss: Boss(kind: "admin"), kind: "user"))),
        (#"{"boss": {"kind": "user"}, "kind": "admin"}"#, Member.admin(Person(boss: Boss(kind: "user"), kind: "admin"))),
        (#"{"first": {"kind": "circle", "radius": 1}, "kind": "group"}"#, Member.group(Group(first: Circle(kind: "circle", radius: 1), kind: "group"))),
        (#"{"boss": {"kind": "unknown"}, "kind": "user"}"#, Member.user(Person(boss: Boss(kind: "unknown"), kind: "user"))),
    ])
    func nestedTagsAheadOfTheObjectsOwnAreNotTakenForIt(text: String, expected: Member) throws {
        #expect(Self.direct(Member.self, text) == expected)
        #expect(try Self.fromTape(Member.self, text) == expected)
        #expect(Member.jsonSchema.directKeys?.mayReadDirectly == true)
    }

    /// The tag is looked for first where the enum's last object had it. There a later object may
    /// have a nested object's tag: the read shows it, and the object's own tag is found instead,
    /// whether the case of the nested tag stops reading the object or reads it all.
    @Test func aTagWhereTheLastObjectHadItIsCheckedByTheRead() throws {
        let circle = "{" + String(repeating: " ", count: 9) + #""kind": "circle", "radius": 1}"#
        let stops = #"{"boss": {"kind": "group"}, "kind": "user"}"#
        let readsAll = #"{"boss": {"kind": "admin"}, "kind": "user"}"#
        // The nested tags' quotes are as far into their objects as the circle's own.
        for text in [circle, stops, readsAll] {
            #expect(text.firstRange(of: "\"kind")?.lowerBound.utf16Offset(in: text) == 10)
        }
        for _ in 0..<3 {
            #expect(Self.direct(Member.self, circle) == .circle(Circle(kind: "circle", radius: 1)))
            #expect(Self.direct(Member.self, stops) == .user(Person(boss: Boss(kind: "group"), kind: "user")))
            #expect(Self.direct(Member.self, circle) == .circle(Circle(kind: "circle", radius: 1)))
            #expect(Self.direct(Member.self, readsAll) == .user(Person(boss: Boss(kind: "admin"), kind: "user")))
            #expect(Self.direct(Member.self, circle) == .circle(Circle(kind: "circle", radius: 1)))
            #expect(try Member(json: readsAll) == .user(Person(boss: Boss(kind: "admin"), kind: "user")))
        }
        #expect(Member.jsonSchema.directKeys?.mayReadDirectly == true)
    }

    @Test func tagsOutsideTheCasesModelsAreNotReadDirectlyAgain() throws {
        let text = #"{"kind": "label", "text": "hi"}"#
        #expect(Self.direct(Note.self, text) == nil)
        #expect(Note.jsonSchema.directKeys?.mayReadDirectly == false)
        #expect(try Note(json: text) == .label(Label(text: "hi")))
    }

    @Test func theFallbackCaseIsTheTapes() throws {
        #expect(Self.direct(Fallible.self, #"{"kind": "circle", "radius": 2}"#) == .circle(Circle(kind: "circle", radius: 2)))
        let other = #"{"kind": "star", "points": 5}"#
        #expect(Self.direct(Fallible.self, other) == nil)
        #expect(try Fallible(json: other) == .other(["kind": "star", "points": 5]))
    }

    @Test func enumsInsideModelsAreReadDirectly() throws {
        let text = #"{"name": "d", "shape": {"side": 3, "kind": "box"}, "backup": {"kind": "circle", "radius": 0.5}}"#
        let expected = Drawing(name: "d", shape: .square(Square(side: 3, kind: "box")), backup: .circle(Circle(kind: "circle", radius: 0.5)))
        #expect(Self.direct(Drawing.self, text) == expected)
        #expect(try Self.fromTape(Drawing.self, text) == expected)
        let unknown = #"{"name": "d", "shape": {"kind": "blob"}, "backup": null}"#
        #expect(Self.direct(Drawing.self, unknown) == nil)
        #expect(Drawing.jsonSchema.directKeys?.mayReadDirectly == true)
    }

    @Test func theGitHubUserFixtureIsReadDirectlyAsAnEnumCase() throws {
        let bytes = Array(try fixtureData("github_user"))
        let kind = try #require(DirectDecoding.decode(GithubUserShapes.AccountKind.self, from: bytes, options: JSONDecodingOptions()))
        let plain = try GithubUserModels.Root(json: bytes)
        guard case .organization(let account) = kind else {
            Issue.record("expected the organization case, got \(kind)")
            return
        }
        #expect(account.login == plain.login && account.type == "Organization" && account.bio == plain.bio)
    }

    /// Random edits of documents: whenever the direct read accepts one, a tape decode accepts it
    /// too, with the same value and no issues.
    @Test func mutatedDocumentsReadDirectlyOnlyWhenTheTapeAgrees() throws {
        var random = RandomJSON(seed: 0xE7A6)
        let originals = [
            #"{"name": "d", "shape": {"side": 3, "kind": "box"}, "backup": {"kind": "circle", "radius": 0.5}}"#,
            #"{"name": "e", "shape": {"kind": "circle", "radius": 1e2}, "backup": null}"#,
        ].map { Array($0.utf8) }
        var accepted = 0
        for round in 0..<10000 {
            let bytes = random.mutate(originals[round % 2])
            let text = String(decoding: bytes, as: UTF8.self)
            guard let model = DirectDecoding.decode(Drawing.self, from: bytes, options: JSONDecodingOptions()) else {
                _ = try? Drawing(json: bytes)
                continue
            }
            accepted += 1
            var issues: [JSONDecodingIssue] = []
            let tape = try DocumentDecoding.decode(Drawing.self, from: bytes, options: JSONDecodingOptions(), modelRootPath: [], issues: &issues)
            #expect(model == tape, "\(text)")
            #expect(issues.isEmpty, "\(text)")
        }
        #expect(accepted > 100)
    }
}
