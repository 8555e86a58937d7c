/// One direction of a model's JSON: reading it or writing it. See `@JSONIgnore(_:)`.
public enum JSONCodingDirection: Sendable, Hashable {
    /// Reading JSON into models: `init(json:)`, `update(withJSON:)`, `init(from:)`.
    case decoding
    /// Writing models as JSON: `jsonData()`, `jsonString()`, `jsonValue()`, `encode(to:)`.
    case encoding
}
