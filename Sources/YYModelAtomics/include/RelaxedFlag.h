// A flag that many threads read and any of them may set, once: what a decode learned about a
// model type and every later decode of it may skip (Sources/YYModel/Model/DirectKeys.swift).
//
// Relaxed C11 atomics: the flag orders nothing else, it only must not be a data race. In C
// because the Swift standard library has no atomics on the oldest systems the package supports
// (its Synchronization module needs macOS 15 and iOS 18). `static inline`, so that Swift inlines
// them.
#ifndef YYMODEL_RELAXED_FLAG_H
#define YYMODEL_RELAXED_FLAG_H

#include <stdbool.h>

/// Whether `flag` is set.
static inline bool yymodel_flag_is_set(const unsigned char *_Nonnull flag) {
    return __atomic_load_n(flag, __ATOMIC_RELAXED) != 0;
}

/// Sets `flag`.
static inline void yymodel_set_flag(unsigned char *_Nonnull flag) {
    __atomic_store_n(flag, 1, __ATOMIC_RELAXED);
}

#endif
