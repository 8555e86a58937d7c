/// Why a hand-written decoder (``HandwrittenDecodable``) rejected its input.
///
/// Deliberately small: the hand-written decoders are the fast path for known-good data, so the
/// error names the key and nothing else (no path, no offset), and costs nothing until it is thrown.
///
///     print(HandwrittenDecodingError(reason: .missing, key: "login"))   // Prints "missing key 'login'"
public struct HandwrittenDecodingError: Error, CustomStringConvertible {
    /// What was wrong with the value.
    public enum Reason: Sendable {
        /// A required key is not in the object.
        case missing
        /// The value is not of the JSON kind the property needs (or does not fit its type).
        case mismatch
    }

    /// What was wrong.
    public let reason: Reason
    /// The JSON key of the value (for an element of an array or dictionary, the key of the container).
    public let key: StaticString

    /// Creates an error.
    public init(reason: Reason, key: StaticString) {
        self.reason = reason
        self.key = key
    }

    public var description: String {
        switch reason {
        case .missing: return "missing key '\(key)'"
        case .mismatch: return "unexpected value for '\(key)'"
        }
    }
}

extension Optional {
    /// The wrapped value of a required property's local, or ``HandwrittenDecodingError/Reason/missing``
    /// when the object had no member `key`.
    func required(_ key: StaticString) throws -> Wrapped {
        guard let self else { throw HandwrittenDecodingError(reason: .missing, key: key) }
        return self
    }
}
