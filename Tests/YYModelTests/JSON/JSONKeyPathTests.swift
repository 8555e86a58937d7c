import Testing
import YYModel

/// `json[path: "user.tags.1"]`: reading and writing by dotted key path.
@Suite("JSON key paths")
struct JSONKeyPathTests {
    static let text = #"{"user": {"name": "Ann", "tags": ["a", "b"], "0": "zero"}, "list": [{"id": 1}, {"id": 2}], "n": 5}"#

    @Test("reading follows keys, and indices on arrays")
    func read() throws {
        let json = try JSON(parsing: Self.text)
        #expect(json[path: "user.tags.1"] == "b")
        #expect(json[path: "user..tags.1."] == "b")  // empty components are skipped
        #expect(json[path: "user.0"] == "zero")  // digits are a key on an object
        #expect(json[path: "list.1.id"] == 2)
        #expect(json[path: "list.+1.id"] == nil)
        #expect(json[path: "list.2"] == nil)
        #expect(json[path: "n.x"] == nil)
        #expect(json[path: ""] == json)
    }

    @Test("setting replaces, appends and removes at the last step")
    func write() throws {
        var json = try JSON(parsing: Self.text)
        json[path: "user.name"] = "Bo"
        json[path: "user.age"] = 40
        json[path: "list.0.id"] = 10
        json[path: "user.tags.1"] = "c"
        #expect(json[path: "user.name"] == "Bo")
        #expect(json[path: "user"]?.object?.keys == ["name", "tags", "0", "age"])
        #expect(json[path: "list.0.id"] == 10)
        #expect(json[path: "user.tags"] == ["a", "c"])
        json[path: "user.tags.0"] = nil
        #expect(json[path: "user.tags"] == ["c"])
        json[path: "user.name"] = nil
        #expect(json[path: "user"]?.object?.keys == ["tags", "0", "age"])
    }

    @Test("missing members on the way become objects")
    func createsObjects() throws {
        var json = try JSON(parsing: Self.text)
        json[path: "user.address.city"] = "Oslo"
        #expect(json[path: "user.address"] == ["city": "Oslo"])
        json[path: "meta.pages.3"] = true
        #expect(json["meta"] == ["pages": ["3": true]])
        var empty: JSON = [:]
        empty[path: "a.b.c"] = 1
        #expect(try empty.jsonString() == #"{"a":{"b":{"c":1}}}"#)
    }

    @Test("setting does nothing through scalars, null, arrays out of range, or with nil on a missing path")
    func writesNothing() throws {
        var json = try JSON(parsing: #"{"n": 5, "z": null, "list": [1]}"# )
        let before = json
        json[path: "n.x"] = 1
        json[path: "z.x"] = 1
        json[path: "list.1"] = 1
        json[path: "list.x"] = 1
        json[path: "missing.x"] = nil
        #expect(json == before)
        #expect(try json.jsonString() == before.jsonString())
        var scalar: JSON = "s"
        scalar[path: "a"] = 1
        #expect(scalar == "s")
    }

    @Test("the empty path is the whole value")
    func root() {
        var json: JSON = ["a": 1]
        json[path: ""] = [1, 2]
        #expect(json == [1, 2])
        json[path: "."] = nil
        #expect(json == .null)
    }
}
