/// `String` reads strings as they are, numbers as their original JSON text (`100010`, `1.5`, `1e3`)
/// and booleans as `"true"`/`"false"`; objects and arrays are mismatches.
extension String: JSONValueConvertible {
    @inlinable
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> String? {
        switch element.tag {
        case .string: return element.tape.string(element.node)
        case .int, .uint, .double: return element.numberText
        case .true: return "true"
        case .false: return "false"
        default: return nil
        }
    }

    /// Keeps the string when the JSON string holds the same text: an update from a document that
    /// repeats most values then neither makes new strings nor releases the old ones.
    @inlinable
    public mutating func updateJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Bool {
        if element.tag == .string && hasText(element.tape.stringBytes(element.node)) { return true }
        guard let value = try Self.decodeJSON(from: element, context: &context) else { return false }
        self = value
        return true
    }

    /// Whether the string's UTF-8 is exactly `bytes`; `false` when it is not stored contiguously.
    @inlinable
    func hasText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The counts first: a changed value usually has another length, and a native string knows its own.
        utf8.count == bytes.count && utf8.withContiguousStorageIfAvailable { sameBytes($0, bytes) } ?? false
    }

    @inlinable public static var jsonEmptyValue: String? { "" }

    @_documentation(visibility: private)
    @inlinable
    public static func __decodeJSONDirectly(context: inout JSONDecodingContext) throws -> String {
        guard let string = context.text.readString() else { throw JSONDecodingContext.directReadingStopped }
        return string
    }

    @inlinable
    public func encodeJSON(to writer: inout JSONWriter) throws { writer.write(self) }
}

/// A `JSON` property receives the value as it is (YYModel's `id`), unless it nests deeper than
/// `JSON.maxTreeDepth` (possible only when `maxDepth` is raised above it): then it is a mismatch.
extension JSON: JSONValueConvertible {
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> JSON? {
        guard let value = JSON.tree(of: element, maxDepth: JSON.maxTreeDepth) else {
            context.rejection = "nesting too deep for a JSON value (more than \(JSON.maxTreeDepth) levels)"
            return nil
        }
        return value
    }

    public static var jsonEmptyValue: JSON? { .null }

    public func encodeJSON(to writer: inout JSONWriter) throws { try write(to: &writer) }
}
