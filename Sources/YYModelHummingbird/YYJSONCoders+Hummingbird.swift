#if Hummingbird
@_exported import Hummingbird
@_exported import YYModel

// Hummingbird's request decoding and response encoding through YYModel: a request context names
// `YYJSONDecoder` and `YYJSONEncoder` as its coders, and every `request.decode(as:context:)` and
// every `ResponseEncodable` value a route returns go through them.

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
extension YYJSONDecoder: RequestDecoder {
    /// Decodes a request's JSON body: a `@JSONModel` type through its model path, any other
    /// `Decodable` type with this decoder's strategies.
    ///
    ///     struct AppRequestContext: RequestContext {
    ///         var requestDecoder: YYJSONDecoder { YYJSONDecoder() }
    ///         // ...
    ///     }
    ///
    /// - Parameters:
    ///   - type: The type of the body.
    ///   - request: The request; its body is collected up to the context's `maxUploadSize`.
    ///   - context: The request's context.
    /// - Returns: The decoded body.
    /// - Throws: `HTTPError` with status 400 Bad Request when the body is not valid JSON or does
    ///   not fit `type`; its message names the line and column, or the JSON path, and the reason,
    ///   and nothing about the server's types. A body beyond the upload limit throws Hummingbird's
    ///   own error.
    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        let body = try await request.body.collect(upTo: context.maxUploadSize)
        return try decodeBody(type, from: Data(body.readableBytesView)) { HTTPError(.badRequest, message: $0) }
    }
}

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
extension YYJSONEncoder: ResponseEncoder {
    /// Encodes a route's result as a JSON response (`200 OK`, `application/json; charset=utf-8`):
    /// a `@JSONModel` value through its model path, any other `Encodable` value with this
    /// encoder's strategies.
    ///
    /// - Parameters:
    ///   - value: The route's result.
    ///   - request: The request being answered.
    ///   - context: The request's context.
    /// - Returns: The response.
    /// - Throws: The encoder's error for a value it cannot write (a non-finite number without a
    ///   strategy for it, say).
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        let data = try encodeBody(value)
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.contentLength] = String(data.count)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
#endif
