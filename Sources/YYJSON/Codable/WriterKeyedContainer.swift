import Foundation

/// The keyed container of ``WriterEncoder``: one JSON object of the output.
struct WriterKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: WriterEncoder
    let state: EncodingState
    let container: ContainerRef
    /// This container's place in the coding path.
    let path: CodingPathNode?
    /// The index of `Key`'s view in ``EncodingState/keyNames``, or -1: keys written as text.
    let keyNames: Int

    init(encoder: WriterEncoder, container: ContainerRef, path: CodingPathNode?) {
        self.encoder = encoder
        self.state = encoder.state
        self.container = container
        self.path = path
        keyNames = encoder.state.keyNameView(for: Key.self)
    }

    var codingPath: [any CodingKey] { CodingPathNode.path(path) }

    @inline(__always)
    private func memberKey(_ key: Key) -> MemberKey {
        state.memberKey(key, names: keyNames, parent: path)
    }

    mutating func encodeNil(forKey key: Key) throws { try state.put(.null, in: container, key: memberKey(key)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try state.put(.bool(value), in: container, key: memberKey(key)) }
    mutating func encode(_ value: String, forKey key: Key) throws { try state.put(.string(value), in: container, key: memberKey(key)) }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try state.put(encoder.checked(value, parent: path, key: CodingKeyValue(key)), in: container, key: memberKey(key))
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try state.put(encoder.checked(value, parent: path, key: CodingKeyValue(key)), in: container, key: memberKey(key))
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { try state.put(.int(Int64(value)), in: container, key: memberKey(key)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try state.put(.int(Int64(value)), in: container, key: memberKey(key)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try state.put(.int(Int64(value)), in: container, key: memberKey(key)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try state.put(.int(Int64(value)), in: container, key: memberKey(key)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try state.put(.int(value), in: container, key: memberKey(key)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try state.put(.uint(UInt64(value)), in: container, key: memberKey(key)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try state.put(.uint(UInt64(value)), in: container, key: memberKey(key)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try state.put(.uint(UInt64(value)), in: container, key: memberKey(key)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try state.put(.uint(UInt64(value)), in: container, key: memberKey(key)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try state.put(.uint(value), in: container, key: memberKey(key)) }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws {
        try state.put(.number(String(value)), in: container, key: memberKey(key))
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws {
        try state.put(.number(String(value)), in: container, key: memberKey(key))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encoder.encode(value, in: container, key: memberKey(key), parent: path, codingKey: CodingKeyValue(key))
    }

    // `encodeIfPresent` of our own: the standard library's default, unspecialized, looks up the
    // metadata of `T?` in the runtime's cache on every call. This one tests for nil with `T`'s
    // metadata alone, so a missing value costs no lookup (a present one still needs it to copy
    // the value out).
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard value != nil else { return }
        // A single-payload enum keeps its payload at offset 0 (the Swift ABI).
        let wrapped = withUnsafePointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee }
        try encode(wrapped, forKey: key)
    }

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let ref = nested(isObject: true, forKey: key)
        return KeyedEncodingContainer(WriterKeyedContainer<NestedKey>(encoder: encoder, container: ref, path: CodingPathNode(parent: path, key: CodingKeyValue(key))))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        WriterUnkeyedContainer(encoder: encoder, container: nested(isObject: false, forKey: key), path: CodingPathNode(parent: path, key: CodingKeyValue(key)))
    }

    private func nested(isObject: Bool, forKey key: Key) -> ContainerRef {
        guard let slot = try? state.makeSlot(in: container, key: memberKey(key)) else { return .dead }
        return (try? state.openContainer(isObject: isObject, at: slot)) ?? .dead
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(key: .text(JSONStringKey.super.stringValue), codingKey: JSONStringKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(key: memberKey(key), codingKey: key)
    }

    private func superEncoder(key: MemberKey, codingKey: any CodingKey) -> any Encoder {
        let slot = (try? state.makeSlot(in: container, key: key)) ?? Slot(id: -1, tree: nil, index: 0)
        return WriterEncoder(state: state, slot: slot, parent: path, key: CodingKeyValue(codingKey))
    }
}
