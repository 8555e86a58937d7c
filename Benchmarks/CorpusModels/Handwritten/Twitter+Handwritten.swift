import YYModel

// Hand-written decoders of the twitter.json models (see `HandwrittenDecodable`): 15 types, the
// largest of the five corpora. A status and the status it retweets share 24 members, read by one
// `StatusFields` pass; the user object's 40 keys are matched by length first, then by bytes.

extension TwitterModels.Root: HandwrittenDecodable {
    /// Decodes the search result (the whole document) by hand.
    public init(handwritten element: JSONElement) throws {
        var statuses: [TwitterModels.Status]?
        var searchMetadata: TwitterModels.SearchMetadata?
        for (key, value) in try element.decodeMembers("Root") {
            switch key.count {
            case 8:
                if key.matches("statuses") {
                    statuses = try value.decodeArray("statuses") { try TwitterModels.Status(handwritten: $0) }
                }
            case 15:
                if key.matches("search_metadata") {
                    searchMetadata = try TwitterModels.SearchMetadata(handwritten: value)
                }
            default:
                break
            }
        }
        self.statuses = try statuses.required("statuses")
        self.searchMetadata = try searchMetadata.required("search_metadata")
    }
}

extension TwitterModels.Status: HandwrittenDecodable {
    /// Decodes one tweet by hand: the shared status members, and `retweeted_status` when present.
    public init(handwritten element: JSONElement) throws {
        var fields = StatusFields()
        var retweetedStatus: TwitterModels.RetweetedStatus?
        for (key, value) in try element.decodeMembers("Status") {
            if try fields.read(key, value) { continue }
            if key.matches("retweeted_status") {
                retweetedStatus = try value.isNull ? nil : TwitterModels.RetweetedStatus(handwritten: value)
            }
        }
        self.metadata = try fields.metadata.required("metadata")
        self.createdAt = try fields.createdAt.required("created_at")
        self.id = try fields.id.required("id")
        self.idStr = try fields.idStr.required("id_str")
        self.text = try fields.text.required("text")
        self.source = try fields.source.required("source")
        self.truncated = try fields.truncated.required("truncated")
        self.inReplyToStatusID = fields.inReplyToStatusID
        self.inReplyToStatusIDStr = fields.inReplyToStatusIDStr
        self.inReplyToUserID = fields.inReplyToUserID
        self.inReplyToUserIDStr = fields.inReplyToUserIDStr
        self.inReplyToScreenName = fields.inReplyToScreenName
        self.user = try fields.user.required("user")
        self.geo = fields.geo
        self.coordinates = fields.coordinates
        self.place = fields.place
        self.contributors = fields.contributors
        self.retweetedStatus = retweetedStatus
        self.retweetCount = try fields.retweetCount.required("retweet_count")
        self.favoriteCount = try fields.favoriteCount.required("favorite_count")
        self.entities = try fields.entities.required("entities")
        self.favorited = try fields.favorited.required("favorited")
        self.retweeted = try fields.retweeted.required("retweeted")
        self.possiblySensitive = fields.possiblySensitive
        self.lang = try fields.lang.required("lang")
    }
}

extension TwitterModels.RetweetedStatus: HandwrittenDecodable {
    /// Decodes the retweeted tweet by hand: the shared status members only (a retweet of a retweet
    /// is not in the data, and `retweeted_status` would be an unknown key here).
    public init(handwritten element: JSONElement) throws {
        var fields = StatusFields()
        for (key, value) in try element.decodeMembers("RetweetedStatus") {
            try fields.read(key, value)
        }
        self.metadata = try fields.metadata.required("metadata")
        self.createdAt = try fields.createdAt.required("created_at")
        self.id = try fields.id.required("id")
        self.idStr = try fields.idStr.required("id_str")
        self.text = try fields.text.required("text")
        self.source = try fields.source.required("source")
        self.truncated = try fields.truncated.required("truncated")
        self.inReplyToStatusID = fields.inReplyToStatusID
        self.inReplyToStatusIDStr = fields.inReplyToStatusIDStr
        self.inReplyToUserID = fields.inReplyToUserID
        self.inReplyToUserIDStr = fields.inReplyToUserIDStr
        self.inReplyToScreenName = fields.inReplyToScreenName
        self.user = try fields.user.required("user")
        self.geo = fields.geo
        self.coordinates = fields.coordinates
        self.place = fields.place
        self.contributors = fields.contributors
        self.retweetCount = try fields.retweetCount.required("retweet_count")
        self.favoriteCount = try fields.favoriteCount.required("favorite_count")
        self.entities = try fields.entities.required("entities")
        self.favorited = try fields.favorited.required("favorited")
        self.retweeted = try fields.retweeted.required("retweeted")
        self.possiblySensitive = fields.possiblySensitive
        self.lang = try fields.lang.required("lang")
    }
}

