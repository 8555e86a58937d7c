import Foundation

extension JSON {
    /// The value as UTF-8 JSON text.
    ///
    /// - Parameter options: Formatting; the default is compact.
    /// - Throws: ``JSONWritingError`` if a number is NaN or infinite.
    public func jsonData(options: JSONWritingOptions = .compact) throws -> Data {
        var writer = JSONWriter(options: options)
        try write(to: &writer)
        return writer.withBytes { Data($0) }
    }

    /// The value as JSON text. See ``jsonData(options:)``.
    public func jsonString(options: JSONWritingOptions = .compact) throws -> String {
        var writer = JSONWriter(options: options)
        try write(to: &writer)
        return writer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes the value (and everything in it) to `writer`.
    public func write(to writer: inout JSONWriter) throws(JSONWritingError) {
        switch self {
        case .null: writer.writeNull()
        case .bool(let value): writer.write(value)
        case .number(let number):
            switch number.storage {
            case .int(let value): writer.write(value)
            case .uint(let value): writer.write(value)
            case .double(let value): try writer.write(value)
            }
        case .string(let value): writer.write(value)
        case .array(let elements):
            writer.beginArray()
            for element in elements { try element.write(to: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            if writer.options.formatting.contains(.sortedKeys) {
                for index in members.indices.sorted(by: { members.keys[$0].utf8.lexicographicallyPrecedes(members.keys[$1].utf8) }) {
                    writer.writeKey(members.keys[index])
                    try members.values[index].write(to: &writer)
                }
            } else {
                for (key, value) in members {
                    writer.writeKey(key)
                    try value.write(to: &writer)
                }
            }
            writer.endObject()
        }
    }
}
