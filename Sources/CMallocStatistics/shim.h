// glibc's allocator statistics (mallinfo2), which the Glibc module does not export: `bench`
// reports live heap bytes per view from them. Part of the C library; nothing is linked.
#include <malloc.h>
