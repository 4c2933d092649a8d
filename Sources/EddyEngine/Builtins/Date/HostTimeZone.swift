#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The local time zone as the host process has it (§21.4.1.25 LocalTZA is implementation
/// defined). Date reads libc after `tzset` on every conversion; ICU, which Intl formats with,
/// caches its default zone, so an embedder that changes `TZ` (Node's `process.env.TZ = …`)
/// says so here.
public enum HostTimeZone {
    /// Call after `TZ` was set or unset in the process environment.
    public static func didChange() {
        tzset()
        ICUDateFormatter.redetectDefaultTimeZone()
    }
}
