import Foundation

/// Decodes a model straight from its text, in one pass and without a tape, when the text is
/// written the way the model reads it.
///
/// Most documents a model is decoded from list its keys in declaration order, with values of
/// exactly the properties' kinds: the document the model was written for. Then the generated
/// initializer can read each key and value where it stands, which does less work than parsing
/// the document into a tape and looking the keys up. Anything else stops the direct decode, and
/// the model is decoded again from a tape: keys missing, extra, out of order or escaped; a value
/// that needs a conversion (a number in a string, `null` for a required property); escapes in
/// strings; types without a direct reading (collections, dates, custom conversions, transforms);
/// nested models with hooks. The result is the same either way: a direct decode accepts only
/// text the parser accepts and produces the values the tape would, with no issues to report.
@usableFromInline
enum DirectDecoding {
    /// `Model` read directly from `input`, or `nil` when it cannot be (decode it from a tape).
    /// For models without hooks; see ``decodeApplyingHooks(_:from:options:issues:)``.
    @inlinable @inline(never)
    static func decode<Model: JSONModel>(_ type: Model.Type, from input: some JSONInput, options: JSONDecodingOptions) -> Model? {
        guard mayRead(Model.self) else { return nil }
        return withText(of: input) { decode(Model.self, from: $0, options: options) }
    }

