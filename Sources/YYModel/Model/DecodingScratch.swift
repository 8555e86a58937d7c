/// The buffers ``JSONDecodingContext``'s two stacks (property slots and path steps) grow into once
/// they outgrow the stack memory they start in; freed when the decode's context goes away.
///
/// The context reads and writes its stacks through plain pointers: no uniqueness check and no
/// bounds check per member, as a Swift array would make. A buffer replaced by a larger one is kept
/// until the end, not freed, because a copy of the context may still point at it.
@usableFromInline
final class DecodingScratch {
    private var buffers: [UnsafeMutableRawPointer] = []

    /// A copy of `count` values of `buffer` in a new buffer of at least twice `count` (and at
    /// least `needed`) values, alive as long as this object.
    func grow<Value: BitwiseCopyable>(
        _ buffer: UnsafeMutablePointer<Value>, count: Int, toHold needed: Int
    ) -> (UnsafeMutablePointer<Value>, capacity: Int) {
        var capacity = max(count &* 2, 16)
        while capacity < needed { capacity &*= 2 }
        let grown = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
        buffers.append(UnsafeMutableRawPointer(grown))
        grown.initialize(from: buffer, count: count)
        return (grown, capacity)
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }
}
