import EddyEngine
import EddyLoop

/// `performance`: the histograms behind `perf_hooks.createHistogram` and
/// `monitorEventLoopDelay` (Node's binding shape: a `Histogram(lowest, highest, figures)`
/// constructor and `createELDHistogram(resolution)`, objects whose methods lib/ wraps in
/// Node's classes). lib/ validates arguments as Node does; the binding only refuses what it
/// cannot represent.
enum PerformanceBinding {
    static let binding = Binding("performance") { context in
        let agent = context.agent
        let host = context.host
        // loopTimes(): [start, idle, now] of this runtime's loop in nanoseconds (start 0
        // before it turns), for `performance.eventLoopUtilization()`.
        context.function("loopTimes") { agent, _, _ in
            let idle = host.loop.idleTime
            return loopTimes(start: host.loopStartTime, idle: idle, now: EventLoop.highResolutionTime, in: agent)
        }
        let prototype = agent.makePlainObject()
        // The closures below refer to the prototype, which the collector cannot see.
        agent.retain(prototype)
        func method(_ name: String, length: Int = 0, _ body: @escaping (HistogramHandle, Agent, Arguments) throws -> JSValue) {
            let function = agent.makeHostFunction(name, length: length) { agent, this, arguments in
                guard let object = this.asObject, let handle = (object as? HostObject)?.payload as? HistogramHandle else {
                    throw agent.makeError(kind: .typeError, "Illegal invocation")
                }
                return try body(handle, agent, arguments)
            }
            agent.define(prototype, name, .object(function))
        }
        func bigint(_ value: Int64, _ agent: Agent) -> JSValue { .bigint(digits: String(value), in: agent) ?? .undefined }

        method("count") { handle, _, _ in .integer(handle.histogram.totalCount) }
        method("countBigInt") { handle, agent, _ in bigint(handle.histogram.totalCount, agent) }
        method("min") { handle, _, _ in .integer(handle.histogram.min) }
        method("minBigInt") { handle, agent, _ in bigint(handle.histogram.min, agent) }
        method("max") { handle, _, _ in .integer(handle.histogram.max) }
        method("maxBigInt") { handle, agent, _ in bigint(handle.histogram.max, agent) }
        method("mean") { handle, _, _ in .number(handle.histogram.mean) }
        method("stddev") { handle, _, _ in .number(handle.histogram.standardDeviation) }
        method("exceeds") { handle, _, _ in .integer(handle.exceeds) }
        method("exceedsBigInt") { handle, agent, _ in bigint(handle.exceeds, agent) }
        method("percentile", length: 1) { handle, agent, arguments in
            .integer(handle.histogram.value(atPercentile: try agent.number(arguments.value(at: 0))))
        }
        method("percentileBigInt", length: 1) { handle, agent, arguments in
            bigint(handle.histogram.value(atPercentile: try agent.number(arguments.value(at: 0))), agent)
        }
        // percentiles(asBigInt) → [percentile, value, percentile, value, …]; lib/ fills its map.
        method("percentiles", length: 1) { handle, agent, arguments in
            let asBigInt = arguments.value(at: 0).truthy
            let pairs = handle.histogram.percentiles.flatMap { [JSValue.number($0.percentile), asBigInt ? bigint($0.value, agent) : .integer($0.value)] }
            return .object(agent.makeArrayObject(pairs))
        }
        method("reset") { handle, _, _ in
            handle.reset()
            return .undefined
        }
        // record(value): a number or BigInt that lib/ has checked to be a positive int64.
        method("record", length: 1) { handle, agent, arguments in
            let value = arguments.value(at: 0)
            if let digits = value.bigintDigits {
                guard let integer = Int64(digits), integer >= 1 else { throw agent.makeError(kind: .rangeError, "value is out of range") }
                handle.record(integer)
            } else {
                handle.record(Int64(clamping: try agent.integer(value)))
            }
            return .undefined
        }
        method("recordDelta") { handle, _, _ in
            .integer(handle.recordDelta())
        }
        method("add", length: 1) { handle, agent, arguments in
            guard let object = arguments.value(at: 0).asObject, let other = (object as? HostObject)?.payload as? HistogramHandle else {
                throw agent.makeError(kind: .typeError, "add needs a histogram")
            }
            handle.add(other)
            return .undefined
        }
        method("start") { [unowned host] handle, _, _ in
            try handle.start(on: host.loop)
            return .undefined
        }
        method("stop") { handle, _, _ in
            handle.stop()
            return .undefined
        }

        // new Histogram(lowest, highest, figures): lowest and highest numbers or BigInts.
        let constructor = agent.makeHostConstructor("Histogram", length: 3, prototype: prototype) { agent, _, arguments in
            func int64(_ value: JSValue) throws -> Int64 {
                if let digits = value.bigintDigits { return Int64(digits) ?? (digits.hasPrefix("-") ? .min : .max) }
                return Int64(clamping: try agent.integer(value))
            }
            let histogram: HDRHistogram
            do {
                histogram = try HDRHistogram(lowest: try int64(arguments.value(at: 0)), highest: try int64(arguments.value(at: 1)),
                                             significantFigures: try agent.integer(arguments.value(at: 2)))
            } catch is HDRHistogram.ConfigurationError {
                throw agent.makeError(kind: .rangeError, "The histogram's range cannot be represented")
            }
            return .object(agent.makeHostObject(
                payload: HistogramHandle(histogram), prototype: try agent.prototype(from: arguments.constructTarget, fallback: prototype)))
        }
        context.value("Histogram", .object(constructor))
        // createELDHistogram(resolution): Node's event-loop-delay histogram counts from a
        // microsecond (nanosecond values, lowest 1000) with three significant figures.
        context.function("createELDHistogram", length: 1) { agent, _, arguments in
            let resolution = UInt64(clamping: max(1, try agent.integer(arguments.value(at: 0))))
            guard let histogram = try? HDRHistogram(lowest: 1000, highest: .max, significantFigures: 3) else { return .undefined }
            return .object(agent.makeHostObject(payload: HistogramHandle(histogram, interval: resolution), prototype: prototype))
        }
    }

    /// `[start, idle, now]` in nanoseconds, as the binding's `loopTimes` and a worker's give
    /// them (`now` read right after `idle`, so that active time never runs backwards).
    static func loopTimes(start: UInt64, idle: UInt64, now: UInt64, in agent: Agent) -> JSValue {
        let values: [JSValue] = [.number(Double(start)), .number(Double(idle)), .number(Double(now))]
        return .object(agent.makeArrayObject(values))
    }
}
