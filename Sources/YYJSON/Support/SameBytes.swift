import Foundation

/// Whether two runs of bytes are the same: keys matched against a model's or a container's
/// names, and strings compared with the text that would replace them.
///
/// Runs up to sixteen bytes (nearly every key) are compared inline rather than through a call to
/// `memcmp`: as two words that overlap in the middle (two of four bytes below eight, three single
/// bytes below four), so that no load reads outside either run.
@inlinable @inline(__always)
package func sameBytes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = lhs.count
    guard count == rhs.count else { return false }
    guard count > 0, let left = lhs.baseAddress.map(UnsafeRawPointer.init),
        let right = rhs.baseAddress.map(UnsafeRawPointer.init)
    else { return true }
    @inline(__always) func same<Word: FixedWidthInteger>(_: Word.Type, at offset: Int) -> Bool {
        left.loadUnaligned(fromByteOffset: offset, as: Word.self) == right.loadUnaligned(fromByteOffset: offset, as: Word.self)
    }
    switch count {
    case 8...16: return same(UInt64.self, at: 0) && same(UInt64.self, at: count &- 8)
    case 4..<8: return same(UInt32.self, at: 0) && same(UInt32.self, at: count &- 4)
    case 1..<4: return same(UInt8.self, at: 0) && same(UInt8.self, at: count &>> 1) && same(UInt8.self, at: count &- 1)
    default: return memcmp(left, right, count) == 0
    }
}
