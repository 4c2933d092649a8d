import EddyRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT into `REPLInterrupter.interrupt()`: the signal is blocked in every thread
/// and one thread waits for it with `sigwait`, so the interrupt is requested from ordinary
/// code (no async-signal-safety to keep) even while the loop thread is stuck in
/// `while (true) {}`.
enum InterruptSignalWatcher {
    /// Must run before any other thread starts, since threads inherit the blocked mask.
    static func start(_ interrupter: REPLInterrupter) {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let box = Unmanaged.passRetained(interrupter)
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { context in
            #if canImport(Darwin)
            let interrupter = Unmanaged<REPLInterrupter>.fromOpaque(context).takeRetainedValue()
            #else
            let interrupter = Unmanaged<REPLInterrupter>.fromOpaque(context!).takeRetainedValue()
            #endif
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGINT)
            while true {
                var received: Int32 = 0
                if sigwait(&signals, &received) == 0 { interrupter.interrupt() }
            }
        }, box.toOpaque())
        if status == 0 {
            pthread_detach(thread)
        } else {
            box.release()
        }
    }
}
