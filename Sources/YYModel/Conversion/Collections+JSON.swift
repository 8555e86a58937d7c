/// Arrays read JSON arrays element by element; an element that does not convert is dropped and
/// reported (`[T?]` keeps `null`s as `nil`).
extension Array: JSONValueDecodable where Element: JSONValueDecodable {
    @inlinable
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> [Element]? {
        guard element.tag == .array else { return nil }
        // `reserveCapacity` on an empty array replaces its shared storage even for no elements.
        let count = element.count
        if count == 0 { return [] }
        // Arrays of numbers (coordinates, series) skip the per-element rules when every element is
        // a number: then the general loop below would produce the same values and no issues.
        // The check folds away when this function is specialized.
        if Element.self == Double.self, let numbers = element.doublesIfAllNumbers() {
            return unsafeBitCast(numbers, to: [Element].self)
        }
        // Likewise rows of numbers (GeoJSON rings of `[x, y]` points): a row holds only a few
        // numbers, so the general loop's per-element bookkeeping would outweigh reading them.
        if Element.self == [Double].self, let rows = element.rowsOfDoublesIfAllNumbers() {
            return unsafeBitCast(rows, to: [Element].self)
        }
        var result: [Element] = []
        result.reserveCapacity(count)
        // The tape walked directly: small arrays (coordinate pairs) are common, and an iterator
        // left out of line would cost more than the loop.
        let tape = element.tape
        let end = tape.payload(element.node)
        var node = element.node &+ 1
        var index = 0
        while node < end {
            let child = JSONElement(tape: tape, node: node)
            if let value = try context.decodeElement(child, at: .index(index), as: Element.self) { result.append(value) }
            node = tape.next(after: node)
            index &+= 1
        }
        return result
    }

    @inlinable public static var jsonEmptyValue: [Element]? { [] }
    @inlinable public static var jsonIsContainer: Bool { true }
}

