// The digits that begin sixteen bytes of a number, counted and converted at once
// (Sources/YYJSON/Parser/JSONParser+Number.swift).
//
// In C because Swift's SIMD types have no 16-bit multiply-add (x86's pmaddwd), which joins pairs
// of digits into fours in one instruction, nor a byte-wise compare packed into an integer.
// `static inline`, so that Swift inlines it into the parser. Only on x86-64 (SSE2 is part of it);
// elsewhere the parser reads eight digits at a time in a 64-bit register.
#ifndef YYJSON_NUMBER_DIGITS_H
#define YYJSON_NUMBER_DIGITS_H

#include <stdint.h>

#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h>

/// A run of ASCII digits: how many (0 to 16) and the value they spell.
typedef struct {
    uint64_t value;
    uint32_t count;
} yymodel_digit_run;

/// Lanes kept for a run of `count` digits: the sixteen bytes from `16 - count` on.
static const uint8_t yymodel_digit_run_lanes[32] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
};

/// The inverse of 5^k modulo 2^64, for k from 0 to 16: multiplying by it divides a multiple of
/// 5^k by 5^k exactly.
static const uint64_t yymodel_inverse_powers_of_five[17] = {
    0x0000000000000001, 0xCCCCCCCCCCCCCCCD, 0x8F5C28F5C28F5C29,
    0x1CAC083126E978D5, 0xD288CE703AFB7E91, 0x5D4E8FB00BCBE61D,
    0x790FB65668C26139, 0xE5032477AE8D46A5, 0xC767074B22E90E21,
    0x8E47CE423A2E9C6D, 0x4FA7F60D3ED61F49, 0x0FEE64690C913975,
    0x3662E0E1CF503EB1, 0xA47A2CF9F6433FBD, 0x54186F653140A659,
    0x7738164770402145, 0xE4A4D1417CD9A041
};

/// The ASCII digits that begin the 16 bytes at `bytes`, which must all be readable.
static inline yymodel_digit_run yymodel_leading_digits16(const uint8_t *_Nonnull bytes) {
    __m128i digits = _mm_sub_epi8(_mm_loadu_si128((const __m128i *)bytes), _mm_set1_epi8('0'));
    // Less '0', a digit is 0 to 9 as a signed byte; every other byte is negative or above 9.
    __m128i other = _mm_or_si128(_mm_cmplt_epi8(digits, _mm_setzero_si128()), _mm_cmpgt_epi8(digits, _mm_set1_epi8(9)));
    uint32_t count = (uint32_t)__builtin_ctz((uint32_t)_mm_movemask_epi8(other) | 0x10000u);
    // Bytes after the run become zeros: the sixteen lanes then spell the run times 10^(16 - count).
    digits = _mm_and_si128(digits, _mm_loadu_si128((const __m128i *)(yymodel_digit_run_lanes + 16 - count)));
    // Each 16-bit lane: ten times its first digit plus its second.
    __m128i pairs = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(digits, _mm_set1_epi16(0xFF)), _mm_set1_epi16(10)),
        _mm_srli_epi16(digits, 8));
    // Each 32-bit lane: a hundred times its first pair plus its second.
    __m128i fours = _mm_madd_epi16(pairs, _mm_set1_epi32(0x00010064));
    // Each 64-bit lane: ten thousand times its first four plus its second.
    __m128i eights = _mm_add_epi64(_mm_mul_epu32(fours, _mm_set1_epi32(10000)), _mm_srli_epi64(fours, 32));
    uint64_t scaled = (uint64_t)_mm_cvtsi128_si64(eights) * 100000000
        + (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(eights, eights));
    // scaled is a multiple of 10^k = 2^k * 5^k: a shift divides by 2^k, the inverse by 5^k.
    uint32_t k = 16 - count;
    yymodel_digit_run run = { (scaled >> k) * yymodel_inverse_powers_of_five[k], count };
    return run;
}
#endif

#endif
