#if Vapor
@_exported import Vapor
@_exported import YYModel

// Vapor's content coding through YYModel: once registered for `.json`, every `req.content.decode`
// and every `Content` value a route returns go through `YYJSONDecoder` and `YYJSONEncoder`.

extension YYJSONDecoder: ContentDecoder {
    /// Decodes a JSON body: a `@JSONModel` type through its model path, any other `Decodable`
    /// type with this decoder's strategies.
    ///
    ///     ContentConfiguration.global.use(decoder: YYJSONDecoder(), for: .json)
    ///
    /// - Parameters:
    ///   - type: The type of the body.
    ///   - body: The body's bytes.
    ///   - headers: The request's headers.
    /// - Returns: The decoded body.
    /// - Throws: `Abort` with status 400 Bad Request when the body is not valid JSON or does not
    ///   fit `type`; its reason names the line and column, or the JSON path, and what was wrong,
    ///   and nothing about the server's types.
    public func decode<D: Decodable>(_ type: D.Type, from body: ByteBuffer, headers: HTTPHeaders) throws -> D {
        try decodeBody(type, from: Data(body.readableBytesView)) { Abort(.badRequest, reason: $0) }
    }
}

extension YYJSONEncoder: ContentEncoder {
    /// Encodes a value as a JSON body and sets `Content-Type: application/json; charset=utf-8`:
    /// a `@JSONModel` value through its model path, any other `Encodable` value with this
    /// encoder's strategies.
    ///
    ///     ContentConfiguration.global.use(encoder: YYJSONEncoder(), for: .json)
    ///
    /// - Parameters:
    ///   - encodable: The value.
    ///   - body: Receives the JSON text.
    ///   - headers: Receives the content type.
    /// - Throws: The encoder's error for a value it cannot write.
    public func encode<E: Encodable>(_ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders) throws {
        headers.contentType = .json
        body.writeBytes(try encodeBody(encodable))
    }
}
#endif
