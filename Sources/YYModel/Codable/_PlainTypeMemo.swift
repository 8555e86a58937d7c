/// Types already found to need no special handling (the decoder: neither an array nor
/// `[String: Value]`; the encoder: a type that encodes itself), so that the coders test a type
/// once per call, not once per nested value.
///
/// A dynamic cast to a protocol (`T.self as? any _DecodableArray.Type`) is a lookup in the
/// runtime's conformance cache, and the encoder compares a value's type with two dozen others;
/// on every nested model of a large document that costs more than the fast paths save. This memo
/// is direct-mapped: eight type identities in a tuple, indexed by bits of the metadata address. A
/// collision only evicts, so a type is at worst tested again.
struct _PlainTypeMemo {
    private var slots: (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt) = (0, 0, 0, 0, 0, 0, 0, 0)

    /// Whether `type` was recorded by ``insert(_:)`` (and not evicted since).
    @inline(__always)
    mutating func contains(_ type: Any.Type) -> Bool {
        let (identity, offset) = _PlainTypeMemo.slot(of: type)
        return withUnsafeBytes(of: &slots) { $0.load(fromByteOffset: offset, as: UInt.self) } == identity
    }

    /// Records that `type` is neither an array nor a string-keyed dictionary.
    mutating func insert(_ type: Any.Type) {
        let (identity, offset) = _PlainTypeMemo.slot(of: type)
        withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: identity, toByteOffset: offset, as: UInt.self) }
    }

    /// The metadata address and its slot's byte offset (metadata is at least 8-byte aligned, so the
    /// bits above the low three choose the slot).
    @inline(__always)
    private static func slot(of type: Any.Type) -> (identity: UInt, offset: Int) {
        let identity = UInt(bitPattern: ObjectIdentifier(type))
        return (identity, Int(truncatingIfNeeded: (identity &>> 3) & 7) &* MemoryLayout<UInt>.stride)
    }
}
