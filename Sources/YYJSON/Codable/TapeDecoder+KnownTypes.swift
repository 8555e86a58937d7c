import Foundation

/// The types a nested `decode` reads without calling their `init(from:)`: the primitives (so that
/// `[Int]` and `[String: Double]` never go through a second dynamic call per element) and the types
/// whose JSON form Foundation's decoder decides itself (`Date`, `Data`, `URL`, `Decimal`, and
/// `[String: Value]`, whose keys no key strategy converts).
extension TapeDecoder {
    /// Decodes a `T` at `node` whose path is `parent` + `key`: primitives and Foundation's special
    /// types directly, anything else through `T.init(from:)` with the cursor moved to `node`.
    ///
    /// This runs unspecialized (its callers are reached through the `Decoder` protocols), so it never
    /// forms `Optional<T>`: that would look up generic metadata on every call.
    func decodeValue<T: Decodable>(_ type: T.Type, at node: Int, parent: CodingPathNode?, key: CodingKeyValue) throws -> T {
        // Pointer comparisons of type metadata: cheap, and only the first match runs.
        // The two helpers are inlined so that each branch calls its reader, and `decodeArray`, with a
        // concrete type: as generic local functions they would run unspecialized, an array's every
        // element paying for generic metadata lookups.
        @inline(__always) func read<V>(_ body: () throws(DecodeFailure) -> V) throws -> T {
            _identityCast(try scalar(parent, key, body), to: T.self)
        }
        @inline(__always) func array<V>(_ body: (Int) throws(DecodeFailure) -> V) throws -> T {
            _identityCast(try decodeArray(at: node, parent: parent, key: key, body), to: T.self)
        }
        // A nested model met before in this call is none of the types below: skip the comparisons.
        if plainTypes.contains(T.self) { return try withCursor(at: node, parent: parent, key: key) { try T(from: $0) } }
        // Arrays of common primitives: one loop over the tape instead of the standard library's
        // unspecialized `Array.init(from:)` (a generic metadata lookup per element).
        if T.self == [String].self { return try array { (node) throws(DecodeFailure) in try readString(at: node) } }
        if T.self == [Int].self { return try array { (node) throws(DecodeFailure) in try readInteger(Int.self, at: node) } }
        if T.self == [Double].self { return try array { (node) throws(DecodeFailure) in try readDouble(at: node) } }
        if T.self == [Bool].self { return try array { (node) throws(DecodeFailure) in try readBool(at: node) } }
        if T.self == [Int64].self { return try array { (node) throws(DecodeFailure) in try readInteger(Int64.self, at: node) } }
        if T.self == [Float].self { return try array { (node) throws(DecodeFailure) in try readFloat(at: node) } }
        if T.self == String.self { return try read { () throws(DecodeFailure) in try readString(at: node) } }
        if T.self == Int.self { return try read { () throws(DecodeFailure) in try readInteger(Int.self, at: node) } }
        if T.self == Double.self { return try read { () throws(DecodeFailure) in try readDouble(at: node) } }
        if T.self == Bool.self { return try read { () throws(DecodeFailure) in try readBool(at: node) } }
        if T.self == Int64.self { return try read { () throws(DecodeFailure) in try readInteger(Int64.self, at: node) } }
        if T.self == Float.self { return try read { () throws(DecodeFailure) in try readFloat(at: node) } }
        if T.self == UInt64.self { return try read { () throws(DecodeFailure) in try readInteger(UInt64.self, at: node) } }
        if T.self == Int32.self { return try read { () throws(DecodeFailure) in try readInteger(Int32.self, at: node) } }
        if T.self == UInt.self { return try read { () throws(DecodeFailure) in try readInteger(UInt.self, at: node) } }
        if T.self == UInt8.self { return try read { () throws(DecodeFailure) in try readInteger(UInt8.self, at: node) } }
        if T.self == Int8.self { return try read { () throws(DecodeFailure) in try readInteger(Int8.self, at: node) } }
        if T.self == Int16.self { return try read { () throws(DecodeFailure) in try readInteger(Int16.self, at: node) } }
        if T.self == UInt16.self { return try read { () throws(DecodeFailure) in try readInteger(UInt16.self, at: node) } }
        if T.self == UInt32.self { return try read { () throws(DecodeFailure) in try readInteger(UInt32.self, at: node) } }
        if T.self == Date.self { return _identityCast(try decodeDate(at: node, parent: parent, key: key), to: T.self) }
        if T.self == Data.self, let data = try decodeData(at: node, parent: parent, key: key) {
            return _identityCast(data, to: T.self)
        }
        if T.self == URL.self { return _identityCast(try decodeURL(at: node, parent: parent, key: key), to: T.self) }
        if T.self == Decimal.self {
            return _identityCast(try decodeDecimal(at: node, parent: parent, key: key), to: T.self)
        }
        // Arrays of other elements, and `[String: Value]`: one loop over the tape. (The
        // dictionary also skips `allKeys` and a lookup per member, and under a key strategy
        // Foundation leaves its keys unconverted.)
        if let array = T.self as? any DecodableArray.Type {
            return try _identityCast(array.decodeElements(from: self, at: node, parent: parent, key: key), to: T.self)
        }
        if let dictionary = T.self as? any StringKeyedDictionary.Type {
            return try _identityCast(dictionary.decodeWithRawKeys(from: self, at: node, parent: parent, key: key), to: T.self)
        }
        plainTypes.insert(T.self)
        return try withCursor(at: node, parent: parent, key: key) { try T(from: $0) }
    }

