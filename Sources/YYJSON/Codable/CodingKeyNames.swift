import Foundation

/// The member prefixes (`,"name":`, escaped, after the key strategy) of a `CodingKey` type whose
/// values fit in one byte, by that byte: what the encoder copies instead of asking each key for its
/// `stringValue` and escaping it again.
///
/// Synthesized and hand-written `CodingKeys` enums are such types (an enum without payloads is its
/// case number). Equal bytes are equal keys, so a byte met twice in one object is a key written
/// twice, and an object of one such type needs no comparison of names; that holds while no two
/// bytes have the same name, which the table checks as it learns each one. A key's name is taken
/// to depend only on the key, as Foundation's key strategies other than `.custom` assume too.
///
/// One table per type and form lives for the whole process (there are as many as the program has
/// key types), and so do the views of them that encodings start from. A table learns a byte's
/// prefix once, under ``registry``'s lock; an encoding reads the prefix without the lock, only
/// after it has learned under the lock that the byte is known (a ``View``), and a prefix never
/// changes once written.
final class CodingKeyNames: @unchecked Sendable {
    /// What a key's name depends on besides the key.
    struct Form: Hashable {
        let convertsToSnakeCase: Bool
        let escapesSlashes: Bool

        fileprivate var index: Int { (convertsToSnakeCase ? 2 : 0) | (escapesSlashes ? 1 : 0) }
    }

    /// One encoding's view of a table: the bytes known to it when the view was taken or learned
    /// since, whose prefixes it may read without the lock.
    struct View: BitwiseCopyable {
        let type: ObjectIdentifier
        /// Tables are never freed.
        unowned(unsafe) let table: CodingKeyNames
        /// `false` when the table is ambiguous: the type's keys are then written as text.
        var isUsable: Bool
        var known: KeyBits

        /// The `,"name":` prefix of a known byte.
        @inline(__always)
        func prefix(_ byte: UInt8) -> UnsafeBufferPointer<UInt8> {
            table.prefixes[Int(byte)].unsafelyUnwrapped
        }
    }

    /// Views of the tables of one form, and where each key type's is.
    struct Views {
        var list: [View] = []
        var indices: [ObjectIdentifier: Int] = [:]

        /// Adds the view of a type not in the list yet; returns its index.
        mutating func append(_ view: View) -> Int {
            list.append(view)
            indices[view.type] = list.count &- 1
            return list.count &- 1
        }
    }

    private struct Registry {
        var tables: [ObjectIdentifier: [CodingKeyNames]] = [:]
        /// The latest views an encoding ended with, by form: the next encoding starts from them,
        /// without a lookup per key type.
        var views: [Views] = Array(repeating: Views(), count: 4)
    }

    private static let registry = LockedValue(Registry())

    let form: Form
    /// The prefix of each byte, `nil` until learned; 16 readable bytes follow each one, so that the
    /// writer copies it sixteen bytes at a time.
    let prefixes: UnsafeMutablePointer<UnsafeBufferPointer<UInt8>?>

    // Guarded by the registry's lock.
    /// The byte of each learned name (quoted, as written).
    private var bytesByName: [[UInt8]: UInt8] = [:]
    /// Two bytes have the same name: an object of this type can have a key twice without a byte
    /// twice, so its keys are compared by name instead.
    private var isAmbiguous = false
    /// The bytes learned.
    private var known = KeyBits()

    private init(form: Form) {
        self.form = form
        prefixes = .allocate(capacity: 256)
        prefixes.initialize(repeating: nil, count: 256)
    }

    /// Whether keys of `type` fit in one byte.
    static func canName<Key: CodingKey>(_ type: Key.Type) -> Bool {
        MemoryLayout<Key>.size <= 1
    }

    /// The byte that stands for `key`; its type must fit in one byte.
    @inline(__always)
    static func byte<Key: CodingKey>(of key: Key) -> UInt8 {
        // A cast, not `withUnsafeBytes(of:)`: that copies a generic value into a buffer first.
        MemoryLayout<Key>.size == 1 ? unsafeBitCast(key, to: UInt8.self) : 0
    }

    /// The views the last encoding in `form` ended with.
    static func views(in form: Form) -> Views {
        registry.withLock { $0.views[form.index] }
    }

    /// Keeps `views`, which an encoding in `form` extended, for the next one.
    static func remember(_ views: Views, in form: Form) {
        registry.withLock { $0.views[form.index] = views }
    }

    /// A view of the table of `type`'s keys in `form`, made the first time.
    static func view<Key: CodingKey>(of type: Key.Type, in form: Form) -> View {
        registry.withLock { registry in
            let identity = ObjectIdentifier(type)
            let table: CodingKeyNames
            if let existing = registry.tables[identity, default: []].first(where: { $0.form == form }) {
                table = existing
            } else {
                table = CodingKeyNames(form: form)
                registry.tables[identity, default: []].append(table)
            }
            return View(type: identity, table: table, isUsable: !table.isAmbiguous, known: table.known)
        }
    }

    /// Learns the prefix of `byte`, whose key is named `name` (after the key strategy), unless it
    /// knows it already; returns `false` when another byte has that name (the table is then
    /// ambiguous). Each byte is learned about once per process: later encodings start from views
    /// that know it.
    func learn(_ byte: UInt8, name: String) -> Bool {
        var writer = JSONWriter(options: form.escapesSlashes ? .compact : .withoutEscapingSlashes, capacity: name.utf8.count &* 6 &+ 8)
        writer.write(name)
        let quoted = writer.bytes
        return CodingKeyNames.registry.withLock { _ in
            if isAmbiguous { return false }
            if known.contains(byte: byte) { return true }
            if bytesByName[quoted] != nil {
                isAmbiguous = true
                return false
            }
            bytesByName[quoted] = byte
            let prefix = [UInt8(ascii: ",")] + quoted + [UInt8(ascii: ":")]
            let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: prefix.count + 16)
            storage.initialize(from: prefix, count: prefix.count)
            (storage + prefix.count).initialize(repeating: 0, count: 16)
            prefixes[Int(byte)] = UnsafeBufferPointer(start: storage, count: prefix.count)
            _ = known.insert(byte: byte)
            return true
        }
    }
}
