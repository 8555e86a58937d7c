import YYModel

/// Models of `Fixtures/weibo.json`: one Weibo status with its user, a picture map keyed by picture
/// id, annotations and badges.
///
/// Every key of the document is mapped. Choices that the data forced:
/// - `pic_infos` is an object keyed by picture id: `[String: Picture]`; `badge` is a map of badge
///   names to flags: `[String: Int]`.
/// - Several picture `width`/`height` values are JSON strings (`"640"`); they are `Int` here and
///   rely on YYModel's numeric-string conversion.
/// - `biz_feature` is 4294967300, beyond `Int32` (YYModel's model stored it wrapped to 4): `Int64`.
/// - `darwin_tags` is always empty, so its element type is unknown: `[JSON]`.
/// - Each `annotations` element has a different key: one struct with every key optional.
/// - `filterID` and `userType` are camelCase in the data, `class` is a keyword: `@JSONKey`.
///   `pic_ids` too: the snake_case strategy turns `picIDs` into `pic_i_ds` (a plural acronym).
/// - Dates stay `String` (`"Wed Sep 16 12:20:09 +0800 2015"`).
///
/// Property types name sibling models qualified (`WeiboModels.X`, not `X`): `@JSONModel`
/// writes its code in an extension at file scope, where a nested type's siblings are not
/// visible unqualified.
public enum WeiboModels {
    /// The status (the whole document).
    @JSONModel(keyStrategy: .snakeCase)
    public struct Root: Sendable {
        public var favorited: Bool
        public var attitudesStatus: Int
        public var createdAt: String
        public var id: UInt64
        public var truncated: Bool
        public var inReplyToScreenName: String
        public var mblogid: String
        public var text: String
        public var idstr: String
        public var sourceType: Int
        public var geo: String
        public var user: WeiboModels.User
        public var commentsCount: Int
        public var thumbnailPic: String
        public var source: String
        public var recomState: Int
        public var sourceAllowclick: Int
        public var bizFeature: Int64
        public var mblogtypename: String
        public var annotations: [WeiboModels.Annotation]
        @JSONKey("filterID") public var filterID: String
        public var bmiddlePic: String
        public var scheme: String
        public var visible: WeiboModels.Visible
        public var inReplyToStatusID: String
        public var mid: String
        @JSONKey("pic_ids") public var picIDs: [String]
        public var repostsCount: Int
        public var mlevel: Int
        public var attitudesCount: Int
        public var darwinTags: [JSON]
        @JSONKey("userType") public var userType: Int
        public var picInfos: [String: WeiboModels.Picture]
        public var inReplyToUserID: String
        public var originalPic: String
    }

    /// The author of the status.
    @JSONModel(keyStrategy: .snakeCase)
    public struct User: Sendable {
        public var coverImagePhone: String
        public var id: UInt64
        public var biFollowersCount: Int
        public var urank: Int
        public var profileImageURL: String
        public var icons: [WeiboModels.Icon]
        @JSONKey("class") public var uclass: Int
        public var verifiedContactEmail: String
        public var province: String
        public var verified: Bool
        public var url: String
        public var statusesCount: Int
        public var geoEnabled: Bool
        public var followMe: Bool
        public var description: String
        public var type: Int
        public var followersCount: Int
        public var verifiedContactMobile: String
        public var location: String
        public var mbrank: Int
        public var avatarLarge: String
        public var star: Int
        public var verifiedTrade: String
        public var profileURL: String
        public var weihao: String
        public var onlineStatus: Int
        public var badgeTop: String
        public var verifiedContactName: String
        public var screenName: String
        public var verifiedSourceURL: String
        public var pagefriendsCount: Int
        public var name: String
        public var verifiedReason: String
        public var friendsCount: Int
        public var mbtype: Int
        public var blockApp: Int
        public var hasAbilityTag: Int
        public var avatarHD: String
        public var creditScore: Int
        public var remark: String
        public var createdAt: String
        public var blockWord: Int
        public var ulevel: Int
        public var allowAllActMsg: Bool
        public var verifiedState: Int
        public var domain: String
        public var verifiedReasonModified: String
        public var level: Int
        public var allowAllComment: Bool
        public var verifiedLevel: Int
        public var verifiedReasonURL: String
        public var gender: String
        public var favouritesCount: Int
        public var idstr: String
        public var verifiedType: Int
        public var city: String
        public var verifiedSource: String
        public var badge: [String: Int]
        public var userAbility: Int
        public var extend: WeiboModels.Extend
        public var lang: String
        public var ptype: Int
        public var following: Bool
    }

