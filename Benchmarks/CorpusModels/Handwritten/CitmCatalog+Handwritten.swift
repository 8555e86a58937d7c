import YYModel

// Hand-written decoders of the citm_catalog.json models (see `HandwrittenDecodable`): name tables
// and events are objects keyed by id, read into dictionaries reserved to their size.

extension CitmCatalogModels.Root: HandwrittenDecodable {
    /// Decodes the catalogue (the whole document) by hand.
    public init(handwritten element: JSONElement) throws {
        var areaNames: [String: String]?
        var audienceSubCategoryNames: [String: String]?
        var blockNames: [String: String]?
        var events: [String: CitmCatalogModels.Event]?
        var performances: [CitmCatalogModels.Performance]?
        var seatCategoryNames: [String: String]?
        var subTopicNames: [String: String]?
        var subjectNames: [String: String]?
        var topicNames: [String: String]?
        var topicSubTopics: [String: [Int]]?
        var venueNames: [String: String]?
        for (key, value) in try element.decodeMembers("Root") {
            switch key.count {
            case 6:
                if key.matches("events") {
                    events = try value.decodeDictionary("events") { try CitmCatalogModels.Event(handwritten: $0) }
                }
            case 9:
                if key.matches("areaNames") {
                    areaNames = try value.decodeDictionary("areaNames") { try $0.decodeString("areaNames") }
                }
            case 10:
                if key.matches("blockNames") {
                    blockNames = try value.decodeDictionary("blockNames") { try $0.decodeString("blockNames") }
                } else if key.matches("topicNames") {
                    topicNames = try value.decodeDictionary("topicNames") { try $0.decodeString("topicNames") }
                } else if key.matches("venueNames") {
                    venueNames = try value.decodeDictionary("venueNames") { try $0.decodeString("venueNames") }
                }
            case 12:
                if key.matches("performances") {
                    performances = try value.decodeArray("performances") { try CitmCatalogModels.Performance(handwritten: $0) }
                } else if key.matches("subjectNames") {
                    subjectNames = try value.decodeDictionary("subjectNames") { try $0.decodeString("subjectNames") }
                }
            case 13:
                if key.matches("subTopicNames") {
                    subTopicNames = try value.decodeDictionary("subTopicNames") { try $0.decodeString("subTopicNames") }
                }
            case 14:
                if key.matches("topicSubTopics") {
                    topicSubTopics = try value.decodeDictionary("topicSubTopics") { topic in
                        try topic.decodeArray("topicSubTopics") { try $0.decodeInt("topicSubTopics") }
                    }
                }
            case 17:
                if key.matches("seatCategoryNames") {
                    seatCategoryNames = try value.decodeDictionary("seatCategoryNames") { try $0.decodeString("seatCategoryNames") }
                }
            case 24:
                if key.matches("audienceSubCategoryNames") {
                    audienceSubCategoryNames = try value.decodeDictionary("audienceSubCategoryNames") {
                        try $0.decodeString("audienceSubCategoryNames")
                    }
                }
            default:
                break
            }
        }
        self.areaNames = try areaNames.required("areaNames")
        self.audienceSubCategoryNames = try audienceSubCategoryNames.required("audienceSubCategoryNames")
        self.blockNames = try blockNames.required("blockNames")
        self.events = try events.required("events")
        self.performances = try performances.required("performances")
        self.seatCategoryNames = try seatCategoryNames.required("seatCategoryNames")
        self.subTopicNames = try subTopicNames.required("subTopicNames")
        self.subjectNames = try subjectNames.required("subjectNames")
        self.topicNames = try topicNames.required("topicNames")
        self.topicSubTopics = try topicSubTopics.required("topicSubTopics")
        self.venueNames = try venueNames.required("venueNames")
    }
}

extension CitmCatalogModels.Event: HandwrittenDecodable {
    /// Decodes an event by hand.
    public init(handwritten element: JSONElement) throws {
        var description: String?
        var id: Int?
        var logo: String?
        var name: String?
        var subTopicIds: [Int]?
        var subjectCode: String?
        var subtitle: String?
        var topicIds: [Int]?
        for (key, value) in try element.decodeMembers("Event") {
            switch key.count {
            case 2:
                if key.matches("id") {
                    id = try value.decodeInt("id")
                }
            case 4:
                if key.matches("logo") {
                    logo = try value.isNull ? nil : value.decodeString("logo")
                } else if key.matches("name") {
                    name = try value.decodeString("name")
                }
            case 8:
                if key.matches("subtitle") {
                    subtitle = try value.isNull ? nil : value.decodeString("subtitle")
                } else if key.matches("topicIds") {
                    topicIds = try value.decodeArray("topicIds") { try $0.decodeInt("topicIds") }
                }
            case 11:
                if key.matches("description") {
                    description = try value.isNull ? nil : value.decodeString("description")
                } else if key.matches("subTopicIds") {
                    subTopicIds = try value.decodeArray("subTopicIds") { try $0.decodeInt("subTopicIds") }
                } else if key.matches("subjectCode") {
                    subjectCode = try value.isNull ? nil : value.decodeString("subjectCode")
                }
            default:
                break
            }
        }
        self.description = description
        self.id = try id.required("id")
        self.logo = logo
        self.name = try name.required("name")
        self.subTopicIds = try subTopicIds.required("subTopicIds")
        self.subjectCode = subjectCode
        self.subtitle = subtitle
        self.topicIds = try topicIds.required("topicIds")
    }
}

