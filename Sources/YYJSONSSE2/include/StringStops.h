// The stops of a JSON string's plain ASCII run among 64 input bytes, as the bits of one word
// (Sources/YYJSON/Parser/StringStopWindow.swift).
//
// In C because Swift's SIMD types have no operation that packs a byte-wise compare into an
// integer (x86's pmovmskb): a Swift spelling of the packing costs more than the scan it serves.
// `static inline`, so that Swift inlines them into the parser. Only where SSE2 is (every x86-64
// processor); elsewhere the parser scans with Swift's SIMD types.
#ifndef YYJSON_STRING_STOPS_H
#define YYJSON_STRING_STOPS_H

#include <stdint.h>

#if defined(__SSE2__)
#include <emmintrin.h>

/// Bit i is set when byte i of the 16 at `bytes` is `"`, `\`, below 0x20 or above 0x7F.
static inline uint64_t yymodel_string_stops16(const uint8_t *_Nonnull bytes) {
    __m128i chunk = _mm_loadu_si128((const __m128i *)bytes);
    __m128i quote = _mm_cmpeq_epi8(chunk, _mm_set1_epi8('"'));
    __m128i backslash = _mm_cmpeq_epi8(chunk, _mm_set1_epi8('\\'));
    // As signed bytes, control bytes and bytes beyond ASCII are both below 0x20.
    __m128i controlOrBeyond = _mm_cmplt_epi8(chunk, _mm_set1_epi8(0x20));
    __m128i stops = _mm_or_si128(_mm_or_si128(quote, backslash), controlOrBeyond);
    return (uint64_t)(uint16_t)_mm_movemask_epi8(stops);
}

/// Bit i is set when byte i of the 64 at `bytes` is `"`, `\`, below 0x20 or above 0x7F.
static inline uint64_t yymodel_string_stops64(const uint8_t *_Nonnull bytes) {
    return yymodel_string_stops16(bytes) | yymodel_string_stops16(bytes + 16) << 16
        | yymodel_string_stops16(bytes + 32) << 32 | yymodel_string_stops16(bytes + 48) << 48;
}
#endif

#endif
