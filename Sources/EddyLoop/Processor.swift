import CLibUV

/// One logical CPU as `uv_cpu_info` describes it (`os.cpus()`): its model, speed in MHz and
/// the milliseconds it has spent in each mode.
public struct Processor: Sendable, Equatable {
    public let model: String
    public let speed: Int
    public let user: UInt64
    public let nice: UInt64
    public let system: UInt64
    public let idle: UInt64
    public let interrupt: UInt64

    /// Every CPU of the machine, in libuv's order.
    public static func all() throws(UVError) -> [Processor] {
        var infos: UnsafeMutablePointer<uv_cpu_info_t>?
        var count: Int32 = 0
        try UVError.check(uv_cpu_info(&infos, &count))
        defer { uv_free_cpu_info(infos, count) }
        guard let infos else { return [] }
        return (0..<Int(count)).map { index in
            let info = infos[index]
            return Processor(model: info.model.map { String(cString: $0) } ?? "unknown", speed: Int(info.speed),
                             user: info.cpu_times.user, nice: info.cpu_times.nice, system: info.cpu_times.sys,
                             idle: info.cpu_times.idle, interrupt: info.cpu_times.irq)
        }
    }
}
