import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes (an object key from ``YYJSON/JSONObjectMembers``) are exactly `name`.
    ///
    /// The hand-written decoders switch on the key's length first, so this usually runs only for
    /// the one or two names of that length, and it compares bytes with `memcmp` instead of making a
    /// `String` of the key.
    ///
    ///     for (key, value) in element.members {
    ///         switch key.count {
    ///         case 5: if key.matches("login") { login = try value.decodeString("login") }
    ///         default: break
    ///         }
    ///     }
    @inline(__always)
    func matches(_ name: StaticString) -> Bool {
        // The count check keeps a case that lists the wrong length correct; it folds away after the
        // switch. An empty key has no base address, so it is compared by count alone.
        guard count == name.utf8CodeUnitCount else { return false }
        guard let baseAddress, count > 0 else { return true }
        return memcmp(baseAddress, name.utf8Start, count) == 0
    }
}