/// The members a ``TwitterModels/Status`` and a ``TwitterModels/RetweetedStatus`` share, collected
/// during the one pass over a tweet object; each init reads its own extra keys and unwraps these.
private struct StatusFields {
    var metadata: TwitterModels.Metadata?
    var createdAt: String?
    var id: UInt64?
    var idStr: String?
    var text: String?
    var source: String?
    var truncated: Bool?
    var inReplyToStatusID: UInt64?
    var inReplyToStatusIDStr: String?
    var inReplyToUserID: UInt64?
    var inReplyToUserIDStr: String?
    var inReplyToScreenName: String?
    var user: TwitterModels.User?
    var geo: JSON?
    var coordinates: JSON?
    var place: JSON?
    var contributors: JSON?
    var retweetCount: Int?
    var favoriteCount: Int?
    var entities: TwitterModels.Entities?
    var favorited: Bool?
    var retweeted: Bool?
    var possiblySensitive: Bool?
    var lang: String?

    /// Reads `value` into the field named `key`; `false` when `key` is not one of the shared members.
    @discardableResult
    mutating func read(_ key: UnsafeBufferPointer<UInt8>, _ value: JSONElement) throws -> Bool {
        switch key.count {
        case 2:
            if key.matches("id") {
                id = try value.decodeUInt64("id")
            } else {
                return false
            }
        case 3:
            if key.matches("geo") {
                geo = value.isNull ? nil : JSON(value)
            } else {
                return false
            }
        case 4:
            if key.matches("text") {
                text = try value.decodeString("text")
            } else if key.matches("user") {
                user = try TwitterModels.User(handwritten: value)
            } else if key.matches("lang") {
                lang = try value.decodeString("lang")
            } else {
                return false
            }
        case 5:
            if key.matches("place") {
                place = value.isNull ? nil : JSON(value)
            } else {
                return false
            }
        case 6:
            if key.matches("id_str") {
                idStr = try value.decodeString("id_str")
            } else if key.matches("source") {
                source = try value.decodeString("source")
            } else {
                return false
            }
        case 8:
            if key.matches("metadata") {
                metadata = try TwitterModels.Metadata(handwritten: value)
            } else if key.matches("entities") {
                entities = try TwitterModels.Entities(handwritten: value)
            } else {
                return false
            }
        case 9:
            if key.matches("truncated") {
                truncated = try value.decodeBool("truncated")
            } else if key.matches("favorited") {
                favorited = try value.decodeBool("favorited")
            } else if key.matches("retweeted") {
                retweeted = try value.decodeBool("retweeted")
            } else {
                return false
            }
        case 10:
            if key.matches("created_at") {
                createdAt = try value.decodeString("created_at")
            } else {
                return false
            }
        case 11:
            if key.matches("coordinates") {
                coordinates = value.isNull ? nil : JSON(value)
            } else {
                return false
            }
        case 12:
            if key.matches("contributors") {
                contributors = value.isNull ? nil : JSON(value)
            } else {
                return false
            }
        case 13:
            if key.matches("retweet_count") {
                retweetCount = try value.decodeInt("retweet_count")
            } else {
                return false
            }
        case 14:
            if key.matches("favorite_count") {
                favoriteCount = try value.decodeInt("favorite_count")
            } else {
                return false
            }
        case 18:
            if key.matches("possibly_sensitive") {
                possiblySensitive = try value.isNull ? nil : value.decodeBool("possibly_sensitive")
            } else {
                return false
            }
        case 19:
            if key.matches("in_reply_to_user_id") {
                inReplyToUserID = try value.isNull ? nil : value.decodeUInt64("in_reply_to_user_id")
            } else {
                return false
            }
        case 21:
            if key.matches("in_reply_to_status_id") {
                inReplyToStatusID = try value.isNull ? nil : value.decodeUInt64("in_reply_to_status_id")
            } else {
                return false
            }
        case 23:
            if key.matches("in_reply_to_user_id_str") {
                inReplyToUserIDStr = try value.isNull ? nil : value.decodeString("in_reply_to_user_id_str")
            } else if key.matches("in_reply_to_screen_name") {
                inReplyToScreenName = try value.isNull ? nil : value.decodeString("in_reply_to_screen_name")
            } else {
                return false
            }
        case 25:
            if key.matches("in_reply_to_status_id_str") {
                inReplyToStatusIDStr = try value.isNull ? nil : value.decodeString("in_reply_to_status_id_str")
            } else {
                return false
            }
        default:
            return false
        }
        return true
    }
}

