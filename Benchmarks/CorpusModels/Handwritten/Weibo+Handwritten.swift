import YYModel

// Hand-written decoders of the weibo.json models (see `HandwrittenDecodable`). Picture sizes are
// numbers or numeric strings in the data, the one place these decoders convert between kinds.

extension WeiboModels.Root: HandwrittenDecodable {
    /// Decodes the status (the whole document) by hand.
    public init(handwritten element: JSONElement) throws {
        var favorited: Bool?
        var attitudesStatus: Int?
        var createdAt: String?
        var id: UInt64?
        var truncated: Bool?
        var inReplyToScreenName: String?
        var mblogid: String?
        var text: String?
        var idstr: String?
        var sourceType: Int?
        var geo: String?
        var user: WeiboModels.User?
        var commentsCount: Int?
        var thumbnailPic: String?
        var source: String?
        var recomState: Int?
        var sourceAllowclick: Int?
        var bizFeature: Int64?
        var mblogtypename: String?
        var annotations: [WeiboModels.Annotation]?
        var filterID: String?
        var bmiddlePic: String?
        var scheme: String?
        var visible: WeiboModels.Visible?
        var inReplyToStatusID: String?
        var mid: String?
        var picIDs: [String]?
        var repostsCount: Int?
        var mlevel: Int?
        var attitudesCount: Int?
        var darwinTags: [JSON]?
        var userType: Int?
        var picInfos: [String: WeiboModels.Picture]?
        var inReplyToUserID: String?
        var originalPic: String?
        for (key, value) in try element.decodeMembers("Root") {
            switch key.count {
            case 2:
                if key.matches("id") {
                    id = try value.decodeUInt64("id")
                }
            case 3:
                if key.matches("geo") {
                    geo = try value.decodeString("geo")
                } else if key.matches("mid") {
                    mid = try value.decodeString("mid")
                }
            case 4:
                if key.matches("text") {
                    text = try value.decodeString("text")
                } else if key.matches("user") {
                    user = try WeiboModels.User(handwritten: value)
                }
            case 5:
                if key.matches("idstr") {
                    idstr = try value.decodeString("idstr")
                }
            case 6:
                if key.matches("source") {
                    source = try value.decodeString("source")
                } else if key.matches("scheme") {
                    scheme = try value.decodeString("scheme")
                } else if key.matches("mlevel") {
                    mlevel = try value.decodeInt("mlevel")
                }
            case 7:
                if key.matches("mblogid") {
                    mblogid = try value.decodeString("mblogid")
                } else if key.matches("visible") {
                    visible = try WeiboModels.Visible(handwritten: value)
                } else if key.matches("pic_ids") {
                    picIDs = try value.decodeArray("pic_ids") { try $0.decodeString("pic_ids") }
                }
            case 8:
                if key.matches("filterID") {
                    filterID = try value.decodeString("filterID")
                } else if key.matches("userType") {
                    userType = try value.decodeInt("userType")
                }
            case 9:
                if key.matches("favorited") {
                    favorited = try value.decodeBool("favorited")
                } else if key.matches("truncated") {
                    truncated = try value.decodeBool("truncated")
                } else if key.matches("pic_infos") {
                    picInfos = try value.decodeDictionary("pic_infos") { try WeiboModels.Picture(handwritten: $0) }
                }
            case 10:
                if key.matches("created_at") {
                    createdAt = try value.decodeString("created_at")
                }
            case 11:
                if key.matches("source_type") {
                    sourceType = try value.decodeInt("source_type")
                } else if key.matches("recom_state") {
                    recomState = try value.decodeInt("recom_state")
                } else if key.matches("biz_feature") {
                    bizFeature = try value.decodeInt64("biz_feature")
                } else if key.matches("annotations") {
                    annotations = try value.decodeArray("annotations") { try WeiboModels.Annotation(handwritten: $0) }
                } else if key.matches("bmiddle_pic") {
                    bmiddlePic = try value.decodeString("bmiddle_pic")
                } else if key.matches("darwin_tags") {
                    darwinTags = try value.decodeArray("darwin_tags") { JSON($0) }
                }
            case 12:
                if key.matches("original_pic") {
                    originalPic = try value.decodeString("original_pic")
                }
            case 13:
                if key.matches("thumbnail_pic") {
                    thumbnailPic = try value.decodeString("thumbnail_pic")
                } else if key.matches("mblogtypename") {
                    mblogtypename = try value.decodeString("mblogtypename")
                } else if key.matches("reposts_count") {
                    repostsCount = try value.decodeInt("reposts_count")
                }
            case 14:
                if key.matches("comments_count") {
                    commentsCount = try value.decodeInt("comments_count")
                }
            case 15:
                if key.matches("attitudes_count") {
                    attitudesCount = try value.decodeInt("attitudes_count")
                }
            case 16:
                if key.matches("attitudes_status") {
                    attitudesStatus = try value.decodeInt("attitudes_status")
                }
            case 17:
                if key.matches("source_allowclick") {
                    sourceAllowclick = try value.decodeInt("source_allowclick")
                }
            case 19:
                if key.matches("in_reply_to_user_id") {
                    inReplyToUserID = try value.decodeString("in_reply_to_user_id")
                }
            case 21:
                if key.matches("in_reply_to_status_id") {
                    inReplyToStatusID = try value.decodeString("in_reply_to_status_id")
                }
            case 23:
                if key.matches("in_reply_to_screen_name") {
                    inReplyToScreenName = try value.decodeString("in_reply_to_screen_name")
                }
            default:
                break
            }
        }
        self.favorited = try favorited.required("favorited")
        self.attitudesStatus = try attitudesStatus.required("attitudes_status")
        self.createdAt = try createdAt.required("created_at")
        self.id = try id.required("id")
        self.truncated = try truncated.required("truncated")
        self.inReplyToScreenName = try inReplyToScreenName.required("in_reply_to_screen_name")
        self.mblogid = try mblogid.required("mblogid")
        self.text = try text.required("text")
        self.idstr = try idstr.required("idstr")
        self.sourceType = try sourceType.required("source_type")
        self.geo = try geo.required("geo")
        self.user = try user.required("user")
        self.commentsCount = try commentsCount.required("comments_count")
        self.thumbnailPic = try thumbnailPic.required("thumbnail_pic")
        self.source = try source.required("source")
        self.recomState = try recomState.required("recom_state")
        self.sourceAllowclick = try sourceAllowclick.required("source_allowclick")
        self.bizFeature = try bizFeature.required("biz_feature")
        self.mblogtypename = try mblogtypename.required("mblogtypename")
        self.annotations = try annotations.required("annotations")
        self.filterID = try filterID.required("filterID")
        self.bmiddlePic = try bmiddlePic.required("bmiddle_pic")
        self.scheme = try scheme.required("scheme")
        self.visible = try visible.required("visible")
        self.inReplyToStatusID = try inReplyToStatusID.required("in_reply_to_status_id")
        self.mid = try mid.required("mid")
        self.picIDs = try picIDs.required("pic_ids")
        self.repostsCount = try repostsCount.required("reposts_count")
        self.mlevel = try mlevel.required("mlevel")
        self.attitudesCount = try attitudesCount.required("attitudes_count")
        self.darwinTags = try darwinTags.required("darwin_tags")
        self.userType = try userType.required("userType")
        self.picInfos = try picInfos.required("pic_infos")
        self.inReplyToUserID = try inReplyToUserID.required("in_reply_to_user_id")
        self.originalPic = try originalPic.required("original_pic")
    }
}

