import YYModel

/// The github_user document through the API shapes a flat model does not use: hooks, a class
/// chosen per document, and a discriminated enum. Each maps the same 28 keys as
/// ``GithubUserModels/Root``, so that the bench can compare it with that plain model.
public enum GithubUserShapes {
    /// ``GithubUserModels/Root`` with every hook, each empty: what the hook mechanism costs.
    @JSONModel(keyStrategy: .snakeCase)
    public struct HookedUser: Sendable {
        public var login: String
        public var id: UInt64
        public var avatarURL: String
        public var gravatarID: String
        public var url: String
        public var htmlURL: String
        public var followersURL: String
        public var followingURL: String
        public var gistsURL: String
        public var starredURL: String
        public var subscriptionsURL: String
        public var organizationsURL: String
        public var reposURL: String
        public var eventsURL: String
        public var receivedEventsURL: String
        public var type: String
        public var siteAdmin: Bool
        public var name: String
        public var company: String?
        public var blog: String
        public var location: String
        public var email: String?
        public var hireable: Bool?
        public var bio: String
        public var publicRepos: Int
        public var publicGists: Int
        public var followers: Int
        public var following: Int

        public static func jsonWillDecode(_ json: JSON) -> JSON { json }
        public mutating func jsonDidDecode(_ json: JSON) throws {}
        public func jsonWillEncode(_ json: inout JSON) throws {}
    }

    /// An account class whose `jsonModelClass(for:)` makes an ``Organization`` of `"type":
    /// "Organization"`: polymorphic class selection. Its properties have no initial values, like
    /// the plain model's, so that decoding initializes each once instead of replacing a default.
    @JSONModel(keyStrategy: .snakeCase)
    public class Account: @unchecked Sendable {
        public var login: String
        public var id: UInt64
        public var avatarURL: String
        public var gravatarID: String
        public var url: String
        public var htmlURL: String
        public var followersURL: String
        public var followingURL: String
        public var gistsURL: String
        public var starredURL: String
        public var subscriptionsURL: String
        public var organizationsURL: String
        public var reposURL: String
        public var eventsURL: String
        public var receivedEventsURL: String
        public var type: String
        public var siteAdmin: Bool
        public var name: String
        public var company: String?
        public var blog: String
        public var location: String
        public var email: String?
        public var hireable: Bool?
        public var bio: String
        public var publicRepos: Int
        public var publicGists: Int
        public var followers: Int
        public var following: Int

        public class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? {
            json["type"] == "Organization" ? Organization.self : nil
        }
    }

    /// The account class of organizations.
    @JSONModel
    public final class Organization: Account, @unchecked Sendable {}

    /// The same document as one case of an enum picked by its `type` key.
    @JSONModel(discriminator: "type")
    public enum AccountKind: Sendable {
        @JSONKey("User") case user(GithubUserModels.Root)
        @JSONKey("Organization") case organization(GithubUserModels.Root)
    }
}
