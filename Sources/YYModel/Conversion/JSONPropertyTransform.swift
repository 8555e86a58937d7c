/// A two-way conversion for one property that carries its own settings, chosen with
/// `@JSONTransform(value)`:
///
///     @JSONModel struct Event {
///         @JSONTransform(.dateFormat("yyyy-MM-dd")) var day: Date?           // {"day": "2024-03-09"}
///         @JSONTransform(.custom(decode: { $0.string?.uppercased() },
///                                encode: { JSON.string($0.lowercased()) }))
///         var code: String = ""                                              // {"code": "abc"}
///     }
///
/// The argument is evaluated where the model decodes or encodes the property, so it costs what
/// making the value costs: keep it a literal-built value, as above. Conform your own types when a
/// conversion needs arguments; a ``JSONTransformer`` type serves when it does not.
public protocol JSONPropertyTransform<Value> {
    /// The property's type (for an optional property, the wrapped type).
    associatedtype Value

    /// Converts `element`, or returns `nil` for a mismatch (reported like any other).
    func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Value?

    /// Writes `value` as the next JSON value.
    func encodeJSON(_ value: Value, to writer: inout JSONWriter) throws
}

// MARK: Entry points of generated code

extension JSONDecodingContext {
    /// Property `index` converted by `transform`: `nil` when absent or a mismatch (reported), and
    /// for an optional property (`acceptsNull`) `.some(nil)` for `null`.
    ///
    /// The property stays on the path while the transform runs, which may read nested values or
    /// record issues: `tags[3]`, not `[3]`.
    @inlinable
    mutating func transformedProperty<T: JSONPropertyTransform>(
        _ frame: __ObjectFrame, _ index: Int, using transform: T, acceptsNull: Bool
    ) throws -> T.Value?? {
        try stopIfReadingDirectly()
        let node = node(frame, index)
        guard node >= 0 else { return nil }
        let element = JSONElement(tape: tape, node: node)
        if acceptsNull && element.isNull { return .some(nil) }
        pushPath(.property(frame.schema, index))
        defer { popPath() }
        if let value = try transform.decodeJSON(from: element, context: &self) { return .some(value) }
        try reportMismatch(element, expected: T.Value.self, at: nil)
        return nil
    }

    /// The value of property `index` converted by `transform`; `nil` when absent or a mismatch.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeProperty<T: JSONPropertyTransform>(_ frame: __ObjectFrame, _ index: Int, using transform: T) throws -> T.Value? {
        try transformedProperty(frame, index, using: transform, acceptsNull: false) ?? nil
    }

    /// The value of an optional property converted by `transform`: `.some(nil)` for `null`.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeProperty<T: JSONPropertyTransform>(_ frame: __ObjectFrame, _ index: Int, using transform: T) throws -> T.Value?? {
        try transformedProperty(frame, index, using: transform, acceptsNull: true)
    }

    /// A required property converted by `transform`; throws when it has no value (transforms
    /// have no empty value to fall back on).
    @inlinable
    @_documentation(visibility: private)
    public mutating func __decodeRequiredProperty<T: JSONPropertyTransform>(_ frame: __ObjectFrame, _ index: Int, using transform: T) throws -> T.Value {
        if let value = try __decodeProperty(frame, index, using: transform) as T.Value? { return value }
        throw missingTransformedValue(frame, index, of: T.Value.self)
    }

    @usableFromInline
    func missingTransformedValue(_ frame: __ObjectFrame, _ index: Int, of type: Any.Type) -> JSONModelError {
        let problem = node(frame, index) >= 0 ? "no convertible value" : "missing required value"
        return JSONModelError(pathComponents: pathComponents(appending: .property(frame.schema, index)), reason: "\(problem) of type \(Self.typeName(type))")
    }

    /// Updates a property through `transform` when its key is present and converts.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __updateProperty<T: JSONPropertyTransform>(_ value: inout T.Value, _ frame: __ObjectFrame, _ index: Int, using transform: T) throws {
        if let decoded = try __decodeProperty(frame, index, using: transform) as T.Value? { value = decoded }
    }

    /// Updates an optional property through `transform` when its key is present (`nil` for `null`).
    @inlinable
    @_documentation(visibility: private)
    public mutating func __updateProperty<T: JSONPropertyTransform>(_ value: inout T.Value?, _ frame: __ObjectFrame, _ index: Int, using transform: T) throws {
        if let decoded = try __decodeProperty(frame, index, using: transform) as T.Value?? { value = decoded }
    }
}

extension JSONWriter {
    /// Writes a property through `transform`.
    @inlinable
    @_documentation(visibility: private)
    public mutating func __writeProperty<T: JSONPropertyTransform>(_ value: T.Value, using transform: T) throws -> Bool {
        do {
            try transform.encodeJSON(value, to: &self)
        } catch is JSONModelOmitted {
            return false  // a model the transform wrote refused in jsonWillEncode
        }
        return true
    }

    /// Writes an optional property through `transform` (`nil` is omitted unless nulls are requested).
    @inlinable
    @_documentation(visibility: private)
    public mutating func __writeProperty<T: JSONPropertyTransform>(_ value: T.Value?, using transform: T) throws -> Bool {
        guard let value else {
            guard options.includesNulls else { return false }
            writeNull()
            return true
        }
        return try __writeProperty(value, using: transform)
    }

    /// Writes member `index` of a model through `transform`; see `__writeMember(_:_:keys:)`.
    @inlinable @inline(__always)
    @_documentation(visibility: private)
    public mutating func __writeMember<T: JSONPropertyTransform>(_ index: Int, _ value: T.Value, using transform: T, keys: __JSONMemberKeys) throws {
        try __writeMember(index, keys: keys) { try $0.__writeProperty(value, using: transform) }
    }

    /// Writes optional member `index` of a model through `transform`; see `__writeMember(_:_:keys:)`.
    @inlinable @inline(__always)
    @_documentation(visibility: private)
    public mutating func __writeMember<T: JSONPropertyTransform>(_ index: Int, _ value: T.Value?, using transform: T, keys: __JSONMemberKeys) throws {
        try __writeMember(index, keys: keys) { try $0.__writeProperty(value, using: transform) }
    }
}