extension WeiboModels.User: HandwrittenDecodable {
    /// Decodes the author of the status by hand.
    public init(handwritten element: JSONElement) throws {
        var coverImagePhone: String?
        var id: UInt64?
        var biFollowersCount: Int?
        var urank: Int?
        var profileImageURL: String?
        var icons: [WeiboModels.Icon]?
        var uclass: Int?
        var verifiedContactEmail: String?
        var province: String?
        var verified: Bool?
        var url: String?
        var statusesCount: Int?
        var geoEnabled: Bool?
        var followMe: Bool?
        var description: String?
        var type: Int?
        var followersCount: Int?
        var verifiedContactMobile: String?
        var location: String?
        var mbrank: Int?
        var avatarLarge: String?
        var star: Int?
        var verifiedTrade: String?
        var profileURL: String?
        var weihao: String?
        var onlineStatus: Int?
        var badgeTop: String?
        var verifiedContactName: String?
        var screenName: String?
        var verifiedSourceURL: String?
        var pagefriendsCount: Int?
        var name: String?
        var verifiedReason: String?
        var friendsCount: Int?
        var mbtype: Int?
        var blockApp: Int?
        var hasAbilityTag: Int?
        var avatarHD: String?
        var creditScore: Int?
        var remark: String?
        var createdAt: String?
        var blockWord: Int?
        var ulevel: Int?
        var allowAllActMsg: Bool?
        var verifiedState: Int?
        var domain: String?
        var verifiedReasonModified: String?
        var level: Int?
        var allowAllComment: Bool?
        var verifiedLevel: Int?
        var verifiedReasonURL: String?
        var gender: String?
        var favouritesCount: Int?
        var idstr: String?
        var verifiedType: Int?
        var city: String?
        var verifiedSource: String?
        var badge: [String: Int]?
        var userAbility: Int?
        var extend: WeiboModels.Extend?
        var lang: String?
        var ptype: Int?
        var following: Bool?
        for (key, value) in try element.decodeMembers("User") {
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
                    type = try value.decodeInt("type")
                } else if key.matches("star") {
                    star = try value.decodeInt("star")
                } else if key.matches("name") {
                    name = try value.decodeString("name")
                } else if key.matches("city") {
                    city = try value.decodeString("city")
                } else if key.matches("lang") {
                    lang = try value.decodeString("lang")
                }
            case 5:
                if key.matches("urank") {
                    urank = try value.decodeInt("urank")
                } else if key.matches("icons") {
                    icons = try value.decodeArray("icons") { try WeiboModels.Icon(handwritten: $0) }
                } else if key.matches("class") {
                    uclass = try value.decodeInt("class")
                } else if key.matches("level") {
                    level = try value.decodeInt("level")
                } else if key.matches("idstr") {
                    idstr = try value.decodeString("idstr")
                } else if key.matches("badge") {
                    badge = try value.decodeDictionary("badge") { try $0.decodeInt("badge") }
                } else if key.matches("ptype") {
                    ptype = try value.decodeInt("ptype")
                }
            case 6:
                if key.matches("mbrank") {
                    mbrank = try value.decodeInt("mbrank")
                } else if key.matches("weihao") {
                    weihao = try value.decodeString("weihao")
                } else if key.matches("mbtype") {
                    mbtype = try value.decodeInt("mbtype")
                } else if key.matches("remark") {
                    remark = try value.decodeString("remark")
                } else if key.matches("ulevel") {
                    ulevel = try value.decodeInt("ulevel")
                } else if key.matches("domain") {
                    domain = try value.decodeString("domain")
                } else if key.matches("gender") {
                    gender = try value.decodeString("gender")
                } else if key.matches("extend") {
                    extend = try WeiboModels.Extend(handwritten: value)
                }
            case 8:
                if key.matches("province") {
                    province = try value.decodeString("province")
                } else if key.matches("verified") {
                    verified = try value.decodeBool("verified")
                } else if key.matches("location") {
                    location = try value.decodeString("location")
                }
            case 9:
                if key.matches("follow_me") {
                    followMe = try value.decodeBool("follow_me")
                } else if key.matches("badge_top") {
                    badgeTop = try value.decodeString("badge_top")
                } else if key.matches("block_app") {
                    blockApp = try value.decodeInt("block_app")
                } else if key.matches("avatar_hd") {
                    avatarHD = try value.decodeString("avatar_hd")
                } else if key.matches("following") {
                    following = try value.decodeBool("following")
                }
            case 10:
                if key.matches("created_at") {
                    createdAt = try value.decodeString("created_at")
                } else if key.matches("block_word") {
                    blockWord = try value.decodeInt("block_word")
                }
            case 11:
                if key.matches("geo_enabled") {
                    geoEnabled = try value.decodeBool("geo_enabled")
                } else if key.matches("description") {
                    description = try value.decodeString("description")
                } else if key.matches("profile_url") {
                    profileURL = try value.decodeString("profile_url")
                } else if key.matches("screen_name") {
                    screenName = try value.decodeString("screen_name")
                }
            case 12:
                if key.matches("avatar_large") {
                    avatarLarge = try value.decodeString("avatar_large")
                } else if key.matches("credit_score") {
                    creditScore = try value.decodeInt("credit_score")
                } else if key.matches("user_ability") {
                    userAbility = try value.decodeInt("user_ability")
                }
            case 13:
                if key.matches("online_status") {
                    onlineStatus = try value.decodeInt("online_status")
                } else if key.matches("friends_count") {
                    friendsCount = try value.decodeInt("friends_count")
                } else if key.matches("verified_type") {
                    verifiedType = try value.decodeInt("verified_type")
                }
            case 14:
                if key.matches("statuses_count") {
                    statusesCount = try value.decodeInt("statuses_count")
                } else if key.matches("verified_trade") {
                    verifiedTrade = try value.decodeString("verified_trade")
                } else if key.matches("verified_state") {
                    verifiedState = try value.decodeInt("verified_state")
                } else if key.matches("verified_level") {
                    verifiedLevel = try value.decodeInt("verified_level")
                }
            case 15:
                if key.matches("followers_count") {
                    followersCount = try value.decodeInt("followers_count")
                } else if key.matches("verified_reason") {
                    verifiedReason = try value.decodeString("verified_reason")
                } else if key.matches("has_ability_tag") {
                    hasAbilityTag = try value.decodeInt("has_ability_tag")
                } else if key.matches("verified_source") {
                    verifiedSource = try value.decodeString("verified_source")
                }
            case 16:
                if key.matches("favourites_count") {
                    favouritesCount = try value.decodeInt("favourites_count")
                }
            case 17:
                if key.matches("cover_image_phone") {
                    coverImagePhone = try value.decodeString("cover_image_phone")
                } else if key.matches("profile_image_url") {
                    profileImageURL = try value.decodeString("profile_image_url")
                } else if key.matches("pagefriends_count") {
                    pagefriendsCount = try value.decodeInt("pagefriends_count")
                } else if key.matches("allow_all_act_msg") {
                    allowAllActMsg = try value.decodeBool("allow_all_act_msg")
                } else if key.matches("allow_all_comment") {
                    allowAllComment = try value.decodeBool("allow_all_comment")
                }
            case 18:
                if key.matches("bi_followers_count") {
                    biFollowersCount = try value.decodeInt("bi_followers_count")
                }
            case 19:
                if key.matches("verified_source_url") {
                    verifiedSourceURL = try value.decodeString("verified_source_url")
                } else if key.matches("verified_reason_url") {
                    verifiedReasonURL = try value.decodeString("verified_reason_url")
                }
            case 21:
                if key.matches("verified_contact_name") {
                    verifiedContactName = try value.decodeString("verified_contact_name")
                }
            case 22:
                if key.matches("verified_contact_email") {
                    verifiedContactEmail = try value.decodeString("verified_contact_email")
                }
            case 23:
                if key.matches("verified_contact_mobile") {
                    verifiedContactMobile = try value.decodeString("verified_contact_mobile")
                }
            case 24:
                if key.matches("verified_reason_modified") {
                    verifiedReasonModified = try value.decodeString("verified_reason_modified")
                }
            default:
                break
            }
        }
        self.coverImagePhone = try coverImagePhone.required("cover_image_phone")
        self.id = try id.required("id")
        self.biFollowersCount = try biFollowersCount.required("bi_followers_count")
        self.urank = try urank.required("urank")
        self.profileImageURL = try profileImageURL.required("profile_image_url")
        self.icons = try icons.required("icons")
        self.uclass = try uclass.required("class")
        self.verifiedContactEmail = try verifiedContactEmail.required("verified_contact_email")
        self.province = try province.required("province")
        self.verified = try verified.required("verified")
        self.url = try url.required("url")
        self.statusesCount = try statusesCount.required("statuses_count")
        self.geoEnabled = try geoEnabled.required("geo_enabled")
        self.followMe = try followMe.required("follow_me")
        self.description = try description.required("description")
        self.type = try type.required("type")
        self.followersCount = try followersCount.required("followers_count")
        self.verifiedContactMobile = try verifiedContactMobile.required("verified_contact_mobile")
        self.location = try location.required("location")
        self.mbrank = try mbrank.required("mbrank")
        self.avatarLarge = try avatarLarge.required("avatar_large")
        self.star = try star.required("star")
        self.verifiedTrade = try verifiedTrade.required("verified_trade")
        self.profileURL = try profileURL.required("profile_url")
        self.weihao = try weihao.required("weihao")
        self.onlineStatus = try onlineStatus.required("online_status")
        self.badgeTop = try badgeTop.required("badge_top")
        self.verifiedContactName = try verifiedContactName.required("verified_contact_name")
        self.screenName = try screenName.required("screen_name")
        self.verifiedSourceURL = try verifiedSourceURL.required("verified_source_url")
        self.pagefriendsCount = try pagefriendsCount.required("pagefriends_count")
        self.name = try name.required("name")
        self.verifiedReason = try verifiedReason.required("verified_reason")
        self.friendsCount = try friendsCount.required("friends_count")
        self.mbtype = try mbtype.required("mbtype")
        self.blockApp = try blockApp.required("block_app")
        self.hasAbilityTag = try hasAbilityTag.required("has_ability_tag")
        self.avatarHD = try avatarHD.required("avatar_hd")
        self.creditScore = try creditScore.required("credit_score")
        self.remark = try remark.required("remark")
        self.createdAt = try createdAt.required("created_at")
        self.blockWord = try blockWord.required("block_word")
        self.ulevel = try ulevel.required("ulevel")
        self.allowAllActMsg = try allowAllActMsg.required("allow_all_act_msg")
        self.verifiedState = try verifiedState.required("verified_state")
        self.domain = try domain.required("domain")
        self.verifiedReasonModified = try verifiedReasonModified.required("verified_reason_modified")
        self.level = try level.required("level")
        self.allowAllComment = try allowAllComment.required("allow_all_comment")
        self.verifiedLevel = try verifiedLevel.required("verified_level")
        self.verifiedReasonURL = try verifiedReasonURL.required("verified_reason_url")
        self.gender = try gender.required("gender")
        self.favouritesCount = try favouritesCount.required("favourites_count")
        self.idstr = try idstr.required("idstr")
        self.verifiedType = try verifiedType.required("verified_type")
        self.city = try city.required("city")
        self.verifiedSource = try verifiedSource.required("verified_source")
        self.badge = try badge.required("badge")
        self.userAbility = try userAbility.required("user_ability")
        self.extend = try extend.required("extend")
        self.lang = try lang.required("lang")
        self.ptype = try ptype.required("ptype")
        self.following = try following.required("following")
    }
}

