// See include/: its functions are `static inline`, for Swift to inline, so this file only checks
// that the header compiles on its own.
#include "RelaxedFlag.h"
