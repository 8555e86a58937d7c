import Foundation

// What the server integrations (`YYModelHummingbird`, `YYModelVapor`) share: one body decoded or
// encoded by the type's fastest path. `@JSONModel` types are `Codable` too, but their own model
// path reads and writes them without the `Codable` protocol's containers.

extension YYJSONDecoder {
    /// Decodes a request body: a `@JSONModel` type through its model path (its key mapping and
    /// conversion rules; this decoder's strategies do not apply), any other type with this decoder.
    ///
    /// - Parameter badRequest: Makes the framework's client error from the message
    ///   ``RequestBodyProblem`` gives for a body that does not decode.
    /// - Throws: What `badRequest` makes for a body that is not valid JSON or does not fit `type`;
    ///   any other error as it is.
    package func decodeBody<T: Decodable>(_ type: T.Type, from data: Data, badRequest: (String) -> any Error) throws -> T {
        do {
            if let model = type as? any JSONModel.Type {
                // The cast back cannot fail: `model` is `T.Type`.
                return try model.init(json: data, options: JSONDecodingOptions()) as! T
            }
            return try decode(type, from: data)
        } catch {
            guard let message = RequestBodyProblem.message(for: error) else { throw error }
            throw badRequest(message)
        }
    }
}

extension YYJSONEncoder {
    /// Encodes a response body: a `@JSONModel` value through its model path (in this encoder's
    /// output formatting; its other strategies do not apply), any other value with this encoder.
    package func encodeBody<T: Encodable>(_ value: T) throws -> Data {
        if let model = value as? any JSONModel {
            return try model.jsonData(options: JSONWritingOptions(formatting: outputFormatting.writingFormatting))
        }
        return try encode(value)
    }
}
