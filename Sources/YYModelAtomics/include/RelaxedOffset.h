// An offset that many threads read and any of them may replace: where a look-ahead found a
// member in the last object of a model type, a hint for the next (Sources/YYModel/Model/DirectKeys.swift).
//
// Relaxed C11 atomics, as in RelaxedFlag.h: the offset orders nothing else, and a reader that
// sees an old one only looks in the wrong place first. `static inline`, so that Swift inlines them.
#ifndef YYMODEL_RELAXED_OFFSET_H
#define YYMODEL_RELAXED_OFFSET_H

#include <stdint.h>

/// The offset stored at `offset`.
static inline intptr_t yymodel_load_offset(const intptr_t *_Nonnull offset) {
    return __atomic_load_n(offset, __ATOMIC_RELAXED);
}

/// Stores `value` at `offset`.
static inline void yymodel_store_offset(intptr_t *_Nonnull offset, intptr_t value) {
    __atomic_store_n(offset, value, __ATOMIC_RELAXED);
}

#endif