extension TwitterModels.Metadata: HandwrittenDecodable {
    /// Decodes search metadata of a status by hand.
    public init(handwritten element: JSONElement) throws {
        var resultType: String?
        var isoLanguageCode: String?
        for (key, value) in try element.decodeMembers("Metadata") {
            switch key.count {
            case 11:
                if key.matches("result_type") {
                    resultType = try value.decodeString("result_type")
                }
            case 17:
                if key.matches("iso_language_code") {
                    isoLanguageCode = try value.decodeString("iso_language_code")
                }
            default:
                break
            }
        }
        self.resultType = try resultType.required("result_type")
        self.isoLanguageCode = try isoLanguageCode.required("iso_language_code")
    }
}

extension TwitterModels.User: HandwrittenDecodable {
    /// Decodes the author of a status by hand.
    public init(handwritten element: JSONElement) throws {
        var id: UInt64?
        var idStr: String?
        var name: String?
        var screenName: String?
        var location: String?
        var description: String?
        var url: String?
        var entities: TwitterModels.UserEntities?
        var protected: Bool?
        var followersCount: Int?
        var friendsCount: Int?
        var listedCount: Int?
        var createdAt: String?
        var favouritesCount: Int?
        var utcOffset: Int?
        var timeZone: String?
        var geoEnabled: Bool?
        var verified: Bool?
        var statusesCount: Int?
        var lang: String?
        var contributorsEnabled: Bool?
        var isTranslator: Bool?
        var isTranslationEnabled: Bool?
        var profileBackgroundColor: String?
        var profileBackgroundImageURL: String?
        var profileBackgroundImageURLHttps: String?
        var profileBackgroundTile: Bool?
        var profileImageURL: String?
        var profileImageURLHttps: String?
        var profileBannerURL: String?
        var profileLinkColor: String?
        var profileSidebarBorderColor: String?
        var profileSidebarFillColor: String?
        var profileTextColor: String?
        var profileUseBackgroundImage: Bool?
        var defaultProfile: Bool?
        var defaultProfileImage: Bool?
        var following: Bool?
        var followRequestSent: Bool?
        var notifications: Bool?
        for (key, value) in try element.decodeMembers("User") {
            switch key.count {
            case 2:
                if key.matches("id") {
                    id = try value.decodeUInt64("id")
                }
            case 3:
                if key.matches("url") {
                    url = try value.isNull ? nil : value.decodeString("url")
                }
            case 4:
                if key.matches("name") {
                    name = try value.decodeString("name")
                } else if key.matches("lang") {
                    lang = try value.decodeString("lang")
                }
            case 6:
                if key.matches("id_str") {
                    idStr = try value.decodeString("id_str")
                }
            case 8:
                if key.matches("location") {
                    location = try value.decodeString("location")
                } else if key.matches("entities") {
                    entities = try TwitterModels.UserEntities(handwritten: value)
                } else if key.matches("verified") {
                    verified = try value.decodeBool("verified")
                }
            case 9:
                if key.matches("protected") {
                    protected = try value.decodeBool("protected")
                } else if key.matches("time_zone") {
                    timeZone = try value.isNull ? nil : value.decodeString("time_zone")
                } else if key.matches("following") {
                    following = try value.decodeBool("following")
                }
            case 10:
                if key.matches("created_at") {
                    createdAt = try value.decodeString("created_at")
                } else if key.matches("utc_offset") {
                    utcOffset = try value.isNull ? nil : value.decodeInt("utc_offset")
                }
            case 11:
                if key.matches("screen_name") {
                    screenName = try value.decodeString("screen_name")
                } else if key.matches("description") {
                    description = try value.decodeString("description")
                } else if key.matches("geo_enabled") {
                    geoEnabled = try value.decodeBool("geo_enabled")
                }
            case 12:
                if key.matches("listed_count") {
                    listedCount = try value.decodeInt("listed_count")
                }
            case 13:
                if key.matches("friends_count") {
                    friendsCount = try value.decodeInt("friends_count")
                } else if key.matches("is_translator") {
                    isTranslator = try value.decodeBool("is_translator")
                } else if key.matches("notifications") {
                    notifications = try value.decodeBool("notifications")
                }
            case 14:
                if key.matches("statuses_count") {
                    statusesCount = try value.decodeInt("statuses_count")
                }
            case 15:
                if key.matches("followers_count") {
                    followersCount = try value.decodeInt("followers_count")
                } else if key.matches("default_profile") {
                    defaultProfile = try value.decodeBool("default_profile")
                }
            case 16:
                if key.matches("favourites_count") {
                    favouritesCount = try value.decodeInt("favourites_count")
                }
            case 17:
                if key.matches("profile_image_url") {
                    profileImageURL = try value.decodeString("profile_image_url")
                }
            case 18:
                if key.matches("profile_banner_url") {
                    profileBannerURL = try value.isNull ? nil : value.decodeString("profile_banner_url")
                } else if key.matches("profile_link_color") {
                    profileLinkColor = try value.decodeString("profile_link_color")
                } else if key.matches("profile_text_color") {
                    profileTextColor = try value.decodeString("profile_text_color")
                }
            case 19:
                if key.matches("follow_request_sent") {
                    followRequestSent = try value.decodeBool("follow_request_sent")
                }
            case 20:
                if key.matches("contributors_enabled") {
                    contributorsEnabled = try value.decodeBool("contributors_enabled")
                }
            case 21:
                if key.matches("default_profile_image") {
                    defaultProfileImage = try value.decodeBool("default_profile_image")
                }
            case 22:
                if key.matches("is_translation_enabled") {
                    isTranslationEnabled = try value.decodeBool("is_translation_enabled")
                }
            case 23:
                if key.matches("profile_background_tile") {
                    profileBackgroundTile = try value.decodeBool("profile_background_tile")
                } else if key.matches("profile_image_url_https") {
                    profileImageURLHttps = try value.decodeString("profile_image_url_https")
                }
            case 24:
                if key.matches("profile_background_color") {
                    profileBackgroundColor = try value.decodeString("profile_background_color")
                }
            case 26:
                if key.matches("profile_sidebar_fill_color") {
                    profileSidebarFillColor = try value.decodeString("profile_sidebar_fill_color")
                }
            case 28:
                if key.matches("profile_background_image_url") {
                    profileBackgroundImageURL = try value.decodeString("profile_background_image_url")
                } else if key.matches("profile_sidebar_border_color") {
                    profileSidebarBorderColor = try value.decodeString("profile_sidebar_border_color")
                } else if key.matches("profile_use_background_image") {
                    profileUseBackgroundImage = try value.decodeBool("profile_use_background_image")
                }
            case 34:
                if key.matches("profile_background_image_url_https") {
                    profileBackgroundImageURLHttps = try value.decodeString("profile_background_image_url_https")
                }
            default:
                break
            }
        }
        self.id = try id.required("id")
        self.idStr = try idStr.required("id_str")
        self.name = try name.required("name")
        self.screenName = try screenName.required("screen_name")
        self.location = try location.required("location")
        self.description = try description.required("description")
        self.url = url
        self.entities = try entities.required("entities")
        self.protected = try protected.required("protected")
        self.followersCount = try followersCount.required("followers_count")
        self.friendsCount = try friendsCount.required("friends_count")
        self.listedCount = try listedCount.required("listed_count")
        self.createdAt = try createdAt.required("created_at")
        self.favouritesCount = try favouritesCount.required("favourites_count")
        self.utcOffset = utcOffset
        self.timeZone = timeZone
        self.geoEnabled = try geoEnabled.required("geo_enabled")
        self.verified = try verified.required("verified")
        self.statusesCount = try statusesCount.required("statuses_count")
        self.lang = try lang.required("lang")
        self.contributorsEnabled = try contributorsEnabled.required("contributors_enabled")
        self.isTranslator = try isTranslator.required("is_translator")
        self.isTranslationEnabled = try isTranslationEnabled.required("is_translation_enabled")
        self.profileBackgroundColor = try profileBackgroundColor.required("profile_background_color")
        self.profileBackgroundImageURL = try profileBackgroundImageURL.required("profile_background_image_url")
        self.profileBackgroundImageURLHttps = try profileBackgroundImageURLHttps.required("profile_background_image_url_https")
        self.profileBackgroundTile = try profileBackgroundTile.required("profile_background_tile")
        self.profileImageURL = try profileImageURL.required("profile_image_url")
        self.profileImageURLHttps = try profileImageURLHttps.required("profile_image_url_https")
        self.profileBannerURL = profileBannerURL
        self.profileLinkColor = try profileLinkColor.required("profile_link_color")
        self.profileSidebarBorderColor = try profileSidebarBorderColor.required("profile_sidebar_border_color")
        self.profileSidebarFillColor = try profileSidebarFillColor.required("profile_sidebar_fill_color")
        self.profileTextColor = try profileTextColor.required("profile_text_color")
        self.profileUseBackgroundImage = try profileUseBackgroundImage.required("profile_use_background_image")
        self.defaultProfile = try defaultProfile.required("default_profile")
        self.defaultProfileImage = try defaultProfileImage.required("default_profile_image")
        self.following = try following.required("following")
        self.followRequestSent = try followRequestSent.required("follow_request_sent")
        self.notifications = try notifications.required("notifications")
    }
}

