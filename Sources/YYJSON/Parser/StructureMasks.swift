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
        var masks: (quotes: UInt64, brackets: UInt64, followedBy: UInt64, backslashes: UInt64) = (0, 0, 0, 0)
        Self.forEachLaneGroup(of: bytes) { chunk, after, shift in
            // Setting bit 5 turns `[` into `{` and `]` into `}`, and no other byte into either.
            let folded = chunk | Bytes(repeating: 0x20)
            masks.quotes |= ByteLanes.bits(chunk .== Bytes(repeating: UInt8(ascii: "\""))) &<< shift
            masks.brackets |= ByteLanes.bits(folded .== Bytes(repeating: UInt8(ascii: "{")) .| folded .== Bytes(repeating: UInt8(ascii: "}"))) &<< shift
            masks.followedBy |= ByteLanes.bits(after .== Bytes(repeating: next)) &<< shift
            masks.backslashes |= ByteLanes.bits(chunk .== Bytes(repeating: UInt8(ascii: "\\"))) &<< shift
        }
        (quotes, brackets, followedBy, backslashes) = masks
        #endif
    }
}

extension StructureMasks {
    /// Where, among 64 bytes, a key that begins with a given byte may begin, and where a nested
    /// value may: what ``JSONTextCursor/leadingStringMember(_:)`` looks at.
    struct KeyStarts {
        /// Bit `i`: byte `i` is `"` and byte `i + 1` the byte asked for.
        var quotes: UInt64
        /// Bit `i`: byte `i` is `{` or `[`.
        var openings: UInt64

        /// The masks of the 64 bytes at `bytes`, which must have 65 readable bytes.
        @inline(__always)
        init(_ bytes: UnsafePointer<UInt8>, followedBy next: UInt8) {
            #if arch(x86_64) && !YYMODEL_PORTABLE
            let masks = yymodel_key_starts64(bytes, next)
            (quotes, openings) = (masks.quotes, masks.openings)
            #else
            typealias Bytes = ByteLanes.Bytes
            var masks: (quotes: UInt64, openings: UInt64) = (0, 0)
            StructureMasks.forEachLaneGroup(of: bytes) { chunk, after, shift in
                masks.quotes |= ByteLanes.bits(chunk .== Bytes(repeating: UInt8(ascii: "\"")) .& after .== Bytes(repeating: next)) &<< shift
                // Setting bit 5 turns `[` into `{`, and no other byte into it.
                masks.openings |= ByteLanes.bits(chunk | Bytes(repeating: 0x20) .== Bytes(repeating: UInt8(ascii: "{"))) &<< shift
            }
            (quotes, openings) = masks
            #endif
        }
    }
}

extension StructureMasks {
    /// Bit `i`: byte `i` of the 64 at `bytes` is `{` or `[`, where a nested value may begin. `bytes`
    /// must have 65 readable bytes, as for the other masks.
    @inline(__always)
    static func openings(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
        #if arch(x86_64) && !YYMODEL_PORTABLE
        return yymodel_openings64(bytes)
        #else
        typealias Bytes = ByteLanes.Bytes
        var openings: UInt64 = 0
        forEachLaneGroup(of: bytes) { chunk, _, shift in
            // Setting bit 5 turns `[` into `{`, and no other byte into it.
            openings |= ByteLanes.bits(chunk | Bytes(repeating: 0x20) .== Bytes(repeating: UInt8(ascii: "{"))) &<< shift
        }
        return openings
        #endif
    }
}

extension StructureMasks {
    /// Calls `body` with each sixteen of the 64 bytes at `bytes`, the sixteen that follow them one
    /// byte later, and the shift that puts their bits in place in a word.
    @inline(__always)
    static func forEachLaneGroup(
        of bytes: UnsafePointer<UInt8>, _ body: (_ chunk: ByteLanes.Bytes, _ after: ByteLanes.Bytes, _ shift: UInt64) -> Void
    ) {
        for group in 0..<4 {
            body(ByteLanes.load(bytes + 16 &* group), ByteLanes.load(bytes + (16 &* group &+ 1)), UInt64(16 &* group))
        }
    }
}
