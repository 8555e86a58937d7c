#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A growable buffer of trivial values on the heap, owned by exactly one place at a time.
///
/// The parser and the writer append millions of words and bytes; `Array` would check uniqueness and
/// capacity through several calls per append. This buffer keeps one pointer and one capacity check.
/// It is `~Copyable`, so its storage is freed exactly once, by `deinit` or by whoever took it with
/// ``takeStorage()`` (through ``release(_:)``).
///
/// The storage comes from `malloc` and grows with `realloc`, which extends large blocks in place
/// instead of copying them, and lets the writer hand its bytes to `Data` without a copy
/// (`Data(bytesNoCopy:count:deallocator: .free)`).
@frozen @usableFromInline
struct GrowableBuffer<Element: BitwiseCopyable>: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var count: Int
    @usableFromInline var capacity: Int

    /// Creates an empty buffer with room for `capacity` elements (at least 16).
    @inlinable
    init(capacity: Int) {
        let capacity = Swift.max(capacity, 16)
        self.init(adopting: GrowableBuffer.allocate(capacity), capacity: capacity)
    }

    /// Creates an empty buffer that allocates on its first append: for a buffer that most uses
    /// never fill. Its storage cannot be taken before then.
    @inlinable
    init() {
        capacity = 0
        count = 0
        base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment).unsafelyUnwrapped
    }

    /// Creates an empty buffer in `storage`, a block from `malloc` of `capacity` elements (at
    /// least 1), which the buffer now owns.
    @inlinable
    init(adopting storage: UnsafeMutablePointer<Element>, capacity: Int) {
        assert(capacity > 0)
        self.capacity = capacity
        self.base = storage
        self.count = 0
    }

    @inlinable
    deinit { if capacity > 0 { GrowableBuffer.release(base) } }

    /// Uninitialized storage for `capacity` elements; stops the program when memory is exhausted,
    /// like every Swift allocation.
    @inlinable
    static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Element> {
        let (bytes, overflow) = capacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        precondition(!overflow, "GrowableBuffer: capacity overflow")
        guard let raw = malloc(bytes) else { fatalError("GrowableBuffer: out of memory (\(bytes) bytes)") }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }

    /// Frees storage handed out by ``takeStorage()``.
    @inlinable
    static func release(_ base: UnsafeMutablePointer<Element>) {
        free(base)
    }

    /// Makes room for at least `extra` more elements.
    ///
    /// Growing takes the buffer and gives it back by value rather than through `inout`: the
    /// buffer's address never escapes, so a buffer in a local variable (the parser's tape) keeps
    /// its three fields in registers through a hot loop.
    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        // Both are sizes of memory in use or about to be: far from overflow, so no check for it
        // on the parser's path (one per tape node).
        let needed = count &+ extra
        if _slowPath(needed > capacity) { self = (consume self).grown(toHold: needed) }
    }

    @usableFromInline
    consuming func grown(toHold needed: Int) -> GrowableBuffer {
        var newCapacity = Swift.max(capacity &* 2, 16)
        while newCapacity < needed { newCapacity &*= 2 }
        resize(to: newCapacity)
        return self
    }

    /// Moves the storage to a block of `newCapacity` elements (at least ``count``), keeping the
    /// elements.
    @usableFromInline
    mutating func resize(to newCapacity: Int) {
        let (bytes, overflow) = newCapacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        precondition(!overflow && newCapacity >= count, "GrowableBuffer: capacity overflow")
        guard let raw = capacity == 0 ? malloc(bytes) : realloc(base, bytes) else { fatalError("GrowableBuffer: out of memory (\(bytes) bytes)") }
        base = raw.bindMemory(to: Element.self, capacity: newCapacity)
        capacity = newCapacity
    }

    /// Gives back unused capacity when it is more than an eighth of the contents and more than
    /// 4 KiB, before the storage is handed over for keeping.
    ///
    /// A smaller surplus is kept: a `realloc` costs more than a small document's whole encoding
    /// spends on its allocations.
    @inlinable
    mutating func shrinkToFit() {
        let unused = capacity &- count
        if unused > count / 8 && unused &* MemoryLayout<Element>.stride > 4096 { resize(to: Swift.max(count, 16)) }
    }

    /// Appends one element. Always inlined: the writer appends its punctuation one byte at a time.
    @inlinable @inline(__always)
    mutating func append(_ element: Element) {
        reserve(1)
        (base + count).initialize(to: element)
        count &+= 1
    }

    /// Appends the elements of `source`.
    @inlinable
    mutating func append(contentsOf source: UnsafeBufferPointer<Element>) {
        guard let start = source.baseAddress, source.count > 0 else { return }
        reserve(source.count)
        (base + count).update(from: start, count: source.count)
        count &+= source.count
    }

    /// The element at `index` (unchecked beyond a debug assertion).
    @inlinable
    subscript(index: Int) -> Element {
        get { assert(index >= 0 && index < count); return base[index] }
        set { assert(index >= 0 && index < count); base[index] = newValue }
    }

    /// The elements as a buffer pointer, valid until the next mutation.
    @inlinable
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// Hands the storage to the caller, who must free it with ``release(_:)`` (or `free`); the
    /// buffer is consumed.
    @usableFromInline
    consuming func takeStorage() -> (base: UnsafeMutablePointer<Element>, count: Int, capacity: Int) {
        assert(capacity > 0, "GrowableBuffer: no storage to take")
        let result = (base, count, capacity)
        discard self
        return result
    }
}
