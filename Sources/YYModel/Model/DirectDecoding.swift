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
/// models with hooks. The result is the same either way: a direct decode accepts only text the
/// parser accepts and produces the values the tape would, with no issues to report.
@usableFromInline
enum DirectDecoding {
    /// `Model` read directly from `input`, or `nil` when it cannot be (decode it from a tape).
    @inlinable @inline(never)
    static func decode<Model: JSONModel>(_ type: Model.Type, from input: some JSONInput, options: JSONDecodingOptions) -> Model? {
        guard let keys = Model.jsonSchema.directKeys, keys.mayReadDirectly, Model.jsonHooks.isEmpty else { return nil }
        if let data = input as? Data { return data.withUnsafeBytes { decode(Model.self, from: $0.assumingMemoryBound(to: UInt8.self), options: options) } }
        if let string = input as? String {
            return string.utf8.withContiguousStorageIfAvailable { decode(Model.self, from: $0, options: options) } ?? nil
        }
        if let bytes = input as? [UInt8] { return bytes.withUnsafeBufferPointer { decode(Model.self, from: $0, options: options) } }
        return nil
    }

    /// Remembers a type without a direct reading that stopped a direct read of `Model`.
    @usableFromInline
    static func stopped<Model: JSONModel>(_ type: Model.Type, by error: any Error) {
        if let stop = error as? JSONDecodingContext.DirectReadingStopped, stop.isForType {
            Model.jsonSchema.directKeys?.rememberUnreadable()
        }
    }

    /// `Model` read directly from `bytes`, which must hold nothing after it but whitespace.
    @inlinable
    static func decode<Model: JSONModel>(_ type: Model.Type, from bytes: UnsafeBufferPointer<UInt8>, options: JSONDecodingOptions) -> Model? {
        guard let start = bytes.baseAddress else { return nil }
        return JSONTape.withEmptyObject { placeholder in
            let text = JSONTextCursor(start: start, count: bytes.count)
            return JSONDecodingContext.with(readingDirectly: text, tape: placeholder.tape, options: options) { context in
                do {
                    let model = try context.decodeDirectModel(Model.self)
                    return context.text.isAtEnd() ? model : nil
                } catch {
                    stopped(Model.self, by: error)
                    return nil
                }
            }
        }
    }
}
