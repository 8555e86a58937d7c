import YYModel

/// The readers the hand-written decoders are made of: each takes the value's key (for the error
/// only) and returns the value or throws ``HandwrittenDecodingError/Reason/mismatch``.
///
/// They read the public ``JSONElement`` accessors directly, with no conversions between kinds: a
/// property typed `Int` needs a JSON integer, a `String` a JSON string. An optional property is read
/// as `try value.isNull ? nil : value.decodeString("key")` at the call site.
extension JSONElement {
    /// The members of an object, for the decoder's single pass over them.
    func decodeMembers(_ model: StaticString) throws -> JSONObjectMembers {
        guard kind == .object else { throw HandwrittenDecodingError(reason: .mismatch, key: model) }
        return members
    }

    /// A JSON string.
    func decodeString(_ key: StaticString) throws -> String {
        guard let value = string else { throw HandwrittenDecodingError(reason: .mismatch, key: key) }
        return value
    }

    /// A JSON integer that fits `Int`.
    func decodeInt(_ key: StaticString) throws -> Int {
        guard let value = int64, let result = Int(exactly: value) else { throw HandwrittenDecodingError(reason: .mismatch, key: key) }
        return result
    }

    /// A JSON integer that fits `Int64`.
    func decodeInt64(_ key: StaticString) throws -> Int64 {
        guard let value = int64 else { throw HandwrittenDecodingError(reason: .mismatch, key: key) }
        return value
    }

    /// A non-negative JSON integer that fits `UInt64`.
    func decodeUInt64(_ key: StaticString) throws -> UInt64 {
        guard let value = uint64 else { throw HandwrittenDecodingError(reason: .mismatch, key: key) }
        return value
    }

    /// Any JSON number, as the nearest `Double` (canada writes some coordinates as integers).
    func decodeDouble(_ key: StaticString) throws -> Double {
        guard let value = double else { throw HandwrittenDecodingError(reason: .mismatch, key: key) }
        return value
    }

    /// A JSON boolean.
    func decodeBool(_ key: StaticString) throws -> Bool {
        guard let value = bool else { throw HandwrittenDecodingError(reason: .mismatch, key: key) }
        return value
    }

    /// A JSON array, each element read by `decodeElement`, in an array reserved to its final size.
    func decodeArray<Element>(_ key: StaticString, _ decodeElement: (JSONElement) throws -> Element) throws -> [Element] {
        guard kind == .array else { throw HandwrittenDecodingError(reason: .mismatch, key: key) }
        var result: [Element] = []
        result.reserveCapacity(count)
        for element in elements {
            result.append(try decodeElement(element))
        }
        return result
    }

    /// A JSON object as a dictionary, each value read by `decodeValue` (the last of duplicate keys
    /// wins, as in the generated decoder), in a dictionary reserved to its final size.
    func decodeDictionary<Value>(_ key: StaticString, _ decodeValue: (JSONElement) throws -> Value) throws -> [String: Value] {
        guard kind == .object else { throw HandwrittenDecodingError(reason: .mismatch, key: key) }
        var result: [String: Value] = [:]
        result.reserveCapacity(count)
        for (name, value) in members {
            result[String(decoding: name, as: UTF8.self)] = try decodeValue(value)
        }
        return result
    }
}
