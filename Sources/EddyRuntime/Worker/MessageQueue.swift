import EddyEngine
import Synchronization

/// What travels to a port: a message, the peer's close, and — on the port a `Worker`
/// object listens to — the worker thread's life events, in the order they happened, so
/// that every message a worker posted arrives before its `'exit'`.
enum PortDelivery: Sendable {
    case message(SerializedValue)
    case close
    case workerOnline
    case workerError(SerializedValue)
    /// Text the worker wrote to its standard output (1) or error (2), for the parent's
    /// `worker.stdout`/`stderr` streams.
    case workerOutput(descriptor: Int32, text: String)
    /// Bytes that are not UTF-8 text, written the same way (binary data piped through).
    case workerOutputBytes(descriptor: Int32, bytes: [UInt8])
    /// The worker passed its heap limit and was stopped (its exit follows).
    case workerOutOfMemory
    /// The worker's runtime could not be made (no descriptors for its loop: the libuv
    /// error's name); its exit follows.
    case workerInitFailed(String)
    case workerExit(Int32)
}

/// One direction of a message channel: the inbox of one port, filled from any thread, and
/// how to wake the loop of the runtime that owns the port now (ports move between runtimes
/// when transferred, so the wake-up is replaced then).
final class PortInbox: Sendable {
    private struct State {
        var deliveries: [PortDelivery] = []
        var wake: (@Sendable () -> Void)?
        /// Set when this side closed: later posts to it are dropped.
        var isClosed = false
    }

    private let state = Mutex(State())

    func post(_ delivery: PortDelivery) {
        let wake: (@Sendable () -> Void)? = state.withLock { state in
            guard !state.isClosed else { return nil }
            state.deliveries.append(delivery)
            // Only the first delivery since the last drain needs to wake the owner.
            return state.deliveries.count == 1 ? state.wake : nil
        }
        wake?()
    }

    func takeAll() -> [PortDelivery] {
        state.withLock { state in
            defer { state.deliveries = [] }
            return state.deliveries
        }
    }

    /// Takes the worker output waiting here, leaving the other deliveries in their order
    /// (a parent that blocks on a worker's answer prints what the worker printed first).
    func takeOutput() -> [PortDelivery] {
        state.withLock { state in
            var output: [PortDelivery] = []
            state.deliveries.removeAll { delivery in
                switch delivery {
                case .workerOutput, .workerOutputBytes:
                    output.append(delivery)
                    return true
                default:
                    return false
                }
            }
            return output
        }
    }

    /// Whether the peer's close waits here.
    func holdsClose() -> Bool {
        state.withLock { state in
            state.deliveries.contains { if case .close = $0 { return true } else { return false } }
        }
    }

    /// Takes the oldest message only (`receiveMessageOnPort`).
    func takeFirstMessage() -> SerializedValue? {
        state.withLock { state in
            guard let index = state.deliveries.firstIndex(where: {
                if case .message = $0 { return true }
                return false
            }), case .message(let message) = state.deliveries.remove(at: index) else { return nil }
            return message
        }
    }

    /// Sets the owner's wake-up (and wakes it at once when deliveries wait).
    func setWake(_ wake: (@Sendable () -> Void)?, wakingIfPending: Bool = true) {
        let pending = state.withLock { state in
            state.wake = wake
            return !state.deliveries.isEmpty
        }
        if pending && wakingIfPending { wake?() }
    }

    /// Wakes the owner when deliveries wait (a port just started).
    func wakeIfPending() {
        let wake = state.withLock { state in state.deliveries.isEmpty ? nil : state.wake }
        wake?()
    }

    func close() {
        state.withLock { state in
            state.isClosed = true
            state.deliveries = []
            state.wake = nil
        }
    }
}

/// A port's two queues: what it receives and where what it posts goes (its peer's inbox).
struct PortEnd: Sendable {
    let inbox: PortInbox
    let outbox: PortInbox

    /// A new channel's two ends.
    static func pair() -> (PortEnd, PortEnd) {
        let first = PortInbox()
        let second = PortInbox()
        return (PortEnd(inbox: first, outbox: second), PortEnd(inbox: second, outbox: first))
    }
}