    /// An array of primitives read by `read`, with the errors an unkeyed container would give.
    func decodeArray<Element>(
        at node: Int, parent: CodingPathNode?, key: CodingKeyValue, _ read: (Int) throws(DecodeFailure) -> Element
    ) throws -> [Element] {
        if _slowPath(tape.tag(node) != .array) { _ = try makeUnkeyedContainer(at: node, parent: parent, key: key) }
        let count = Int(truncatingIfNeeded: tape.second(node))
        // `reserveCapacity` on an empty array replaces its shared storage even for no elements.
        if count == 0 { return [] }
        var result: [Element] = []
        result.reserveCapacity(count)
        var element = node &+ 1
        for index in 0..<count {
            do {
                result.append(try read(element))
            } catch {
                throw error.decodingError(parent: CodingPathNode.appending(key, to: parent), key: .index(index))
            }
            element = tape.next(after: element)
        }
        return result
    }

    /// Runs a primitive reader, adding the coding path to its failure.
    @inline(__always)
    func scalar<V>(_ parent: CodingPathNode?, _ key: CodingKeyValue, _ read: () throws(DecodeFailure) -> V) throws -> V {
        do {
            return try read()
        } catch {
            throw error.decodingError(parent: parent, key: key)
        }
    }

    // MARK: Foundation's special types

    func decodeDate(at node: Int, parent: CodingPathNode?, key: CodingKeyValue) throws -> Date {
        let strategy = options.dateDecodingStrategy
        if case .custom(let read) = strategy {
            return try withCursor(at: node, parent: parent, key: key) { try read($0) }
        }
        return try scalar(parent, key) { () throws(DecodeFailure) -> Date in
            let tag = tape.tag(node)
            if tag == .null { throw .valueNotFound(Date.self) }
            switch strategy {
            case .deferredToDate:
                if isLenient, tag == .string, let seconds = DateText.secondsSince1970(tape.string(node)) {
                    return Date(timeIntervalSince1970: seconds)
                }
                return Date(timeIntervalSinceReferenceDate: try readDouble(at: node))
            case .secondsSince1970:
                return Date(timeIntervalSince1970: try readDouble(at: node))
            case .millisecondsSince1970:
                return Date(timeIntervalSince1970: try readDouble(at: node) / 1000)
            case .iso8601:
                guard let date = ISO8601Text.date(from: try readString(at: node)) else {
                    throw .dataCorrupted("Expected date string to be ISO8601-formatted.")
                }
                return date
            case .formatted(let formatter):
                guard let date = formatter.date(from: try readString(at: node)) else {
                    throw .dataCorrupted("Date string does not match format expected by formatter.")
                }
                return date
            case .automatic:
                if tag == .string {
                    let text = tape.string(node)
                    guard let seconds = DateText.secondsSince1970(text) else {
                        throw .dataCorrupted("Expected a date string in a supported format, found \"\(text)\".")
                    }
                    return Date(timeIntervalSince1970: seconds)
                }
                guard tag == .int || tag == .uint || tag == .double else { throw .typeMismatch(expected: Date.self, found: tag) }
                return Date(timeIntervalSince1970: try readDouble(at: node))
            case .custom:
                preconditionFailure("handled above")
            }
        }
    }

