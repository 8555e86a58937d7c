import YYModel

/// Models of `Fixtures/twitter.json`: a Twitter search API result with 100 statuses, their users and
/// entities, and the search metadata.
///
/// Every key of the document is mapped. Choices that the data forced:
/// - Ids are `UInt64` (up to 18 digits, e.g. 505874924095815700); their `*_str` twins are `String`.
/// - Optional exactly where the data has `null` (`in_reply_to_*`, `user.url`, `utc_offset`,
///   `time_zone`) or a missing key (`retweeted_status`, `possibly_sensitive`, `profile_banner_url`,
///   `user.entities.url`, `entities.media`, `media.source_status_id[_str]`).
/// - `geo`, `coordinates`, `place` and `contributors` are `null` in every status (objects or arrays
///   in the API): `JSON?`.
/// - `retweeted_status` has the fields of a status but never a retweet of its own; a struct cannot
///   contain itself, so it is a separate type, ``RetweetedStatus``.
/// - `symbols` is always empty; the API gives symbols the shape of hashtags (`text`, `indices`).
/// - Dates stay `String` (`"Sun Aug 31 00:29:15 +0000 2014"`).
///
/// Property types name sibling models qualified (`TwitterModels.X`, not `X`): `@JSONModel`
/// writes its code in an extension at file scope, where a nested type's siblings are not
/// visible unqualified.
public enum TwitterModels {
    /// The search result (the whole document).
    @JSONModel(keyStrategy: .snakeCase)
    public struct Root: Sendable {
        public var statuses: [TwitterModels.Status]
        public var searchMetadata: TwitterModels.SearchMetadata
    }

    /// One tweet.
    @JSONModel(keyStrategy: .snakeCase)
    public struct Status: Sendable {
        public var metadata: TwitterModels.Metadata
        public var createdAt: String
        public var id: UInt64
        public var idStr: String
        public var text: String
        public var source: String
        public var truncated: Bool
        public var inReplyToStatusID: UInt64?
        public var inReplyToStatusIDStr: String?
        public var inReplyToUserID: UInt64?
        public var inReplyToUserIDStr: String?
        public var inReplyToScreenName: String?
        public var user: TwitterModels.User
        public var geo: JSON?
        public var coordinates: JSON?
        public var place: JSON?
        public var contributors: JSON?
        public var retweetedStatus: TwitterModels.RetweetedStatus?
        public var retweetCount: Int
        public var favoriteCount: Int
        public var entities: TwitterModels.Entities
        public var favorited: Bool
        public var retweeted: Bool
        public var possiblySensitive: Bool?
        public var lang: String
    }

    /// The tweet a ``Status`` retweets: the same fields, without a further `retweeted_status`.
    @JSONModel(keyStrategy: .snakeCase)
    public struct RetweetedStatus: Sendable {
        public var metadata: TwitterModels.Metadata
        public var createdAt: String
        public var id: UInt64
        public var idStr: String
        public var text: String
        public var source: String
        public var truncated: Bool
        public var inReplyToStatusID: UInt64?
        public var inReplyToStatusIDStr: String?
        public var inReplyToUserID: UInt64?
        public var inReplyToUserIDStr: String?
        public var inReplyToScreenName: String?
        public var user: TwitterModels.User
        public var geo: JSON?
        public var coordinates: JSON?
        public var place: JSON?
        public var contributors: JSON?
        public var retweetCount: Int
        public var favoriteCount: Int
        public var entities: TwitterModels.Entities
        public var favorited: Bool
        public var retweeted: Bool
        public var possiblySensitive: Bool?
        public var lang: String
    }

    /// Search metadata of a status.
    @JSONModel(keyStrategy: .snakeCase)
    public struct Metadata: Sendable {
        public var resultType: String
        public var isoLanguageCode: String
    }

    /// The author of a status.
    @JSONModel(keyStrategy: .snakeCase)
    public struct User: Sendable {
        public var id: UInt64
        public var idStr: String
        public var name: String
        public var screenName: String
        public var location: String
        public var description: String
        public var url: String?
        public var entities: TwitterModels.UserEntities
        public var protected: Bool
        public var followersCount: Int
        public var friendsCount: Int
        public var listedCount: Int
        public var createdAt: String
        public var favouritesCount: Int
        public var utcOffset: Int?
        public var timeZone: String?
        public var geoEnabled: Bool
        public var verified: Bool
        public var statusesCount: Int
        public var lang: String
        public var contributorsEnabled: Bool
        public var isTranslator: Bool
        public var isTranslationEnabled: Bool
        public var profileBackgroundColor: String
        public var profileBackgroundImageURL: String
        public var profileBackgroundImageURLHttps: String
        public var profileBackgroundTile: Bool
        public var profileImageURL: String
        public var profileImageURLHttps: String
        public var profileBannerURL: String?
        public var profileLinkColor: String
        public var profileSidebarBorderColor: String
        public var profileSidebarFillColor: String
        public var profileTextColor: String
        public var profileUseBackgroundImage: Bool
        public var defaultProfile: Bool
        public var defaultProfileImage: Bool
        public var following: Bool
        public var followRequestSent: Bool
        public var notifications: Bool
    }

