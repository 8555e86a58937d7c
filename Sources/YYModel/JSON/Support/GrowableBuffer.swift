/// A growable buffer of trivial values on the heap, owned by exactly one place at a time.
///
/// The parser and the writer append millions of words and bytes; `Array` would check uniqueness and
/// capacity through several calls per append. This buffer keeps one pointer and one capacity check.
/// It is `~Copyable`, so its storage is freed exactly once, by `deinit` or by ``takeStorage()``.
@frozen @usableFromInline
struct GrowableBuffer<Element: BitwiseCopyable>: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var count: Int
    @usableFromInline var capacity: Int

    /// Creates an empty buffer with room for `capacity` elements (at least 16).
    @inlinable
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        self.base = .allocate(capacity: self.capacity)
        self.count = 0
    }

    @inlinable
    deinit { base.deallocate() }

    /// Makes room for at least `extra` more elements.
    @inlinable
    mutating func reserve(_ extra: Int) {
        if _slowPath(count + extra > capacity) { grow(to: count + extra) }
    }

    @usableFromInline
    mutating func grow(to needed: Int) {
        var newCapacity = capacity &* 2
        while newCapacity < needed { newCapacity &*= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends one element.
    @inlinable
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

    /// Hands the storage to the caller, who must deallocate it; the buffer is consumed.
    @usableFromInline
    consuming func takeStorage() -> (base: UnsafeMutablePointer<Element>, count: Int) {
        let result = (base, count)
        discard self
        return result
    }
}
