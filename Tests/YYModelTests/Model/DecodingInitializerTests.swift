import Foundation
import Testing
import YYModel

/// The two shapes of the generated `init(jsonElement:context:)`: a struct hands its decoded values
/// to the synthesized memberwise initializer; a struct with its own initializer (or a property
/// the memberwise initializer takes differently) assigns them itself. Both keep initial values for
/// absent keys.
@Suite("Decoding initializer")
struct DecodingInitializerTests {
    static let defaultScore = 3.5

    /// Memberwise: initial values written as literals, as expressions that name an enclosing
    /// type's member, implicit `nil`, and `Optional<T>` spelled out (no implicit `nil`).
    @JSONModel struct Memberwise: Equatable {
        var name: String
        var score: Double = DecodingInitializerTests.defaultScore
        var tags: [String] = ["new"]
        var note: String?
        var rank: Optional<Int>
        let origin: String?
        @JSONIgnore var cache: [Int] = [1]
    }

    /// Keyword names: argument labels without backticks, except `inout`.
    @JSONModel struct Keywords: Equatable {
        var `class`: String = "none"
        var `let`: Int
        var `self`: Bool?
        var `inout`: Int = 0
    }

    /// Declares an initializer, so Swift synthesizes no memberwise one.
    @JSONModel struct OwnInitializer: Equatable {
        var name: String
        var score: Double = 1
        var note: String?

        init(name: String) { self.name = name }
    }

    /// An initializer under `#if` may or may not exist; the model assigns.
    @JSONModel struct ConditionalInitializer: Equatable {
        var name: String
        var score: Double = 1
        #if DEBUG || !DEBUG
        init(name: String) { self.name = name }
        #endif
    }

    /// A `private` property makes the memberwise initializer `private` too; the model assigns.
    @JSONModel struct PrivateStorage {
        var name: String
        private var secret: String = "unset"
        var revealed: String { secret }
    }

    @Test("absent keys keep initial values, present keys replace them (memberwise)")
    func memberwiseKeepsInitialValues() throws {
        let absent = try Memberwise(json: #"{"name": "a", "rank": null, "origin": "x"}"#)
        #expect(absent == Memberwise(name: "a", rank: nil, origin: "x"))
        #expect(absent.score == 3.5 && absent.tags == ["new"] && absent.cache == [1])

        let present = try Memberwise(json: #"{"name": "b", "score": 9, "tags": [], "note": "n", "rank": 2, "cache": [5]}"#)
        #expect(present == Memberwise(name: "b", score: 9, tags: [], note: "n", rank: 2, origin: nil))
    }

    @Test("keyword property names decode through the memberwise initializer")
    func keywordNamesDecode() throws {
        #expect(try Keywords(json: #"{"let": 1}"#) == Keywords(let: 1))
        #expect(try Keywords(json: #"{"class": "c", "let": 2, "self": true, "inout": 3}"#) == Keywords(class: "c", let: 2, self: true, `inout`: 3))
    }

    @Test("a struct with its own initializer assigns the decoded values itself")
    func ownInitializerKeepsInitialValues() throws {
        #expect(try OwnInitializer(json: #"{"name": "a"}"#) == OwnInitializer(name: "a"))
        var expected = OwnInitializer(name: "b")
        expected.score = 2
        expected.note = "n"
        #expect(try OwnInitializer(json: #"{"name": "b", "score": "2", "note": "n"}"#) == expected)
    }

    @Test("an initializer under #if makes the model assign")
    func conditionalInitializerDecodes() throws {
        #expect(try ConditionalInitializer(json: #"{"name": "a"}"#) == ConditionalInitializer(name: "a"))
        #expect(try ConditionalInitializer(json: #"{"name": "a", "score": 4}"#).score == 4)
    }

    @Test("a private property is decoded through assignments")
    func privateStorageDecodes() throws {
        #expect(try PrivateStorage(json: #"{"name": "a"}"#).revealed == "unset")
        #expect(try PrivateStorage(json: #"{"name": "a", "secret": "s"}"#).revealed == "s")
    }
}
