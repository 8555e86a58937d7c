import Foundation

/// Why a primitive value could not be read, before the caller adds the coding path.
///
/// The readers on ``TapeDecoder`` throw this small value (typed throws, no existential boxing) and
/// each container turns it into Foundation's `DecodingError` with its own path, only on failure.
enum DecodeFailure: Error, @unchecked Sendable {
    /// A value of another JSON kind: `typeMismatch`.
    case typeMismatch(expected: Any.Type, found: JSONTag)
    /// `null` where a value is required: `valueNotFound`.
    case valueNotFound(Any.Type)
    /// A number outside the type's range, or with a fraction for an integer. Foundation reports this
    /// as invalid JSON at the top level (`dataCorrupted`, empty coding path); we do the same and name
    /// the real path in the description.
    case numberNotRepresentable(Any.Type, text: String)
    /// A value of the right kind with unusable content (a bad date string): `dataCorrupted`.
    case dataCorrupted(String)

    /// The `DecodingError` for a value at `parent` + `key`.
    func decodingError(parent: CodingPathNode?, key: CodingKeyValue) -> DecodingError {
        let path = CodingPathNode.path(parent, appending: key)
        switch self {
        case .typeMismatch(let expected, let found):
            return .typeMismatch(expected, .init(codingPath: path, debugDescription: Self.mismatchMessage(expected, found)))
        case .valueNotFound(let expected):
            return .valueNotFound(expected, .init(
                codingPath: path, debugDescription: "Cannot get value of type \(expected) -- found null value instead"))
        case .numberNotRepresentable(let type, let text):
            return .dataCorrupted(.init(
                codingPath: [],
                debugDescription: "The given data was not valid JSON: number \(text) at \(CodingPathNode.describe(path)) is not representable in \(type)."))
        case .dataCorrupted(let message):
            return .dataCorrupted(.init(codingPath: path, debugDescription: message))
        }
    }

    /// Foundation's `typeMismatch` description.
    static func mismatchMessage(_ expected: Any.Type, _ found: JSONTag) -> String {
        let identity = ObjectIdentifier(expected)
        for entry in commonMismatchMessages where entry.type == identity {
            return entry.messages[Int(found.rawValue)]
        }
        return spellMismatch(expected, found)
    }

    private static func spellMismatch(_ expected: Any.Type, _ found: JSONTag) -> String {
        "Expected to decode \(expected) but found \(describe(found)) instead."
    }

    /// The messages for the types with their own readers, made once, each type's indexed by the raw
    /// value of the kind found. A lenient `init(from:)` that tries one type and then another
    /// (`Int`, else `String`) throws and discards a mismatch for every value: spelling the type name
    /// out would be most of that cost, and hashing a dictionary key (a seeded hash) costs more than
    /// comparing sixteen identities does. The most common types come first.
    private static let commonMismatchMessages: [(type: ObjectIdentifier, messages: [String])] = {
        let types: [Any.Type] = [
            Int.self, String.self, Bool.self, Double.self, Float.self, Int8.self, Int16.self, Int32.self, Int64.self,
            UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self, Date.self, Decimal.self,
        ]
        let tags = (UInt8(0)...UInt8.max).compactMap(JSONTag.init(rawValue:))  // raw values run 0, 1, 2, ...
        return types.map { type in (ObjectIdentifier(type), tags.map { spellMismatch(type, $0) }) }
    }()

    /// Foundation's words for a JSON kind in its messages ("a string", "number", "a dictionary").
    static func describe(_ tag: JSONTag) -> String {
        switch tag {
        case .null: return "null"
        case .true, .false: return "bool"
        case .int, .uint, .double: return "number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }
}