extension JSONElement {
    /// The elements of this array as `Double`s (``double``) when every one is a number, else `nil`.
    ///
    /// One tight pass over the tape, so that a document of many coordinate pairs does not take each
    /// one through the general path's per-element conversion rules and path bookkeeping. A pair is
    /// returned as an array literal, whose storage the compiler allocates directly;
    /// `reserveCapacity` also asks the allocator for the block's usable size and releases the
    /// empty array it replaces. (Nor `Array(unsafeUninitializedCapacity:)`: it calls the standard
    /// library's unspecialized allocation, which looks up the storage type on every call.)
    @inlinable
    func doublesIfAllNumbers() -> [Double]? {
        let count = self.count
        let first = node &+ 1  // scalars take one node each
        if count == 2 {
            guard let x = tape.numberAsDouble(first), let y = tape.numberAsDouble(first &+ 1) else { return nil }
            return [x, y]
        }
        // `reserveCapacity` on an empty array replaces its shared storage even for no elements.
        if count == 0 { return [] }
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        for node in first..<(first &+ count) {
            guard let number = tape.numberAsDouble(node) else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// The elements of this array as `[Double]`s (``doublesIfAllNumbers()``) when every one is an
    /// array of numbers only, else `nil`.
    @inlinable
    func rowsOfDoublesIfAllNumbers() -> [[Double]]? {
        var rows: [[Double]] = []
        rows.reserveCapacity(count)
        let end = tape.payload(node)
        var row = node &+ 1
        while row < end {
            guard tape.tag(row) == .array, let numbers = JSONElement(tape: tape, node: row).doublesIfAllNumbers() else { return nil }
            rows.append(numbers)
            row = tape.payload(row)
        }
        return rows
    }
}

extension Array: JSONValueEncodable where Element: JSONValueEncodable {
    /// Writes a JSON array; omitted elements (`nil` optionals, non-finite doubles) are written as `null`.
    @inlinable @inline(__always)
    public func encodeJSON(to writer: inout JSONWriter) throws {
        // Arrays of numbers (coordinates, series, identifiers): one loop, without the general
        // path's steps per element. The check folds away when this function is specialized.
        if Element.self == Double.self {
            return try writer.writeArray(of: unsafeBitCast(self, to: [Double].self))
        }
        if Element.self == [Double].self {
            return try writer.writeArray(ofRows: unsafeBitCast(self, to: [[Double]].self))
        }
        if Element.self == Int.self {
            return unsafeBitCast(self, to: [Int].self).withUnsafeBufferPointer { writer.writeArray(of: $0) }
        }
        writer.beginArray()
        // Elements are borrowed from the array, which this call holds: `for element in self`, or a
        // buffer pointer's `elements[index]`, would copy each one out (a model struct's copy
        // retains every string and array it holds).
        var index = 0
        do {
            while index < count {
                try writer.writeElement(self[index])
                index &+= 1
            }
        } catch let error as JSONWritingError {
            // Caught around the loop: a `catch` around each element makes the compiler copy it.
            throw error.nested(atIndex: index)
        }
        writer.endArray()
    }
}

/// Sets read JSON arrays like arrays do (duplicates collapse) and write arrays.
extension Set: JSONValueDecodable where Element: JSONValueDecodable {
    @inlinable
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> Set<Element>? {
        try [Element].decodeJSON(from: element, context: &context).map { Set($0) }
    }

    @inlinable public static var jsonEmptyValue: Set<Element>? { [] }
    @inlinable public static var jsonIsContainer: Bool { true }
}

extension Set: JSONValueEncodable where Element: JSONValueEncodable {
    @inlinable
    public func encodeJSON(to writer: inout JSONWriter) throws {
        writer.beginArray()
        var index = 0
        do {
            for element in self {
                try writer.writeElement(element)
                index &+= 1
            }
        } catch let error as JSONWritingError {
            throw error.nested(atIndex: index)
        }
        writer.endArray()
    }
}

/// Dictionaries read JSON objects member by member; a value that does not convert is dropped and
/// reported, and so is a member whose key does not convert to the key type. Keys other than
/// `String` are written as text: integers and other `LosslessStringConvertible` types in their text
/// form (`[Int: T]` reads `{"1": ...}`), `UUID` as its `uuidString`, raw-value enums by their raw
/// values. A dictionary of any other key type is a mismatch. Duplicate keys: the last wins.
extension Dictionary: JSONValueDecodable where Value: JSONValueDecodable {
    @inlinable
    public static func decodeJSON(from element: JSONElement, context: inout JSONDecodingContext) throws -> [Key: Value]? {
        guard element.tag == .object else { return nil }
        let keyText: DictionaryKeyText<Key>?
        if Key.self == String.self {
            keyText = nil
        } else {
            // A key type without a text form: the object is a mismatch, reported by the caller.
            guard let form = DictionaryKeyText<Key>.form else { return nil }
            keyText = form
        }
        // No `reserveCapacity` for an empty object (see `Array.decodeJSON(from:context:)`).
        let count = element.count
        if count == 0 { return [:] }
        var result: [Key: Value] = [:]
        result.reserveCapacity(count)
        var keyNode = element.node &+ 1
        for (key, child) in element.members {
            let keyElement = JSONElement(tape: element.tape, node: keyNode)
            keyNode = element.tape.next(after: child.node)
            let name = String(decoding: key, as: UTF8.self)
            let dictionaryKey: Key
            if let keyText {
                guard let converted = keyText.key(name) else {
                    try context.reportKeyMismatch(name, expected: Key.self, at: .member(key: keyElement))
                    continue
                }
                dictionaryKey = converted
            } else {
                dictionaryKey = unsafeBitCast(name, to: Key.self)
            }
            if let value = try context.decodeElement(child, at: .member(key: keyElement), as: Value.self) {
                result[dictionaryKey] = value
            }
        }
        return result
    }

    @inlinable public static var jsonEmptyValue: [Key: Value]? { [:] }
    @inlinable public static var jsonIsContainer: Bool { true }
}

extension Dictionary: JSONValueEncodable where Value: JSONValueEncodable {
    /// Writes a JSON object; keys in sorted order so output is deterministic; omitted values are left out.
    ///
    /// - Throws: `JSONWritingError` when the dictionary is not empty and its keys cannot be written
    ///   as text (they are neither `String`, `UUID`, `LosslessStringConvertible` nor raw-value enums).
    @inlinable
    public func encodeJSON(to writer: inout JSONWriter) throws {
        if Key.self == String.self {
            writer.beginObject()
            // Sorted indices rather than sorted keys: reading a member by index hashes nothing.
            for index in indices.sorted(by: { unsafeBitCast(self[$0].key, to: String.self) < unsafeBitCast(self[$1].key, to: String.self) }) {
                let (key, value) = self[index]
                try writer.writeEntry(key: unsafeBitCast(key, to: String.self), value)
            }
            writer.endObject()
            return
        }
        writer.beginObject()
        if isEmpty { return writer.endObject() }
        guard let keyText = DictionaryKeyText<Key>.form else {
            throw JSONWritingError(reason: "a dictionary keyed by \(Key.self) cannot be written as a JSON object")
        }
        for (text, value) in map({ (keyText.text($0.key), $0.value) }).sorted(by: { $0.0 < $1.0 }) {
            try writer.writeEntry(key: text, value)
        }
        writer.endObject()
    }
}

// Arrays, sets and dictionaries share one rule for a model whose `jsonWillEncode` refused: only
// that element (or member, with its key) is left out, never the whole container.
extension JSONWriter {
    /// Writes a collection element; a value that would be omitted from an object is `null` here.
    @inlinable
    mutating func writeElement<Element: JSONValueEncodable>(_ element: Element) throws {
        if element.isJSONOmitted(options: options) { return writeNull() }
        let mark = self.mark
        do {
            try element.encodeJSON(to: &self)
        } catch is JSONModelOmitted {
            rollBack(to: mark)
        }
    }

    /// Writes a dictionary member; an omitted value is left out with its key.
    @inlinable
    mutating func writeEntry<Value: JSONValueEncodable>(key: String, _ value: Value) throws {
        if value.isJSONOmitted(options: options) { return }
        let mark = self.mark
        writeKey(key)
        do {
            try value.encodeJSON(to: &self)
        } catch is JSONModelOmitted {
            rollBack(to: mark)
        } catch let error as JSONWritingError {
            throw error.nested(inKey: key)
        }
    }
}
