#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Where the parser writes the unescaped copies of strings that contain escapes.
///
/// The storage is allocated by the first such string, so a document without escapes (most of
/// them) allocates nothing for it, and grows by doubling. ``JSONTape/stringSlack`` readable bytes
/// always follow the last string, since a word may be read from any string's start.
///
/// (Room at the end of the input's block, sized for the worst case, would need no allocation at
/// all, but it would double that block: large parse blocks would then pass glibc's trim threshold
/// sooner, and a decode would give the heap back to the system and fault it in again each time.)
@usableFromInline
struct StringArena: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>?
    private(set) var count = 0
    private var capacity = 0

    init() {}

    deinit { StringArena.release(base) }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        base.unsafelyUnwrapped[count] = byte
        count &+= 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base.unsafelyUnwrapped + count).initialize(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// Makes room for `extra` more bytes and the slack after them.
    private mutating func reserve(_ extra: Int) {
        let needed = count &+ extra &+ JSONTape.stringSlack
        guard needed > capacity else { return }
        var newCapacity = Swift.max(capacity &* 2, 4096)
        while newCapacity < needed { newCapacity &*= 2 }
        guard let grown = realloc(base, newCapacity) else { fatalError("StringArena: out of memory (\(newCapacity) bytes)") }
        base = grown.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    /// Hands the storage (nil when nothing was appended) to the caller, who frees it with
    /// ``release(_:)``.
    consuming func takeStorage() -> UnsafeMutablePointer<UInt8>? {
        let storage = base
        discard self
        return storage
    }

    /// Frees storage handed out by ``takeStorage()``.
    @inlinable
    static func release(_ storage: UnsafeMutablePointer<UInt8>?) {
        free(storage)
    }
}
