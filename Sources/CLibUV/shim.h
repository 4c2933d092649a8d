#ifndef EDDY_CLIBUV_SHIM_H
#define EDDY_CLIBUV_SHIM_H

// The one door from Swift into libuv (and the few system calls EddyLoop makes beside it).
// Only EddyLoop imports this module.
#include <uv.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

// glibc declares these only under _GNU_SOURCE, which Swift's Glibc module is not built with
// (both exist since glibc 2.29 and 2.26).
extern int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *__restrict actions,
                                                const char *__restrict path);
#ifdef POSIX_SPAWN_SETSID
#define EDDY_POSIX_SPAWN_SETSID POSIX_SPAWN_SETSID
#else
#define EDDY_POSIX_SPAWN_SETSID 0x80
#endif

// waitpid's status, as libuv reports it: the exit status (0 when signalled) and the
// terminating signal (0 when the child exited by itself). The W* macros do not import.
static inline int eddy_exit_status(int status) { return WIFEXITED(status) ? WEXITSTATUS(status) : 0; }
static inline int eddy_term_signal(int status) { return WIFSIGNALED(status) ? WTERMSIG(status) : 0; }

#endif
