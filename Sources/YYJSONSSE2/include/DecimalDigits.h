// Sixteen decimal digits at once, for the shortest text of doubles
// (Sources/YYJSON/Writer/DecimalDigits.swift).
//
// In C because Swift's SIMD types have no 16-bit multiply-high (x86's pmulhuw), which divides
// eight lanes by 100 in one instruction, nor a byte-wise compare packed into an integer. `static
// inline`, so that Swift inlines it into the writer's loops. Only where SSE2 is (every x86-64
// processor); elsewhere the writer converts eight digits at a time in a 64-bit register.
#ifndef YYJSON_DECIMAL_DIGITS_H
#define YYJSON_DECIMAL_DIGITS_H

#include <stdint.h>

#if defined(__SSE2__)
#include <emmintrin.h>

/// The sixteen ASCII digits of `value` (below 10^16, with leading zeros) at `destination`, the
/// first digit first. Returns a mask whose bit i is set when digit i is '0'. Each division
/// multiplies by a reciprocal, exact for the range of its lanes.
static inline uint32_t yymodel_sixteen_digits(uint64_t value, uint8_t *_Nonnull destination) {
    uint64_t high = value / 100000000;
    uint64_t low = value - high * 100000000;
    // Two 64-bit lanes of eight digits each become four 32-bit lanes of four digits each.
    __m128i eights = _mm_set_epi64x((long long)low, (long long)high);
    __m128i upper4 = _mm_srli_epi64(_mm_mul_epu32(eights, _mm_set1_epi32((int)0xD1B71759)), 45);
    __m128i lower4 = _mm_sub_epi32(eights, _mm_mul_epu32(upper4, _mm_set1_epi32(10000)));
    __m128i fours = _mm_or_si128(upper4, _mm_slli_epi64(lower4, 32));
    // Each 32-bit lane (below 10^4) becomes lane / 100 and lane % 100 in two 16-bit lanes.
    __m128i upper2 = _mm_srli_epi16(_mm_mulhi_epu16(fours, _mm_set1_epi16(5243)), 3);
    __m128i lower2 = _mm_sub_epi16(fours, _mm_mullo_epi16(upper2, _mm_set1_epi16(100)));
    __m128i twos = _mm_or_si128(upper2, _mm_slli_epi32(lower2, 16));
    // Each 16-bit lane (below 100) becomes lane / 10 and lane % 10 in two bytes.
    __m128i tens = _mm_srli_epi16(_mm_mullo_epi16(twos, _mm_set1_epi16(103)), 10);
    __m128i ones = _mm_sub_epi16(twos, _mm_mullo_epi16(tens, _mm_set1_epi16(10)));
    __m128i digits = _mm_or_si128(_mm_or_si128(tens, _mm_slli_epi16(ones, 8)), _mm_set1_epi8('0'));
    _mm_storeu_si128((__m128i *)destination, digits);
    return (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(digits, _mm_set1_epi8('0')));
}

#endif

#endif