    /// A user icon.
    @JSONModel
    public struct Icon: Sendable {
        public var url: String
    }

    /// The user's extended settings.
    @JSONModel
    public struct Extend: Sendable {
        public var privacy: WeiboModels.Privacy
        public var mbprivilege: String
    }

    /// The user's privacy settings.
    @JSONModel
    public struct Privacy: Sendable {
        public var mobile: Int
    }

    /// One annotation; each element of the data carries a different key.
    @JSONModel(keyStrategy: .snakeCase)
    public struct Annotation: Sendable {
        public var clientMblogid: String?
        public var mapiRequest: Bool?
    }

    /// Who may see the status.
    @JSONModel(keyStrategy: .snakeCase)
    public struct Visible: Sendable {
        public var type: Int
        public var listID: Int
    }

    /// One picture of `pic_infos`, in six sizes.
    @JSONModel(keyStrategy: .snakeCase)
    public struct Picture: Sendable {
        public var thumbnail: WeiboModels.PictureMetadata
        public var bmiddle: WeiboModels.PictureMetadata
        public var large: WeiboModels.PictureMetadata
        public var largest: WeiboModels.PictureMetadata
        public var picID: String
        public var photoTag: Int
        public var original: WeiboModels.PictureMetadata
        public var filterID: String
        public var objectID: String
        public var middleplus: WeiboModels.PictureMetadata
    }

    /// One size of a picture; `width`/`height` are numbers or numeric strings in the data.
    @JSONModel(keyStrategy: .snakeCase)
    public struct PictureMetadata: Sendable {
        public var cutType: Int
        public var type: String
        public var url: String
        public var width: Int
        public var height: Int
    }

    /// The value the benchmark compares between the two decoders.
    public enum CorpusCheck {
        /// The status id, the user id, and the size of the first picture's `large` image (one of the
        /// sizes written as strings in the data): `3887674148022737/3952070245/640x480`.
        public static func checkValue(_ root: Root) -> String {
            let large = root.picIDs.first.flatMap { root.picInfos[$0] }?.large
            return "\(root.id)/\(root.user.id)/\(large?.width ?? -1)x\(large?.height ?? -1)"
        }
    }
}

/// Foundation `Codable` twins of ``WeiboModels`` for `JSONDecoder`/`JSONEncoder`.
///
/// Conformances are compiler-synthesized with explicit `CodingKeys` (no key-decoding strategy
/// needed), except for ``FlexibleInt``: the picture sizes are numbers *or* numeric strings, which a
/// synthesized `Int` cannot read, so they use that small hand-written wrapper (what a Codable user
/// would write). `darwin_tags` is `[JSON]` (always empty).
public enum WeiboCodable {
    /// An integer that decodes from a JSON number or a numeric string and encodes as a number.
    public struct FlexibleInt: Codable, Sendable, Hashable {
        /// The integer.
        public var value: Int

