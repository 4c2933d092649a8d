import EddyLoop

/// The native side of Node's histograms: an `HDRHistogram` with Node's own counters (values
/// it could not hold, the time of the last `recordDelta`), and, for `monitorEventLoopDelay`,
/// an interval timer on the loop that records how late each tick comes.
final class HistogramHandle {
    private(set) var histogram: HDRHistogram
    private(set) var exceeds: Int64 = 0
    private var previousTime: UInt64 = 0
    /// The sampling period of an event-loop-delay histogram in milliseconds; nil for one
    /// that records only what a script gives it.
    private let interval: UInt64?
    private var timer: EddyLoop.Timer?

    init(_ histogram: HDRHistogram, interval: UInt64? = nil) {
        self.histogram = histogram
        self.interval = interval
    }

    deinit {
        timer?.close()
    }

    func record(_ value: Int64) {
        if !histogram.record(value) { exceeds &+= 1 }
    }

    /// Records the nanoseconds since the previous call (nothing on the first); answers them.
    @discardableResult
    func recordDelta() -> UInt64 {
        let now = EventLoop.highResolutionTime
        var delta: UInt64 = 0
        if previousTime > 0, now >= previousTime {
            delta = now - previousTime
            record(Int64(clamping: delta))
        }
        previousTime = now
        return delta
    }

    func add(_ other: HistogramHandle) {
        exceeds &+= other.exceeds
        previousTime = max(previousTime, other.previousTime)
        histogram.add(other.histogram)
    }

    func reset() {
        histogram.reset()
        exceeds = 0
        previousTime = 0
    }

    /// Starts sampling on `loop`: an unref'd repeating timer (so the monitor never keeps the
    /// process alive), each tick recording the time since the last one. A loop that is
    /// blocked makes the next tick late, and the delta long. As in Node, the time of the last
    /// tick survives a stop, so the first delta after a restart spans the pause.
    func start(on loop: EventLoop) throws {
        guard let interval, timer == nil else { return }
        let timer = try EddyLoop.Timer(loop: loop)
        timer.unref()
        try timer.start(after: interval, repeating: interval) { [weak self] in self?.recordDelta() }
        self.timer = timer
    }

    func stop() {
        timer?.close()
        timer = nil
    }
}
