#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
internal import YYJSONThreadSpares

/// Large blocks that a parse or an encode is done with — the padded copy of the input, the
/// tape, the output of an encode — kept per thread for the next one, instead of going back to
/// `malloc`.
///
/// Every decode and encode needs these blocks, however small its document, and they are too
/// large for the allocator's per-thread caches, so each `free` merges the block with its
/// neighbours and each `malloc` searches for it again. Keeping one block of each kind per thread
/// removes that.
///
/// - Parse blocks come back when the parse's storage is freed (``ParsedJSON``).
/// - Output blocks (exactly ``outputBlockSize`` bytes) come back when the `Data` that an encode
///   handed its bytes to is freed (``JSONWriter/data()``), on whichever thread that happens.
///
/// Blocks above ``largestKept`` bytes go back to `malloc`: on a large document the allocation is
/// a small part of the work, and a thread should not hold a large block for good. A thread keeps at
/// most one block of each kind; it frees them when it exits (a POSIX thread-specific key's
/// destructor), and with them the view of an object's members that it keeps for its next hook
/// (``DeferredMembers``). Where threads have no such keys, nothing is kept.
@usableFromInline
enum SpareBlocks {
    /// What a block holds; each kind has its own spare.
    @usableFromInline
    enum Kind: Int, CaseIterable {
        case input = 0, tape = 1, output = 2
    }

    /// The size of an encode's first output block, and of every output block kept.
    static let outputBlockSize = 4096

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
        guard let base = malloc(bytes) else { fatalError("SpareBlocks: out of memory (\(bytes) bytes)") }
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

    /// The capacity for a new document's output: the size of the calling thread's last output
    /// when that outgrew ``outputBlockSize`` (and a little more), else 0 (use the spare block).
    ///
    /// Successive encodes on a thread tend to write documents of one size. Growing a large output
    /// by doubling copies it about once over in `realloc`; starting at the size the thread last
    /// needed avoids the copies. A small output after a large one pays one large allocation, and
    /// resets the size.
    static var outputCapacityHint: Int {
        let last = yymodel_get_output_size()
        return last > outputBlockSize ? last &+ last / 16 &+ outputBlockSize : 0
    }

    /// Records the size of a finished document's output on the calling thread (see
    /// ``outputCapacityHint``).
    static func noteOutputSize(_ size: Int) {
        yymodel_set_output_size(size)
    }

    /// Gives back an output block of ``outputBlockSize`` bytes: the deallocator of the `Data` that
    /// ``JSONWriter/data()`` makes from one (its second argument, the data's length, is unused).
    static func giveBackOutput(_ base: UnsafeMutableRawPointer, _: Int) {
        giveBack(base, capacity: outputBlockSize, as: .output)
    }

    /// Whether the calling thread keeps spares (and frees what it keeps when it exits).
    static var threadKeepsSpares: Bool { threadSpares() != nil }

    /// The block the calling thread keeps of `kind`, if any (for tests: nothing else looks).
    static func heldBlock(_ kind: Kind) -> UnsafeMutableRawPointer? {
        threadSpares()?[kind.rawValue].base
    }

    /// One kept block; `base` is nil when there is none.
    struct Spare {
        var base: UnsafeMutableRawPointer?
        var capacity: Int
    }

    /// The calling thread's spares, one per ``Kind``, made on first use; nil where threads keep none.
    ///
    /// Read from a C thread-local variable (one load); the thread-specific key only registers the
    /// destructor that frees them.
    @inline(__always)
    private static func threadSpares() -> UnsafeMutablePointer<Spare>? {
        if let spares = yymodel_get_thread_spares() { return spares.assumingMemoryBound(to: Spare.self) }
        return makeThreadSpares()
    }

    /// Makes the calling thread's spares and registers them for freeing when it exits.
    @inline(never)
    private static func makeThreadSpares() -> UnsafeMutablePointer<Spare>? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let key = spareKey else { return nil }
        let spares = UnsafeMutablePointer<Spare>.allocate(capacity: Kind.allCases.count)
        spares.initialize(repeating: Spare(base: nil, capacity: 0), count: Kind.allCases.count)
        guard pthread_setspecific(key, spares) == 0 else {
            spares.deallocate()
            return nil
        }
        yymodel_set_thread_spares(spares)
        return spares
        #else
        return nil
        #endif
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// The thread-specific key whose destructor frees a thread's spares when it exits.
    private static let spareKey: pthread_key_t? = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { spares in
            guard let spares = UnsafeMutableRawPointer(spares)?.assumingMemoryBound(to: Spare.self) else { return }
            // The destructor runs on the exiting thread: a later use there starts afresh.
            yymodel_set_thread_spares(nil)
            for kind in Kind.allCases { free(spares[kind.rawValue].base) }
            spares.deallocate()
            if let members = yymodel_take_thread_members() { Unmanaged<AnyObject>.fromOpaque(members).release() }
        }
        return created == 0 ? key : nil
    }()
    #endif
}
