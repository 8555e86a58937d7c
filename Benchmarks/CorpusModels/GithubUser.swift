import YYModel

/// Models of `Fixtures/github_user.json`: one GitHub API user object (28 keys, snake_case, nulls).
///
/// Every key of the document is mapped. `company`, `email` and `hireable` are `null` in the data and
/// optional here; everything else is always present and required.
public enum GithubUserModels {
    /// The user object (the whole document).
    @JSONModel(keyStrategy: .snakeCase)
    public struct Root: Sendable {
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
        /// A boolean in the GitHub API when set; `null` in this document.
        public var hireable: Bool?
        public var bio: String
        public var publicRepos: Int
        public var publicGists: Int
        public var followers: Int
        public var following: Int
    }

    /// The value the benchmark compares between the two decoders.
    public enum CorpusCheck {
        /// `login`, `id` and `public_repos` as text: `facebook/69631/147`.
        public static func checkValue(_ root: Root) -> String {
            "\(root.login)/\(root.id)/\(root.publicRepos)"
        }
    }
}

/// Foundation `Codable` twins of ``GithubUserModels`` for `JSONDecoder`/`JSONEncoder`.
///
/// Conformances are compiler-synthesized; keys come from explicit `CodingKeys`, so no key-decoding
/// strategy is needed (decode with a default `JSONDecoder()`).
public enum GithubUserCodable {
    /// The user object (the whole document).
    public struct Root: Codable, Sendable {
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

        enum CodingKeys: String, CodingKey {
            case login, id
            case avatarURL = "avatar_url"
            case gravatarID = "gravatar_id"
            case url
            case htmlURL = "html_url"
            case followersURL = "followers_url"
            case followingURL = "following_url"
            case gistsURL = "gists_url"
            case starredURL = "starred_url"
            case subscriptionsURL = "subscriptions_url"
            case organizationsURL = "organizations_url"
            case reposURL = "repos_url"
            case eventsURL = "events_url"
            case receivedEventsURL = "received_events_url"
            case type
            case siteAdmin = "site_admin"
            case name, company, blog, location, email, hireable, bio
            case publicRepos = "public_repos"
            case publicGists = "public_gists"
            case followers, following
        }
    }

    /// The value the benchmark compares between the two decoders.
    public enum CorpusCheck {
        /// The same text as ``GithubUserModels/CorpusCheck/checkValue(_:)``.
        public static func checkValue(_ root: Root) -> String {
            "\(root.login)/\(root.id)/\(root.publicRepos)"
        }
    }
}
