import Foundation
import Testing
import YYModel

/// SPEC A5 and B7.4: `jsonModelClass(for:)` picks a subclass whenever a new instance is made.
@Suite struct PolymorphismTests {
    /// YYModel's `YYBaseUser`: `localName` makes a local user, `remoteName` a remote one.
    @JSONModel
    class BaseUser {
        var uid: UInt64 = 0
        var name: String = ""

        class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? {
            if json["localName"] != nil { return LocalUser.self }
            if json["remoteName"] != nil { return RemoteUser.self }
            return nil
        }
    }

    @JSONModel
    final class LocalUser: BaseUser {
        var localName: String = ""
    }

    @JSONModel
    final class RemoteUser: BaseUser {
        var remoteName: String = ""
    }

    /// YYModel's `YYTestCustomClassModel`: the hook applies to properties and container elements.
    @JSONModel
    struct Directory {
        var user: BaseUser?
        var users: [BaseUser] = []
        var userDict: [String: BaseUser] = [:]
        var userSet: Set<BaseUser> = []
    }

    @JSONModel
    struct LocalUsers {
        var users: [LocalUser] = []
    }

    /// A hook that answers with a class that is not a subclass.
    @JSONModel
    final class Stranger {
        var id: Int = 0
        static func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? { BaseUser.self }
    }

    /// A class hierarchy picked by a property named `type`, as many APIs name their discriminator.
    @JSONModel
    class Account {
        var type: String = ""
        class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? {
            json["type"] == "Organization" ? Organization.self : nil
        }
    }

    @JSONModel
    final class Organization: Account {
        var members: Int = 0
    }

    struct NegativeSize: Error {}

    /// A chosen subclass with decoding hooks of its own, which run on the instance it makes.
    @JSONModel
    class Shape {
        var kind: String = ""
        class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? {
            json["kind"] == "square" ? Square.self : nil
        }
    }

    @JSONModel
    final class Square: Shape {
        var size: Double = 0
        @JSONIgnore var area: Double = 0

        override class func jsonWillDecode(_ json: JSON) -> JSON {
            var json = json
            if json["size"] == nil { json["size"] = 1 }
            return json
        }

        override func jsonDidDecode(_ json: JSON) throws {
            guard size >= 0 else { throw NegativeSize() }
            area = size * size
        }
    }

    static let base = #"{"uid": 123, "name": "Harry"}"#
    static let local = #"{"uid": 123, "name": "Harry", "localName": "HarryLocal"}"#
    static let remote = #"{"uid": 123, "name": "Harry", "remoteName": "HarryRemote"}"#

    @Test func topLevelEntryPointsMakeTheChosenSubclass() throws {
        #expect(type(of: try BaseUser(json: Self.base)) == BaseUser.self)
        let local = try BaseUser(json: Self.local)
        #expect(type(of: local) == LocalUser.self)
        #expect((local as? LocalUser)?.localName == "HarryLocal")
        #expect(local.name == "Harry")
        #expect(type(of: BaseUser.model(withJSON: Self.remote)!) == RemoteUser.self)
        #expect((BaseUser.model(withJSON: Data(Self.remote.utf8)) as? RemoteUser)?.remoteName == "HarryRemote")
        #expect(type(of: try BaseUser(jsonObject: ["uid": 1, "localName": "x"])) == LocalUser.self)
    }

    @Test func theChosenSubclassRunsItsOwnDecodingHooks() throws {
        let square = try #require(try Shape(json: #"{"kind": "square", "size": 3}"#) as? Square)
        #expect(square.area == 9)
        let defaulted = try #require(try Shape(json: #"{"kind": "square"}"#) as? Square)
        #expect(defaulted.size == 1 && defaulted.area == 1)
        #expect(throws: (any Error).self) { try Shape(json: #"{"kind": "square", "size": -2}"#) }
        #expect(type(of: try Shape(json: #"{"kind": "circle", "size": -2}"#)) == Shape.self)
    }

