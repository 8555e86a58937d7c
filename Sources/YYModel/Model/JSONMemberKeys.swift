/// The keys of a model whose properties each write one plain key, in declaration order, ready to
/// be copied into the output: what ``JSONModel/__encodeJSONMembers(_:to:)`` writes members under.
///
/// Generated code passes it on to `JSONWriter.__writeMember(_:_:keys:)`; you do not make one.
@_documentation(visibility: private)
public struct __JSONMemberKeys {
    /// Not retained: every schema lives for the whole program (generic models' schemas are kept
    /// per specialization), and so do its keys. A retain and a release per model encoded would
    /// also make threads that encode the same models contend for the keys' reference count.
    @usableFromInline unowned(unsafe) let flat: FlatKeys

    @usableFromInline
    init(_ flat: Unmanaged<FlatKeys>) { self.flat = flat.takeUnretainedValue() }

    /// The number of members (the model's property count).
    @inlinable public var count: Int { flat.count }
}

extension JSONWriter {
    /// Writes member `index` of a model: its key from `keys`, then `value`. An omitted value (a
    /// `nil` optional, a non-finite double) takes its key back with it.
    ///
    /// Called by `@JSONModel` expansions, once per property.
    ///
    /// - Throws: `JSONWritingError` from the value, with the member's key added to its path.
    @inlinable @inline(__always)
    @_documentation(visibility: private)
    public mutating func __writeMember<Value: JSONValueEncodable>(_ index: Int, _ value: Value, keys: __JSONMemberKeys) throws {
        try __writeMember(index, keys: keys) { try $0.__writeProperty(value) }
    }

    /// Writes member `index`'s key (the whole `,"key":` prefix in compact output), then calls
    /// `writeValue`, which returns `false` when it wrote nothing.
    @inlinable @inline(__always)
    mutating func __writeMember(_ index: Int, keys: __JSONMemberKeys, _ writeValue: (inout JSONWriter) throws -> Bool) throws {
        let mark = self.mark
        if isPretty {
            writeKey(paddedQuoted: keys.flat.key(index))
        } else {
            writeMemberPrefix(padded: keys.flat.memberPrefix(index))
        }
        let written: Bool
        do {
            written = try writeValue(&self)
        } catch let error as JSONWritingError {
            throw error.nested(inKey: keys.flat.name(index))
        }
        if !written { rollBack(to: mark) }
    }
}
