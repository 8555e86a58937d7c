import Foundation

/// The keyed container of ``TapeDecoder``: one JSON object on the tape.
///
/// With default keys, a lookup first tries the decoder's guess of the next member (``KeyGuess``),
/// then scans the members of a small object or asks the decoder's ``TapeKeyTable`` of a large
/// one (built on the first miss). Under a key strategy that converts keys, a table is built at
/// creation. Every primitive `decode` and `decodeIfPresent` overload reads the tape directly; only
/// nested types go through the generic path.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The object and everything the container reads it with.
    let scope: TapeObjectScope

    init(decoder: TapeDecoder, object: Int, parent: CodingPathNode?, key: CodingKeyValue) {
        let tape = decoder.tape
        let table: TapeKeyTable?
        switch decoder.options.keyDecodingStrategy {
        case .useDefaultKeys:
            // Members are found through the decoder's guess, else by scanning; a large object
            // gets a table only when a lookup misses the guess (see `keyNode(named:)`).
            table = nil
            decoder.keyGuess = KeyGuess(object: object)
        case .convertFromSnakeCase:
            table = TapeKeyTable(tape: tape, object: object, form: .snakeCase)
        case .custom(let convert):
            let base = CodingPathNode.path(parent, appending: key)
            var converted: [String] = []
            converted.reserveCapacity(Int(truncatingIfNeeded: tape.second(object)))
            var member = object &+ 1
            let end = tape.payload(object)
            while member < end {
                converted.append(convert(base + [JSONStringKey(tape.string(member))]).stringValue)
                member = tape.next(after: member &+ 1)
            }
            table = TapeKeyTable(tape: tape, object: object, form: .converted(converted))
        }
        scope = TapeObjectScope(decoder: decoder, object: object, table: table, parent: parent, key: key)
    }

    // Inlined, so that each use borrows the scope's reference instead of retaining a copy.
    @inline(__always) var decoder: TapeDecoder { scope.decoder }
    @inline(__always) var tape: JSONTape { scope.tape }
    @inline(__always) var object: Int { scope.object }
    @inline(__always) var end: Int { scope.end }
    /// This container's place in the coding path.
    @inline(__always) var path: CodingPathNode { scope }
    @inline(__always) var table: TapeKeyTable? { scope.table }

    /// The number of members, duplicates included.
    var count: Int { Int(truncatingIfNeeded: tape.second(object)) }

    var codingPath: [any CodingKey] { CodingPathNode.path(path) }

    var allKeys: [Key] {
        var seen = Set<String>()
        var keys: [Key] = []
        var member = object &+ 1
        var ordinal = 0
        while member < end {
            let name: String
            switch table?.form {
            case .converted(let keys)?: name = keys[ordinal]
            case .snakeCase?: name = KeyConversion.fromSnakeCase(tape.string(member))
            default: name = tape.string(member)
            }
            if seen.insert(name).inserted, let key = Key(stringValue: name) { keys.append(key) }
            member = tape.next(after: member &+ 1)
            ordinal &+= 1
        }
        return keys
    }

    // MARK: Lookup

    /// The value node of the first member named `key`, else `nil`.
    @inline(__always)
    func valueNode(forKey key: Key) -> Int? {
        var name = key.stringValue
        return name.withUTF8 { keyNode(named: $0) }.map { $0 &+ 1 }
    }

    func keyNode(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        if let table { return table.keyNode(named: name, tape: tape) }
        let nameBit = KeyGuess.NameBit(of: name)
        let guess = decoder.keyGuess.member
        let found: Int
        if decoder.keyGuess.isClean(in: object) && guess < end && isKey(guess, named: name) {
            // A shared bit costs a scan of the members before the guess, not a search of the
            // whole object.
            found = decoder.keyGuess.mayRepeat(nameBit) ? (scanKeyNode(named: name, before: guess) ?? guess) : guess
        } else {
            guard let searched = searchKeyNode(named: name) else { return nil }
            found = searched
        }
        decoder.keyGuess.record(found: found, next: tape.next(after: found &+ 1), bit: nameBit, in: object)
        return found
    }

    /// The first member named `name`, found without the guess: by scanning a small object, or a
    /// large one's first miss, else through the decoder's table of this object.
    private func searchKeyNode(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        if count > TapeKeyTable.scanLimit {
            // The first miss needs neither a table nor the hashed lookup of one.
            if decoder.keyGuess.object == object && decoder.keyGuess.scannedObject != object {
                decoder.keyGuess.scannedObject = object
                return scanKeyNode(named: name, before: end)
            }
            if let table = decoder.keyTables[object] { return table.keyNode(named: name, tape: tape) }
            let table = TapeKeyTable(tape: tape, object: object, form: .raw)
            decoder.keyTables[object] = table
            return table.keyNode(named: name, tape: tape)
        }
        return scanKeyNode(named: name, before: end)
    }

    /// The first member named `name` among the members before the key node `limit`.
    private func scanKeyNode(named name: UnsafeBufferPointer<UInt8>, before limit: Int) -> Int? {
        var member = object &+ 1
        while member < limit {
            if isKey(member, named: name) { return member }
            member = tape.next(after: member &+ 1)
        }
        return nil
    }

    @inline(__always)
    private func isKey(_ member: Int, named name: UnsafeBufferPointer<UInt8>) -> Bool {
        tape.second(member) == UInt64(name.count) && sameBytes(tape.stringBytes(member), name)
    }

    /// Decodes the nested value at `node`, keeping this object's guess across it (the nested
    /// value's own containers move the guess into themselves).
    @inline(__always)
    private func decodeNested<T: Decodable>(_: T.Type, at node: Int, key: Key) throws -> T {
        let saved = decoder.keyGuess
        defer { decoder.keyGuess = saved }
        return try decoder.decodeValue(T.self, at: node, parent: path, key: CodingKeyValue(key))
    }

    @inline(__always)
    func requireValueNode(forKey key: Key) throws -> Int {
        guard let node = valueNode(forKey: key) else { throw keyNotFound(key) }
        return node
    }

    func keyNotFound(_ key: Key) -> DecodingError {
        .keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }

    @inline(__always)
    func read<V>(_ key: Key, _ body: (Int) throws(DecodeFailure) -> V) throws -> V {
        let node = try requireValueNode(forKey: key)
        do {
            return try body(node)
        } catch {
            throw error.decodingError(parent: path, key: CodingKeyValue(key))
        }
    }

    @inline(__always)
    func readIfPresent<V>(_ key: Key, _ body: (Int) throws(DecodeFailure) -> V) throws -> V? {
        guard let node = valueNode(forKey: key), tape.tag(node) != .null else { return nil }
        do {
            return try body(node)
        } catch {
            throw error.decodingError(parent: path, key: CodingKeyValue(key))
        }
    }

    func contains(_ key: Key) -> Bool { valueNode(forKey: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        tape.tag(try requireValueNode(forKey: key)) == .null
    }

    // MARK: decode

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readBool(at: node) }
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readString(at: node) }
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readDouble(at: node) }
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readFloat(at: node) }
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int.self, at: node) }
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int8.self, at: node) }
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int16.self, at: node) }
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int32.self, at: node) }
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int64.self, at: node) }
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt.self, at: node) }
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt8.self, at: node) }
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt16.self, at: node) }
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt32.self, at: node) }
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt64.self, at: node) }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int128.self, at: node) }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        try read(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt128.self, at: node) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeNested(T.self, at: try requireValueNode(forKey: key), key: key)
    }

    // MARK: decodeIfPresent (one lookup instead of the default's three)

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readBool(at: node) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readString(at: node) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readDouble(at: node) }
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readFloat(at: node) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int.self, at: node) }
    }

    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int8.self, at: node) }
    }

    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int16.self, at: node) }
    }

    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int32.self, at: node) }
    }

    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int64.self, at: node) }
    }

    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt.self, at: node) }
    }

    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt8.self, at: node) }
    }

    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt16.self, at: node) }
    }

    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt32.self, at: node) }
    }

    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt64.self, at: node) }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(Int128.self, at: node) }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
        try readIfPresent(key) { (node) throws(DecodeFailure) in try decoder.readInteger(UInt128.self, at: node) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let node = valueNode(forKey: key), tape.tag(node) != .null else { return nil }
        return try decodeNested(T.self, at: node, key: key)
    }

    // MARK: Nested containers

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let node = try requireValueNode(forKey: key)
        return KeyedDecodingContainer(try decoder.makeKeyedContainer(NestedKey.self, at: node, parent: path, key: CodingKeyValue(key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.makeUnkeyedContainer(at: try requireValueNode(forKey: key), parent: path, key: CodingKeyValue(key))
    }

    func superDecoder() throws -> any Decoder {
        try superDecoder(named: JSONStringKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder(named: key)
    }

    /// A decoder for the member `key`, or for `null` when there is none (as Foundation does).
    private func superDecoder(named key: some CodingKey) throws -> any Decoder {
        var name = key.stringValue
        guard let keyNode = name.withUTF8({ keyNode(named: $0) }) else {
            return decoder.makeNullDecoder(parent: path, key: key)
        }
        return decoder.makeDecoder(at: keyNode &+ 1, parent: path, key: key)
    }
}