extension WeiboModels.Icon: HandwrittenDecodable {
    /// Decodes a user icon by hand.
    public init(handwritten element: JSONElement) throws {
        var url: String?
        for (key, value) in try element.decodeMembers("Icon") {
            switch key.count {
            case 3:
                if key.matches("url") {
                    url = try value.decodeString("url")
                }
            default:
                break
            }
        }
        self.url = try url.required("url")
    }
}

extension WeiboModels.Extend: HandwrittenDecodable {
    /// Decodes the user's extended settings by hand.
    public init(handwritten element: JSONElement) throws {
        var privacy: WeiboModels.Privacy?
        var mbprivilege: String?
        for (key, value) in try element.decodeMembers("Extend") {
            switch key.count {
            case 7:
                if key.matches("privacy") {
                    privacy = try WeiboModels.Privacy(handwritten: value)
                }
            case 11:
                if key.matches("mbprivilege") {
                    mbprivilege = try value.decodeString("mbprivilege")
                }
            default:
                break
            }
        }
        self.privacy = try privacy.required("privacy")
        self.mbprivilege = try mbprivilege.required("mbprivilege")
    }
}

extension WeiboModels.Privacy: HandwrittenDecodable {
    /// Decodes the user's privacy settings by hand.
    public init(handwritten element: JSONElement) throws {
        var mobile: Int?
        for (key, value) in try element.decodeMembers("Privacy") {
            switch key.count {
            case 6:
                if key.matches("mobile") {
                    mobile = try value.decodeInt("mobile")
                }
            default:
                break
            }
        }
        self.mobile = try mobile.required("mobile")
    }
}