    /// The entities of a user's profile: links in the description and the profile URL.
    @JSONModel
    public struct UserEntities: Sendable {
        public var description: TwitterModels.URLList
        public var url: TwitterModels.URLList?
    }

    /// A list of links.
    @JSONModel
    public struct URLList: Sendable {
        public var urls: [TwitterModels.URLEntity]
    }

    /// The entities of a tweet.
    @JSONModel(keyStrategy: .snakeCase)
    public struct Entities: Sendable {
        public var hashtags: [TwitterModels.Hashtag]
        public var symbols: [TwitterModels.Hashtag]
        public var urls: [TwitterModels.URLEntity]
        public var userMentions: [TwitterModels.UserMention]
        public var media: [TwitterModels.Media]?
    }

    /// A hashtag (or cashtag symbol) and where it is in the text.
    @JSONModel
    public struct Hashtag: Sendable {
        public var text: String
        public var indices: [Int]
    }

    /// A link and where it is in the text.
    @JSONModel(keyStrategy: .snakeCase)
    public struct URLEntity: Sendable {
        public var url: String
        public var expandedURL: String
        public var displayURL: String
        public var indices: [Int]
    }

    /// A mentioned user and where the mention is in the text.
    @JSONModel(keyStrategy: .snakeCase)
    public struct UserMention: Sendable {
        public var screenName: String
        public var name: String
        public var id: UInt64
        public var idStr: String
        public var indices: [Int]
    }

    /// An attached photo.
    @JSONModel(keyStrategy: .snakeCase)
    public struct Media: Sendable {
        public var id: UInt64
        public var idStr: String
        public var indices: [Int]
        public var mediaURL: String
        public var mediaURLHttps: String
        public var url: String
        public var displayURL: String
        public var expandedURL: String
        public var type: String
        public var sizes: TwitterModels.Sizes
        public var sourceStatusID: UInt64?
        public var sourceStatusIDStr: String?
    }

    /// The sizes a photo is available in.
    @JSONModel
    public struct Sizes: Sendable {
        public var medium: TwitterModels.Size
        public var small: TwitterModels.Size
        public var thumb: TwitterModels.Size
        public var large: TwitterModels.Size
    }

    /// One size of a photo.
    @JSONModel
    public struct Size: Sendable {
        public var w: Int
        public var h: Int
        public var resize: String
    }

    /// Search metadata of the result.
    @JSONModel(keyStrategy: .snakeCase)
    public struct SearchMetadata: Sendable {
        public var completedIn: Double
        public var maxID: UInt64
        public var maxIDStr: String
        public var nextResults: String
        public var query: String
        public var refreshURL: String
        public var count: Int
        public var sinceID: UInt64
        public var sinceIDStr: String
    }

    /// The value the benchmark compares between the two decoders.
    public enum CorpusCheck {
        /// The number of statuses, the first status id, and the last author's screen name:
        /// `100/505874924095815700/...`.
        public static func checkValue(_ root: Root) -> String {
            "\(root.statuses.count)/\(root.statuses.first?.id ?? 0)/\(root.statuses.last?.user.screenName ?? "")"
        }
    }
}

/// Foundation `Codable` twins of ``TwitterModels`` for `JSONDecoder`/`JSONEncoder`.
///
/// Conformances are compiler-synthesized; keys come from explicit `CodingKeys`, so no key-decoding
/// strategy is needed. Always-`null` values are `JSON?`, as in ``TwitterModels``.
public enum TwitterCodable {
    /// The search result (the whole document).
    public struct Root: Codable, Sendable {
        public var statuses: [Status]
        public var searchMetadata: SearchMetadata

        enum CodingKeys: String, CodingKey {
            case statuses
            case searchMetadata = "search_metadata"
        }
    }

    /// One tweet.
    public struct Status: Codable, Sendable {
        public var metadata: Metadata
        public var createdAt: String
        public var id: UInt64
        public var idStr: String
        public var text: String
        public var source: String
        public var truncated: Bool
        public var inReplyToStatusID: UInt64?
        public var inReplyToStatusIDStr: String?
        public var inReplyToUserID: UInt64?
        public var inReplyToUserIDStr: String?
        public var inReplyToScreenName: String?
        public var user: User
        public var geo: JSON?
        public var coordinates: JSON?
        public var place: JSON?
        public var contributors: JSON?
        public var retweetedStatus: RetweetedStatus?
        public var retweetCount: Int
        public var favoriteCount: Int
        public var entities: Entities
        public var favorited: Bool
        public var retweeted: Bool
        public var possiblySensitive: Bool?
        public var lang: String

