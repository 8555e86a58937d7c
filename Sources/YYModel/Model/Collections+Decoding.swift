import Foundation

// The collection entry points, `[Model](json:)` and `[String: Model](json:)`: from JSON text, from a
// `JSON` value, and from the Foundation objects `JSONSerialization` produces.

extension Array where Element: JSONValueDecodable {
    /// Decodes a JSON array; elements that do not convert are dropped (and reported).
    ///
    ///     let users = try [User](json: data)
    ///
    /// - Throws: `JSONParseError`, or ``JSONModelError`` when the top level is not an array.
    @inlinable
    public init(json input: some JSONInput, options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var issues: [JSONDecodingIssue] = []
        self = try DocumentDecoding.decode(Self.self, from: input, options: options, issues: &issues)
    }

    /// Decodes a JSON array, and lists what was dropped or converted.
    ///
    ///     var issues: [JSONDecodingIssue] = []
    ///     let users = try [User](json: data, issues: &issues)   // issues: "[3].id: cannot convert ..."
    ///
    /// - Parameters:
    ///   - input: `Data`, `String`, `[UInt8]` or a `JSON` value.
    ///   - options: Strictness, depth limit and date strategy.
    ///   - issues: Receives the issues (replacing its contents), also when the decode throws.
    @inlinable
    public init(json input: some JSONInput, options: JSONDecodingOptions = JSONDecodingOptions(), issues: inout [JSONDecodingIssue]) throws {
        self = try DocumentDecoding.decode(Self.self, from: input, options: options, issues: &issues)
    }

    /// Decodes the elements of a `JSON` array (so a literal can be passed), as the initializer for
    /// `Data`, `String` and `[UInt8]` does.
    @inlinable
    public init(json value: JSON, options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var issues: [JSONDecodingIssue] = []
        self = try DocumentDecoding.decode(Self.self, from: value, options: options, issues: &issues)
    }

    /// Decodes the elements of a Foundation array as `JSONSerialization` produces it.
    ///
    ///     let users = try [User](jsonObject: JSONSerialization.jsonObject(with: data) as! [Any])
    ///
    /// - Throws: ``JSONModelError`` when the array holds something that is not JSON.
    public init(jsonObject: [Any], options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        try self.init(json: try JSON(foundationObject: jsonObject), options: options)
    }

    /// Decodes from a Foundation object, adding what was dropped to `issues`.
    public init(
        jsonObject: [Any], options: JSONDecodingOptions = JSONDecodingOptions(), issues: inout [JSONDecodingIssue]
    ) throws {
        try self.init(json: try JSON(foundationObject: jsonObject), options: options, issues: &issues)
    }
}

extension Dictionary where Key == String, Value: JSONValueDecodable {
    /// Decodes a JSON object as a dictionary; values that do not convert are dropped (and reported).
    ///
    ///     let pictures = try [String: Picture](json: data)
    ///
    /// - Throws: `JSONParseError`, or ``JSONModelError`` when the top level is not an object.
    @inlinable
    public init(json input: some JSONInput, options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var issues: [JSONDecodingIssue] = []
        self = try DocumentDecoding.decode(Self.self, from: input, options: options, issues: &issues)
    }

    /// Decodes a JSON object as a dictionary, and lists what was dropped or converted.
    ///
    /// - Parameters:
    ///   - input: `Data`, `String`, `[UInt8]` or a `JSON` value.
    ///   - options: Strictness, depth limit and date strategy.
    ///   - issues: Receives the issues (replacing its contents), also when the decode throws.
    @inlinable
    public init(json input: some JSONInput, options: JSONDecodingOptions = JSONDecodingOptions(), issues: inout [JSONDecodingIssue]) throws {
        self = try DocumentDecoding.decode(Self.self, from: input, options: options, issues: &issues)
    }

    /// Decodes the members of a `JSON` object (so a literal can be passed).
    @inlinable
    public init(json value: JSON, options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var issues: [JSONDecodingIssue] = []
        self = try DocumentDecoding.decode(Self.self, from: value, options: options, issues: &issues)
    }

    /// Decodes the values of a Foundation dictionary as `JSONSerialization` produces it.
    ///
    /// - Throws: ``JSONModelError`` when the dictionary holds something that is not JSON.
    public init(jsonObject: [String: Any], options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        try self.init(json: try JSON(foundationObject: jsonObject), options: options)
    }

    /// Decodes from a Foundation object, adding what was dropped to `issues`.
    public init(
        jsonObject: [String: Any], options: JSONDecodingOptions = JSONDecodingOptions(), issues: inout [JSONDecodingIssue]
    ) throws {
        try self.init(json: try JSON(foundationObject: jsonObject), options: options, issues: &issues)
    }
}