    @Test func aPropertyNamedTypeChoosesTheSubclass() throws {
        let account = try Account(json: #"{"type": "Organization", "members": 12}"#)
        #expect((account as? Organization)?.members == 12)
        #expect(account.type == "Organization")
        #expect(try String(decoding: account.jsonData(options: [.sortedKeys]), as: UTF8.self) == #"{"members":12,"type":"Organization"}"#)
    }

    @Test func arraysAndDictionariesOfModelsMakeTheChosenSubclass() throws {
        let users = try [BaseUser](json: "[\(Self.base), \(Self.local), \(Self.remote)]")
        #expect(users.map { ObjectIdentifier(type(of: $0)) } == [BaseUser.self, LocalUser.self, RemoteUser.self].map(ObjectIdentifier.init))
        let byKey = try [String: BaseUser](json: #"{"a": \#(Self.base), "b": \#(Self.local)}"#)
        #expect(byKey["a"].map { type(of: $0) == BaseUser.self } == true)
        #expect(byKey["b"] is LocalUser)
    }

    @Test func nestedPropertiesAndContainerElementsMakeTheChosenSubclass() throws {
        let directory = try Directory(json: """
            {"user": \(Self.local),
             "users": [\(Self.base), \(Self.local), \(Self.remote)],
             "userDict": {"a": \(Self.base), "b": \(Self.local), "c": \(Self.remote)},
             "userSet": [\(Self.base), \(Self.local), \(Self.remote)]}
            """)
        #expect(directory.user is LocalUser)
        #expect(directory.users.count == 3)
        #expect(type(of: directory.users[0]) == BaseUser.self)
        #expect(directory.users[1] is LocalUser)
        #expect(directory.users[2] is RemoteUser)
        #expect(type(of: directory.userDict["a"]!) == BaseUser.self)
        #expect(directory.userDict["b"] is LocalUser)
        #expect(directory.userDict["c"] is RemoteUser)
        #expect(directory.userSet.contains { $0 is RemoteUser })
    }

    @Test func subclassInstancesEncodeTheirOwnProperties() throws {
        let users = try [BaseUser](json: "[\(Self.local), \(Self.remote)]")
        let output = try JSON(parsing: users.jsonString())
        #expect(output == [
            ["uid": 123, "name": "Harry", "localName": "HarryLocal"],
            ["uid": 123, "name": "Harry", "remoteName": "HarryRemote"],
        ])
    }

    @Test func updatingAnExistingSubclassInstanceKeepsItsClass() throws {
        var directory = try Directory(json: #"{"user": \#(Self.local)}"#)
        let before = directory.user
        try directory.update(withJSON: #"{"user": {"name": "Sally", "remoteName": "ignored"}}"#)
        #expect(directory.user === before)
        #expect(directory.user is LocalUser)
        #expect(directory.user?.name == "Sally")
    }

    @Test func aClassThatIsNotASubclassIsIgnoredAndReported() throws {
        var issues: [JSONDecodingIssue] = []
        let stranger = try Stranger(json: #"{"id": 5}"#, issues: &issues)
        #expect(stranger.id == 5)
        #expect(issues.count == 1)
        #expect(issues.first?.reason.contains("not a subclass of Stranger") == true)

        // The inherited hook answers `RemoteUser` for a `LocalUser` request: ignored.
        let locals = try LocalUsers(json: #"{"users": [\#(Self.remote)]}"#, issues: &issues)
        #expect(locals.users.count == 1 && type(of: locals.users[0]) == LocalUser.self)
        #expect(issues.map(\.path) == ["users[0]"])

        let strict = JSONDecodingOptions(strict: true)
        #expect(throws: JSONModelError.self) { try Stranger(json: #"{"id": 5}"#, options: strict) }
        #expect(throws: JSONModelError.self) { try [LocalUser](json: "[\(Self.remote)]", options: strict) }
    }
}

extension PolymorphismTests.BaseUser: Hashable {
    static func == (lhs: PolymorphismTests.BaseUser, rhs: PolymorphismTests.BaseUser) -> Bool { lhs.modelIsEqual(rhs) }
    func hash(into hasher: inout Hasher) { modelHash(into: &hasher) }
}