        enum CodingKeys: String, CodingKey {
            case metadata
            case createdAt = "created_at"
            case id
            case idStr = "id_str"
            case text, source, truncated
            case inReplyToStatusID = "in_reply_to_status_id"
            case inReplyToStatusIDStr = "in_reply_to_status_id_str"
            case inReplyToUserID = "in_reply_to_user_id"
            case inReplyToUserIDStr = "in_reply_to_user_id_str"
            case inReplyToScreenName = "in_reply_to_screen_name"
            case user, geo, coordinates, place, contributors
            case retweetedStatus = "retweeted_status"
            case retweetCount = "retweet_count"
            case favoriteCount = "favorite_count"
            case entities, favorited, retweeted
            case possiblySensitive = "possibly_sensitive"
            case lang
        }
    }

    /// The tweet a ``Status`` retweets: the same fields, without a further `retweeted_status`.
    public struct RetweetedStatus: Codable, Sendable {
        public var metadata: Metadata
        public var createdAt: String
        public var id: UInt64
        public var idStr: String
        public var text: String
        public var source: String
        public var truncated: Bool
        public var inReplyToStatusID: UInt64?
        public var inReplyToStatusIDStr: String?
        public var inReplyToUserID: UInt64?
        public var inReplyToUserIDStr: String?
        public var inReplyToScreenName: String?
        public var user: User
        public var geo: JSON?
        public var coordinates: JSON?
        public var place: JSON?
        public var contributors: JSON?
        public var retweetCount: Int
        public var favoriteCount: Int
        public var entities: Entities
        public var favorited: Bool
        public var retweeted: Bool
        public var possiblySensitive: Bool?
        public var lang: String

        enum CodingKeys: String, CodingKey {
            case metadata
            case createdAt = "created_at"
            case id
            case idStr = "id_str"
            case text, source, truncated
            case inReplyToStatusID = "in_reply_to_status_id"
            case inReplyToStatusIDStr = "in_reply_to_status_id_str"
            case inReplyToUserID = "in_reply_to_user_id"
            case inReplyToUserIDStr = "in_reply_to_user_id_str"
            case inReplyToScreenName = "in_reply_to_screen_name"
            case user, geo, coordinates, place, contributors
            case retweetCount = "retweet_count"
            case favoriteCount = "favorite_count"
            case entities, favorited, retweeted
            case possiblySensitive = "possibly_sensitive"
            case lang
        }
    }

    /// Search metadata of a status.
    public struct Metadata: Codable, Sendable {
        public var resultType: String
        public var isoLanguageCode: String

        enum CodingKeys: String, CodingKey {
            case resultType = "result_type"
            case isoLanguageCode = "iso_language_code"
        }
    }

    /// The author of a status.
    public struct User: Codable, Sendable {
        public var id: UInt64
        public var idStr: String
        public var name: String
        public var screenName: String
        public var location: String
        public var description: String
        public var url: String?
        public var entities: UserEntities
        public var protected: Bool
        public var followersCount: Int
        public var friendsCount: Int
        public var listedCount: Int
        public var createdAt: String
        public var favouritesCount: Int
        public var utcOffset: Int?
        public var timeZone: String?
        public var geoEnabled: Bool
        public var verified: Bool
        public var statusesCount: Int
        public var lang: String
        public var contributorsEnabled: Bool
        public var isTranslator: Bool
        public var isTranslationEnabled: Bool
        public var profileBackgroundColor: String
        public var profileBackgroundImageURL: String
        public var profileBackgroundImageURLHttps: String
        public var profileBackgroundTile: Bool
        public var profileImageURL: String
        public var profileImageURLHttps: String
        public var profileBannerURL: String?
        public var profileLinkColor: String
        public var profileSidebarBorderColor: String
        public var profileSidebarFillColor: String
        public var profileTextColor: String
        public var profileUseBackgroundImage: Bool
        public var defaultProfile: Bool
        public var defaultProfileImage: Bool
        public var following: Bool
        public var followRequestSent: Bool
        public var notifications: Bool