extension TwitterModels.UserEntities: HandwrittenDecodable {
    /// Decodes the entities of a user's profile by hand.
    public init(handwritten element: JSONElement) throws {
        var description: TwitterModels.URLList?
        var url: TwitterModels.URLList?
        for (key, value) in try element.decodeMembers("UserEntities") {
            switch key.count {
            case 3:
                if key.matches("url") {
                    url = try value.isNull ? nil : TwitterModels.URLList(handwritten: value)
                }
            case 11:
                if key.matches("description") {
                    description = try TwitterModels.URLList(handwritten: value)
                }
            default:
                break
            }
        }
        self.description = try description.required("description")
        self.url = url
    }
}

extension TwitterModels.URLList: HandwrittenDecodable {
    /// Decodes a list of links by hand.
    public init(handwritten element: JSONElement) throws {
        var urls: [TwitterModels.URLEntity]?
        for (key, value) in try element.decodeMembers("URLList") {
            switch key.count {
            case 4:
                if key.matches("urls") {
                    urls = try value.decodeArray("urls") { try TwitterModels.URLEntity(handwritten: $0) }
                }
            default:
                break
            }
        }
        self.urls = try urls.required("urls")
    }
}

extension TwitterModels.Entities: HandwrittenDecodable {
    /// Decodes the entities of a tweet by hand.
    public init(handwritten element: JSONElement) throws {
        var hashtags: [TwitterModels.Hashtag]?
        var symbols: [TwitterModels.Hashtag]?
        var urls: [TwitterModels.URLEntity]?
        var userMentions: [TwitterModels.UserMention]?
        var media: [TwitterModels.Media]?
        for (key, value) in try element.decodeMembers("Entities") {
            switch key.count {
            case 4:
                if key.matches("urls") {
                    urls = try value.decodeArray("urls") { try TwitterModels.URLEntity(handwritten: $0) }
                }
            case 5:
                if key.matches("media") {
                    media = try value.isNull ? nil : value.decodeArray("media") { try TwitterModels.Media(handwritten: $0) }
                }
            case 7:
                if key.matches("symbols") {
                    symbols = try value.decodeArray("symbols") { try TwitterModels.Hashtag(handwritten: $0) }
                }
            case 8:
                if key.matches("hashtags") {
                    hashtags = try value.decodeArray("hashtags") { try TwitterModels.Hashtag(handwritten: $0) }
                }
            case 13:
                if key.matches("user_mentions") {
                    userMentions = try value.decodeArray("user_mentions") { try TwitterModels.UserMention(handwritten: $0) }
                }
            default:
                break
            }
        }
        self.hashtags = try hashtags.required("hashtags")
        self.symbols = try symbols.required("symbols")
        self.urls = try urls.required("urls")
        self.userMentions = try userMentions.required("user_mentions")
        self.media = media
    }
}

