extension JSONModel {
    /// Decodes the model from any `Decoder` with the same keys, key paths and conversions as
    /// ``init(json:options:)-(Data,_)``: the decoder's value is read as `JSON` first.
    ///
    /// Called by the `init(from:)` that `@JSONModel` generates.
    public static func decodeJSONModel(from decoder: any Decoder) throws -> Self {
        let json = try JSON(from: decoder)
        do {
            return try Self(json: json)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "\(error)", underlyingError: error))
        }
    }

    /// The same as ``decodeJSONModel(from:)``, as an initializer classes can delegate to.
    public init(decodingJSONModelFrom decoder: any Decoder) throws {
        self = try Self.decodeJSONModel(from: decoder)
    }

    /// Encodes the model to any `Encoder` as the same JSON object ``jsonData(options:)`` writes.
    ///
    /// Called by the `encode(to:)` that `@JSONModel` generates.
    public func encodeJSONModel(to encoder: any Encoder) throws {
        try jsonValue().encode(to: encoder)
    }
}