        enum CodingKeys: String, CodingKey {
            case id
            case idStr = "id_str"
            case name
            case screenName = "screen_name"
            case location, description, url, entities, protected
            case followersCount = "followers_count"
            case friendsCount = "friends_count"
            case listedCount = "listed_count"
            case createdAt = "created_at"
            case favouritesCount = "favourites_count"
            case utcOffset = "utc_offset"
            case timeZone = "time_zone"
            case geoEnabled = "geo_enabled"
            case verified
            case statusesCount = "statuses_count"
            case lang
            case contributorsEnabled = "contributors_enabled"
            case isTranslator = "is_translator"
            case isTranslationEnabled = "is_translation_enabled"
            case profileBackgroundColor = "profile_background_color"
            case profileBackgroundImageURL = "profile_background_image_url"
            case profileBackgroundImageURLHttps = "profile_background_image_url_https"
            case profileBackgroundTile = "profile_background_tile"
            case profileImageURL = "profile_image_url"
            case profileImageURLHttps = "profile_image_url_https"
            case profileBannerURL = "profile_banner_url"
            case profileLinkColor = "profile_link_color"
            case profileSidebarBorderColor = "profile_sidebar_border_color"
            case profileSidebarFillColor = "profile_sidebar_fill_color"
            case profileTextColor = "profile_text_color"
            case profileUseBackgroundImage = "profile_use_background_image"
            case defaultProfile = "default_profile"
            case defaultProfileImage = "default_profile_image"
            case following
            case followRequestSent = "follow_request_sent"
            case notifications
        }
    }

    /// The entities of a user's profile: links in the description and the profile URL.
    public struct UserEntities: Codable, Sendable {
        public var description: URLList
        public var url: URLList?
    }

    /// A list of links.
    public struct URLList: Codable, Sendable {
        public var urls: [URLEntity]
    }

    /// The entities of a tweet.
    public struct Entities: Codable, Sendable {
        public var hashtags: [Hashtag]
        public var symbols: [Hashtag]
        public var urls: [URLEntity]
        public var userMentions: [UserMention]
        public var media: [Media]?

        enum CodingKeys: String, CodingKey {
            case hashtags, symbols, urls
            case userMentions = "user_mentions"
            case media
        }
    }

    /// A hashtag (or cashtag symbol) and where it is in the text.
    public struct Hashtag: Codable, Sendable {
        public var text: String
        public var indices: [Int]
    }

    /// A link and where it is in the text.
    public struct URLEntity: Codable, Sendable {
        public var url: String
        public var expandedURL: String
        public var displayURL: String
        public var indices: [Int]

        enum CodingKeys: String, CodingKey {
            case url
            case expandedURL = "expanded_url"
            case displayURL = "display_url"
            case indices
        }
    }

    /// A mentioned user and where the mention is in the text.
    public struct UserMention: Codable, Sendable {
        public var screenName: String
        public var name: String
        public var id: UInt64
        public var idStr: String
        public var indices: [Int]

        enum CodingKeys: String, CodingKey {
            case screenName = "screen_name"
            case name, id
            case idStr = "id_str"
            case indices
        }
    }

    /// An attached photo.
    public struct Media: Codable, Sendable {
        public var id: UInt64
        public var idStr: String
        public var indices: [Int]
        public var mediaURL: String
        public var mediaURLHttps: String
        public var url: String
        public var displayURL: String
        public var expandedURL: String
        public var type: String
        public var sizes: Sizes
        public var sourceStatusID: UInt64?
        public var sourceStatusIDStr: String?

        enum CodingKeys: String, CodingKey {
            case id
            case idStr = "id_str"
            case indices
            case mediaURL = "media_url"
            case mediaURLHttps = "media_url_https"
            case url
            case displayURL = "display_url"
            case expandedURL = "expanded_url"
            case type, sizes
            case sourceStatusID = "source_status_id"
            case sourceStatusIDStr = "source_status_id_str"
        }
    }

    /// The sizes a photo is available in.
    public struct Sizes: Codable, Sendable {
        public var medium: Size
        public var small: Size
        public var thumb: Size
        public var large: Size
    }

    /// One size of a photo.
    public struct Size: Codable, Sendable {
        public var w: Int
        public var h: Int
        public var resize: String
    }

    /// Search metadata of the result.
    public struct SearchMetadata: Codable, Sendable {
        public var completedIn: Double
        public var maxID: UInt64
        public var maxIDStr: String
        public var nextResults: String
        public var query: String
        public var refreshURL: String
        public var count: Int
        public var sinceID: UInt64
        public var sinceIDStr: String

        enum CodingKeys: String, CodingKey {
            case completedIn = "completed_in"
            case maxID = "max_id"
            case maxIDStr = "max_id_str"
            case nextResults = "next_results"
            case query
            case refreshURL = "refresh_url"
            case count
            case sinceID = "since_id"
            case sinceIDStr = "since_id_str"
        }
    }

    /// The value the benchmark compares between the two decoders.
    public enum CorpusCheck {
        /// The same text as ``TwitterModels/CorpusCheck/checkValue(_:)``.
        public static func checkValue(_ root: Root) -> String {
            "\(root.statuses.count)/\(root.statuses.first?.id ?? 0)/\(root.statuses.last?.user.screenName ?? "")"
        }
    }
}
