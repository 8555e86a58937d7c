/// A type that converts to and from JSON with YYModel's rules; `@JSONModel` writes the conformance.
///
///     @JSONModel(keyStrategy: .snakeCase)
///     struct User {
///         var id: UInt64 = 0
///         var login: String = ""
///         @JSONKey("html_url") var homepage: URL?
///     }
///
///     let user = try User(json: #"{"id": 1, "login": "ann", "html_url": "https://x.y"}"#)
///     print(try user.jsonString())   // Prints {"id":1,"login":"ann","html_url":"https:\/\/x.y"}
///
/// The requirements are generated; you implement none of them by hand.
public protocol JSONModel: JSONValueDecodable, JSONValueEncodable {
    /// The mapped properties and their keys.
    ///
    /// Always the same instance for a type, kept for the life of the program: a decode refers to
    /// it without retaining it. Generated code stores it in a `static let`, or for a generic type
    /// keeps one per specialization.
    static var jsonSchema: JSONModelSchema { get }

    /// Reads a model from a JSON object (generated; `object` is known to be an object).
    init(jsonElement object: JSONElement, context: inout JSONDecodingContext) throws

    /// Updates the mapped properties in place from the members of `object`, without hooks; returns
    /// whether `object` is an object (generated; ``updateJSON(from:context:)`` runs the hooks around
    /// it). The default replaces the whole value, which is what an enum does.
    @_documentation(visibility: private)
    mutating func __updateJSONMembers(from object: JSONElement, context: inout JSONDecodingContext) throws -> Bool

    /// Writes property `index` of the schema; returns `false` when its value is omitted (generated).
    @_documentation(visibility: private)
    func __encodeJSONProperty(_ index: Int, to writer: inout JSONWriter) throws -> Bool

    /// Writes every property, in schema order, as a member of the object `writer` has open, each
    /// under its key from `keys` (for a schema whose properties each write one plain key, in
    /// declaration order).
    ///
    /// Generated as straight-line code for structs and final classes (one
    /// `JSONWriter.__writeMember(_:_:keys:)` per property, no dispatch on an index); the default
    /// goes through ``__encodeJSONProperty(_:to:)``, which is what a class hierarchy needs.
    @_documentation(visibility: private)
    func __encodeJSONMembers(_ keys: __JSONMemberKeys, to writer: inout JSONWriter) throws

    /// The value of property `index` of the schema, for ``modelDescription`` and the class utilities
    /// (generated; the default has none).
    @_documentation(visibility: private)
    func __jsonPropertyValue(_ index: Int) -> Any?

    /// The case of a discriminated enum (`@JSONModel(discriminator:)`): its name, discriminator value
    /// and model; `nil` for other models (generated for enums).
    var jsonCase: JSONModelCase? { get }

    /// A copy of `source`, an instance of this type, whose model-class values are copied by `copier`
    /// (generated for classes; structs and enums copy themselves). Called by `modelCopy()`.
    @_documentation(visibility: private)
    init(__jsonCopying source: any JSONModel, copier: inout __JSONModelCopier)

    /// The hooks this type implements (generated when it implements any; default none). Classes
    /// that can be subclassed declare it as a `class var` that subclasses extend.
    static var jsonHooks: JSONModelHooks { get }

    /// Replaces the input object before mapping (YYModel's `modelCustomWillTransformFromDictionary:`).
    ///
    ///     static func jsonWillDecode(_ json: JSON) -> JSON {
    ///         var json = json
    ///         if json["id"] == nil { json["id"] = json["ID"] }   // accept an old key
    ///         return json
    ///     }
    ///
    /// Returning anything but an object rejects the model.
    static func jsonWillDecode(_ json: JSON) -> JSON

    /// Validates or derives values after mapping (YYModel's `modelCustomTransformFromDictionary:`).
    ///
    ///     mutating func jsonDidDecode(_ json: JSON) throws {
    ///         guard let stamp = json["timestamp"]?.double else { throw Invalid.timestamp }
    ///         createdAt = Date(timeIntervalSince1970: stamp)
    ///     }
    ///
    /// Throwing rejects the model: the top-level decode throws the error; a nested property keeps its
    /// value and a collection drops the element (both reported, or thrown in strict mode).
    mutating func jsonDidDecode(_ json: JSON) throws

    /// Edits the output object (YYModel's `modelCustomTransformToDictionary:`).
    ///
    ///     func jsonWillEncode(_ json: inout JSON) throws {
    ///         json["timestamp"] = .number(JSONNumber(createdAt.timeIntervalSince1970))
    ///     }
    ///
    /// Throwing omits this model from its parent object or array; at the top level the encode throws.
    func jsonWillEncode(_ json: inout JSON) throws

