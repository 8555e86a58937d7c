import Foundation

extension JSONModel {
    /// Decodes a model from JSON text (UTF-8 `Data`).
    ///
    ///     let user = try User(json: data)
    ///
    /// Absent keys keep their defaults, `null` clears optionals, and values that do not convert are
    /// ignored (see ``init(json:options:issues:)`` to read what was ignored).
    ///
    /// - Parameters:
    ///   - data: UTF-8 JSON text whose top level is an object.
    ///   - options: Strictness and limits.
    /// - Throws: `JSONParseError` for invalid JSON, ``JSONModelError`` for a top level that is not
    ///   an object, a required value without an empty value, or any mismatch in strict mode.
    @inlinable  // specialized in the model's module: no generic copies of the decoded model
    public init(json data: Data, options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var issues: [JSONDecodingIssue] = []
        self = try DocumentDecoding.decode(Self.self, from: data, options: options, issues: &issues)
    }

    /// Decodes a model from JSON text. See ``init(json:options:)-(Data,_)``.
    @inlinable
    public init(json string: String, options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var issues: [JSONDecodingIssue] = []
        self = try DocumentDecoding.decode(Self.self, from: string, options: options, issues: &issues)
    }

    /// Decodes a model from UTF-8 JSON bytes. See ``init(json:options:)-(Data,_)``.
    @inlinable
    public init(json bytes: [UInt8], options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var issues: [JSONDecodingIssue] = []
        self = try DocumentDecoding.decode(Self.self, from: bytes, options: options, issues: &issues)
    }

    /// Decodes a model from a JSON value. See ``init(json:options:)-(Data,_)``.
    @inlinable
    public init(json value: JSON, options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var issues: [JSONDecodingIssue] = []
        self = try DocumentDecoding.decode(Self.self, from: value, options: options, issues: &issues)
    }

    /// Decodes a model leniently and hands back what was ignored or replaced, with JSON paths.
    ///
    ///     var issues: [JSONDecodingIssue] = []
    ///     let user = try User(json: data, issues: &issues)
    ///     issues.forEach { print($0) }   // Prints "followers: cannot convert string "many" to Int; left unchanged"
    ///
    /// - Parameters:
    ///   - input: `Data`, `String`, `[UInt8]` or `JSON`.
    ///   - options: Strictness and limits.
    ///   - issues: Receives the issues (replacing its contents), also when the decode throws.
    @inlinable
    public init(json input: some JSONInput, options: JSONDecodingOptions = JSONDecodingOptions(), issues: inout [JSONDecodingIssue]) throws {
        self = try DocumentDecoding.decode(Self.self, from: input, options: options, issues: &issues)
    }

    /// Decodes a model from a Foundation object as `JSONSerialization` produces it.
    ///
    /// - Throws: ``JSONModelError`` when the object holds something that is not JSON.
    public init(jsonObject: [String: Any], options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        try self.init(json: try JSON(foundationObject: jsonObject), options: options)
    }

    /// Decodes a model from a Foundation object, adding what a lenient decode ignored or replaced
    /// to `issues`.
    public init(
        jsonObject: [String: Any], options: JSONDecodingOptions = JSONDecodingOptions(), issues: inout [JSONDecodingIssue]
    ) throws {
        try self.init(json: try JSON(foundationObject: jsonObject), options: options, issues: &issues)
    }

    /// YYModel's forgiving entry point: a model from `Data`, `String`, `[UInt8]`, `JSON` or a
    /// `[String: Any]`/`NSDictionary`, or `nil` for anything it cannot use.
    ///
    ///     let user = User.model(withJSON: #"{"id": 1}"#)
    public static func model(withJSON json: Any) -> Self? {
        guard let input = AnyJSONInput(json) else { return nil }
        var issues: [JSONDecodingIssue] = []
        return try? DocumentDecoding.decode(Self.self, from: input, options: JSONDecodingOptions(), issues: &issues)
    }

    /// Changes only the properties whose keys are present in `json`; nested models are updated in
    /// place (YYModel's `yy_modelSetWithJSON:`).
    ///
    ///     try repo.update(withJSON: #"{"name": "YYImage", "user": {"name": "bot"}}"#)
    ///
    /// - Parameters:
    ///   - json: `Data`, `String`, `[UInt8]`, `JSON`, or a `[String: Any]`.
    ///   - options: Strictness and limits.
    /// The hooks run as they do for a decode, for this model and every nested one: `jsonWillDecode`
    /// may replace the input, and `jsonDidDecode` validates the result.
    ///
    /// - Throws: `JSONParseError` or ``JSONModelError`` (the top level must be an object), or what
    ///   this model's `jsonDidDecode` throws. On a throw, properties decoded before the error keep
    ///   their new values, except in a value type with hooks, which keeps all its old ones.
    public mutating func update(withJSON json: Any, options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var issues: [JSONDecodingIssue] = []
        try updateInPlace(withJSON: json, options: options, issues: &issues)
    }

