#ifndef EDDY_CBROTLI_SHIM_H
#define EDDY_CBROTLI_SHIM_H

// The door from Swift into the system brotli (encoder and decoder). Only the zlib binding's
// compression streams (EddyRuntime/Compression) import this module.
#include <brotli/decode.h>
#include <brotli/encode.h>

#endif
