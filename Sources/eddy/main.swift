import CEddyStartup
import EddyCLI

// The Swift runtime has read its settings by now (Sources/CEddyStartup).
eddy_restore_backtrace_setting()
EddyCommand.main()
