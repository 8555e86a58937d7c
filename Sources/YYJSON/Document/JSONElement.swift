/// A read-only view of one value inside a ``JSONDocument``, without copying it.
///
/// Conversions (`JSONValueDecodable` in YYModel) receive elements; read what you need and return. An element
/// is valid only during the call that received it — do not store it, and do not send it to
/// another task (it is not `Sendable`; convert it to a ``JSON`` value for that).
///
///     try document.withRoot { root in
///         print(root["id"]?.int64 as Any)    // Prints "Optional(7)"
///     }
public struct JSONElement {
    @usableFromInline package let tape: JSONTape
    /// The element's index in its document (stable for the document's lifetime).
    public let node: Int

    @inlinable
    package init(tape: JSONTape, node: Int) {
        self.tape = tape
        self.node = node
    }

    /// The JSON kinds, as an element reports them.
    public enum Kind: String, Sendable {
        case null, bool, number, string, array, object
    }

    /// What kind of JSON value this is.
    @inlinable
    public var kind: Kind {
        switch tape.tag(node) {
        case .null: return .null
        case .true, .false: return .bool
        case .int, .uint, .double: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }

    @inlinable package var tag: JSONTag { tape.tag(node) }

    /// `true` for JSON `null`.
    @inlinable public var isNull: Bool { tag == .null }

    /// The value of a JSON boolean, else `nil`.
    @inlinable
    public var bool: Bool? {
        switch tag {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// The value of a JSON integer that fits `Int64`, else `nil`.
    @inlinable
    public var int64: Int64? { tag == .int ? Int64(bitPattern: tape.second(node)) : nil }

    /// The value of a JSON integer between `Int64.max + 1` and `UInt64.max`, or a non-negative `int64`.
    @inlinable
    public var uint64: UInt64? {
        switch tag {
        case .uint: return tape.second(node)
        case .int: let value = Int64(bitPattern: tape.second(node)); return value >= 0 ? UInt64(value) : nil
        default: return nil
        }
    }

    /// Any JSON number as the nearest `Double`, else `nil`.
    @inlinable
    public var double: Double? { tape.numberAsDouble(node) }

    /// `true` when the number was written with a fraction or an exponent (or did not fit 64 bits).
    @inlinable public var isFloatingPoint: Bool { tag == .double }

    /// The number's original text (`"1e3"`, `"100010"`), else `nil`.
    @inlinable
    public var numberText: String? {
        switch tag {
        case .int, .uint, .double: return String(decoding: tape.numberText(node), as: UTF8.self)
        default: return nil
        }
    }

    /// The value of a JSON string, else `nil`.
    @inlinable
    public var string: String? { tag == .string ? tape.string(node) : nil }

    /// Calls `body` with the UTF-8 bytes of a JSON string (unescaped), without creating a `String`.
    @inlinable
    public func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        tag == .string ? try body(tape.stringBytes(node)) : nil
    }

    /// The number of elements of an array or members of an object; 0 otherwise.
    @inlinable
    public var count: Int {
        switch tag {
        case .array, .object: return Int(truncatingIfNeeded: tape.second(node))
        default: return 0
        }
    }

    /// The elements of an array (empty for other kinds).
    @inlinable
    public var elements: JSONArrayElements { JSONArrayElements(element: self) }

    /// The members of an object in document order, duplicates included (empty for other kinds).
    @inlinable
    public var members: JSONObjectMembers { JSONObjectMembers(element: self) }

    /// The value of the last member named `key` in an object, else `nil`.
    ///
    /// - Complexity: O(*n*) in the number of members.
    public subscript(key: String) -> JSONElement? {
        var key = key
        return key.withUTF8 { member(named: $0) }
    }

    /// The value of the last member whose key bytes equal `key`, else `nil`.
    public func member(named key: UnsafeBufferPointer<UInt8>) -> JSONElement? {
        guard tag == .object else { return nil }
        var node = self.node &+ 1, found = -1
        let end = tape.payload(self.node)
        while node < end {
            // Lengths first, read from the key's node: most keys differ in length, and comparing
            // those costs one test.
            if Int(truncatingIfNeeded: tape.second(node)) == key.count, sameBytes(tape.stringBytes(node), key) {
                found = node &+ 1
            }
            node = tape.nextAfterMemberValue(node &+ 1)
        }
        return found < 0 ? nil : JSONElement(tape: tape, node: found)
    }
}

/// The elements of a JSON array inside a document.
public struct JSONArrayElements: Sequence {
    @usableFromInline let element: JSONElement

    @inlinable init(element: JSONElement) { self.element = element }

    /// Walks the elements in order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let tape: JSONTape
        @usableFromInline var node: Int
        @usableFromInline let end: Int

        @inlinable init(tape: JSONTape, node: Int, end: Int) {
            self.tape = tape
            self.node = node
            self.end = end
        }

        @inlinable
        public mutating func next() -> JSONElement? {
            guard node < end else { return nil }
            defer { node = tape.next(after: node) }
            return JSONElement(tape: tape, node: node)
        }
    }

    @inlinable
    public func makeIterator() -> Iterator {
        guard element.tag == .array else { return Iterator(tape: element.tape, node: 0, end: 0) }
        return Iterator(tape: element.tape, node: element.node &+ 1, end: element.tape.payload(element.node))
    }

    @inlinable public var underestimatedCount: Int { element.count }
}

/// The members of a JSON object inside a document: each key's bytes and its value.
public struct JSONObjectMembers: Sequence {
    @usableFromInline let element: JSONElement

    @inlinable init(element: JSONElement) { self.element = element }

    /// Walks the members in document order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let tape: JSONTape
        @usableFromInline var node: Int
        @usableFromInline let end: Int

        @inlinable init(tape: JSONTape, node: Int, end: Int) {
            self.tape = tape
            self.node = node
            self.end = end
        }

        @inlinable
        public mutating func next() -> (key: UnsafeBufferPointer<UInt8>, value: JSONElement)? {
            guard node < end else { return nil }
            let key = tape.stringBytes(node)
            let value = node &+ 1
            node = tape.nextAfterMemberValue(value)
            return (key, JSONElement(tape: tape, node: value))
        }
    }

    @inlinable
    public func makeIterator() -> Iterator {
        guard element.tag == .object else { return Iterator(tape: element.tape, node: 0, end: 0) }
        return Iterator(tape: element.tape, node: element.node &+ 1, end: element.tape.payload(element.node))
    }

    @inlinable public var underestimatedCount: Int { element.count }
}

// Views into a document's storage, valid only during the call that received them: never sent to
// another task.
@available(*, unavailable)
extension JSONElement: Sendable {}

@available(*, unavailable)
extension JSONArrayElements: Sendable {}

@available(*, unavailable)
extension JSONObjectMembers: Sendable {}