    /// Changes only the properties whose keys are present in `input`: `update(withJSON:options:)`
    /// for text or a `JSON` value, which the compiler specializes for the model.
    ///
    ///     try repo.update(withJSON: data)
    ///
    /// - Parameters:
    ///   - input: `Data`, `String`, `[UInt8]` or `JSON`.
    ///   - options: Strictness and limits.
    /// - Throws: As `update(withJSON:options:)` does.
    @inlinable
    public mutating func update(withJSON input: some JSONInput, options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var issues: [JSONDecodingIssue] = []
        try DocumentDecoding.update(&self, from: input, options: options, issues: &issues)
    }

    /// Changes only the properties whose keys are present in `json`, and lists what was ignored or
    /// converted; see `update(withJSON:options:)`.
    ///
    ///     var issues: [JSONDecodingIssue] = []
    ///     try repo.update(withJSON: #"{"stars": "many"}"#, issues: &issues)
    ///     issues.forEach { print($0) }   // Prints "stars: cannot convert string "many" to Int; left unchanged"
    ///
    /// - Parameters:
    ///   - json: `Data`, `String`, `[UInt8]`, a `JSON` value or a `[String: Any]`.
    ///   - options: Strictness, depth limit and date strategy.
    ///   - issues: Receives the issues (replacing its contents), also when the update throws.
    public mutating func update(
        withJSON json: Any, options: JSONDecodingOptions = JSONDecodingOptions(), issues: inout [JSONDecodingIssue]
    ) throws {
        try updateInPlace(withJSON: json, options: options, issues: &issues)
    }

    /// The body of every `update(withJSON:)`.
    mutating func updateInPlace(withJSON json: Any, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue]) throws {
        guard let input = AnyJSONInput(json) else {
            issues = []
            throw JSONModelError(path: "", reason: "cannot update from a value of type \(type(of: json))")
        }
        try DocumentDecoding.update(&self, from: input, options: options, issues: &issues)
    }
}

extension JSONModel where Self: AnyObject {
    /// Changes only the properties of this instance whose keys are present in `json` (YYModel's
    /// `yy_modelSetWithJSON:` on an object): the instance is changed in place, so a `let` may hold it
    /// and every other reference sees the new values.
    ///
    ///     let repo = try Repo(json: data)
    ///     try repo.update(withJSON: #"{"stars": 10}"#)
    ///
    /// - Parameters:
    ///   - json: `Data`, `String`, `[UInt8]`, `JSON`, or a `[String: Any]`.
    ///   - options: Strictness and limits.
    /// The hooks run as they do for a decode, for this instance and every nested model.
    ///
    /// - Throws: `JSONParseError` or ``JSONModelError`` (the top level must be an object), or what
    ///   the instance's `jsonDidDecode` throws; on a throw, properties decoded before the error keep
    ///   their new values.
    public func update(withJSON json: Any, options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var instance = self
        var issues: [JSONDecodingIssue] = []
        try instance.updateInPlace(withJSON: json, options: options, issues: &issues)
    }

    /// Changes only the properties of this instance whose keys are present in `input`:
    /// `update(withJSON:options:)` for text or a `JSON` value, which the compiler specializes for
    /// the model.
    ///
    /// - Parameters:
    ///   - input: `Data`, `String`, `[UInt8]` or `JSON`.
    ///   - options: Strictness and limits.
    /// - Throws: As `update(withJSON:options:)` does.
    @inlinable
    public func update(withJSON input: some JSONInput, options: JSONDecodingOptions = JSONDecodingOptions()) throws {
        var instance = self
        var issues: [JSONDecodingIssue] = []
        try DocumentDecoding.update(&instance, from: input, options: options, issues: &issues)
    }

    /// Changes only the properties of this instance whose keys are present in `json`, and lists
    /// what was ignored or converted; see `update(withJSON:options:)`.
    ///
    /// - Parameters:
    ///   - json: `Data`, `String`, `[UInt8]`, a `JSON` value or a `[String: Any]`.
    ///   - options: Strictness, depth limit and date strategy.
    ///   - issues: Receives the issues (replacing its contents), also when the update throws.
    public func update(
        withJSON json: Any, options: JSONDecodingOptions = JSONDecodingOptions(), issues: inout [JSONDecodingIssue]
    ) throws {
        var instance = self
        try instance.updateInPlace(withJSON: json, options: options, issues: &issues)
    }
}

/// Any of the accepted JSON inputs, chosen at run time (for the `Any`-taking entry points).
struct AnyJSONInput: JSONInput {
    let base: any JSONInput

    init?(_ value: Any) {
        switch value {
        case let input as JSONInput: base = input
        case let object as [String: Any]:
            guard let json = try? JSON(foundationObject: object) else { return nil }
            base = json
        default: return nil
        }
    }

    func makeJSONDocument(maxDepth: Int) throws -> JSONDocument {
        try base.makeJSONDocument(maxDepth: maxDepth)
    }
}