extension TwitterModels.Hashtag: HandwrittenDecodable {
    /// Decodes a hashtag or a cashtag symbol by hand.
    public init(handwritten element: JSONElement) throws {
        var text: String?
        var indices: [Int]?
        for (key, value) in try element.decodeMembers("Hashtag") {
            switch key.count {
            case 4:
                if key.matches("text") {
                    text = try value.decodeString("text")
                }
            case 7:
                if key.matches("indices") {
                    indices = try value.decodeArray("indices") { try $0.decodeInt("indices") }
                }
            default:
                break
            }
        }
        self.text = try text.required("text")
        self.indices = try indices.required("indices")
    }
}

extension TwitterModels.URLEntity: HandwrittenDecodable {
    /// Decodes a link by hand.
    public init(handwritten element: JSONElement) throws {
        var url: String?
        var expandedURL: String?
        var displayURL: String?
        var indices: [Int]?
        for (key, value) in try element.decodeMembers("URLEntity") {
            switch key.count {
            case 3:
                if key.matches("url") {
                    url = try value.decodeString("url")
                }
            case 7:
                if key.matches("indices") {
                    indices = try value.decodeArray("indices") { try $0.decodeInt("indices") }
                }
            case 11:
                if key.matches("display_url") {
                    displayURL = try value.decodeString("display_url")
                }
            case 12:
                if key.matches("expanded_url") {
                    expandedURL = try value.decodeString("expanded_url")
                }
            default:
                break
            }
        }
        self.url = try url.required("url")
        self.expandedURL = try expandedURL.required("expanded_url")
        self.displayURL = try displayURL.required("display_url")
        self.indices = try indices.required("indices")
    }
}

