// See include/YYJSONThreadSpares.h.
#include "YYJSONThreadSpares.h"

_Thread_local void *yymodel_thread_spares = 0;
_Thread_local long yymodel_thread_output_size = 0;
_Thread_local void *yymodel_thread_members = 0;
