/// The memory behind ``JSONDecodingContext``'s two stacks (property slots and path steps): a few
/// buffers per decode, grown by doubling, freed when the decode's context goes away.
///
/// The context reads and writes the buffers through plain pointers: no uniqueness check and no
/// bounds check per member, as a Swift array would make. A buffer replaced by a larger one is kept
/// until the end, not freed, because a copy of the context may still point at it.
@usableFromInline
final class DecodingScratch {
    private var buffers: [UnsafeMutableRawPointer] = []

    /// A buffer of `capacity` uninitialized values of a trivial type, alive as long as this object.
    func allocate<Value: BitwiseCopyable>(_: Value.Type, capacity: Int) -> UnsafeMutablePointer<Value> {
        let buffer = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
        buffers.append(UnsafeMutableRawPointer(buffer))
        return buffer
    }

    /// A copy of `count` values of `buffer` in a new buffer of `capacity` (at least twice `count`).
    func grow<Value: BitwiseCopyable>(
        _ buffer: UnsafeMutablePointer<Value>, count: Int, toHold needed: Int
    ) -> (UnsafeMutablePointer<Value>, capacity: Int) {
        var capacity = max(count &* 2, 16)
        while capacity < needed { capacity &*= 2 }
        let grown = allocate(Value.self, capacity: capacity)
        grown.initialize(from: buffer, count: count)
        return (grown, capacity)
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }
}
