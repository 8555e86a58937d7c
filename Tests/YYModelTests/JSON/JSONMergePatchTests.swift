import Testing
import YYModel

/// JSON Merge Patch (RFC 7386): applying patches, and making them from two documents.
@Suite("JSON Merge Patch")
struct JSONMergePatchTests {
    /// Every example of RFC 7386, Appendix A: original, patch, result.
    static let rfcExamples: [(String, String, String)] = [
        (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
        (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
        (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
        (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
        (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
        (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
        (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
        (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
        (#"{"a":"foo"}"#, #"null"#, #"null"#),
        (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
        (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
        (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
        (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
    ]

    @Test("every example of RFC 7386 Appendix A, with the members in order")
    func rfcAppendix() throws {
        for (original, patch, result) in Self.rfcExamples {
            let target = try JSON(parsing: original)
            let merged = target.merging(patch: try JSON(parsing: patch))
            #expect(merged == (try JSON(parsing: result)), "\(original) + \(patch)")
            #expect(try merged.jsonString() == result, "\(original) + \(patch)")
            var inPlace = target
            inPlace.merge(patch: try JSON(parsing: patch))
            #expect(inPlace == merged)
        }
    }

    @Test("the example of RFC 7386 section 3")
    func rfcSection3() throws {
        var document = try JSON(parsing: #"""
            {"title": "Goodbye!", "author": {"givenName": "John", "familyName": "Doe"},
             "tags": ["example", "sample"], "content": "This will be unchanged"}
            """#)
        document.merge(patch: try JSON(parsing: #"""
            {"title": "Hello!", "phoneNumber": "+01-123-456-7890", "author": {"familyName": null},
             "tags": ["example"]}
            """#))
        #expect(try document.jsonString() == #"{"title":"Hello!","author":{"givenName":"John"},"tags":["example"],"content":"This will be unchanged","phoneNumber":"+01-123-456-7890"}"#)
    }

    @Test("of a key twice in a patch only the last counts; a null removes every duplicate")
    func duplicates() throws {
        let target = try JSON(parsing: #"{"a": {"x": 1}, "b": 1, "b": 2}"#)
        let merged = target.merging(patch: try JSON(parsing: #"{"a": {"y": 1}, "a": {"z": 1}, "b": null}"#))
        #expect(try merged.jsonString() == #"{"a":{"x":1,"z":1}}"#)
    }

    @Test("the patch between two documents: removals, changes, additions, nested objects")
    func diff() throws {
        let old = try JSON(parsing: #"{"name": "Ann", "tags": ["a"], "age": 40, "address": {"city": "Oslo", "zip": "0150"}, "n": 1}"#)
        let new = try JSON(parsing: #"{"name": "Ann", "tags": ["a", "b"], "address": {"city": "Bergen", "zip": "0150"}, "n": 1.0, "city": {"x": 1}}"#)
        let patch = JSON.mergePatch(from: old, to: new)
        #expect(try patch.jsonString() == #"{"age":null,"tags":["a","b"],"address":{"city":"Bergen"},"city":{"x":1}}"#)
        #expect(old.merging(patch: patch) == new)
        #expect(JSON.mergePatch(from: old, to: old) == [:])
        #expect(JSON.mergePatch(from: [1, 2], to: ["a": 1]) == ["a": 1])
        #expect(JSON.mergePatch(from: ["a": 1], to: [1]) == [1])
        #expect(JSON.mergePatch(from: ["a": 1], to: nil) == .null)
        #expect((["a": 1] as JSON).merging(patch: JSON.mergePatch(from: ["a": 1], to: nil)) == .null)
    }

    @Test("a null member cannot be set by a merge patch; in an array it can")
    func nullLimitation() throws {
        let old = try JSON(parsing: #"{"a": 1, "list": [1]}"#)
        let new = try JSON(parsing: #"{"a": null, "list": [null, {"b": null}]}"#)
        let merged = old.merging(patch: JSON.mergePatch(from: old, to: new))
        #expect(merged != new)
        #expect(try merged.jsonString() == #"{"list":[null,{"b":null}]}"#)
    }

    @Test("diff then patch gives the edited document back", arguments: corpusNames)
    func roundTrip(corpus: String) throws {
        let original = try JSON(parsing: fixtureData(corpus))
        var generator = SplitMix64(seed: 0x5EED_0000 &+ UInt64(corpus.utf8.count))
        let rounds = corpus == "canada" ? 8 : 40
        for round in 0..<rounds {
            var edited = original
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                randomEdit(&edited, using: &generator)
            }
            // A merge patch cannot set a member to null: the target has none outside arrays.
            let target = withoutNullMembers(edited)
            let patch = JSON.mergePatch(from: original, to: target)
            let patched = original.merging(patch: patch)
            #expect(patched == target, "\(corpus), round \(round)")
            // Equal objects need no change; any other value is its own patch.
            let none: JSON = target.object == nil ? target : [:]
            #expect(JSON.mergePatch(from: target, to: patched) == none, "\(corpus), round \(round)")
            // The patch survives being written and read back.
            #expect(original.merging(patch: try JSON(parsing: patch.jsonString())) == target, "\(corpus), round \(round)")
        }
    }
}

/// `json` without the `null` members of the objects reached from the top through objects only.
func withoutNullMembers(_ json: JSON) -> JSON {
    guard case .object(let members) = json else { return json }
    var result = JSONObject()
    let last = Dictionary(zip(members.keys, members.keys.indices), uniquingKeysWith: { $1 })
    for (index, (key, value)) in members.enumerated() where last[key] == index && value != .null {
        result.append(key: key, value: withoutNullMembers(value))
    }
    return .object(result)
}

/// Changes one random place of `json`: replaces a value, removes a member or element, adds a
/// member, or appends an element.
func randomEdit(_ json: inout JSON, using generator: inout SplitMix64) {
    let values = allValues(of: json)
    let (pointer, value) = values[Int.random(in: 0..<values.count, using: &generator)]
    let replacements: [JSON] = [
        nil, true, false, 0, -7, 2.5, "edited", "", [], [:], ["k": "v", "n": nil], [1, nil, ["x": nil]],
    ]
    let replacement = replacements[Int.random(in: 0..<replacements.count, using: &generator)]
    switch (Int.random(in: 0..<4, using: &generator), value) {
    case (0, .object), (1, .object):
        json[pointer: JSONPointer(tokens: pointer.tokens + ["new\(generator.next() % 1000)"])] = replacement
    case (0, .array), (1, .array):
        json[pointer: JSONPointer(tokens: pointer.tokens + ["-"])] = replacement
    case (2, _) where !pointer.tokens.isEmpty:
        json[pointer: pointer] = nil
    default:
        json[pointer: pointer] = replacement
    }
}
