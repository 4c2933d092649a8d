import EddyEngine
import EddyLoop

/// `timers`: one libuv timer for every JavaScript timer and a check handle for immediates,
/// as in Node. `lib/internal/timers.js` keeps the lists; the host only wakes it, and hears
/// from it only when its state changes (never per timer or per immediate).
enum TimersBinding {
    static let binding = Binding("timers") { context in
        let host = context.host
        // setupTimers(processImmediate, processTimers)
        context.function("setupTimers", length: 2) { agent, _, arguments in
            guard let processImmediate = arguments.value(at: 0).asObject,
                let processTimers = arguments.value(at: 1).asObject
            else { throw agent.makeError(kind: .typeError, "setupTimers needs two functions") }
            agent.retain(processImmediate)
            agent.retain(processTimers)
            try host.startTimers(processImmediate: processImmediate, processTimers: processTimers)
            return .undefined
        }
        // Node's GetNow: the loop's time, refreshed first (the cached time can be long stale
        // after a slow start-up or a long synchronous run).
        context.function("getLibuvNow") { _, _, _ in
            host.loop.updateTime()
            return .integer(host.loop.now)
        }
        // scheduleTimer(ms): (re)arms the one timer.
        context.function("scheduleTimer", length: 1) { agent, _, arguments in
            let duration = max(1, try agent.number(arguments.value(at: 0)))
            try? host.timerHandle?.start(after: UInt64(min(duration, 4e12))) { [unowned host] in host.runTimers() }
            return .undefined
        }
        context.function("toggleTimerRef", length: 1) { _, _, arguments in
            if arguments.value(at: 0).truthy { host.timerHandle?.ref() } else { host.timerHandle?.unref() }
            return .undefined
        }
        // setImmediatePending(on): whether the next check phase has immediates to run.
        context.function("setImmediatePending", length: 1) { _, _, arguments in
            host.hasImmediatePending = arguments.value(at: 0).truthy
            return .undefined
        }
        // toggleImmediateRef(on): a ref'd immediate keeps the loop alive and poll from blocking.
        context.function("toggleImmediateRef", length: 1) { _, _, arguments in
            host.setImmediateRef(arguments.value(at: 0).truthy)
            return .undefined
        }
    }
}

extension RuntimeHost {
    func startTimers(processImmediate: JSObject, processTimers: JSObject) throws {
        let timer = try EddyLoop.Timer(loop: loop)
        timer.unref()
        timerHandle = timer
        timerCallbacks = (processImmediate, processTimers)
        let check = try Check(loop: loop)
        check.unref()
        try check.start { [unowned self] in
            guard hasImmediatePending else { return }
            runImmediates()
        }
        checkHandle = check
        idleHandle = try Idle(loop: loop)
    }

    /// An active idle handle keeps the loop alive and poll from blocking while ref'd
    /// immediates wait.
    func setImmediateRef(_ on: Bool) {
        guard on != isIdleActive, let idle = idleHandle else { return }
        if on {
            guard (try? idle.start {}) != nil else { return }
        } else {
            idle.stop()
        }
        isIdleActive = on
    }

    /// The check phase, as Node's CheckImmediate: `processImmediate()` runs the immediates
    /// queued before it; when one throws, the exception is reported and the call repeated,
    /// which resumes the phase after it. The result tells what waits for the next phase:
    /// 2 × (immediates queued) + (any of them ref'd).
    func runImmediates() {
        guard let processImmediate = timerCallbacks?.processImmediate else { return }
        var state = 0
        while !isTerminating {
            do {
                // A small bit set; but the callback is a script's own function once it has
                // called process.binding('timers').setupTimers, so any number can come back.
                if case .number(let number) = try agent.callFunction(.object(processImmediate), []) {
                    state = abs(number) < 0x1p31 ? Int(number) : 0
                }
                break
            } catch {
                handleUncaught(error)
            }
        }
        guard !isTerminating else { return }
        hasImmediatePending = state & 2 != 0
        setImmediateRef(state & 1 != 0)
        drainTasks()
    }

    /// The timer fired: `processTimers(now)` runs the due timers and answers the next
    /// expiry (0: none; negative: only unref'd timers remain). When a timer throws, the
    /// exception is reported and the call repeated with the same `now`, so the other due
    /// timers still run in this turn (Node's RunTimers). The ticks and microtasks run after
    /// the handle is re-armed, as Node's callback scope closes after it: a timer they create
    /// re-arms (and refs) the handle itself, and must not be overridden by the stale answer.
    func runTimers() {
        guard !isTerminating, let processTimers = timerCallbacks?.processTimers else { return }
        var next = 0.0
        loop.updateTime()
        let now = JSValue.integer(loop.now)
        while !isTerminating {
            do {
                if case .number(let number) = try agent.callFunction(.object(processTimers), [now]) {
                    next = number
                }
                break
            } catch {
                handleUncaught(error)
            }
        }
        guard !isTerminating, let timer = timerHandle else { return }
        if next != 0, next.isFinite {
            let expiry = abs(next)
            let current = Double(loop.now)
            // Bounded as scheduleTimer bounds a delay: the expiry may come from a script's own
            // processTimers (see runImmediates), and UInt64(_: Double) traps past 2^64.
            try? timer.start(after: UInt64(min(max(1, expiry - current), 4e12))) { [unowned self] in self.runTimers() }
            if next > 0 { timer.ref() } else { timer.unref() }
        } else {
            timer.unref()
        }
        drainTasks()
    }
}
