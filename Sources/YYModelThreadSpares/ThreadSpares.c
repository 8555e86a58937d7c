// See include/YYModelThreadSpares.h.
#include "YYModelThreadSpares.h"

_Thread_local void *yymodel_thread_spares = 0;
