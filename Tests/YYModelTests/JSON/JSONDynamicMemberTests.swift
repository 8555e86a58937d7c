import Testing
import YYModel

/// `json.user?.name`: members as properties, with the rules of `subscript(key:)`.
@Suite("JSON dynamic members")
struct JSONDynamicMemberTests {
    static let text = #"""
        {"user": {"name": "Ann", "id": "12", "string": "member", "count": 2, "tags": ["a"]},
         "name": "top", "name": "shadowing"}
        """#

    @Test("reading a member is subscript(key:)")
    func read() throws {
        let json = try JSON(parsing: Self.text)
        #expect(json.user?.name == "Ann")
        #expect(json.user?.name == json["user"]?["name"])
        #expect(json.user?.id?.int == 12)
        #expect(json.name == "shadowing")  // the last of duplicate keys, as for subscript(key:)
        #expect(json.missing == nil)
        #expect(json.user?.tags?.name == nil)  // arrays have no members
        #expect(json.user?.name?.first == nil)  // nor have strings
        #expect(JSON.null.anything == nil)
    }

    @Test("members named like properties are reached by subscript")
    func shadowed() throws {
        let json = try JSON(parsing: Self.text)
        let user = try #require(json.user)
        #expect(user.string == nil)  // the property: an object is not text
        #expect(user["string"] == "member")
        #expect(user["count"]?.int == 2)
    }

    @Test("assigning replaces or appends, nil removes, like subscript(key:)")
    func write() throws {
        var json = try JSON(parsing: Self.text)
        json.user?.name = "Bo"
        #expect(json[path: "user.name"] == "Bo")
        json.user?.age = 40
        #expect(json.user?.object?.keys == ["name", "id", "string", "count", "tags", "age"])
        json.user?.id = nil
        #expect(json.user?.id == nil)
        #expect(json.user?.object?.keys == ["name", "string", "count", "tags", "age"])
        json.name = "only"
        #expect(json.object?.keys == ["user", "name", "name"])
        #expect(json.name == "only")
        #expect(json.object?.values[1] == "top")  // the shadowed member stays, as with subscript(key:)
        json.name = nil
        #expect(json.object?.keys == ["user"])

        var viaSubscript = try JSON(parsing: Self.text)
        viaSubscript["user"]?["name"] = "Bo"
        viaSubscript["user"]?["age"] = 40
        viaSubscript["user"]?["id"] = nil
        viaSubscript["name"] = "only"
        var viaMembers = try JSON(parsing: Self.text)
        viaMembers.user?.name = "Bo"
        viaMembers.user?.age = 40
        viaMembers.user?.id = nil
        viaMembers.name = "only"
        #expect(viaMembers == viaSubscript)
        #expect(viaMembers.object == viaSubscript.object)
        #expect(try viaMembers.jsonString() == viaSubscript.jsonString())
    }

    @Test("assigning on a non-object or through a missing member does nothing")
    func writeNowhere() throws {
        var json = try JSON(parsing: Self.text)
        let before = json
        json.missing?.name = "x"
        json.user?.tags?.name = "x"
        json.user?.count?.name = "x"
        #expect(json == before)
        var scalar: JSON = 5
        scalar.name = "x"
        #expect(scalar == 5)
        var null = JSON.null
        null.name = "x"
        #expect(null == .null)
    }
}
