import CLibUV
import Synchronization

extension Async {
    /// The `Sendable` side of an `Async` handle: posts jobs to the loop thread from any thread.
    /// It holds neither the handle nor its loop, so keeping one does not keep them alive;
    /// posting once the handle is closed is refused instead of crashing.
    public struct Poster: Sendable {
        let mailbox: Mailbox

        /// Queues `job` to run on the loop thread, and wakes the loop.
        /// - Returns: `true` if the job will run; `false` if the handle is closed and the job
        ///   was dropped.
        @discardableResult
        public func post(_ job: @escaping @Sendable () -> Void) -> Bool {
            mailbox.post(job)
        }

        /// Whether the handle is closed, so that `post(_:)` refuses jobs.
        public var isClosed: Bool { mailbox.isClosed }
    }

    /// The queue shared by the posters and the loop thread.
    final class Mailbox: Sendable {
        /// The C handle, which posters signal from their threads: `uv_async_send` is the one
        /// libuv call that is thread-safe, and the lock keeps the memory valid meanwhile.
        private struct HandlePointer: @unchecked Sendable {
            let raw: UnsafeMutablePointer<uv_async_t>
        }

        private struct State {
            var jobs: [@Sendable () -> Void] = []
            /// The C handle while it may be signalled; `nil` before `open` and after `close`.
            var handle: HandlePointer?
        }

        private let state = Mutex(State())

        /// Lets posters signal `handle` from now on.
        func open(_ handle: UnsafeMutablePointer<uv_async_t>) {
            let handle = HandlePointer(raw: handle)
            state.withLock { $0.handle = handle }
        }

        func post(_ job: @escaping @Sendable () -> Void) -> Bool {
            state.withLock { state in
                guard let handle = state.handle else { return false }
                state.jobs.append(job)
                // Only the first job since the last drain needs a wake-up: the drain takes the
                // queue under this lock, so any later job finds it empty and sends again.
                // Sending under the lock also keeps `close()` from returning while a send is
                // still touching the handle.
                if state.jobs.count == 1 {
                    uv_async_send(handle.raw)
                }
                return true
            }
        }

        var isClosed: Bool {
            state.withLock { $0.handle == nil }
        }

        /// Takes every queued job, leaving the queue empty.
        func takeAll() -> [@Sendable () -> Void] {
            state.withLock { state in
                let jobs = state.jobs
                state.jobs = []
                return jobs
            }
        }

        /// Refuses further posts and returns the jobs still queued.
        func close() -> [@Sendable () -> Void] {
            state.withLock { state in
                state.handle = nil
                let jobs = state.jobs
                state.jobs = []
                return jobs
            }
        }
    }
}
