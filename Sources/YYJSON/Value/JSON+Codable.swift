extension JSON: Codable {
    /// Decodes whatever JSON value the decoder holds.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .number(JSONNumber(value))
        } else if let value = try? container.decode(UInt64.self) {
            self = .number(JSONNumber(value))
        } else if let value = try? container.decode(Double.self) {
            self = .number(JSONNumber(value))
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSON].self) {
            self = .object(JSONObject(value.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON value")
        }
    }

    /// Encodes the value with the encoder's own containers.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let number):
            var container = encoder.singleValueContainer()
            switch number.storage {
            case .int(let value): try container.encode(value)
            case .uint(let value): try container.encode(value)
            case .double(let value): try container.encode(value)
            }
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in members { try container.encode(value, forKey: AnyCodingKey(key)) }
        }
    }
}

/// A coding key for any string, used for JSON objects and the models' key paths.
public struct AnyCodingKey: CodingKey, Sendable, Hashable {
    public let stringValue: String
    public let intValue: Int?
    public init(_ string: String) { stringValue = string; intValue = nil }
    public init?(stringValue: String) { self.init(stringValue) }
    public init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}
