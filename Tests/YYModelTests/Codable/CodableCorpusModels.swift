import Foundation

// Modest Codable models of the fixtures, written the way an app would (synthesized conformances,
// optionals for nullable fields, CodingKeys for snake_case names).

struct CodableGithubUser: Codable, Equatable {
    var login: String
    var id: Int
    var avatarURL: URL
    var htmlURL: URL
    var type: String
    var siteAdmin: Bool
    var name: String?
    var company: String?
    var blog: String
    var email: String?
    var hireable: Bool?
    var bio: String
    var publicRepos: Int
    var followers: UInt32

    enum CodingKeys: String, CodingKey {
        case login, id, type, name, company, blog, email, hireable, bio, followers
        case avatarURL = "avatar_url"
        case htmlURL = "html_url"
        case siteAdmin = "site_admin"
        case publicRepos = "public_repos"
    }
}

/// weibo.json, read with `.convertFromSnakeCase` (no CodingKeys).
struct CodableWeiboStatus: Codable, Equatable {
    struct User: Codable, Equatable {
        struct Icon: Codable, Equatable { var url: URL }
        var id: Int64
        var screenName: String
        var followersCount: Int
        var verified: Bool
        var location: String
        var icons: [Icon]
        var gender: String
    }

    var id: Int64
    var idstr: String
    var createdAt: String
    var text: String
    var favorited: Bool
    var repostsCount: Int
    var commentsCount: Int
    var picIds: [String]
    var user: User
}

struct CodableTwitterSearch: Codable, Equatable {
    struct Status: Codable, Equatable {
        struct Metadata: Codable, Equatable {
            var resultType: String
            var isoLanguageCode: String
        }
        struct User: Codable, Equatable {
            var id: Int64
            var idStr: String
            var name: String
            var screenName: String
            var url: String?
            var followersCount: Int
            var verified: Bool
            var profileBackgroundColor: String
        }
        struct Entities: Codable, Equatable {
            struct Hashtag: Codable, Equatable {
                var text: String
                var indices: [Int]
            }
            var hashtags: [Hashtag]
            var symbols: [String]
        }
        var metadata: Metadata
        var createdAt: String
        var id: Double
        var idStr: String
        var text: String
        var inReplyToStatusId: Int64?
        var inReplyToScreenName: String?
        var user: User
        var retweetCount: Int
        var favorited: Bool
        var entities: Entities
        var lang: String
    }

    struct SearchMetadata: Codable, Equatable {
        var completedIn: Float
        var maxIdStr: String
        var count: Int8
        var sinceId: UInt64
    }

    var statuses: [Status]
    var searchMetadata: SearchMetadata
}
