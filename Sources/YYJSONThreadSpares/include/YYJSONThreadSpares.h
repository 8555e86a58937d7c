// The calling thread's spare blocks and the size of its last encode output
// (Sources/YYJSON/Support/SpareBlocks.swift), in C11 thread-local variables: Swift has no
// thread-local storage of its own, and reading one takes a load from the thread pointer where
// `pthread_getspecific` takes a call and a lookup (about a tenth of what a small document's decode
// spent outside parsing and strings).
//
// The functions are `static inline` so that Swift inlines them.
#ifndef YYJSON_THREAD_SPARES_H
#define YYJSON_THREAD_SPARES_H

extern _Thread_local void *_Nullable yymodel_thread_spares;

/// The calling thread's spares, or NULL before the first call of `yymodel_set_thread_spares`.
static inline void *_Nullable yymodel_get_thread_spares(void) {
    return yymodel_thread_spares;
}

/// Sets the calling thread's spares.
static inline void yymodel_set_thread_spares(void *_Nullable spares) {
    yymodel_thread_spares = spares;
}

extern _Thread_local long yymodel_thread_output_size;

/// The size of the calling thread's last encode output (0 before the first), for sizing the next.
static inline long yymodel_get_output_size(void) {
    return yymodel_thread_output_size;
}

/// Records the size of an encode output on the calling thread.
static inline void yymodel_set_output_size(long size) {
    yymodel_thread_output_size = size;
}

extern _Thread_local void *_Nullable yymodel_thread_members;

/// Takes the view of an object's members that the calling thread keeps for its next hook
/// (Sources/YYJSON/Value/DeferredMembers.swift), a retained Swift object: NULL when it keeps none.
static inline void *_Nullable yymodel_take_thread_members(void) {
    void *members = yymodel_thread_members;
    yymodel_thread_members = 0;
    return members;
}

/// Gives the calling thread `members` to keep, and returns what it kept before (for the caller to
/// release), if anything.
static inline void *_Nullable yymodel_keep_thread_members(void *_Nullable members) {
    void *kept = yymodel_thread_members;
    yymodel_thread_members = members;
    return kept;
}

#endif
