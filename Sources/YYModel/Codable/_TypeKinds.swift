import Foundation

/// What the Codable coders know about a type they meet only as a generic parameter: whether to
/// hand it to its own `init(from:)` / `encode(to:)`, or to read or write it with a loop of their
/// own (arrays, `[String: Value]`).
///
/// Finding out is a dynamic cast to a protocol with a conditional conformance
/// (`T.self as? any _DecodableArray.Type`). The Swift runtime answers a failing one by scanning
/// the conformance records again on every call: about 22,000 instructions per nested value
/// (measured with callgrind, Swift 6.3 on Linux), which was a third of weibo's
/// `YYJSONDecoder` time. So each type is cast once per process (``_SharedTypeKinds``), and each
/// coding call keeps the kinds it met in a small cache in front of that (``_TypeKindCache``).

/// How ``_TapeDecoder`` reads a nested `Decodable` type.
enum _DecodingKind {
    /// Through the type's own `init(from:)`.
    case plain
    /// `[Element]`, in one loop over the tape.
    case array(any _DecodableArray.Type)
    /// `[String: Value]`, in one loop over the tape, keys as they are.
    case stringKeyedDictionary(any _StringKeyedDictionary.Type)

    static let shared = _SharedTypeKinds<_DecodingKind> { type in
        if let array = type as? any _DecodableArray.Type { return .array(array) }
        if let dictionary = type as? any _StringKeyedDictionary.Type { return .stringKeyedDictionary(dictionary) }
        return .plain
    }
}

/// How ``_WriterEncoder`` writes a nested `Encodable` type under a key strategy (with default keys
/// every type writes itself).
enum _EncodingKind {
    /// Through the type's own `encode(to:)`.
    case plain
    /// `[String: Value]`, whose keys no key strategy converts.
    case stringKeyedDictionary(any _StringKeyedEncodableDictionary.Type)

    static let shared = _SharedTypeKinds<_EncodingKind> { type in
        if let dictionary = type as? any _StringKeyedEncodableDictionary.Type { return .stringKeyedDictionary(dictionary) }
        return .plain
    }
}

/// The kinds of all types classified so far in this process, behind a lock.
///
/// A type's kind never changes, so this is a memo, not state: any thread may fill it, and a race
/// only classifies a type twice. It holds one entry per nested type a program codes.
final class _SharedTypeKinds<Kind>: @unchecked Sendable {
    private let lock = NSLock()
    private var kinds: [ObjectIdentifier: Kind] = [:]
    private let classify: @Sendable (Any.Type) -> Kind

    init(classify: @escaping @Sendable (Any.Type) -> Kind) {
        self.classify = classify
    }

    /// The kind of `type`, classified on first sight.
    func kind(of type: Any.Type) -> Kind {
        let identity = ObjectIdentifier(type)
        lock.lock()
        let known = kinds[identity]
        lock.unlock()
        if let known { return known }
        // Cast outside the lock: it is slow, and the result is the same whoever finds it first.
        let kind = classify(type)
        lock.lock()
        kinds[identity] = kind
        lock.unlock()
        return kind
    }
}

/// One coding call's cache of type kinds, in front of ``_SharedTypeKinds`` (which costs a lock and a
/// hashed lookup): eight slots stored inline, direct-mapped by the metadata address. A collision
/// only evicts, so a type is at worst looked up again.
struct _TypeKindCache<Kind> {
    private struct Entry {
        var identity: UInt = 0
        var kind: Kind?
    }

    private var entries = (Entry(), Entry(), Entry(), Entry(), Entry(), Entry(), Entry(), Entry())

    /// The kind of `type`, from this cache or else from `shared`.
    @inline(__always)
    mutating func kind(of type: Any.Type, in shared: _SharedTypeKinds<Kind>) -> Kind {
        let identity = UInt(bitPattern: ObjectIdentifier(type))
        // Fibonacci hashing: the top three bits of the product depend on every bit of the address.
        let slot = Int(truncatingIfNeeded: (UInt64(identity) &* 0x9E37_79B9_7F4A_7C15) &>> 61)
        return withUnsafeMutablePointer(to: &entries) { tuple in
            // A homogeneous tuple is laid out as an array of its element.
            let entry = UnsafeMutableRawPointer(tuple).assumingMemoryBound(to: Entry.self) + slot
            if entry.pointee.identity == identity, let kind = entry.pointee.kind { return kind }
            let kind = shared.kind(of: type)
            entry.pointee = Entry(identity: identity, kind: kind)
            return kind
        }
    }
}
