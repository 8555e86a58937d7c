// See include/: its functions are `static inline`, for Swift to inline, so this file only checks
// that the headers compile on their own.
#include "StringStops.h"
#include "DecimalDigits.h"
#include "NumberDigits.h"
