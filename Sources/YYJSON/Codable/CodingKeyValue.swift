/// The key of the value under ``TapeDecoder``'s cursor (or in ``WriterEncoder``'s slot), kept in
/// a form that is cheap to copy; made into `any CodingKey` only when a coding path is needed (an
/// error, `codingPath`, a nested container's path step).
///
/// The key is saved, set and restored around every nested value. As `(any CodingKey)?` each of
/// those copies would go through the runtime's generic `Optional` and existential value witnesses,
/// in both coders, once per nested value. Here every synthesized `CodingKeys` enum, like any key
/// type of at most eight bytes without references, is its type and its bytes.
enum CodingKeyValue {
    /// The top level: no key.
    case none
    /// An array element (``JSONIndexKey``).
    case index(Int)
    /// A key of a type without references, of at most eight bytes, by its bytes.
    case bits(any CodingKey.Type, UInt64)
    /// A `[String: Value]` member (whose name the caller has made already).
    case string(JSONStringKey)
    /// Any other key, in an allocation: key types with a `String` inside, such as the standard
    /// library's key for a dictionary keyed by `Int` (one allocation per nested value of such a
    /// dictionary, which costs less than the existential's copies).
    case boxed(CodingKeyBox)

    /// `key` in the cheapest form that holds it.
    @inline(__always)
    init<Key: CodingKey>(_ key: Key) {
        // `unsafeBitCast` reads the value's bytes in place; the sizes it needs are checked first.
        switch MemoryLayout<Key>.size {
        case 0 where _isPOD(Key.self): self = .bits(Key.self, 0)
        case 1 where _isPOD(Key.self): self = .bits(Key.self, UInt64(unsafeBitCast(key, to: UInt8.self)))
        case 8 where _isPOD(Key.self): self = .bits(Key.self, unsafeBitCast(key, to: UInt64.self))
        default: self = .boxed(CodingKeyBox(key))
        }
    }

    /// Appends the key as the coding protocols hand it out (nothing at the top level).
    func append(to keys: inout [any CodingKey]) {
        switch self {
        case .none: break
        case .index(let index): keys.append(JSONIndexKey(index: index))
        case .bits(let type, let bits): keys.append(CodingKeyValue.load(type, from: bits))
        case .string(let key): keys.append(key)
        case .boxed(let box): keys.append(box.key)
        }
    }

    /// The `Key` whose bytes are `bits` (stored by ``init(_:)``, which checked that `Key` has no
    /// references and its size).
    private static func load<Key: CodingKey>(_: Key.Type, from bits: UInt64) -> any CodingKey {
        switch MemoryLayout<Key>.size {
        case 0: return unsafeBitCast((), to: Key.self)
        case 1: return unsafeBitCast(UInt8(truncatingIfNeeded: bits), to: Key.self)
        default: return unsafeBitCast(bits, to: Key.self)
        }
    }
}

/// A coding key that ``CodingKeyValue`` cannot keep by value.
final class CodingKeyBox {
    let key: any CodingKey

    init(_ key: any CodingKey) { self.key = key }
}
