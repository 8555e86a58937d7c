internal import YYModelStringScan

/// The stops of strings — `"`, `\`, control bytes and bytes beyond ASCII, where a plain ASCII run
/// ends — in 64 bytes of the input, as the bits of one word.
///
/// The parser can look for a string's end only once it knows where the string starts, so each
/// string's scan waits for the one before it: on every member, a key's scan and its value's
/// scan lie on the one path of dependent instructions the parse cannot overlap. Read from a
/// sixteen-byte load each time, a stop cost a load, compares, a mask transfer and a bit count on
/// that path. A window is filled once for 64 bytes from where a scan begins, and the next stops
/// in it — often the key's end, the value's end and the next key's end — cost a shift and a bit
/// count each. (github_user decode 5% faster with it, twitter 5%, weibo 3%; citm_catalog and
/// canada, mostly numbers, unchanged.)
///
/// A fill reads 64 bytes from a position at most at the end of the input, which is why the
/// input's padding (``PaddedInput/padding``) is 64 bytes; its zeros are control bytes, so no scan
/// passes them. The packing of compares into a word needs x86's `pmovmskb` (SSE2, C intrinsics in
/// `YYModelStringScan`); other processors, and x86-64 in a build with `YYMODEL_PORTABLE` defined
/// (see Package.swift), scan with ``InputBytes/scanPlainASCII(from:)``.
struct StringStopWindow {
    /// The offset of the window's first byte; far below any offset until the first fill.
    private var start = Int.min / 2
    /// Bit `i` is set when byte `start + i` is a stop.
    private var stops: UInt64 = 0

    /// The offset of the first stop at or after `offset`: where a plain ASCII run that starts
    /// there ends.
    @inline(__always)
    mutating func firstStop(from offset: Int, in bytes: InputBytes) -> Int {
        #if arch(x86_64) && !YYMODEL_PORTABLE
        var cursor = offset
        while true {
            let shift = cursor &- start
            if UInt(bitPattern: shift) < 64 {
                let ahead = stops &>> UInt64(truncatingIfNeeded: shift)
                if ahead != 0 { return cursor &+ ahead.trailingZeroBitCount }
                cursor = start &+ 64
            }
            start = cursor
            stops = yymodel_string_stops64(bytes.start + cursor)
        }
        #else
        return bytes.scanPlainASCII(from: offset)
        #endif
    }
}
