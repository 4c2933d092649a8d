#ifndef EDDY_STARTUP_H
#define EDDY_STARTUP_H

/// Puts `SWIFT_BACKTRACE` back as the process received it, once the Swift runtime has read
/// it (see BacktracerPath.c): scripts and child processes see the environment unchanged.
/// Called first thing in `main`.
void eddy_restore_backtrace_setting(void);

#endif
