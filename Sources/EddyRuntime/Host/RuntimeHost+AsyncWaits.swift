import EddyEngine
import EddyLoop

/// A host reference that jobs posted from other threads may carry; they run on the loop
/// thread, the only place the host is touched.
struct UncheckedHost: @unchecked Sendable {
    weak var host: RuntimeHost?
}

extension RuntimeHost {
    /// Keeps `Atomics.waitAsync` going: an agent on another thread notifies through the
    /// agent's mailbox, which wakes this loop; a timer settles timeouts. Neither keeps the
    /// loop alive, as in Node, where a pending `waitAsync` does not hold the process open.
    func asyncWaitsChanged() {
        let waits = agent.asyncWaits
        if waits.count == 0 {
            asyncWaitTimer?.stop()
            return
        }
        if asyncWaitWaker == nil, let waker = try? Async(loop: loop) {
            waker.unref()
            asyncWaitWaker = waker
            let poster = waker.poster
            let reference = UncheckedHost(host: self)
            waits.mailbox.setWake {
                poster.post { reference.host?.settleAsyncWaits() }
            }
        }
        guard let deadline = waits.nextDeadline else {
            asyncWaitTimer?.stop()
            return
        }
        if asyncWaitTimer == nil, let timer = try? EddyLoop.Timer(loop: loop) {
            timer.unref()
            asyncWaitTimer = timer
        }
        let now = Agent.monotonicNanoseconds
        let milliseconds = deadline > now ? (deadline - now + 999_999) / 1_000_000 : 0
        try? asyncWaitTimer?.start(after: milliseconds) { [unowned self] in settleAsyncWaits() }
    }

    /// Settles the notified and timed-out waits as a callback from the loop.
    func settleAsyncWaits() {
        guard !isTerminating else { return }
        agent.settleAsyncWaits()
        drainTasks()
    }
}
