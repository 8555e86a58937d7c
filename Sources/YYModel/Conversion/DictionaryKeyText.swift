import Foundation

/// How the keys of a dictionary property are spelled as JSON object keys: `String` as it is;
/// `UUID` as `uuidString`; integers and every other `LosslessStringConvertible` type in their
/// text form (`"12"`); raw-value enums (and other `RawRepresentable` types) by their raw value.
///
/// Found once per dictionary from the key type (dynamic casts, answered from the runtime's cache),
/// then applied to each member. A key type with none of these forms has no text: its dictionaries
/// are a mismatch when decoded and an error when encoded.
@usableFromInline
struct DictionaryKeyText<Key: Hashable> {
    /// The key a JSON object key stands for, `nil` when the text does not convert.
    @usableFromInline let key: (String) -> Key?
    /// The JSON object key of `key`.
    @usableFromInline let text: (Key) -> String

    /// The form of `Key`, `nil` when it has none.
    @usableFromInline
    static var form: DictionaryKeyText? {
        if Key.self == UUID.self {
            return DictionaryKeyText(
                key: { UUID(uuidString: $0).map { unsafeBitCast($0, to: Key.self) } },
                text: { unsafeBitCast($0, to: UUID.self).uuidString })
        }
        if let type = Key.self as? any LosslessStringConvertible.Type { return lossless(type) }
        if let type = Key.self as? any RawRepresentable.Type { return raw(type) }
        return nil
    }

    // `T`, `R` and `Key` below are one type, known to the runtime only: `unsafeBitCast` between them
    // converts nothing and, unlike `as!`, costs no dynamic cast per member.

    private static func lossless<T: LosslessStringConvertible>(_: T.Type) -> DictionaryKeyText {
        DictionaryKeyText(key: { T($0).map { unsafeBitCast($0, to: Key.self) } }, text: { unsafeBitCast($0, to: T.self).description })
    }

    private static func raw<R: RawRepresentable>(_ type: R.Type) -> DictionaryKeyText? {
        guard let value = R.RawValue.self as? any LosslessStringConvertible.Type else { return nil }
        return raw(type, value: value)
    }

    private static func raw<R: RawRepresentable, Value: LosslessStringConvertible>(_: R.Type, value: Value.Type) -> DictionaryKeyText {
        DictionaryKeyText(
            key: { text in
                Value(text).flatMap { R(rawValue: unsafeBitCast($0, to: R.RawValue.self)) }.map { unsafeBitCast($0, to: Key.self) }
            },
            text: { key in unsafeBitCast(unsafeBitCast(key, to: R.self).rawValue, to: Value.self).description })
    }
}