    /// Picks the type to create for `json` (YYModel's `modelCustomClassForDictionary:`): on classes,
    /// implement it as an overridable `class func` returning a subclass.
    ///
    ///     class func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? {
    ///         json["localName"] != nil ? LocalUser.self : nil   // nil: the class itself
    ///     }
    ///
    ///     let user = try User(json: data)        // a LocalUser when data has "localName"
    ///
    /// It is consulted whenever a new instance is made: by every top-level entry point
    /// (`init(json:)` and `model(withJSON:)` return the subclass instance, typed as the class), for
    /// nested properties and for collection elements; not when `update(withJSON:)` changes an
    /// existing instance. A type that is not a subclass of the requested one is ignored and
    /// reported (strict mode: an error). The chosen subclass's own hook is not consulted again.
    static func jsonModelClass(for json: JSON) -> (any JSONModel.Type)?
}

extension JSONModel {
    @inlinable public static var jsonHooks: JSONModelHooks { [] }
    public static func jsonWillDecode(_ json: JSON) -> JSON { json }
    public mutating func jsonDidDecode(_ json: JSON) throws {}
    public func jsonWillEncode(_ json: inout JSON) throws {}
    public static func jsonModelClass(for json: JSON) -> (any JSONModel.Type)? { nil }
    @_documentation(visibility: private)
    public func __jsonPropertyValue(_ index: Int) -> Any? { nil }
    public var jsonCase: JSONModelCase? { nil }
    @_documentation(visibility: private)
    public init(__jsonCopying source: any JSONModel, copier: inout __JSONModelCopier) { self = source as! Self }

    @_documentation(visibility: private)
    public mutating func __updateJSONMembers(from object: JSONElement, context: inout JSONDecodingContext) throws -> Bool {
        guard let value = try Self.decodeJSON(from: object, context: &context) else { return false }
        self = value
        return true
    }
}

extension JSONModel {
    /// Reads a model from an object; any other kind of value is a mismatch.
    @inlinable
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Self? {
        guard element.kind == .object else { return nil }
        if jsonHooks.isEmpty { return try Self(jsonElement: element, context: &context) }
        return try decodeConsultingHooks(from: element, context: &context)
    }

    /// Updates the model in place from an object (YYModel's nested update): only the keys present
    /// change, nested models are updated rather than replaced, and the hooks run as they do when
    /// decoding (`jsonWillDecode` may replace the input; a throw from `jsonDidDecode` leaves a
    /// value type unchanged and rejects the update).
    @inlinable
    public mutating func updateJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Bool {
        if type(of: self).jsonHooks.isEmpty { return try __updateJSONMembers(from: element, context: &context) }
        return try updateConsultingHooks(from: element, context: &context)
    }

    @inlinable public static var jsonIsContainer: Bool { true }

    /// Reads the model's object from the text, its members in declaration order.
    @_documentation(visibility: private)
    @inlinable
    public static func __decodeJSONDirectly(context: inout JSONDecodingContext) throws -> Self {
        try context.decodeDirectModel(Self.self)
    }

    /// The model decoded from `{}`: every property at its default, or `nil` if that fails.
    public static var jsonEmptyValue: Self? { try? Self(json: JSON.object([:])) }

    /// Writes the model as a JSON object, key paths as nested objects, in declaration order (or sorted).
    @inlinable
    public func encodeJSON(to writer: inout JSONWriter) throws {
        // `type(of: self)`, not `Self`: a subclass instance may be held as its superclass.
        if type(of: self).jsonHooks.contains(.willEncode) { return try encodeConsultingHook(to: &writer) }
        writer.beginObject()
        try encodeJSONMembers(to: &writer)
        writer.endObject()
    }

    /// Writes the model's members into the object `writer` has open (no braces).
    ///
    /// Always inlined: as a call it would copy the whole model to pass it on, and a document may
    /// hold thousands of small models, each encoded through here.
    @inlinable @inline(__always)
    public func encodeJSONMembers(to writer: inout JSONWriter) throws {
        let schema = type(of: self).jsonSchema
        let sorted = writer.options.formatting.contains(.sortedKeys)
        if !sorted, let flat = schema.encodingPlan.unretainedFlat { return try __encodeJSONMembers(__JSONMemberKeys(flat), to: &writer) }
        try encodeJSONMembersThroughPlan(schema.encodingPlan, sorted: sorted, to: &writer)
    }

    /// Writes the members through `plan`, the schema's plan tree: for key paths, shared keys and
    /// sorted keys.
    ///
    /// Specialized but never inlined: the closure captures the model, which makes the function
    /// that creates it copy a large model struct (twice, at its start). Here that happens only on
    /// this path; inlined, every encode would pay it.
    @inlinable @inline(never)
    func encodeJSONMembersThroughPlan(_ plan: EncodingPlan, sorted: Bool, to writer: inout JSONWriter) throws {
        if sorted && plan.hasFlattened { return try encodeJSONMembersSortedAcrossFlattened(plan, to: &writer) }
        try plan.write(sorted: sorted, to: &writer) { try __encodeJSONProperty($0, to: &$1) }
    }

    /// Writes the members through ``__encodeJSONProperty(_:to:)``, one index at a time.
    @inlinable
    @_documentation(visibility: private)
    public func __encodeJSONMembers(_ keys: __JSONMemberKeys, to writer: inout JSONWriter) throws {
        for index in 0..<keys.count {
            try writer.__writeMember(index, keys: keys) { try __encodeJSONProperty(index, to: &$0) }
        }
    }
}
