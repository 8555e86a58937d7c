import Foundation

/// The unkeyed container of ``TapeDecoder``: a cursor over one JSON array on the tape.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    let tape: JSONTape
    /// This container's place in the coding path.
    let path: CodingPathNode?
    let elementCount: Int
    /// The node of the element at `currentIndex`.
    private var cursor: Int
    private(set) var currentIndex = 0

    init(decoder: TapeDecoder, array: Int, path: CodingPathNode?) {
        self.decoder = decoder
        self.tape = decoder.tape
        self.path = path
        self.elementCount = Int(truncatingIfNeeded: tape.second(array))
        self.cursor = array &+ 1
    }

    var codingPath: [any CodingKey] { CodingPathNode.path(path) }
    var count: Int? { elementCount }
    var isAtEnd: Bool { currentIndex >= elementCount }

    private var indexKey: JSONIndexKey { JSONIndexKey(index: currentIndex) }

    private mutating func advance() {
        cursor = tape.next(after: cursor)
        currentIndex &+= 1
    }

    private func atEnd(_ type: Any.Type, _ message: String = "Unkeyed container is at end.") -> DecodingError {
        .valueNotFound(type, .init(codingPath: CodingPathNode.path(path, appending: .index(currentIndex)), debugDescription: message))
    }

    @inline(__always)
    private mutating func read<V>(_ type: Any.Type, _ body: (Int) throws(DecodeFailure) -> V) throws -> V {
        guard currentIndex < elementCount else { throw atEnd(type) }
        let value: V
        do {
            value = try body(cursor)
        } catch {
            throw error.decodingError(parent: path, key: .index(currentIndex))
        }
        advance()
        return value
    }

    @inline(__always)
    private mutating func readIfPresent<V>(_ type: Any.Type, _ body: (Int) throws(DecodeFailure) -> V) throws -> V? {
        guard currentIndex < elementCount else { return nil }
        if tape.tag(cursor) == .null {
            advance()
            return nil
        }
        return try read(type, body)
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elementCount else { throw atEnd(Any?.self) }
        guard tape.tag(cursor) == .null else { return false }
        advance()
        return true
    }

    // MARK: decode

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readBool(at: node) }
    }

    mutating func decode(_ type: String.Type) throws -> String {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readString(at: node) }
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readDouble(at: node) }
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readFloat(at: node) }
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(Int.self, at: node) }
    }

    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(Int8.self, at: node) }
    }

    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(Int16.self, at: node) }
    }

    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(Int32.self, at: node) }
    }

    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(Int64.self, at: node) }
    }

    mutating func decode(_ type: UInt.Type) throws -> UInt {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(UInt.self, at: node) }
    }

    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(UInt8.self, at: node) }
    }

    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(UInt16.self, at: node) }
    }

    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(UInt32.self, at: node) }
    }

    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(UInt64.self, at: node) }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(Int128.self, at: node) }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 {
        try read(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(UInt128.self, at: node) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard currentIndex < elementCount else { throw atEnd(T.self) }
        let value = try decoder.decodeValue(T.self, at: cursor, parent: path, key: .index(currentIndex))
        advance()
        return value
    }

    // MARK: decodeIfPresent

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? {
        try readIfPresent(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readBool(at: node) }
    }

    mutating func decodeIfPresent(_ type: String.Type) throws -> String? {
        try readIfPresent(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readString(at: node) }
    }

    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? {
        try readIfPresent(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readDouble(at: node) }
    }

    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? {
        try readIfPresent(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readFloat(at: node) }
    }

    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? {
        try readIfPresent(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(Int.self, at: node) }
    }

    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? {
        try readIfPresent(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(Int64.self, at: node) }
    }

    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? {
        try readIfPresent(type) { [decoder] (node) throws(DecodeFailure) in try decoder.readInteger(UInt64.self, at: node) }
    }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        guard currentIndex < elementCount else { return nil }
        if tape.tag(cursor) == .null {
            advance()
            return nil
        }
        return try decode(T.self)
    }

    // MARK: Nested containers

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        guard currentIndex < elementCount else {
            throw atEnd(KeyedDecodingContainer<NestedKey>.self, "Cannot get nested keyed container -- unkeyed container is at end.")
        }
        let container = try decoder.makeKeyedContainer(NestedKey.self, at: cursor, parent: path, key: .index(currentIndex))
        advance()
        return KeyedDecodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard currentIndex < elementCount else {
            throw atEnd((any UnkeyedDecodingContainer).self, "Cannot get nested unkeyed container -- unkeyed container is at end.")
        }
        let container = try decoder.makeUnkeyedContainer(at: cursor, parent: path, key: .index(currentIndex))
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        guard currentIndex < elementCount else {
            throw atEnd((any Decoder).self, "Cannot get superDecoder() -- unkeyed container is at end.")
        }
        let decoder = decoder.makeDecoder(at: cursor, parent: path, key: indexKey)
        advance()
        return decoder
    }
}
