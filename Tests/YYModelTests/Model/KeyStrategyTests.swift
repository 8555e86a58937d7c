import Foundation
import Testing
import YYModel

/// The key strategies beyond the names themselves, at compile time (structs) and at run time
/// (a subclass that changes its superclass's strategy re-derives the inherited keys).
@Suite("Models: key strategies")
struct KeyStrategyTests {
    @JSONModel(keyStrategy: .kebabCase)
    struct Kebab {
        var htmlURL: String = ""
        var followersCount: Int = 0
        @JSONKey("id") var userID: Int = 0
    }

    @JSONModel(keyStrategy: .screamingSnakeCase)
    struct Screaming {
        var htmlURL: String = ""
        var followersCount: Int = 0
    }

    @JSONModel(keyStrategy: .pascalCase)
    struct Pascal {
        var htmlURL: String = ""
        var followersCount: Int = 0
    }

    @JSONModel(keyStrategy: .snakeCase)
    struct Mixed {
        var userID: Int = 0
        @JSONKey(strategy: .kebabCase) var displayName: String = ""
        @JSONKey(strategy: .useNames) var avatarURL: String?
    }

    @JSONModel(discriminator: "kind")
    enum Shape {
        case circle(Mixed)
        @JSONKey(strategy: .screamingSnakeCase) case roundedRect(Mixed)
    }

    @Test func aPropertyOrCaseCanHaveItsOwnStrategy() throws {
        let json = #"{"user_id": 7, "display-name": "Ann", "avatarURL": "a.png"}"#
        let mixed = try Mixed(json: json)
        #expect(mixed.userID == 7 && mixed.displayName == "Ann" && mixed.avatarURL == "a.png")
        #expect(try mixed.jsonString() == #"{"user_id":7,"display-name":"Ann","avatarURL":"a.png"}"#)
        let shape = try Shape(json: #"{"kind": "ROUNDED_RECT", "user_id": 1}"#)
        guard case .roundedRect(let inner) = shape else { Issue.record("\(shape)"); return }
        #expect(inner.userID == 1)
        #expect(try shape.jsonString() == #"{"kind":"ROUNDED_RECT","user_id":1,"display-name":""}"#)
    }

    /// Keys as a legacy API spells them: lowercase, words joined without a separator.
    enum LowercaseKeys: JSONKeyRule {
        static func key(forPropertyNamed name: String) -> String { name.lowercased() }
    }

    @JSONModel(keyStrategy: .custom(LowercaseKeys.self))
    struct Legacy {
        var userName: String = ""
        var avatarURL: String?
        @JSONKey("ID") var userID: Int = 0
    }

    @JSONModel(keyStrategy: .custom(LowercaseKeys.self))
    class LegacyBase {
        var createdAt: Int = 0
    }

    @JSONModel(keyStrategy: .snakeCase)
    final class LegacyChild: LegacyBase {
        var updatedAt: Int = 0
    }

    @Test func aCustomRuleDerivesKeysWhenTheSchemaIsBuilt() throws {
        let legacy = try Legacy(json: #"{"username": "ann", "avatarurl": "a.png", "ID": 3}"#)
        #expect(legacy.userName == "ann" && legacy.avatarURL == "a.png" && legacy.userID == 3)
        #expect(try legacy.jsonString() == #"{"username":"ann","avatarurl":"a.png","ID":3}"#)
        #expect(Legacy.jsonSchema.properties.map(\.keyDescription) == ["username", "avatarurl", "ID"])
        #expect(Legacy.jsonSchema.keyStrategy == .custom(LowercaseKeys.self))
        // A subclass's own strategy derives the inherited keys again.
        let child = try LegacyChild(json: #"{"created_at": 1, "updated_at": 2}"#)
        #expect(child.createdAt == 1 && child.updatedAt == 2)
        #expect(try LegacyBase(json: #"{"createdat": 5}"#).createdAt == 5)
    }

    @Test func eachStrategyReadsAndWritesItsKeys() throws {
        let kebab = try Kebab(json: #"{"html-url": "a", "followers-count": "3", "id": 7}"#)
        #expect(kebab.htmlURL == "a" && kebab.followersCount == 3 && kebab.userID == 7)
        #expect(try kebab.jsonString() == #"{"html-url":"a","followers-count":3,"id":7}"#)

        let screaming = try Screaming(json: #"{"HTML_URL": "b", "FOLLOWERS_COUNT": 4}"#)
        #expect(screaming.htmlURL == "b" && screaming.followersCount == 4)
        #expect(try screaming.jsonString() == #"{"HTML_URL":"b","FOLLOWERS_COUNT":4}"#)

        let pascal = try Pascal(json: #"{"HtmlURL": "c", "FollowersCount": 5}"#)
        #expect(pascal.htmlURL == "c" && pascal.followersCount == 5)
        #expect(try pascal.jsonString() == #"{"HtmlURL":"c","FollowersCount":5}"#)
    }

    @JSONModel(keyStrategy: .snakeCase)
    class Account {
        var accountID: Int = 0
    }

    @JSONModel(keyStrategy: .screamingSnakeCase)
    final class Admin: Account {
        var accessLevel: Int = 0
    }

    @Test func aSubclassAppliesItsStrategyToInheritedProperties() throws {
        let admin = try Admin(json: #"{"ACCOUNT_ID": 1, "ACCESS_LEVEL": 9, "account_id": 5}"#)
        #expect(admin.accountID == 1 && admin.accessLevel == 9)
        #expect(try admin.jsonString() == #"{"ACCOUNT_ID":1,"ACCESS_LEVEL":9}"#)
    }

    @Test(arguments: [
        (JSONKeyStrategy.kebabCase, "avatarURLString", "avatar-url-string"),
        (.screamingSnakeCase, "avatarURLString", "AVATAR_URL_STRING"),
        (.pascalCase, "avatarURLString", "AvatarURLString"),
        (.kebabCase, "_private", "_private"),
        (.screamingSnakeCase, "userID", "USER_ID"),
    ])
    func theRuntimeRuleMatchesTheMacro(strategy: JSONKeyStrategy, name: String, key: String) {
        #expect(strategy.key(forPropertyNamed: name) == key)
    }
}
