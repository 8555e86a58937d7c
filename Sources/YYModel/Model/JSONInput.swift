import Foundation

/// JSON text or a JSON value that a model can be decoded from: `Data`, `String`, `[UInt8]`, ``JSON``.
public protocol JSONInput {
    /// Parses the input into a document.
    ///
    /// - Throws: ``JSONParseError`` for invalid JSON text.
    func makeJSONDocument(maxDepth: Int) throws -> JSONDocument
}

extension Data: JSONInput {
    public func makeJSONDocument(maxDepth: Int) throws -> JSONDocument {
        try JSONDocument(parsing: self, maxDepth: maxDepth)
    }
}

extension String: JSONInput {
    public func makeJSONDocument(maxDepth: Int) throws -> JSONDocument {
        try JSONDocument(parsing: utf8, maxDepth: maxDepth)
    }
}

extension Array: JSONInput where Element == UInt8 {
    public func makeJSONDocument(maxDepth: Int) throws -> JSONDocument {
        try JSONDocument(parsing: self, maxDepth: maxDepth)
    }
}

extension JSON: JSONInput {
    /// Writes the value and parses it back: models decode through one path, the document.
    public func makeJSONDocument(maxDepth: Int) throws -> JSONDocument {
        var writer = JSONWriter(options: .withoutEscapingSlashes)
        try write(to: &writer)
        return try writer.withBytes { try JSONDocument(parsing: $0, maxDepth: maxDepth) }
    }
}

/// Decodes the top-level value of a document; shared by every decoding entry point.
@usableFromInline
enum TopLevelDecoder {
    /// Parses `input` and decodes its top-level value as `Value`.
    ///
    /// - Throws: ``JSONParseError``; ``JSONModelError`` when the top level has the wrong kind, a
    ///   required value is missing, or (strict mode) anything does not convert.
    @inlinable
    static func decode<Value: JSONValueDecodable>(
        _ type: Value.Type, from input: some JSONInput, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue]
    ) throws -> Value {
        let document = try input.makeJSONDocument(maxDepth: options.maxDepth)
        return try document.withRoot { root in
            try JSONDecodingContext.with(tape: root.tape, options: options) { context in
                defer { issues = context.issues }
                guard let value = try Value.decodeJSON(from: root, context: &context) else {
                    throw JSONModelError(path: "", reason: context.rejection ?? "cannot decode \(Value.self) from a top-level \(root.kind.rawValue)")
                }
                return value
            }
        }
    }

    /// Parses `input` and updates `value` in place from its top-level object.
    static func update<Value: JSONValueDecodable>(
        _ value: inout Value, from input: some JSONInput, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue]
    ) throws {
        let document = try input.makeJSONDocument(maxDepth: options.maxDepth)
        try document.withRoot { root in
            try JSONDecodingContext.with(tape: root.tape, options: options) { context in
                defer { issues = context.issues }
                let updated: Bool
                if root.kind != .object {
                    updated = false
                } else if let model = value as? any JSONModel, !type(of: model).jsonHooks.isEmpty {
                    updated = try TopLevelDecoder.updateOpened(model, &value, from: root, context: &context)
                } else {
                    updated = try value.updateJSON(from: root, context: &context)
                }
                guard updated else {
                    throw JSONModelError(path: "", reason: "cannot update \(Value.self) from a top-level \(root.kind.rawValue)")
                }
            }
        }
    }

    /// Runs a model's hooked update with its concrete type opened from the existential.
    private static func updateOpened<Model: JSONModel, Value>(
        _ model: Model, _ value: inout Value, from root: JSONElement, context: inout JSONDecodingContext
    ) throws -> Bool {
        var copy = model
        let updated = try Model.updateConsultingHooks(&copy, from: root, context: &context)
        value = copy as! Value
        return updated
    }
}