extension TwitterModels.UserMention: HandwrittenDecodable {
    /// Decodes a mentioned user by hand.
    public init(handwritten element: JSONElement) throws {
        var screenName: String?
        var name: String?
        var id: UInt64?
        var idStr: String?
        var indices: [Int]?
        for (key, value) in try element.decodeMembers("UserMention") {
            switch key.count {
            case 2:
                if key.matches("id") {
                    id = try value.decodeUInt64("id")
                }
            case 4:
                if key.matches("name") {
                    name = try value.decodeString("name")
                }
            case 6:
                if key.matches("id_str") {
                    idStr = try value.decodeString("id_str")
                }
            case 7:
                if key.matches("indices") {
                    indices = try value.decodeArray("indices") { try $0.decodeInt("indices") }
                }
            case 11:
                if key.matches("screen_name") {
                    screenName = try value.decodeString("screen_name")
                }
            default:
                break
            }
        }
        self.screenName = try screenName.required("screen_name")
        self.name = try name.required("name")
        self.id = try id.required("id")
        self.idStr = try idStr.required("id_str")
        self.indices = try indices.required("indices")
    }
}

extension TwitterModels.Media: HandwrittenDecodable {
    /// Decodes an attached photo by hand.
    public init(handwritten element: JSONElement) throws {
        var id: UInt64?
        var idStr: String?
        var indices: [Int]?
        var mediaURL: String?
        var mediaURLHttps: String?
        var url: String?
        var displayURL: String?
        var expandedURL: String?
        var type: String?
        var sizes: TwitterModels.Sizes?
        var sourceStatusID: UInt64?
        var sourceStatusIDStr: String?
        for (key, value) in try element.decodeMembers("Media") {
            switch key.count {
            case 2:
                if key.matches("id") {
                    id = try value.decodeUInt64("id")
                }
            case 3:
                if key.matches("url") {
                    url = try value.decodeString("url")
                }
            case 4:
                if key.matches("type") {
                    type = try value.decodeString("type")
                }
            case 5:
                if key.matches("sizes") {
                    sizes = try TwitterModels.Sizes(handwritten: value)
                }
            case 6:
                if key.matches("id_str") {
                    idStr = try value.decodeString("id_str")
                }
            case 7:
                if key.matches("indices") {
                    indices = try value.decodeArray("indices") { try $0.decodeInt("indices") }
                }
            case 9:
                if key.matches("media_url") {
                    mediaURL = try value.decodeString("media_url")
                }
            case 11:
                if key.matches("display_url") {
                    displayURL = try value.decodeString("display_url")
                }
            case 12:
                if key.matches("expanded_url") {
                    expandedURL = try value.decodeString("expanded_url")
                }
            case 15:
                if key.matches("media_url_https") {
                    mediaURLHttps = try value.decodeString("media_url_https")
                }
            case 16:
                if key.matches("source_status_id") {
                    sourceStatusID = try value.isNull ? nil : value.decodeUInt64("source_status_id")
                }
            case 20:
                if key.matches("source_status_id_str") {
                    sourceStatusIDStr = try value.isNull ? nil : value.decodeString("source_status_id_str")
                }
            default:
                break
            }
        }
        self.id = try id.required("id")
        self.idStr = try idStr.required("id_str")
        self.indices = try indices.required("indices")
        self.mediaURL = try mediaURL.required("media_url")
        self.mediaURLHttps = try mediaURLHttps.required("media_url_https")
        self.url = try url.required("url")
        self.displayURL = try displayURL.required("display_url")
        self.expandedURL = try expandedURL.required("expanded_url")
        self.type = try type.required("type")
        self.sizes = try sizes.required("sizes")
        self.sourceStatusID = sourceStatusID
        self.sourceStatusIDStr = sourceStatusIDStr
    }
}