extension WeiboModels.Annotation: HandwrittenDecodable {
    /// Decodes one annotation (every key optional) by hand.
    public init(handwritten element: JSONElement) throws {
        var clientMblogid: String?
        var mapiRequest: Bool?
        for (key, value) in try element.decodeMembers("Annotation") {
            switch key.count {
            case 12:
                if key.matches("mapi_request") {
                    mapiRequest = try value.isNull ? nil : value.decodeBool("mapi_request")
                }
            case 14:
                if key.matches("client_mblogid") {
                    clientMblogid = try value.isNull ? nil : value.decodeString("client_mblogid")
                }
            default:
                break
            }
        }
        self.clientMblogid = clientMblogid
        self.mapiRequest = mapiRequest
    }
}

extension WeiboModels.Visible: HandwrittenDecodable {
    /// Decodes who may see the status by hand.
    public init(handwritten element: JSONElement) throws {
        var type: Int?
        var listID: Int?
        for (key, value) in try element.decodeMembers("Visible") {
            switch key.count {
            case 4:
                if key.matches("type") {
                    type = try value.decodeInt("type")
                }
            case 7:
                if key.matches("list_id") {
                    listID = try value.decodeInt("list_id")
                }
            default:
                break
            }
        }
        self.type = try type.required("type")
        self.listID = try listID.required("list_id")
    }
}