    /// `nil` for `.deferredToData`: `Data` then decodes itself from an array of bytes.
    func decodeData(at node: Int, parent: CodingPathNode?, key: CodingKeyValue) throws -> Data? {
        switch options.dataDecodingStrategy {
        case .deferredToData:
            return nil
        case .custom(let read):
            return try withCursor(at: node, parent: parent, key: key) { try read($0) }
        case .base64:
            return try scalar(parent, key) { () throws(DecodeFailure) -> Data in
                if tape.tag(node) == .null { throw .valueNotFound(Data.self) }
                guard let data = Data(base64Encoded: try readString(at: node)) else {
                    throw .dataCorrupted("Encountered Data is not valid Base64.")
                }
                return data
            }
        }
    }

    func decodeURL(at node: Int, parent: CodingPathNode?, key: CodingKeyValue) throws -> URL {
        try scalar(parent, key) { () throws(DecodeFailure) -> URL in
            if tape.tag(node) == .null { throw .valueNotFound(URL.self) }
            guard let url = URL(string: try readString(at: node)) else { throw .dataCorrupted("Invalid URL string.") }
            return url
        }
    }

    func decodeDecimal(at node: Int, parent: CodingPathNode?, key: CodingKeyValue) throws -> Decimal {
        try scalar(parent, key) { () throws(DecodeFailure) -> Decimal in
            let tag = tape.tag(node)
            switch tag {
            case .int, .uint, .double:
                let text = String(decoding: tape.numberText(node), as: UTF8.self)
                guard let value = Decimal(string: text) else { throw .numberNotRepresentable(Decimal.self, text: text) }
                return value
            case .string where isLenient:
                let text = tape.string(node).trimmingCharacters(in: .whitespaces)
                if NumericText.parse(text) != nil, let value = Decimal(string: text) { return value }
            default:
                break
            }
            throw mismatch(Decimal.self, tag)
        }
    }
}

/// `value` as `T` when the caller has checked that `A` and `T` are the same type.
@inline(__always)
func _identityCast<A, T>(_ value: A, to type: T.Type) -> T {
    assert(A.self == T.self)
    return withUnsafePointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee }
}

/// `[Element]` of any decodable element, read in one loop over the tape: the standard library's
/// `Array.init(from:)` runs unspecialized and looks up generic metadata for every element.
protocol DecodableArray {
    static func decodeElements(from decoder: TapeDecoder, at node: Int, parent: CodingPathNode?, key: CodingKeyValue) throws -> Self
}

extension Array: DecodableArray where Element: Decodable {
    /// The same values and errors as `Array.init(from:)` through ``TapeUnkeyedContainer``.
    static func decodeElements(from decoder: TapeDecoder, at node: Int, parent: CodingPathNode?, key: CodingKeyValue) throws -> Self {
        let container = try decoder.makeUnkeyedContainer(at: node, parent: parent, key: key)
        let count = container.elementCount
        // An empty array shares the standard library's one empty storage, which
        // `init(unsafeUninitializedCapacity:)` would write its count into: a race between threads.
        guard count > 0 else { return [] }
        var element = node &+ 1
        return try Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                let value = try decoder.decodeValue(Element.self, at: element, parent: container.path, key: .index(initialized))
                (buffer.baseAddress.unsafelyUnwrapped + initialized).initialize(to: value)
                initialized &+= 1
                element = decoder.tape.next(after: element)
            }
        }
    }
}

/// `[String: Value]`, which Foundation's coders read and write with the JSON keys as they are, whatever
/// the key strategy.
protocol StringKeyedDictionary {
    static func decodeWithRawKeys(from decoder: TapeDecoder, at node: Int, parent: CodingPathNode?, key: CodingKeyValue) throws -> Self
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    static func decodeWithRawKeys(from decoder: TapeDecoder, at node: Int, parent: CodingPathNode?, key: CodingKeyValue) throws -> Self {
        let container = try decoder.makeKeyedContainer(JSONStringKey.self, at: node, parent: parent, key: key)
        // `reserveCapacity` on an empty dictionary replaces its shared storage even for no members.
        if container.count == 0 { return [:] }
        let tape = decoder.tape
        var result: [String: Value] = [:]
        result.reserveCapacity(container.count)
        var member = node &+ 1
        let end = tape.payload(node)
        while member < end {
            let name = tape.string(member)
            // Duplicate keys: the first one wins, as in Foundation.
            if result[name] == nil {
                let key = JSONStringKey(member: name, usesDefaultKeys: decoder.usesDefaultKeys)
                result[name] = try decoder.decodeValue(Value.self, at: member &+ 1, parent: container.path, key: .string(key))
            }
            member = tape.next(after: member &+ 1)
        }
        return result
    }
}
