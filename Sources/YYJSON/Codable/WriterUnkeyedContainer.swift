import Foundation

/// The unkeyed container of ``WriterEncoder``: one JSON array of the output.
struct WriterUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: WriterEncoder
    let state: EncodingState
    let container: ContainerRef
    /// This container's place in the coding path.
    let path: CodingPathNode?
    /// The number of elements encoded through this container.
    private(set) var count = 0

    init(encoder: WriterEncoder, container: ContainerRef, path: CodingPathNode?) {
        self.encoder = encoder
        self.state = encoder.state
        self.container = container
        self.path = path
    }

    var codingPath: [any CodingKey] { CodingPathNode.path(path) }

    @inline(__always)
    private mutating func put(_ value: EncodedScalar) throws {
        try state.put(value, in: container, key: nil)
        count &+= 1
    }

    mutating func encodeNil() throws { try put(.null) }
    mutating func encode(_ value: Bool) throws { try put(.bool(value)) }
    mutating func encode(_ value: String) throws { try put(.string(value)) }
    mutating func encode(_ value: Double) throws { try put(encoder.checked(value, parent: path, key: .index(count))) }
    mutating func encode(_ value: Float) throws { try put(encoder.checked(value, parent: path, key: .index(count))) }
    mutating func encode(_ value: Int) throws { try put(.int(Int64(value))) }
    mutating func encode(_ value: Int8) throws { try put(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { try put(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { try put(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { try put(.int(value)) }
    mutating func encode(_ value: UInt) throws { try put(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { try put(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { try put(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { try put(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { try put(.uint(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { try put(.number(String(value))) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { try put(.number(String(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encoder.encode(value, in: container, key: nil, parent: path, codingKey: .index(count))
        count &+= 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let key = CodingKeyValue.index(count)
        let ref = nested(isObject: true)
        return KeyedEncodingContainer(WriterKeyedContainer<NestedKey>(encoder: encoder, container: ref, path: CodingPathNode(parent: path, key: key)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = CodingKeyValue.index(count)
        return WriterUnkeyedContainer(encoder: encoder, container: nested(isObject: false), path: CodingPathNode(parent: path, key: key))
    }

    private mutating func nested(isObject: Bool) -> ContainerRef {
        defer { count &+= 1 }
        guard let slot = try? state.makeSlot(in: container, key: nil) else { return .dead }
        return (try? state.openContainer(isObject: isObject, at: slot)) ?? .dead
    }

    mutating func superEncoder() -> any Encoder {
        let index = count
        count &+= 1
        let slot = (try? state.makeSlot(in: container, key: nil)) ?? Slot(id: -1, tree: nil, index: 0)
        return WriterEncoder(state: state, slot: slot, parent: path, key: .index(index))
    }
}