extension CitmCatalogModels.Performance: HandwrittenDecodable {
    /// Decodes one performance of an event by hand.
    public init(handwritten element: JSONElement) throws {
        var eventId: Int?
        var id: Int?
        var logo: String?
        var name: String?
        var prices: [CitmCatalogModels.Price]?
        var seatCategories: [CitmCatalogModels.SeatCategory]?
        var seatMapImage: String?
        var start: Int64?
        var venueCode: String?
        for (key, value) in try element.decodeMembers("Performance") {
            switch key.count {
            case 2:
                if key.matches("id") {
                    id = try value.decodeInt("id")
                }
            case 4:
                if key.matches("logo") {
                    logo = try value.isNull ? nil : value.decodeString("logo")
                } else if key.matches("name") {
                    name = try value.isNull ? nil : value.decodeString("name")
                }
            case 5:
                if key.matches("start") {
                    start = try value.decodeInt64("start")
                }
            case 6:
                if key.matches("prices") {
                    prices = try value.decodeArray("prices") { try CitmCatalogModels.Price(handwritten: $0) }
                }
            case 7:
                if key.matches("eventId") {
                    eventId = try value.decodeInt("eventId")
                }
            case 9:
                if key.matches("venueCode") {
                    venueCode = try value.decodeString("venueCode")
                }
            case 12:
                if key.matches("seatMapImage") {
                    seatMapImage = try value.isNull ? nil : value.decodeString("seatMapImage")
                }
            case 14:
                if key.matches("seatCategories") {
                    seatCategories = try value.decodeArray("seatCategories") { try CitmCatalogModels.SeatCategory(handwritten: $0) }
                }
            default:
                break
            }
        }
        self.eventId = try eventId.required("eventId")
        self.id = try id.required("id")
        self.logo = logo
        self.name = name
        self.prices = try prices.required("prices")
        self.seatCategories = try seatCategories.required("seatCategories")
        self.seatMapImage = seatMapImage
        self.start = try start.required("start")
        self.venueCode = try venueCode.required("venueCode")
    }
}

extension CitmCatalogModels.Price: HandwrittenDecodable {
    /// Decodes the price of a seat category for an audience by hand.
    public init(handwritten element: JSONElement) throws {
        var amount: Int?
        var audienceSubCategoryId: Int?
        var seatCategoryId: Int?
        for (key, value) in try element.decodeMembers("Price") {
            switch key.count {
            case 6:
                if key.matches("amount") {
                    amount = try value.decodeInt("amount")
                }
            case 14:
                if key.matches("seatCategoryId") {
                    seatCategoryId = try value.decodeInt("seatCategoryId")
                }
            case 21:
                if key.matches("audienceSubCategoryId") {
                    audienceSubCategoryId = try value.decodeInt("audienceSubCategoryId")
                }
            default:
                break
            }
        }
        self.amount = try amount.required("amount")
        self.audienceSubCategoryId = try audienceSubCategoryId.required("audienceSubCategoryId")
        self.seatCategoryId = try seatCategoryId.required("seatCategoryId")
    }
}

extension CitmCatalogModels.SeatCategory: HandwrittenDecodable {
    /// Decodes a seat category and the areas it covers by hand.
    public init(handwritten element: JSONElement) throws {
        var areas: [CitmCatalogModels.Area]?
        var seatCategoryId: Int?
        for (key, value) in try element.decodeMembers("SeatCategory") {
            switch key.count {
            case 5:
                if key.matches("areas") {
                    areas = try value.decodeArray("areas") { try CitmCatalogModels.Area(handwritten: $0) }
                }
            case 14:
                if key.matches("seatCategoryId") {
                    seatCategoryId = try value.decodeInt("seatCategoryId")
                }
            default:
                break
            }
        }
        self.areas = try areas.required("areas")
        self.seatCategoryId = try seatCategoryId.required("seatCategoryId")
    }
}

extension CitmCatalogModels.Area: HandwrittenDecodable {
    /// Decodes an area of a venue by hand.
    public init(handwritten element: JSONElement) throws {
        var areaId: Int?
        var blockIds: [Int]?
        for (key, value) in try element.decodeMembers("Area") {
            switch key.count {
            case 6:
                if key.matches("areaId") {
                    areaId = try value.decodeInt("areaId")
                }
            case 8:
                if key.matches("blockIds") {
                    blockIds = try value.decodeArray("blockIds") { try $0.decodeInt("blockIds") }
                }
            default:
                break
            }
        }
        self.areaId = try areaId.required("areaId")
        self.blockIds = try blockIds.required("blockIds")
    }
}
