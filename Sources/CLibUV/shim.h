#ifndef EDDY_CLIBUV_SHIM_H
#define EDDY_CLIBUV_SHIM_H

// The one door from Swift into libuv. Only EddyLoop imports this module.
#include <uv.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#endif
