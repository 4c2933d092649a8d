// The crash backtracer's path for a statically linked Swift runtime.
//
// A shared runtime finds `swift-backtrace` in its toolchain, beside itself
// (`<usr>/lib/swift/linux/libswiftCore.so` → `<usr>/libexec/swift/linux/`). A runtime linked
// into the executable looks beside the executable instead, where there is none: a process
// started with backtracing enabled explicitly (`SWIFT_BACKTRACE=enable=yes`, as tools/test.sh
// does) would print "unable to locate swift-backtrace" on stderr before running anything, and
// crash without a backtrace. So, before the runtime reads its settings, this names the
// toolchain's backtracer in the `SWIFT_BACKTRACE` the process received (before what it held,
// unless that names a backtracer already); `main` then puts the variable back as it was
// (`eddy_restore_backtrace_setting`). Without the variable the runtime turns backtraces off
// quietly, as in any statically linked Swift program.
//
// Order: this constructor's priority (101) runs it before every constructor of default
// priority, the C++ static initializers of the runtime's archive among them (the linker
// sorts `.init_array.NNNNN` sections before plain `.init_array`); shared libraries'
// constructors run earlier still, and none of them reads Swift's settings.

#include "EddyStartup.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#ifdef EDDY_BACKTRACER_PATH

static const char variableName[] = "SWIFT_BACKTRACE";
static const char pathKey[] = "swift-backtrace";

/// Whether the variable was changed, and what it held.
static int settingChanged;
static char *originalSetting;

/// Whether `settings` (comma-separated `key=value` pairs) has a `swift-backtrace` key, which
/// the runtime then uses as given.
static int namesBacktracer(const char *settings) {
    size_t keyLength = sizeof(pathKey) - 1;
    const char *entry = settings;
    while (*entry) {
        const char *end = strchr(entry, ',');
        size_t length = end ? (size_t)(end - entry) : strlen(entry);
        if (length > keyLength && entry[keyLength] == '=' && strncasecmp(entry, pathKey, keyLength) == 0) {
            return 1;
        }
        if (!end) break;
        entry = end + 1;
    }
    return 0;
}

__attribute__((constructor(101)))
static void eddy_name_backtracer(void) {
    // Only a variable the process received is changed, in place: adding one would move the
    // environment's list to the heap, and the runtime of a static binary finds the command
    // line's arguments just before the original list on the initial stack. Unset, the
    // runtime disables backtraces quietly, as in any statically linked Swift program.
    const char *settings = getenv(variableName);
    if (!settings || namesBacktracer(settings)) return;
    if (access(EDDY_BACKTRACER_PATH, X_OK) != 0) return;
    size_t settingsLength = strlen(settings);
    size_t length = settingsLength + sizeof(pathKey) + sizeof(EDDY_BACKTRACER_PATH) + 2;
    char *named = malloc(length);
    if (!named) return;
    originalSetting = strdup(settings);
    if (!originalSetting) {
        free(named);
        return;
    }
    // The key goes first, so that a malformed setting the user wrote cannot swallow it.
    strcpy(named, pathKey);
    strcat(named, "=");
    strcat(named, EDDY_BACKTRACER_PATH);
    if (*settings) {
        strcat(named, ",");
        strcat(named, settings);
    }
    if (setenv(variableName, named, 1) == 0) settingChanged = 1;
    free(named);
}

void eddy_restore_backtrace_setting(void) {
    if (!settingChanged) return;
    settingChanged = 0;
    setenv(variableName, originalSetting, 1);
    free(originalSetting);
    originalSetting = NULL;
}

#else

void eddy_restore_backtrace_setting(void) {}

#endif
