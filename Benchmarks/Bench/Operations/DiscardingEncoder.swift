/// An `Encoder` that accepts every value a type's `encode(to:)` hands it and writes nothing.
///
/// It measures the Codable protocol's own cost: the containers a type asks for (each keyed one is
/// a generic struct boxed by `KeyedEncodingContainer`, found through the runtime's metadata
/// caches), the dynamic dispatch of every `encode(_:forKey:)`, and the nested values' own
/// `encode(to:)`. Any encoder pays at least this before it writes a byte, so Foundation's time
/// divided by this one's bounds the ratio any Codable encoder can reach (`codable-encode-floor`).
///
/// It counts the values it was given, so that the work cannot be optimized away. Arrays of scalars
/// and `[String: String]` are counted without their `encode(to:)`: an encoder can recognize them
/// by type and loop over them itself, so the protocol does not force that cost on it.
final class DiscardingEncoder: Encoder {
    private(set) var valueCount = 0

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Lets `value` encode itself into a new discarding encoder; returns how many values it gave.
    static func count<T: Encodable>(_ value: T) throws -> Int {
        let encoder = DiscardingEncoder()
        try value.encode(to: encoder)
        return encoder.valueCount
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Values(encoder: self) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Values(encoder: self) }

    fileprivate func take() { valueCount &+= 1 }

    fileprivate func take<T: Encodable>(_ value: T) throws {
        valueCount &+= 1
        // Collections of scalars an encoder can recognize by type and write in a loop of its own
        // (`YYJSONEncoder` does): the floor skips their `encode(to:)`, as such an encoder would.
        if T.self == [Int].self { valueCount &+= unsafeBitCast(value, to: [Int].self).count; return }
        if T.self == [String].self { valueCount &+= unsafeBitCast(value, to: [String].self).count; return }
        if T.self == [Double].self { valueCount &+= unsafeBitCast(value, to: [Double].self).count; return }
        if T.self == [Bool].self { valueCount &+= unsafeBitCast(value, to: [Bool].self).count; return }
        if T.self == [String: String].self { valueCount &+= unsafeBitCast(value, to: [String: String].self).count; return }
        try value.encode(to: self)
    }
}

extension DiscardingEncoder {
    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: DiscardingEncoder
        var codingPath: [any CodingKey] { [] }

        func encodeNil(forKey key: Key) { encoder.take() }
        func encode(_ value: Bool, forKey key: Key) { encoder.take() }
        func encode(_ value: String, forKey key: Key) { encoder.take() }
        func encode(_ value: Double, forKey key: Key) { encoder.take() }
        func encode(_ value: Float, forKey key: Key) { encoder.take() }
        func encode(_ value: Int, forKey key: Key) { encoder.take() }
        func encode(_ value: Int8, forKey key: Key) { encoder.take() }
        func encode(_ value: Int16, forKey key: Key) { encoder.take() }
        func encode(_ value: Int32, forKey key: Key) { encoder.take() }
        func encode(_ value: Int64, forKey key: Key) { encoder.take() }
        func encode(_ value: UInt, forKey key: Key) { encoder.take() }
        func encode(_ value: UInt8, forKey key: Key) { encoder.take() }
        func encode(_ value: UInt16, forKey key: Key) { encoder.take() }
        func encode(_ value: UInt32, forKey key: Key) { encoder.take() }
        func encode(_ value: UInt64, forKey key: Key) { encoder.take() }
        func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder.take(value) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.container(keyedBy: keyType)
        }
        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { encoder.unkeyedContainer() }
        func superEncoder() -> any Encoder { encoder }
        func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    /// Both an unkeyed and a single-value container: their scalar requirements are the same.
    private struct Values: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        let encoder: DiscardingEncoder
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }

        func encodeNil() { encoder.take() }
        func encode(_ value: Bool) { encoder.take() }
        func encode(_ value: String) { encoder.take() }
        func encode(_ value: Double) { encoder.take() }
        func encode(_ value: Float) { encoder.take() }
        func encode(_ value: Int) { encoder.take() }
        func encode(_ value: Int8) { encoder.take() }
        func encode(_ value: Int16) { encoder.take() }
        func encode(_ value: Int32) { encoder.take() }
        func encode(_ value: Int64) { encoder.take() }
        func encode(_ value: UInt) { encoder.take() }
        func encode(_ value: UInt8) { encoder.take() }
        func encode(_ value: UInt16) { encoder.take() }
        func encode(_ value: UInt32) { encoder.take() }
        func encode(_ value: UInt64) { encoder.take() }
        func encode<T: Encodable>(_ value: T) throws { try encoder.take(value) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            encoder.container(keyedBy: keyType)
        }
        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { encoder.unkeyedContainer() }
        func superEncoder() -> any Encoder { encoder }
    }
}
