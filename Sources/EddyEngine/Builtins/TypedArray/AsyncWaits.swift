import Synchronization

/// An agent's pending `Atomics.waitAsync` promises (§25.4.3.14 with mode async). The agent
/// that notifies runs on another thread, so it only posts the waiter's id to this agent's
/// `Mailbox`; the host, woken through `Mailbox.wake`, settles the promise on the agent's
/// own thread (`Agent.settleAsyncWaits`), as the spec's EnqueueResolveInAgentJob does.
/// Timeouts are the host's to arm: it asks for `nextDeadline` whenever `onChange` fires.
package final class AsyncWaits {
    struct Entry {
        let promise: JSPromise
        let waiter: WaiterList.Waiter
        let list: WaiterList
        let deadline: UInt64?
    }

    /// The ids notified on other threads, and how to wake the agent's host.
    package final class Mailbox: Sendable {
        private struct State {
            var notified: [UInt64] = []
            var wake: (@Sendable () -> Void)?
        }

        private let state = Mutex(State())

        func post(_ id: UInt64) {
            let wake = state.withLock { state in
                state.notified.append(id)
                return state.wake
            }
            wake?()
        }

        func takeAll() -> [UInt64] {
            state.withLock { state in
                defer { state.notified = [] }
                return state.notified
            }
        }

        package var isEmpty: Bool { state.withLock { $0.notified.isEmpty } }

        /// Sets what wakes the host's loop (called on the notifying thread).
        package func setWake(_ wake: (@Sendable () -> Void)?) {
            state.withLock { $0.wake = wake }
        }
    }

    private var entries: [UInt64: Entry] = [:]
    private var nextID: UInt64 = 1
    package let mailbox = Mailbox()
    /// Called on the agent's thread when a wait starts or ends, so the host can keep its loop
    /// alive while waits are pending and arm a timer for the next deadline.
    package var onChange: (() -> Void)?

    package var count: Int { entries.count }

    /// The earliest timeout, in monotonic nanoseconds.
    package var nextDeadline: UInt64? { entries.values.compactMap(\.deadline).min() }

    func reserveID() -> UInt64 {
        defer { nextID += 1 }
        return nextID
    }

    /// What the notifier calls: posts the id to this agent's mailbox.
    func delivery(for id: UInt64) -> @Sendable (Bool) -> Void {
        let mailbox = self.mailbox
        return { _ in mailbox.post(id) }
    }

    func add(id: UInt64, waiter: WaiterList.Waiter, list: WaiterList, deadline: UInt64?, in agent: Agent) -> JSPromise {
        let promise = JSPromise.make(in: agent)
        agent.pin(promise)
        entries[id] = Entry(promise: promise, waiter: waiter, list: list, deadline: deadline)
        onChange?()
        return promise
    }

    fileprivate func settle(_ id: UInt64, _ result: String, in agent: Agent) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        entry.promise.resolve(with: .text(result), in: agent)
        agent.unpin(entry.promise)
    }

    fileprivate func expired(at now: UInt64) -> [UInt64] {
        entries.compactMap { id, entry in
            guard let deadline = entry.deadline, deadline <= now, entry.list.remove(entry.waiter) else { return nil }
            return id
        }
    }

    /// Takes every wait out of its waiter list, for an agent that goes away.
    fileprivate func cancelAll(in agent: Agent) {
        for entry in entries.values {
            _ = entry.list.remove(entry.waiter)
            agent.unpin(entry.promise)
        }
        entries = [:]
    }
}

extension Agent {
    /// Settles the waits notified meanwhile ("ok") and those past their timeout
    /// ("timed-out"); the host then runs the promise jobs.
    package func settleAsyncWaits() {
        guard asyncWaits.count > 0 else { return }
        for id in asyncWaits.mailbox.takeAll() { asyncWaits.settle(id, "ok", in: self) }
        for id in asyncWaits.expired(at: WaitSignal.now) { asyncWaits.settle(id, "timed-out", in: self) }
        asyncWaits.onChange?()
    }

    /// Drops every pending wait (the agent is being torn down).
    package func cancelAsyncWaits() {
        asyncWaits.cancelAll(in: self)
    }

    /// Monotonic nanoseconds, the clock of `AsyncWaits.nextDeadline`.
    package static var monotonicNanoseconds: UInt64 { WaitSignal.now }
}
