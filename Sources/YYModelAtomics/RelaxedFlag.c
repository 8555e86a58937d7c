// See include/: its functions are `static inline`, for Swift to inline, so this file only checks
// that the headers compile on their own.
#include "RelaxedFlag.h"
#include "RelaxedOffset.h"
