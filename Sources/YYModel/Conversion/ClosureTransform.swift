/// A conversion for one property given as two closures:
/// `@JSONTransform(.custom(decode: { ... }, encode: { ... }))`.
///
///     @JSONModel struct Product {
///         // {"price": "12.50 EUR"}
///         @JSONTransform(.custom(
///             decode: { $0.string.flatMap { Decimal(string: String($0.prefix { $0 != " " })) } },
///             encode: { JSON.string("\($0) EUR") }))
///         var price: Decimal = 0
///     }
///
/// `decode` returns `nil` for a value it cannot convert, which is a mismatch like any other;
/// `encode` returns the JSON to write.
public struct ClosureTransform<Value>: JSONPropertyTransform {
    let decode: (JSONElement) throws -> Value?
    let encode: (Value) throws -> JSON

    /// A transform that reads with `decode` and writes what `encode` returns.
    public init(decode: @escaping (JSONElement) throws -> Value?, encode: @escaping (Value) throws -> JSON) {
        self.decode = decode
        self.encode = encode
    }

    public func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Value? {
        try decode(element)
    }

    public func encodeJSON(_ value: Value, to writer: inout JSONWriter) throws {
        try encode(value).write(to: &writer)
    }
}

extension JSONPropertyTransform {
    /// A conversion given as two closures; see ``ClosureTransform``.
    public static func custom<Value>(
        decode: @escaping (JSONElement) throws -> Value?, encode: @escaping (Value) throws -> JSON
    ) -> ClosureTransform<Value> where Self == ClosureTransform<Value> {
        ClosureTransform(decode: decode, encode: encode)
    }
}
