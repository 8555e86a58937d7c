import YYModel

/// Models of `Fixtures/citm_catalog.json`: an event catalogue with 184 events, 243 performances and
/// name tables keyed by numeric-string ids.
///
/// Every key of the document is mapped; keys are camelCase in the data, so no key strategy is
/// needed. Choices that the data forced:
/// - The name tables (`areaNames`, `seatCategoryNames`, ...) and `events` are objects keyed by id:
///   `[String: String]`, `[String: Event]`, `topicSubTopics` is `[String: [Int]]`; `performances` is
///   an array. `blockNames` and `subjectNames` are empty but are name tables like the others.
/// - `description`, `subjectCode`, `subtitle` (events) and `name`, `seatMapImage` (performances) are
///   `null` everywhere: `String?`. `logo` is a string or `null`: `String?`.
/// - `start` is a Unix time in milliseconds (1372701600000): `Int64`.
/// - `blockIds` is always empty; the ids beside it are integers: `[Int]`.
///
/// Property types name sibling models qualified (`CitmCatalogModels.X`, not `X`): `@JSONModel`
/// writes its code in an extension at file scope, where a nested type's siblings are not
/// visible unqualified.
public enum CitmCatalogModels {
    /// The catalogue (the whole document).
    @JSONModel
    public struct Root: Sendable {
        public var areaNames: [String: String]
        public var audienceSubCategoryNames: [String: String]
        public var blockNames: [String: String]
        public var events: [String: CitmCatalogModels.Event]
        public var performances: [CitmCatalogModels.Performance]
        public var seatCategoryNames: [String: String]
        public var subTopicNames: [String: String]
        public var subjectNames: [String: String]
        public var topicNames: [String: String]
        public var topicSubTopics: [String: [Int]]
        public var venueNames: [String: String]
    }

    /// An event (a show that has performances).
    @JSONModel
    public struct Event: Sendable {
        public var description: String?
        public var id: Int
        public var logo: String?
        public var name: String
        public var subTopicIds: [Int]
        public var subjectCode: String?
        public var subtitle: String?
        public var topicIds: [Int]
    }

    /// One performance of an event.
    @JSONModel
    public struct Performance: Sendable {
        public var eventId: Int
        public var id: Int
        public var logo: String?
        public var name: String?
        public var prices: [CitmCatalogModels.Price]
        public var seatCategories: [CitmCatalogModels.SeatCategory]
        public var seatMapImage: String?
        public var start: Int64
        public var venueCode: String
    }

    /// The price of a seat category for an audience.
    @JSONModel
    public struct Price: Sendable {
        public var amount: Int
        public var audienceSubCategoryId: Int
        public var seatCategoryId: Int
    }

    /// A seat category and the areas it covers.
    @JSONModel
    public struct SeatCategory: Sendable {
        public var areas: [CitmCatalogModels.Area]
        public var seatCategoryId: Int
    }

    /// An area of a venue.
    @JSONModel
    public struct Area: Sendable {
        public var areaId: Int
        public var blockIds: [Int]
    }

    /// The value the benchmark compares between the two decoders.
    public enum CorpusCheck {
        /// The numbers of events and performances, and the last performance's id and start:
        /// `184/243/<id>@<start>`.
        public static func checkValue(_ root: Root) -> String {
            let last = root.performances.last
            return "\(root.events.count)/\(root.performances.count)/\(last?.id ?? 0)@\(last?.start ?? 0)"
        }
    }
}

/// Foundation `Codable` twins of ``CitmCatalogModels`` for `JSONDecoder`/`JSONEncoder`.
///
/// Conformances are compiler-synthesized; the property names are the JSON keys, so neither
/// `CodingKeys` nor a key-decoding strategy is needed.
public enum CitmCatalogCodable {
    /// The catalogue (the whole document).
    public struct Root: Codable, Sendable {
        public var areaNames: [String: String]
        public var audienceSubCategoryNames: [String: String]
        public var blockNames: [String: String]
        public var events: [String: Event]
        public var performances: [Performance]
        public var seatCategoryNames: [String: String]
        public var subTopicNames: [String: String]
        public var subjectNames: [String: String]
        public var topicNames: [String: String]
        public var topicSubTopics: [String: [Int]]
        public var venueNames: [String: String]
    }

    /// An event (a show that has performances).
    public struct Event: Codable, Sendable {
        public var description: String?
        public var id: Int
        public var logo: String?
        public var name: String
        public var subTopicIds: [Int]
        public var subjectCode: String?
        public var subtitle: String?
        public var topicIds: [Int]
    }

    /// One performance of an event.
    public struct Performance: Codable, Sendable {
        public var eventId: Int
        public var id: Int
        public var logo: String?
        public var name: String?
        public var prices: [Price]
        public var seatCategories: [SeatCategory]
        public var seatMapImage: String?
        public var start: Int64
        public var venueCode: String
    }

    /// The price of a seat category for an audience.
    public struct Price: Codable, Sendable {
        public var amount: Int
        public var audienceSubCategoryId: Int
        public var seatCategoryId: Int
    }

    /// A seat category and the areas it covers.
    public struct SeatCategory: Codable, Sendable {
        public var areas: [Area]
        public var seatCategoryId: Int
    }

    /// An area of a venue.
    public struct Area: Codable, Sendable {
        public var areaId: Int
        public var blockIds: [Int]
    }

    /// The value the benchmark compares between the two decoders.
    public enum CorpusCheck {
        /// The same text as ``CitmCatalogModels/CorpusCheck/checkValue(_:)``.
        public static func checkValue(_ root: Root) -> String {
            let last = root.performances.last
            return "\(root.events.count)/\(root.performances.count)/\(last?.id ?? 0)@\(last?.start ?? 0)"
        }
    }
}