extension TwitterModels.Sizes: HandwrittenDecodable {
    /// Decodes the sizes a photo is available in by hand.
    public init(handwritten element: JSONElement) throws {
        var medium: TwitterModels.Size?
        var small: TwitterModels.Size?
        var thumb: TwitterModels.Size?
        var large: TwitterModels.Size?
        for (key, value) in try element.decodeMembers("Sizes") {
            switch key.count {
            case 5:
                if key.matches("small") {
                    small = try TwitterModels.Size(handwritten: value)
                } else if key.matches("thumb") {
                    thumb = try TwitterModels.Size(handwritten: value)
                } else if key.matches("large") {
                    large = try TwitterModels.Size(handwritten: value)
                }
            case 6:
                if key.matches("medium") {
                    medium = try TwitterModels.Size(handwritten: value)
                }
            default:
                break
            }
        }
        self.medium = try medium.required("medium")
        self.small = try small.required("small")
        self.thumb = try thumb.required("thumb")
        self.large = try large.required("large")
    }
}

extension TwitterModels.Size: HandwrittenDecodable {
    /// Decodes one size of a photo by hand.
    public init(handwritten element: JSONElement) throws {
        var w: Int?
        var h: Int?
        var resize: String?
        for (key, value) in try element.decodeMembers("Size") {
            switch key.count {
            case 1:
                if key.matches("w") {
                    w = try value.decodeInt("w")
                } else if key.matches("h") {
                    h = try value.decodeInt("h")
                }
            case 6:
                if key.matches("resize") {
                    resize = try value.decodeString("resize")
                }
            default:
                break
            }
        }
        self.w = try w.required("w")
        self.h = try h.required("h")
        self.resize = try resize.required("resize")
    }
}

extension TwitterModels.SearchMetadata: HandwrittenDecodable {
    /// Decodes search metadata of the result by hand.
    public init(handwritten element: JSONElement) throws {
        var completedIn: Double?
        var maxID: UInt64?
        var maxIDStr: String?
        var nextResults: String?
        var query: String?
        var refreshURL: String?
        var count: Int?
        var sinceID: UInt64?
        var sinceIDStr: String?
        for (key, value) in try element.decodeMembers("SearchMetadata") {
            switch key.count {
            case 5:
                if key.matches("query") {
                    query = try value.decodeString("query")
                } else if key.matches("count") {
                    count = try value.decodeInt("count")
                }
            case 6:
                if key.matches("max_id") {
                    maxID = try value.decodeUInt64("max_id")
                }
            case 8:
                if key.matches("since_id") {
                    sinceID = try value.decodeUInt64("since_id")
                }
            case 10:
                if key.matches("max_id_str") {
                    maxIDStr = try value.decodeString("max_id_str")
                }
            case 11:
                if key.matches("refresh_url") {
                    refreshURL = try value.decodeString("refresh_url")
                }
            case 12:
                if key.matches("completed_in") {
                    completedIn = try value.decodeDouble("completed_in")
                } else if key.matches("next_results") {
                    nextResults = try value.decodeString("next_results")
                } else if key.matches("since_id_str") {
                    sinceIDStr = try value.decodeString("since_id_str")
                }
            default:
                break
            }
        }
        self.completedIn = try completedIn.required("completed_in")
        self.maxID = try maxID.required("max_id")
        self.maxIDStr = try maxIDStr.required("max_id_str")
        self.nextResults = try nextResults.required("next_results")
        self.query = try query.required("query")
        self.refreshURL = try refreshURL.required("refresh_url")
        self.count = try count.required("count")
        self.sinceID = try sinceID.required("since_id")
        self.sinceIDStr = try sinceIDStr.required("since_id_str")
    }
}
