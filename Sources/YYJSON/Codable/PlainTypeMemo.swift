/// Types already found to need no special handling (the decoder: neither an array nor
/// `[String: Value]`; the encoder: a type that encodes itself), so that the coders test a type
/// once per call, not once per nested value.
///
/// A dynamic cast to a protocol (`T.self as? any DecodableArray.Type`) is a lookup in the
/// runtime's conformance cache, and the encoder compares a value's type with two dozen others;
/// on every nested model of a large document that costs more than the fast paths save.
///
/// The memo is a small open-addressing set of metadata addresses, inline (no allocation per call).
/// It holds every type of a document's model graph: in a few direct-mapped slots, the types of a
/// larger graph would evict each other, and a dynamic cast would then run for most nested values.
/// Past half full it records nothing more, so a type beyond that is only tested again.
struct PlainTypeMemo {
    /// 32 slots in a homogeneous tuple, which Swift lays out as a plain array of words. (Not an
    /// `InlineArray`: it is available only from macOS 26 and iOS 26, and a stored property cannot
    /// be gated by availability.)
    private typealias Eight = (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt)
    private typealias Slots = (Eight, Eight, Eight, Eight)
    private static var capacity: Int { MemoryLayout<Slots>.size / MemoryLayout<UInt>.stride }
    private var slots: Slots
    private var count = 0

    init() {
        let empty: Eight = (0, 0, 0, 0, 0, 0, 0, 0)
        slots = (empty, empty, empty, empty)
    }

    /// Whether `type` was recorded by ``insert(_:)``.
    ///
    /// `mutating`, though it changes nothing: the memo lives in a class, and a non-mutating call
    /// would copy all of it out of the property first (256 bytes per nested value).
    @inline(__always)
    mutating func contains(_ type: Any.Type) -> Bool {
        let identity = PlainTypeMemo.identity(of: type)
        return withSlots { $0[PlainTypeMemo.index(of: identity, in: $0)] == identity }
    }

    /// Records `type`, unless the memo is half full (which keeps a free slot to end every probe).
    mutating func insert(_ type: Any.Type) {
        guard count < PlainTypeMemo.capacity / 2 else { return }
        let identity = PlainTypeMemo.identity(of: type)
        let inserted = withSlots { slots in
            let slot = PlainTypeMemo.index(of: identity, in: slots)
            guard slots[slot] == 0 else { return false }
            slots[slot] = identity
            return true
        }
        if inserted { count &+= 1 }
    }

    /// Runs `body` with the slots as a buffer of ``capacity`` words.
    @inline(__always)
    private mutating func withSlots<R>(_ body: (UnsafeMutablePointer<UInt>) -> R) -> R {
        withUnsafeMutablePointer(to: &slots) { tuple in
            tuple.withMemoryRebound(to: UInt.self, capacity: PlainTypeMemo.capacity, body)
        }
    }

    /// The slot that holds `identity`, else the free slot where it would go.
    @inline(__always)
    private static func index(of identity: UInt, in slots: UnsafeMutablePointer<UInt>) -> Int {
        var index = home(of: identity)
        while slots[index] != identity && slots[index] != 0 {
            index = (index &+ 1) & (capacity &- 1)
        }
        return index
    }

    @inline(__always)
    private static func identity(of type: Any.Type) -> UInt {
        UInt(bitPattern: ObjectIdentifier(type))
    }

    /// The first slot to probe: the top bits of a Fibonacci hash of the address, which spreads
    /// metadata that the allocator placed at regular distances.
    @inline(__always)
    private static func home(of identity: UInt) -> Int {
        Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) &>> (UInt.bitWidth &- capacity.trailingZeroBitCount))
    }
}
