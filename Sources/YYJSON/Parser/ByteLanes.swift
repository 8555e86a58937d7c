/// Byte-wise compares of Swift's SIMD types packed into the bits of a word: the portable spelling
/// of x86's `pmovmskb`, for the scans that run without SSE2 (arm64, and every build with
/// `YYMODEL_PORTABLE` defined).
enum ByteLanes {
    typealias Bytes = SIMD16<UInt8>

    /// The sixteen bytes at `bytes`, which must all be readable.
    @inline(__always)
    static func load(_ bytes: UnsafePointer<UInt8>) -> Bytes {
        UnsafeRawPointer(bytes).loadUnaligned(as: Bytes.self)
    }

    /// Bit `i` is set when lane `i` of `lanes` is.
    @inline(__always)
    static func bits(_ lanes: SIMDMask<SIMD16<Int8>>) -> UInt64 {
        // Each set lane's byte holds 1, every other lane's 0.
        let ones = unsafeBitCast(unsafeBitCast(lanes, to: Bytes.self) & Bytes(repeating: 1), to: SIMD2<UInt64>.self)
        return packed(ones[0]) | packed(ones[1]) &<< 8
    }

    /// The low bits of the eight bytes of `lanes` (each 0 or 1), as the bits of a byte.
    ///
    /// The multiplier adds byte `j`, shifted by `7 * (j + k) + j + 7`, for each of its bytes `k`;
    /// where `j + k` is 7 that lands byte `j` on bit `56 + j`, and no other term reaches or carries
    /// into those bits.
    @inline(__always)
    static func packed(_ lanes: UInt64) -> UInt64 {
        (lanes &* 0x0102_0408_1020_4080) &>> 56
    }
}