extension WeiboModels.Picture: HandwrittenDecodable {
    /// Decodes one picture of `pic_infos` by hand.
    public init(handwritten element: JSONElement) throws {
        var thumbnail: WeiboModels.PictureMetadata?
        var bmiddle: WeiboModels.PictureMetadata?
        var large: WeiboModels.PictureMetadata?
        var largest: WeiboModels.PictureMetadata?
        var picID: String?
        var photoTag: Int?
        var original: WeiboModels.PictureMetadata?
        var filterID: String?
        var objectID: String?
        var middleplus: WeiboModels.PictureMetadata?
        for (key, value) in try element.decodeMembers("Picture") {
            switch key.count {
            case 5:
                if key.matches("large") {
                    large = try WeiboModels.PictureMetadata(handwritten: value)
                }
            case 6:
                if key.matches("pic_id") {
                    picID = try value.decodeString("pic_id")
                }
            case 7:
                if key.matches("bmiddle") {
                    bmiddle = try WeiboModels.PictureMetadata(handwritten: value)
                } else if key.matches("largest") {
                    largest = try WeiboModels.PictureMetadata(handwritten: value)
                }
            case 8:
                if key.matches("original") {
                    original = try WeiboModels.PictureMetadata(handwritten: value)
                }
            case 9:
                if key.matches("thumbnail") {
                    thumbnail = try WeiboModels.PictureMetadata(handwritten: value)
                } else if key.matches("photo_tag") {
                    photoTag = try value.decodeInt("photo_tag")
                } else if key.matches("filter_id") {
                    filterID = try value.decodeString("filter_id")
                } else if key.matches("object_id") {
                    objectID = try value.decodeString("object_id")
                }
            case 10:
                if key.matches("middleplus") {
                    middleplus = try WeiboModels.PictureMetadata(handwritten: value)
                }
            default:
                break
            }
        }
        self.thumbnail = try thumbnail.required("thumbnail")
        self.bmiddle = try bmiddle.required("bmiddle")
        self.large = try large.required("large")
        self.largest = try largest.required("largest")
        self.picID = try picID.required("pic_id")
        self.photoTag = try photoTag.required("photo_tag")
        self.original = try original.required("original")
        self.filterID = try filterID.required("filter_id")
        self.objectID = try objectID.required("object_id")
        self.middleplus = try middleplus.required("middleplus")
    }
}

