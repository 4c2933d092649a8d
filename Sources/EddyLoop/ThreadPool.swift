import CLibUV
import Glibc

/// libuv's thread pool, shared by every loop of the process: it runs `Work`, file-system and
/// DNS requests (network I/O stays on the loop thread).
///
/// libuv starts the pool at the first request and reads `UV_THREADPOOL_SIZE` only then; setting
/// the variable later has no effect, so a runtime that wants another size must set it before
/// its first thread-pool request (Node reads it the same way, at startup).
public enum ThreadPool {
    /// The number of workers the pool has, or will have when it starts: `UV_THREADPOOL_SIZE`
    /// clamped to 1...1024 as libuv does, 4 if unset. Read from the environment now, so it
    /// is only exact if the variable has not changed since the pool started.
    public static var size: Int {
        guard let text = getenv("UV_THREADPOOL_SIZE"), let value = Int(String(cString: text)) else {
            return 4
        }
        return min(max(value, 1), 1024)
    }

    /// The parallelism the system offers this process (`uv_available_parallelism`), at least 1;
    /// what Node's `os.availableParallelism()` reports.
    public static var availableParallelism: Int {
        Int(uv_available_parallelism())
    }
}
