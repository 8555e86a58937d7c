// The bytes of 64 input bytes that a look-ahead through an object's structure stops at, as the
// bits of one word each (Sources/YYJSON/Parser/StructureMasks.swift).
//
// In C for the same reason as StringStops.h: Swift's SIMD types cannot pack a byte-wise compare
// into an integer in one instruction. Only where SSE2 is; elsewhere Swift's SIMD types compare.
#ifndef YYJSON_STRUCTURE_MASKS_H
#define YYJSON_STRUCTURE_MASKS_H

#include <stdint.h>

#if defined(__SSE2__)
#include <emmintrin.h>

/// Bit i of each word stands for byte i of 64.
typedef struct {
    uint64_t quotes;       // '"'
    uint64_t brackets;     // '{', '[', '}' or ']'
    uint64_t followedBy;   // byte i + 1 is the byte asked for
    uint64_t backslashes;  // '\\'
} yymodel_structure_masks;

/// The 16 lanes of a compare as the bits of a word.
static inline uint64_t yymodel_lane_bits16(__m128i lanes) {
    return (uint64_t)(uint16_t)_mm_movemask_epi8(lanes);
}

/// The masks of the 64 bytes at `bytes`; `bytes` must have 65 readable bytes.
static inline yymodel_structure_masks yymodel_structure_masks64(const uint8_t *_Nonnull bytes, uint8_t next) {
    yymodel_structure_masks masks = {0, 0, 0, 0};
    __m128i backslashes[4];
    __m128i anyBackslash = _mm_setzero_si128();
    for (int block = 0; block < 4; block++) {
        __m128i chunk = _mm_loadu_si128((const __m128i *)(bytes + 16 * block));
        __m128i after = _mm_loadu_si128((const __m128i *)(bytes + 16 * block + 1));
        // Setting bit 5 turns '[' into '{' and ']' into '}', and no other byte into either.
        __m128i folded = _mm_or_si128(chunk, _mm_set1_epi8(0x20));
        __m128i brackets = _mm_or_si128(_mm_cmpeq_epi8(folded, _mm_set1_epi8('{')), _mm_cmpeq_epi8(folded, _mm_set1_epi8('}')));
        int shift = 16 * block;
        masks.quotes |= yymodel_lane_bits16(_mm_cmpeq_epi8(chunk, _mm_set1_epi8('"'))) << shift;
        masks.brackets |= yymodel_lane_bits16(brackets) << shift;
        masks.followedBy |= yymodel_lane_bits16(_mm_cmpeq_epi8(after, _mm_set1_epi8((char)next))) << shift;
        backslashes[block] = _mm_cmpeq_epi8(chunk, _mm_set1_epi8('\\'));
        anyBackslash = _mm_or_si128(anyBackslash, backslashes[block]);
    }
    // Most blocks have none: one test, and the mask only for the others.
    if (_mm_movemask_epi8(anyBackslash) != 0) {
        for (int block = 0; block < 4; block++) masks.backslashes |= yymodel_lane_bits16(backslashes[block]) << (16 * block);
    }
    return masks;
}

/// Bit i of each word stands for byte i of 64.
typedef struct {
    uint64_t quotes;    // '"' followed by the byte asked for
    uint64_t openings;  // '{' or '['
} yymodel_key_starts;

/// Bytes among 16 that are '"' followed by `next`.
static inline __attribute__((always_inline)) __m128i yymodel_quote_lanes(const uint8_t *_Nonnull bytes, __m128i next) {
    __m128i chunk = _mm_loadu_si128((const __m128i *)bytes);
    __m128i after = _mm_loadu_si128((const __m128i *)(bytes + 1));
    return _mm_and_si128(_mm_cmpeq_epi8(chunk, _mm_set1_epi8('"')), _mm_cmpeq_epi8(after, next));
}

/// Bytes among 16 that are '{' or '['.
static inline __attribute__((always_inline)) __m128i yymodel_opening_lanes(const uint8_t *_Nonnull bytes) {
    // Setting bit 5 turns '[' into '{', and no other byte into it.
    __m128i folded = _mm_or_si128(_mm_loadu_si128((const __m128i *)bytes), _mm_set1_epi8(0x20));
    return _mm_cmpeq_epi8(folded, _mm_set1_epi8('{'));
}

/// The key starts of the 64 bytes at `bytes`; `bytes` must have 65 readable bytes.
///
/// Written out lane group by lane group: most blocks have neither kind of byte, and the test for
/// that then costs one pack instead of eight.
static inline __attribute__((always_inline)) yymodel_key_starts yymodel_key_starts64(const uint8_t *_Nonnull bytes, uint8_t next) {
    __m128i nextLanes = _mm_set1_epi8((char)next);
    __m128i q0 = yymodel_quote_lanes(bytes, nextLanes), q1 = yymodel_quote_lanes(bytes + 16, nextLanes);
    __m128i q2 = yymodel_quote_lanes(bytes + 32, nextLanes), q3 = yymodel_quote_lanes(bytes + 48, nextLanes);
    __m128i o0 = yymodel_opening_lanes(bytes), o1 = yymodel_opening_lanes(bytes + 16);
    __m128i o2 = yymodel_opening_lanes(bytes + 32), o3 = yymodel_opening_lanes(bytes + 48);
    __m128i any = _mm_or_si128(_mm_or_si128(_mm_or_si128(q0, q1), _mm_or_si128(q2, q3)), _mm_or_si128(_mm_or_si128(o0, o1), _mm_or_si128(o2, o3)));
    yymodel_key_starts masks = {0, 0};
    if (_mm_movemask_epi8(any) == 0) return masks;
    masks.quotes = yymodel_lane_bits16(q0) | yymodel_lane_bits16(q1) << 16 | yymodel_lane_bits16(q2) << 32 | yymodel_lane_bits16(q3) << 48;
    masks.openings = yymodel_lane_bits16(o0) | yymodel_lane_bits16(o1) << 16 | yymodel_lane_bits16(o2) << 32 | yymodel_lane_bits16(o3) << 48;
    return masks;
}

/// The bytes of 64 at `bytes` that are '{' or '[', a bit each; `bytes` must have 64 readable bytes.
static inline __attribute__((always_inline)) uint64_t yymodel_openings64(const uint8_t *_Nonnull bytes) {
    __m128i o0 = yymodel_opening_lanes(bytes), o1 = yymodel_opening_lanes(bytes + 16);
    __m128i o2 = yymodel_opening_lanes(bytes + 32), o3 = yymodel_opening_lanes(bytes + 48);
    if (_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(o0, o1), _mm_or_si128(o2, o3))) == 0) return 0;
    return yymodel_lane_bits16(o0) | yymodel_lane_bits16(o1) << 16 | yymodel_lane_bits16(o2) << 32 | yymodel_lane_bits16(o3) << 48;
}

#endif

#endif