extension WeiboModels.PictureMetadata: HandwrittenDecodable {
    /// Decodes one size of a picture by hand.
    public init(handwritten element: JSONElement) throws {
        var cutType: Int?
        var type: String?
        var url: String?
        var width: Int?
        var height: Int?
        for (key, value) in try element.decodeMembers("PictureMetadata") {
            switch key.count {
            case 3:
                if key.matches("url") {
                    url = try value.decodeString("url")
                }
            case 4:
                if key.matches("type") {
                    type = try value.decodeString("type")
                }
            case 5:
                if key.matches("width") {
                    width = try value.decodeIntOrNumericText("width")
                }
            case 6:
                if key.matches("height") {
                    height = try value.decodeIntOrNumericText("height")
                }
            case 8:
                if key.matches("cut_type") {
                    cutType = try value.decodeInt("cut_type")
                }
            default:
                break
            }
        }
        self.cutType = try cutType.required("cut_type")
        self.type = try type.required("type")
        self.url = try url.required("url")
        self.width = try width.required("width")
        self.height = try height.required("height")
    }
}

extension JSONElement {
    /// An integer written as a JSON integer or as a numeric string (`"640"`), as weibo's picture
    /// `width` and `height` are; the generated decoder converts such strings too.
    fileprivate func decodeIntOrNumericText(_ key: StaticString) throws -> Int {
        if let value = int64, let result = Int(exactly: value) { return result }
        // Short strings like "640" are stored inline in a String: no allocation here.
        guard let text = string, let result = Int(text) else { throw HandwrittenDecodingError(reason: .mismatch, key: key) }
        return result
    }
}
