import CLibUV

/// A process's scheduling priority, -20 (highest) to 19 (lowest), as `uv_os_getpriority`
/// and `uv_os_setpriority` read and change it (`os.getPriority`/`os.setPriority`).
public enum ProcessPriority {
    /// The priority of process `pid`; zero means the calling process.
    public static func get(pid: Int32) throws(UVError) -> Int32 {
        var priority: Int32 = 0
        try UVError.check(uv_os_getpriority(uv_pid_t(pid), &priority))
        return priority
    }

    /// Sets the priority of process `pid` (zero: the calling process). Raising it needs
    /// privileges the process may lack (`EACCES`).
    public static func set(_ priority: Int32, pid: Int32) throws(UVError) {
        try UVError.check(uv_os_setpriority(uv_pid_t(pid), priority))
    }
}
