#ifndef EDDY_CZLIB_SHIM_H
#define EDDY_CZLIB_SHIM_H

// The door from Swift into the system zlib. The zlib binding's compression streams
// (EddyRuntime/Compression) import this module, and so does eddy-js2c, which deflates the
// embedded `lib/` sources (`ZlibText` inflates them).
#include <zlib.h>

// deflateInit2 and inflateInit2 are macros that pass the header's version and the size of
// z_stream, which Swift cannot expand: these wrappers do it.
static inline int eddy_deflate_init(z_streamp stream, int level, int windowBits, int memLevel, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, memLevel, strategy);
}

static inline int eddy_inflate_init(z_streamp stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

#endif
