import Testing
import YYModel

/// JSON Pointer (RFC 6901): parsing, reading and writing.
@Suite("JSON Pointer")
struct JSONPointerTests {
    /// The example document of RFC 6901, section 5.
    static let rfcDocument = #"""
        {
           "foo": ["bar", "baz"],
           "": 0,
           "a/b": 1,
           "c%d": 2,
           "e^f": 3,
           "g|h": 4,
           "i\\j": 5,
           "k\"l": 6,
           " ": 7,
           "m~n": 8
        }
        """#

    /// Every pointer of RFC 6901, section 5, with the value it refers to (`nil`: the whole document).
    static let rfcTable: [(String, JSON?)] = [
        ("", nil), ("/foo", ["bar", "baz"]), ("/foo/0", "bar"), ("/", 0), ("/a~1b", 1), ("/c%d", 2),
        ("/e^f", 3), ("/g|h", 4), (#"/i\j"#, 5), (#"/k"l"#, 6), ("/ ", 7), ("/m~0n", 8),
    ]

    @Test("every example of RFC 6901 section 5 reads its value")
    func rfcExamples() throws {
        let document = try JSON(parsing: Self.rfcDocument)
        for (text, expected) in Self.rfcTable {
            let value = document[pointer: text]
            #expect(value == (expected ?? document), "\(text)")
            let pointer = try JSONPointer(text)
            #expect(document[pointer: pointer] == value, "\(text)")
            // The parsed pointer writes back the same text.
            #expect(pointer.description == text)
        }
    }

    @Test("every example of RFC 6901 section 5 can be written")
    func rfcWrites() throws {
        let document = try JSON(parsing: Self.rfcDocument)
        for (text, _) in Self.rfcTable where !text.isEmpty {
            var changed = document
            changed[pointer: text] = "new"
            #expect(changed[pointer: text] == "new", "\(text)")
            // Nothing else changed.
            var restored = changed
            restored[pointer: text] = document[pointer: text]
            #expect(restored == document, "\(text)")
            #expect(restored.object?.keys == document.object?.keys, "\(text)")
        }
        var whole = document
        whole[pointer: ""] = [1]
        #expect(whole == [1])
    }

    @Test("tokens are unescaped ~1 first: ~01 is ~1, not /")
    func escapes() throws {
        #expect(try JSONPointer("/~01").tokens == ["~1"])
        #expect(try JSONPointer("/a~1b/~0~0").tokens == ["a/b", "~~"])
        #expect(try JSONPointer("//").tokens == ["", ""])
        #expect(try JSONPointer("").tokens == [])
        #expect(JSONPointer(tokens: ["a/b", "m~n", "é"]).description == "/a~1b/m~0n/é")
        #expect(JSONPointer.root.description == "")
        let json: JSON = ["~1": "tilde-one", "/": "slash"]
        #expect(json[pointer: "/~01"] == "tilde-one")
        #expect(json[pointer: "/~1"] == "slash")
    }

    @Test("malformed pointers throw with the offset; the text subscripts ignore them")
    func malformed() throws {
        #expect(throws: JSONPointerError(reason: #"a pointer must be empty or start with "/""#, offset: 0)) {
            try JSONPointer("foo")
        }
        #expect(throws: JSONPointerError(reason: #""~" must be followed by "0" or "1""#, offset: 4)) {
            try JSONPointer("/foo~2")
        }
        #expect(throws: JSONPointerError(reason: #""~" must be followed by "0" or "1""#, offset: 1)) {
            try JSONPointer("/~")
        }
        var json = try JSON(parsing: Self.rfcDocument)
        let before = json
        #expect(json[pointer: "foo"] == nil)
        #expect(json[pointer: "/m~2n"] == nil)
        json[pointer: "foo"] = 1
        json[pointer: "/m~"] = 1
        #expect(json == before)
    }

    @Test("array indices: no leading zeros or signs; - names the end")
    func arrayIndices() throws {
        let json = try JSON(parsing: #"{"a": [10, 20, [30]]}"#)
        #expect(json[pointer: "/a/0"] == 10)
        #expect(json[pointer: "/a/2/0"] == 30)
        #expect(json[pointer: "/a/01"] == nil)
        #expect(json[pointer: "/a/+1"] == nil)
        #expect(json[pointer: "/a/-1"] == nil)
        #expect(json[pointer: "/a/3"] == nil)
        #expect(json[pointer: "/a/-"] == nil)
        #expect(json[pointer: "/a/99999999999999999999999"] == nil)
        #expect(json[pointer: "/a/0/x"] == nil)
    }

    @Test("setting replaces, appends with -, removes with nil, and creates nothing on the way")
    func writes() throws {
        var json = try JSON(parsing: #"{"users": [{"name": "Ann"}], "n": 1}"#)
        json[pointer: "/users/0/name"] = "Bo"
        json[pointer: "/users/-"] = ["name": "Cy"]
        json[pointer: "/users/0/age"] = 40
        json[pointer: "/n"] = nil
        #expect(try json.jsonString() == #"{"users":[{"name":"Bo","age":40},{"name":"Cy"}]}"#)
        json[pointer: "/users/0"] = nil
        #expect(try json.jsonString() == #"{"users":[{"name":"Cy"}]}"#)
        let before = json
        json[pointer: "/missing/x"] = 1   // no parent
        json[pointer: "/users/5"] = 1     // out of range
        json[pointer: "/users/1"] = 1     // one past the end is not an index to set; "-" is
        json[pointer: "/users/-"] = nil   // nothing to append
        json[pointer: "/users/0/name/x"] = 1  // through a string
        #expect(json == before)
        var null = JSON.null
        null[pointer: "/a"] = 1
        #expect(null == .null)
    }

    @Test("pointers reach every value of a real document")
    func corpus() throws {
        let document = try JSON(parsing: fixtureData("twitter"))
        var count = 0
        for (pointer, value) in allValues(of: document) {
            #expect(document[pointer: pointer] == value)
            #expect(document[pointer: pointer.description] == value)
            #expect(try JSONPointer(pointer.description) == pointer)
            count += 1
        }
        #expect(count > 10_000)
    }
}

/// Every value of `json` with its pointer, the value itself first.
func allValues(of json: JSON) -> [(JSONPointer, JSON)] {
    var result: [(JSONPointer, JSON)] = []
    var pending: [([String], JSON)] = [([], json)]
    while let (tokens, value) = pending.popLast() {
        result.append((JSONPointer(tokens: tokens), value))
        switch value {
        case .array(let elements):
            for (index, element) in elements.enumerated() { pending.append((tokens + [String(index)], element)) }
        case .object(let members):
            let last = Dictionary(zip(members.keys, members.keys.indices), uniquingKeysWith: { $1 })
            for (index, (key, member)) in members.enumerated() where last[key] == index {
                pending.append((tokens + [key], member))
            }
        default:
            break
        }
    }
    return result
}
