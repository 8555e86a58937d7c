#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The two large blocks of a finished parse — the padded copy of the input and the tape — kept
/// per thread for the next parse, instead of going back to `malloc`.
///
/// A small document's decode spends about as much in `malloc` and `free` on these two blocks as
/// in parsing its keys: both are too large for the allocator's per-thread caches, so each `free`
/// merges the block with its neighbours and each `malloc` searches for it again (github_user: about
/// 1,400 of 20,000 instructions). Keeping one block of each kind per thread removes that.
///
/// Blocks above ``largestKept`` bytes go back to `malloc`: on a large document the allocation is
/// a small part of the work, and a thread should not hold a large block for good. A thread keeps at
/// most one block of each kind; it frees them when it exits. Where threads have no
/// `pthread_getspecific`, nothing is kept.
@usableFromInline
enum SpareParseBlocks {
    /// What a block holds; each kind has its own spare.
    @usableFromInline
    enum Kind: Int {
        case input = 0, tape = 1
    }

    /// The largest block, in bytes, a thread keeps.
    static let largestKept = 128 * 1024

    /// A block of at least `bytes` bytes and its capacity in bytes: the thread's spare of this kind
    /// when it is large enough, else a new one from `malloc`.
    static func take(_ kind: Kind, bytes: Int) -> (base: UnsafeMutableRawPointer, capacity: Int) {
        if let spares = threadSpares() {
            let spare = spares[kind.rawValue]
            if let base = spare.base, spare.capacity >= bytes {
                spares[kind.rawValue] = Spare(base: nil, capacity: 0)
                return (base, spare.capacity)
            }
        }
        guard let base = malloc(bytes) else { fatalError("SpareParseBlocks: out of memory (\(bytes) bytes)") }
        return (base, bytes)
    }

    /// An empty buffer with room for at least `capacity` elements, in a block from
    /// ``take(_:bytes:)``.
    static func buffer<Element: BitwiseCopyable>(_ kind: Kind, capacity: Int) -> GrowableBuffer<Element> {
        let block = take(kind, bytes: Swift.max(capacity, 1) &* MemoryLayout<Element>.stride)
        let elements = block.capacity / MemoryLayout<Element>.stride
        return GrowableBuffer(adopting: block.base.bindMemory(to: Element.self, capacity: elements), capacity: elements)
    }

    /// Gives `base` (a block of `capacity` bytes from ``take(_:bytes:)`` or `malloc`) back: kept
    /// as the thread's spare of this kind when it is larger than the one held and small enough,
    /// freed otherwise.
    @usableFromInline
    static func giveBack(_ base: UnsafeMutableRawPointer, capacity: Int, as kind: Kind) {
        if capacity <= largestKept, let spares = threadSpares() {
            let held = spares[kind.rawValue]
            if capacity > held.capacity {
                free(held.base)
                spares[kind.rawValue] = Spare(base: base, capacity: capacity)
                return
            }
        }
        free(base)
    }

    /// One kept block; `base` is nil when there is none.
    struct Spare {
        var base: UnsafeMutableRawPointer?
        var capacity: Int
    }

    /// The calling thread's spares, one per ``Kind``, made on first use; nil where threads keep none.
    private static func threadSpares() -> UnsafeMutablePointer<Spare>? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let key = spareKey else { return nil }
        if let spares = pthread_getspecific(key) {
            return spares.assumingMemoryBound(to: Spare.self)
        }
        let spares = UnsafeMutablePointer<Spare>.allocate(capacity: 2)
        spares.initialize(repeating: Spare(base: nil, capacity: 0), count: 2)
        guard pthread_setspecific(key, spares) == 0 else {
            spares.deallocate()
            return nil
        }
        return spares
        #else
        return nil
        #endif
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// The thread-specific slot of the spares; its destructor frees a thread's spares when it exits.
    private static let spareKey: pthread_key_t? = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { spares in
            guard let spares = UnsafeMutableRawPointer(spares)?.assumingMemoryBound(to: Spare.self) else { return }
            for index in 0..<2 { free(spares[index].base) }
            spares.deallocate()
        }
        return created == 0 ? key : nil
    }()
    #endif
}