        /// Wraps `value`.
        public init(_ value: Int) { self.value = value }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                value = number
            } else {
                let text = try container.decode(String.self)
                guard let number = Int(text) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an integer: \(text)")
                }
                value = number
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }

    /// The status (the whole document).
    public struct Root: Codable, Sendable {
        public var favorited: Bool
        public var attitudesStatus: Int
        public var createdAt: String
        public var id: UInt64
        public var truncated: Bool
        public var inReplyToScreenName: String
        public var mblogid: String
        public var text: String
        public var idstr: String
        public var sourceType: Int
        public var geo: String
        public var user: User
        public var commentsCount: Int
        public var thumbnailPic: String
        public var source: String
        public var recomState: Int
        public var sourceAllowclick: Int
        public var bizFeature: Int64
        public var mblogtypename: String
        public var annotations: [Annotation]
        public var filterID: String
        public var bmiddlePic: String
        public var scheme: String
        public var visible: Visible
        public var inReplyToStatusID: String
        public var mid: String
        public var picIDs: [String]
        public var repostsCount: Int
        public var mlevel: Int
        public var attitudesCount: Int
        public var darwinTags: [JSON]
        public var userType: Int
        public var picInfos: [String: Picture]
        public var inReplyToUserID: String
        public var originalPic: String

        enum CodingKeys: String, CodingKey {
            case favorited
            case attitudesStatus = "attitudes_status"
            case createdAt = "created_at"
            case id, truncated
            case inReplyToScreenName = "in_reply_to_screen_name"
            case mblogid, text, idstr
            case sourceType = "source_type"
            case geo, user
            case commentsCount = "comments_count"
            case thumbnailPic = "thumbnail_pic"
            case source
            case recomState = "recom_state"
            case sourceAllowclick = "source_allowclick"
            case bizFeature = "biz_feature"
            case mblogtypename, annotations, filterID
            case bmiddlePic = "bmiddle_pic"
            case scheme, visible
            case inReplyToStatusID = "in_reply_to_status_id"
            case mid
            case picIDs = "pic_ids"
            case repostsCount = "reposts_count"
            case mlevel
            case attitudesCount = "attitudes_count"
            case darwinTags = "darwin_tags"
            case userType
            case picInfos = "pic_infos"
            case inReplyToUserID = "in_reply_to_user_id"
            case originalPic = "original_pic"
        }
    }

    /// The author of the status.
    public struct User: Codable, Sendable {
        public var coverImagePhone: String
        public var id: UInt64
        public var biFollowersCount: Int
        public var urank: Int
        public var profileImageURL: String
        public var icons: [Icon]
        public var uclass: Int
        public var verifiedContactEmail: String
        public var province: String
        public var verified: Bool
        public var url: String
        public var statusesCount: Int
        public var geoEnabled: Bool
        public var followMe: Bool
        public var description: String
        public var type: Int
        public var followersCount: Int
        public var verifiedContactMobile: String
        public var location: String
        public var mbrank: Int
        public var avatarLarge: String
        public var star: Int
        public var verifiedTrade: String
        public var profileURL: String
        public var weihao: String
        public var onlineStatus: Int
        public var badgeTop: String
        public var verifiedContactName: String
        public var screenName: String
        public var verifiedSourceURL: String
        public var pagefriendsCount: Int
        public var name: String
        public var verifiedReason: String
        public var friendsCount: Int
        public var mbtype: Int
        public var blockApp: Int
        public var hasAbilityTag: Int
        public var avatarHD: String
        public var creditScore: Int
        public var remark: String
        public var createdAt: String
        public var blockWord: Int
        public var ulevel: Int
        public var allowAllActMsg: Bool
        public var verifiedState: Int
        public var domain: String
        public var verifiedReasonModified: String
        public var level: Int
        public var allowAllComment: Bool
        public var verifiedLevel: Int
        public var verifiedReasonURL: String
        public var gender: String
        public var favouritesCount: Int
        public var idstr: String
        public var verifiedType: Int
        public var city: String
        public var verifiedSource: String
        public var badge: [String: Int]
        public var userAbility: Int
        public var extend: Extend
        public var lang: String
        public var ptype: Int
        public var following: Bool

        enum CodingKeys: String, CodingKey {
            case coverImagePhone = "cover_image_phone"
            case id
            case biFollowersCount = "bi_followers_count"
            case urank
            case profileImageURL = "profile_image_url"
            case icons
            case uclass = "class"
            case verifiedContactEmail = "verified_contact_email"
            case province, verified, url
            case statusesCount = "statuses_count"
            case geoEnabled = "geo_enabled"
            case followMe = "follow_me"
            case description, type
            case followersCount = "followers_count"
            case verifiedContactMobile = "verified_contact_mobile"
            case location, mbrank
            case avatarLarge = "avatar_large"
            case star
            case verifiedTrade = "verified_trade"
            case profileURL = "profile_url"
            case weihao
            case onlineStatus = "online_status"
            case badgeTop = "badge_top"
            case verifiedContactName = "verified_contact_name"
            case screenName = "screen_name"
            case verifiedSourceURL = "verified_source_url"
            case pagefriendsCount = "pagefriends_count"
            case name
            case verifiedReason = "verified_reason"
            case friendsCount = "friends_count"
            case mbtype
            case blockApp = "block_app"
            case hasAbilityTag = "has_ability_tag"
            case avatarHD = "avatar_hd"
            case creditScore = "credit_score"
            case remark
            case createdAt = "created_at"
            case blockWord = "block_word"
            case ulevel
            case allowAllActMsg = "allow_all_act_msg"
            case verifiedState = "verified_state"
            case domain
            case verifiedReasonModified = "verified_reason_modified"
            case level
            case allowAllComment = "allow_all_comment"
            case verifiedLevel = "verified_level"
            case verifiedReasonURL = "verified_reason_url"
            case gender
            case favouritesCount = "favourites_count"
            case idstr
            case verifiedType = "verified_type"
            case city
            case verifiedSource = "verified_source"
            case badge
            case userAbility = "user_ability"
            case extend, lang, ptype, following
        }
    }

    /// A user icon.
    public struct Icon: Codable, Sendable {
        public var url: String
    }

    /// The user's extended settings.
    public struct Extend: Codable, Sendable {
        public var privacy: Privacy
        public var mbprivilege: String
    }

    /// The user's privacy settings.
    public struct Privacy: Codable, Sendable {
        public var mobile: Int
    }

    /// One annotation; each element of the data carries a different key.
    public struct Annotation: Codable, Sendable {
        public var clientMblogid: String?
        public var mapiRequest: Bool?

        enum CodingKeys: String, CodingKey {
            case clientMblogid = "client_mblogid"
            case mapiRequest = "mapi_request"
        }
    }

    /// Who may see the status.
    public struct Visible: Codable, Sendable {
        public var type: Int
        public var listID: Int

        enum CodingKeys: String, CodingKey {
            case type
            case listID = "list_id"
        }
    }

    /// One picture of `pic_infos`, in six sizes.
    public struct Picture: Codable, Sendable {
        public var thumbnail: PictureMetadata
        public var bmiddle: PictureMetadata
        public var large: PictureMetadata
        public var largest: PictureMetadata
        public var picID: String
        public var photoTag: Int
        public var original: PictureMetadata
        public var filterID: String
        public var objectID: String
        public var middleplus: PictureMetadata

        enum CodingKeys: String, CodingKey {
            case thumbnail, bmiddle, large, largest
            case picID = "pic_id"
            case photoTag = "photo_tag"
            case original
            case filterID = "filter_id"
            case objectID = "object_id"
            case middleplus
        }
    }

    /// One size of a picture; `width`/`height` are numbers or numeric strings in the data.
    public struct PictureMetadata: Codable, Sendable {
        public var cutType: Int
        public var type: String
        public var url: String
        public var width: FlexibleInt
        public var height: FlexibleInt

        enum CodingKeys: String, CodingKey {
            case cutType = "cut_type"
            case type, url, width, height
        }
    }

    /// The value the benchmark compares between the two decoders.
    public enum CorpusCheck {
        /// The same text as ``WeiboModels/CorpusCheck/checkValue(_:)``.
        public static func checkValue(_ root: Root) -> String {
            let large = root.picIDs.first.flatMap { root.picInfos[$0] }?.large
            return "\(root.id)/\(root.user.id)/\(large?.width.value ?? -1)x\(large?.height.value ?? -1)"
        }
    }
}
