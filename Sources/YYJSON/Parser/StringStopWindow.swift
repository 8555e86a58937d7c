internal import YYJSONSSE2

/// The stops of strings — `"`, `\`, control bytes and bytes beyond ASCII, where a plain ASCII run
/// ends — in 64 bytes of the input, as the bits of one word.
///
/// The parser can look for a string's end only once it knows where the string starts, so each
/// string's scan waits for the one before it: on every member, a key's scan and its value's
/// scan lie on the one path of dependent instructions the parse cannot overlap. Read from a
/// sixteen-byte load each time, a stop would cost a load, compares, a mask transfer and a bit
/// count on that path. A window is filled once for 64 bytes from where a scan begins, and the next
/// stops in it — often the key's end, the value's end and the next key's end — cost a shift and a
/// bit count each.
///
/// A fill reads 64 bytes from a position at most at the end of the input, which is why the
/// input's padding (``PaddedInput/padding``) is 64 bytes; its zeros are control bytes, so no scan
/// passes them.
struct StringStopWindow {
    /// The offset of the window's first byte; far below any offset until the first fill.
    private var start = Int.min / 2
    /// Bit `i` is set when byte `start + i` is a stop.
    private var stops: UInt64 = 0

    /// The offset of the first stop at or after `offset`: where a plain ASCII run that starts
    /// there ends.
    @inline(__always)
    mutating func firstStop(from offset: Int, in bytes: InputBytes) -> Int {
        var cursor = offset
        while true {
            let shift = cursor &- start
            if UInt(bitPattern: shift) < 64 {
                let ahead = stops &>> UInt64(truncatingIfNeeded: shift)
                if ahead != 0 { return cursor &+ ahead.trailingZeroBitCount }
                cursor = start &+ 64
            }
            start = cursor
            stops = StringStopWindow.stops64(bytes.start + cursor)
        }
    }

    /// Bit `i` is set when byte `i` of the 64 at `bytes` is a stop.
    ///
    /// On x86-64, SSE2's `pmovmskb` packs a compare into a word in one instruction (C intrinsics
    /// in `YYJSONSSE2`). Elsewhere, and in a build with `YYMODEL_PORTABLE` defined (see
    /// Package.swift), Swift's SIMD types compare sixteen bytes at a time and a multiplication
    /// packs each eight lanes into a byte.
    @inline(__always)
    static func stops64(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
        #if arch(x86_64) && !YYMODEL_PORTABLE
        return yymodel_string_stops64(bytes)
        #else
        return portableStops16(bytes) | portableStops16(bytes + 16) &<< 16 | portableStops16(bytes + 32) &<< 32
            | portableStops16(bytes + 48) &<< 48
        #endif
    }

    /// Bit `i` is set when byte `i` of the 16 at `bytes` is `"`, `\`, below 0x20 or beyond ASCII.
    ///
    /// On x86-64 one SSE2 compare and mask (see ``stops64(_:)``).
    @inline(__always)
    static func stops16(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
        #if arch(x86_64) && !YYMODEL_PORTABLE
        return yymodel_string_stops16(bytes)
        #else
        return portableStops16(bytes)
        #endif
    }

    /// ``stops16(_:)`` in Swift's SIMD types.
    ///
    /// As signed bytes, control bytes and bytes beyond ASCII are both below 0x20: one compare
    /// finds either. The compares take vector operands: the overloads with a scalar operand are
    /// generic and run lane by lane.
    @inline(__always)
    static func portableStops16(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
        typealias Bytes = ByteLanes.Bytes
        let chunk = ByteLanes.load(bytes)
        let signed = unsafeBitCast(chunk, to: SIMD16<Int8>.self)
        return ByteLanes.bits(
            chunk .== Bytes(repeating: UInt8(ascii: "\"")) .| chunk .== Bytes(repeating: UInt8(ascii: "\\"))
                .| signed .< SIMD16<Int8>(repeating: 0x20))
    }
}