    /// ``decode(_:from:options:)`` for a model with `jsonWillDecode` or `jsonDidDecode`, which run
    /// once the text is read, on that text, in their order: when `jsonWillDecode` replaces the
    /// object, the replacement is decoded from a tape instead.
    ///
    /// - Throws: What `jsonDidDecode` throws, or an error of the replacement's decode.
    @inlinable @inline(never)
    static func decodeApplyingHooks<Model: JSONModel>(
        _ type: Model.Type, from input: some JSONInput, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue]
    ) throws -> Model? {
        guard mayRead(Model.self) else { return nil }
        return try withText(of: input) { text in try readApplyingHooks(Model.self, from: text, options: options, issues: &issues) }
    }

    /// ``decodeApplyingHooks(_:from:options:issues:)`` for a model with `jsonModelClass(for:)`:
    /// the hook picks the class from a view of the text (``ModelClassChoice``), which is then
    /// read directly as that class. A tape decodes the object as `choice` says when this cannot.
    ///
    /// As on a tape, the class picked is not consulted again; one with `jsonWillDecode` or
    /// `jsonDidDecode` of its own is decoded from a tape.
    ///
    /// When the hook picked one class for the last two objects (``DirectKeys/repeatedChoice``),
    /// the object is read as that class first, and the hook asked after: a read runs no code of
    /// the model's, so the order is not seen, and the read shows where the object's first nested
    /// value begins, before which the hook's view answers a key without looking at brackets. The
    /// model read is kept when the hook picks that class again, and the object is read again as
    /// the class picked when it does not.
    ///
    /// - Throws: What `jsonDidDecode` throws, or an error of the replacement's decode.
    @inlinable @inline(never)
    static func decodeChoosingClass<Model: JSONModel>(
        _ type: Model.Type, from input: some JSONInput, options: JSONDecodingOptions, choice: inout ModelClassChoice?,
        issues: inout [JSONDecodingIssue]
    ) throws -> Model? {
        guard mayRead(Model.self) else { return nil }
        return try withText(of: input) { text in
            var guess: (type: Model.Type, model: Model?)?
            var ownKeysBefore = 0
            if let repeated = Model.jsonSchema.directKeys?.repeatedChoice as? Model.Type,
                repeated.jsonHooks.isDisjoint(with: [.willDecode, .didDecode]), mayRead(repeated)
            {
                let read = decodeWatchingNestedObjects(repeated, from: text, options: options)
                guess = (repeated, read?.model)
                ownKeysBefore = read?.firstNestedObject ?? 0
            }
            choice = ModelClassChoice(of: Model.self, text: text, ownKeysBefore: ownKeysBefore)
            guard let made = choice else { return nil }
            let picked: any JSONModel.Type = made.chosen ?? Model.self
            if let guess, ObjectIdentifier(guess.type) == ObjectIdentifier(picked) {
                // Read as the class picked already: the same read again would stop again.
                guard let model = guess.model else { return nil }
                issues = []
                return model
            }
            guard picked != Model.self else {
                return try readApplyingHooks(Model.self, from: text, options: options, issues: &issues)
            }
            guard let subclass = picked as? Model.Type, picked.jsonHooks.isDisjoint(with: [.willDecode, .didDecode]), mayRead(subclass),
                let model = decode(subclass, from: text, options: options)
            else { return nil }
            issues = []
            return model
        }
    }

    /// `Model` read directly from `text`, then its `jsonWillDecode` and `jsonDidDecode` run; `nil`
    /// when the text cannot be read so.
    @inlinable
    static func readApplyingHooks<Model: JSONModel>(
        _ type: Model.Type, from text: UnsafeBufferPointer<UInt8>, options: JSONDecodingOptions, issues: inout [JSONDecodingIssue]
    ) throws -> Model? {
        guard var model = decode(Model.self, from: text, options: options) else { return nil }
        issues = []
        // The hooks see the whole text: the object, and whitespace around it.
        if Model.jsonHooks.contains(.willDecode), let replaced = DeferredMembers.withObject(ofText: text, Model.replacementByWillDecode) {
            return try Model.decodeTopLevel(replaced, options: options, issues: &issues)
        }
        if Model.jsonHooks.contains(.didDecode) { try model.validateDirectlyRead(from: text) }
        return model
    }

    /// Whether `type` (a class's dynamic type, too) has a direct reading that has not yet met a
    /// type without one.
    @inlinable @inline(__always)
    static func mayRead<Model: JSONModel>(_ type: Model.Type) -> Bool {
        type.jsonSchema.directKeys?.mayReadDirectly ?? false
    }

    /// Runs `body` on the UTF-8 text of `input` where it lies; `nil` for input that is not text
    /// in one piece.
    @inlinable @inline(__always)
    static func withText<R>(of input: some JSONInput, _ body: (UnsafeBufferPointer<UInt8>) throws -> R?) rethrows -> R? {
        if let data = input as? Data { return try data.withUnsafeBytes { try body($0.assumingMemoryBound(to: UInt8.self)) } }
        if let string = input as? String { return try string.utf8.withContiguousStorageIfAvailable(body) ?? nil }
        if let bytes = input as? [UInt8] { return try bytes.withUnsafeBufferPointer(body) }
        return nil
    }

    /// Remembers a type without a direct reading that stopped a direct read of `type`.
    @usableFromInline
    static func stopped<Model: JSONModel>(_ type: Model.Type, by error: any Error) {
        if let stop = error as? JSONDecodingContext.DirectReadingStopped, stop.isForType {
            type.jsonSchema.directKeys?.rememberUnreadable()
        }
    }

    /// `type` (a class's dynamic type, too) read directly from `bytes`, which must hold nothing
    /// after it but whitespace.
    @inlinable
    static func decode<Model: JSONModel>(_ type: Model.Type, from bytes: UnsafeBufferPointer<UInt8>, options: JSONDecodingOptions) -> Model? {
        guard let start = bytes.baseAddress else { return nil }
        return JSONTape.withEmptyObject { placeholder in
            let text = JSONTextCursor(start: start, count: bytes.count)
            return JSONDecodingContext.with(readingDirectly: text, tape: placeholder.tape, options: options) { context in
                readTopLevel(type, context: &context)
            }
        }
    }

    /// ``decode(_:from:options:)``, and the offset in `bytes` where the first object nested in
    /// the model's begins (`Int.max` for none; see ``JSONDecodingContext/firstNestedObject``).
    @inlinable
    static func decodeWatchingNestedObjects<Model: JSONModel>(
        _ type: Model.Type, from bytes: UnsafeBufferPointer<UInt8>, options: JSONDecodingOptions
    ) -> (model: Model, firstNestedObject: Int)? {
        guard let start = bytes.baseAddress else { return nil }
        return JSONTape.withEmptyObject { placeholder in
            let text = JSONTextCursor(start: start, count: bytes.count)
            return JSONDecodingContext.with(readingDirectly: text, tape: placeholder.tape, options: options) { context in
                // The model's own object begins at the position, any other after it.
                context.nestedObjectFloor = context.text.position
                return readTopLevel(type, context: &context).map { ($0, context.firstNestedObject) }
            }
        }
    }

    /// `type` read by `context`, which must then be at the end of its text; `nil` when the read
    /// stops.
    @inlinable @inline(__always)
    static func readTopLevel<Model: JSONModel>(_ type: Model.Type, context: inout JSONDecodingContext) -> Model? {
        do {
            let model = try context.readDirectTopLevel(type)
            return context.text.isAtEnd() ? model : nil
        } catch {
            stopped(type, by: error)
            return nil
        }
    }
}
