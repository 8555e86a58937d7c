import YYModel

/// The twitter document through the API shapes a flat model does not use: hooks on every status,
/// and key paths and candidate keys. Each status maps the keys of TwitterModels/Status, so that
/// the bench can compare the shape with that plain model.
public enum TwitterShapes {
    /// The search result, of hooked statuses.
    @JSONModel(keyStrategy: .snakeCase)
    public struct HookedRoot: Sendable {
        public var statuses: [TwitterShapes.HookedStatus]
        public var searchMetadata: TwitterModels.SearchMetadata
    }

    /// TwitterModels/Status with every hook, each empty: what the hook mechanism costs, once
    /// per status.
    @JSONModel(keyStrategy: .snakeCase)
    public struct HookedStatus: Sendable {
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

        public static func jsonWillDecode(_ json: JSON) -> JSON { json }
        public mutating func jsonDidDecode(_ json: JSON) throws {}
        public func jsonWillEncode(_ json: inout JSON) throws {}
    }

    /// The search result, of statuses that also read key paths and candidate keys.
    @JSONModel(keyStrategy: .snakeCase)
    public struct KeyPathRoot: Sendable {
        public var statuses: [TwitterShapes.KeyPathStatus]
        @JSONKey("search_metadata.count") public var count: Int
        @JSONKey("search_metadata.max_id_str") public var maxID: String
    }

    /// TwitterModels/Status plus values read through key paths into the user and the
    /// entities, and through candidate keys of which the first is missing.
    @JSONModel(keyStrategy: .snakeCase)
    public struct KeyPathStatus: Sendable {
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

        @JSONKey("user.screen_name") public var authorScreenName: String
        @JSONKey("user.followers_count") public var authorFollowers: Int
        @JSONKey("metadata.result_type") public var resultType: String
        @JSONKey("full_text", "text") public var fullText: String
        @JSONKey("favourite_count", "favorite_count") public var favourites: Int
    }
}
