import Foundation

/// Decodes the top-level value of a document; shared by every decoding entry point.
@usableFromInline
enum DocumentDecoding {
    /// Parses `input` and decodes the value at the options' root path (the top level by default)
    /// as `Value`.
    @inlinable
    static func decode<Value: JSONValueDecodable>(
        _ type: Value.Type, from input: some JSONInput, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue]
    ) throws -> Value {
        try decode(type, from: input, options: options, modelRootPath: [], issues: &issues)
    }

    /// Parses `input` and decodes the model at the options' root path, or else at the model's own.
    @inlinable
    static func decode<Value: JSONModel>(
        _ type: Value.Type, from input: some JSONInput, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue]
    ) throws -> Value {
        let modelRootPath = Value.jsonSchema.rootPath
        if options.hasNoRootPath && modelRootPath.isEmpty {
            // `jsonHooks` is a constant of the model: the branch folds away where this is specialized.
            if Value.jsonHooks.isEmpty {
                if let value = DirectDecoding.decode(Value.self, from: input, options: options) {
                    issues = []
                    return value
                }
            } else if Value.jsonHooks.contains(.modelClass) {
                var choice: ModelClassChoice?
                if let value = try DirectDecoding.decodeChoosingClass(Value.self, from: input, options: options, choice: &choice, issues: &issues) {
                    return value
                }
                if let choice { return try decode(Value.self, from: input, options: options, choice: choice, issues: &issues) }
            } else if let value = try DirectDecoding.decodeApplyingHooks(Value.self, from: input, options: options, issues: &issues) {
                return value
            }
        }
        return try decode(type, from: input, options: options, modelRootPath: modelRootPath, issues: &issues)
    }

    /// Parses `input` and decodes the value at the root path as `Value`.
    ///
    /// - Throws: `JSONParseError`; ``JSONModelError`` when the root path leads nowhere, the value
    ///   there has the wrong kind, a required value is missing, or (strict mode) anything does not
    ///   convert.
    ///
    /// Specialized in the caller's module, but never inlined into the caller: one function per
    /// model and input type, which is also what `Scripts/instructions-per-call.sh` measures.
    @inlinable @inline(never)
    static func decode<Value: JSONValueDecodable>(
        _ type: Value.Type, from input: some JSONInput, options: JSONDecodingOptions, modelRootPath: [JSONPathComponent],
        issues: inout [JSONDecodingIssue]
    ) throws -> Value {
        return try withRoot(of: input, maxDepth: options.maxDepth) { document in
            if options.hasNoRootPath && modelRootPath.isEmpty {
                return try decodeValue(Value.self, from: document, options: options, issues: &issues)
            }
            return try RootPath.within(document, options: options, modelRootPath: modelRootPath, issues: &issues) { root, issues in
                try decodeValue(Value.self, from: root, options: options, issues: &issues)
            }
        }
    }

    /// Parses `input` and decodes its top-level object as the class `choice` holds.
    @inlinable @inline(never)
    static func decode<Value: JSONModel>(
        _ type: Value.Type, from input: some JSONInput, options: JSONDecodingOptions, choice: ModelClassChoice,
        issues: inout [JSONDecodingIssue]
    ) throws -> Value {
        try withRoot(of: input, maxDepth: options.maxDepth) { document in
            try decodeValue(Value.self, from: document, options: options, issues: &issues) { root, context in
                try choice.decode(Value.self, from: root, context: &context)
            }
        }
    }

    /// Decodes `root` as `Value`, which must be there.
    @inlinable @inline(__always)
    static func decodeValue<Value: JSONValueDecodable>(
        _ type: Value.Type, from root: JSONElement, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue]
    ) throws -> Value {
        try decodeValue(Value.self, from: root, options: options, issues: &issues) { root, context in
            try Value.decodeJSON(from: root, context: &context)
        }
    }

    /// Decodes `root` as `Value` with `decodeRoot`; the value must be there.
    @inlinable @inline(__always)
    static func decodeValue<Value: JSONValueDecodable>(
        _ type: Value.Type, from root: JSONElement, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue],
        _ decodeRoot: (JSONElement, inout JSONDecodingContext) throws -> Value?
    ) throws -> Value {
        try atTopLevel(of: root.tape, options: options, issues: &issues) { context in
            try decodeRoot(root, &context)
        } otherwise: {
            "cannot decode \(Value.self) from a top-level \(root.kind.rawValue)"
        }
    }

    /// Runs `body` at the top level of a decode from `tape`, with the issues it reports copied to
    /// `issues`; when `body` gives `nil`, the decode fails with the reason the context recorded,
    /// or else with `reason`.
    ///
    /// - Throws: What `body` throws; ``JSONModelError`` when it gives `nil`.
    @inlinable @inline(__always)
    static func atTopLevel<R>(
        of tape: JSONTape, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue],
        _ body: (inout JSONDecodingContext) throws -> R?, otherwise reason: () -> String
    ) throws -> R {
        try JSONDecodingContext.with(tape: tape, options: options) { context in
            defer { issues = context.issues }
            guard let result = try body(&context) else {
                throw JSONModelError(path: "", reason: context.rejection ?? reason())
            }
            return result
        }
    }

    /// Parses `input` and updates `value` in place from the object at the root path.
    ///
    /// Specialized in the caller's module, as ``decode(_:from:options:modelRootPath:issues:)`` is.
    @inlinable @inline(never)
    static func update<Value: JSONModel>(
        _ value: inout Value, from input: some JSONInput, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue]
    ) throws {
        try withRoot(of: input, maxDepth: options.maxDepth) { document in
            let modelRootPath = Value.jsonSchema.rootPath
            if options.hasNoRootPath && modelRootPath.isEmpty {
                return try updateValue(&value, from: document, options: options, issues: &issues)
            }
            try RootPath.within(document, options: options, modelRootPath: modelRootPath, issues: &issues) { root, issues in
                try updateValue(&value, from: root, options: options, issues: &issues)
            }
        }
    }

    /// Updates `value` from `root`, which must be an object.
    @inlinable @inline(__always)
    static func updateValue<Value: JSONModel>(
        _ value: inout Value, from root: JSONElement, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue]
    ) throws {
        try atTopLevel(of: root.tape, options: options, issues: &issues) { context in
            try root.kind == .object && value.updateJSON(from: root, context: &context) ? () : nil
        } otherwise: {
            "cannot update \(Value.self) from a top-level \(root.kind.rawValue)"
        }
    }

    /// Parses `input` and calls `body` with its top-level value, which must not escape `body`.
    @inlinable
    static func withRoot<R>(of input: some JSONInput, maxDepth: Int, _ body: (JSONElement) throws -> R) throws -> R {
        // Text is parsed into storage this frame owns. In code specialized for `Data`, `String`
        // or `[UInt8]` the casts are decided at compile time, to one direct call. (A cast to a
        // protocol of the three built an existential box instead: a copy of `Data`, so a retain
        // and a release of its storage, and a call through a witness table, on every decode.)
        if let data = input as? Data { return try data.parsedJSON(maxDepth: maxDepth).withRoot(body) }
        if let string = input as? String { return try string.parsedJSON(maxDepth: maxDepth).withRoot(body) }
        if let bytes = input as? [UInt8] { return try bytes.parsedJSON(maxDepth: maxDepth).withRoot(body) }
        return try input.makeJSONDocument(maxDepth: maxDepth).withRoot(body)
    }
}
