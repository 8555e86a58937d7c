internal import YYJSONSSE2

/// The bytes of 64 where a look-ahead through an object's text must stop or keep count: quotes,
/// backslashes, brackets, and the bytes before a byte asked for, a bit per byte (bit `i` for
/// byte `i`). ``JSONTextCursor/stringMember(_:)`` reads an object a block of these at a time.
struct StructureMasks {
    /// `"`
    var quotes: UInt64
    /// `{`, `[`, `}` or `]`
    var brackets: UInt64
    /// Bytes followed by the byte asked for.
    var followedBy: UInt64
    /// `\`
    var backslashes: UInt64

    /// The masks of the 64 bytes at `bytes`, which must have 65 readable bytes (the last for
    /// ``followedBy``).
    ///
    /// On x86-64 SSE2 compares sixteen bytes at once and packs each compare into a word (C in
    /// `YYJSONSSE2`). Elsewhere, and in a build with `YYMODEL_PORTABLE` defined, Swift's SIMD
    /// types compare and ``ByteLanes`` packs.
    @inline(__always)
    init(_ bytes: UnsafePointer<UInt8>, followedBy next: UInt8) {
        #if arch(x86_64) && !YYMODEL_PORTABLE
        let masks = yymodel_structure_masks64(bytes, next)
        (quotes, brackets, followedBy, backslashes) = (masks.quotes, masks.brackets, masks.followedBy, masks.backslashes)
        #else
        typealias Bytes = ByteLanes.Bytes
        (quotes, brackets, followedBy, backslashes) = (0, 0, 0, 0)
        for block in 0..<4 {
            let chunk = ByteLanes.load(bytes + 16 &* block)
            let after = ByteLanes.load(bytes + (16 &* block &+ 1))
            // Setting bit 5 turns `[` into `{` and `]` into `}`, and no other byte into either.
            let folded = chunk | Bytes(repeating: 0x20)
            let shift = UInt64(16 &* block)
            quotes |= ByteLanes.bits(chunk .== Bytes(repeating: UInt8(ascii: "\""))) &<< shift
            brackets |= ByteLanes.bits(folded .== Bytes(repeating: UInt8(ascii: "{")) .| folded .== Bytes(repeating: UInt8(ascii: "}"))) &<< shift
            followedBy |= ByteLanes.bits(after .== Bytes(repeating: next)) &<< shift
            backslashes |= ByteLanes.bits(chunk .== Bytes(repeating: UInt8(ascii: "\\"))) &<< shift
        }
        #endif
    }
}

extension StructureMasks {
    /// Bit `i` is set when byte `i` of the 64 at `bytes` is `"` and byte `i + 1` is `next`;
    /// `bytes` must have 65 readable bytes. Where a key that begins with `next` may begin.
    @inline(__always)
    static func quotes(_ bytes: UnsafePointer<UInt8>, followedBy next: UInt8) -> UInt64 {
        #if arch(x86_64) && !YYMODEL_PORTABLE
        return yymodel_quotes_followed_by64(bytes, next)
        #else
        typealias Bytes = ByteLanes.Bytes
        var mask: UInt64 = 0
        for block in 0..<4 {
            let chunk = ByteLanes.load(bytes + 16 &* block)
            let after = ByteLanes.load(bytes + (16 &* block &+ 1))
            let both = chunk .== Bytes(repeating: UInt8(ascii: "\"")) .& after .== Bytes(repeating: next)
            mask |= ByteLanes.bits(both) &<< UInt64(16 &* block)
        }
        return mask
        #endif
    }
}
