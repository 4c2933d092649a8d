import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Shared Data Block of a SharedArrayBuffer (§6.2.9, §25.2): memory that agents on
/// several threads read and write at once. Every `JSArrayBuffer` wrapping it, in whichever
/// agent, shares this one object; the memory is freed when the last of them is gone.
///
/// The block is allocated at its maximum length up front (`calloc`, so untouched pages cost
/// no memory), so growing never moves it: a view on another thread may be reading it.
/// `@unchecked Sendable`: the memory is shared by design and accessed either plainly (as
/// the memory model allows racy "Unordered" accesses) or through `Atomic` views of it; the
/// length is an atomic, the waiter list has its lock.
package final class SharedDataBlock: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    /// [[ArrayBufferMaxByteLength]] of a growable buffer, or the fixed length.
    let maxByteLength: Int
    let isGrowable: Bool
    private let length: Atomic<Int>
    /// The WaiterLists of §25.4.3, for `Atomics.wait`/`notify` on this block.
    let waiters = WaiterList()

    /// Nil when the memory cannot be had.
    init?(byteLength: Int, maxByteLength: Int?) {
        let capacity = maxByteLength ?? byteLength
        guard let memory = calloc(max(capacity, 1), 1) else { return nil }
        base = memory
        self.maxByteLength = capacity
        isGrowable = maxByteLength != nil
        length = Atomic(byteLength)
    }

    deinit {
        free(base)
    }

    /// ArrayBufferByteLength with order SeqCst (§25.2.3.1): a growable buffer's length may
    /// change under a reader on another thread.
    var byteLength: Int {
        length.load(ordering: .sequentiallyConsistent)
    }

    /// SharedArrayBuffer.prototype.grow's compare-and-exchange loop (§25.2.5.3 step 9):
    /// false when another agent grew the block past `newLength` meanwhile.
    func grow(to newLength: Int) -> Bool {
        var current = byteLength
        while true {
            if newLength == current { return true }
            if newLength < current { return false }
            let (exchanged, original) = length.compareExchange(expected: current, desired: newLength,
                                                                 ordering: .sequentiallyConsistent)
            if exchanged { return true }
            current = original
        }
    }
}

/// The agents waiting in `Atomics.wait`/`waitAsync` on one shared block, in FIFO order
/// (§25.4.3.1 WaiterList records; the critical section is this lock).
final class WaiterList: Sendable {
    /// One waiting agent: a thread blocked in `Atomics.wait`, or a promise of
    /// `Atomics.waitAsync` to settle on its agent's thread.
    final class Waiter: Sendable {
        let byteIndex: Int
        let signal: WaitSignal?
        let asyncDelivery: (@Sendable (_ notified: Bool) -> Void)?

        init(byteIndex: Int, signal: WaitSignal?, asyncDelivery: (@Sendable (Bool) -> Void)?) {
            self.byteIndex = byteIndex
            self.signal = signal
            self.asyncDelivery = asyncDelivery
        }
    }

    private let waiters = Mutex<[Waiter]>([])

    /// Runs `body` in the critical section (EnterCriticalSection … LeaveCriticalSection):
    /// `body` compares the value and, when equal, adds the waiter it returns.
    func enter<Result>(_ body: (inout [Waiter]) -> Result) -> Result {
        waiters.withLock { body(&$0) }
    }

    /// Removes `waiter` if no notification took it first; true when it was still waiting.
    func remove(_ waiter: Waiter) -> Bool {
        waiters.withLock { list in
            guard let index = list.firstIndex(where: { $0 === waiter }) else { return false }
            list.remove(at: index)
            return true
        }
    }

    /// Wakes up to `count` waiters on `byteIndex` in FIFO order (§25.4.15 steps 10–12);
    /// returns how many.
    func notify(byteIndex: Int, count: Int) -> Int {
        let woken: [Waiter] = waiters.withLock { list in
            var taken: [Waiter] = []
            list.removeAll { waiter in
                guard taken.count < count, waiter.byteIndex == byteIndex else { return false }
                taken.append(waiter)
                return true
            }
            return taken
        }
        for waiter in woken {
            waiter.signal?.notify()
            waiter.asyncDelivery?(true)
        }
        return woken.count
    }
}

/// What a thread blocked in `Atomics.wait` sleeps on: a condition variable and the flag it
/// guards, so a notification that comes before the sleep is not lost.
final class WaitSignal: @unchecked Sendable {
    // Allocated, not stored properties: pthread objects must not move.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `mutex`.
    private var isNotified = false

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func notify() {
        pthread_mutex_lock(mutex)
        isNotified = true
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Sleeps until notified or until `deadline` (monotonic nanoseconds); true when notified.
    func wait(until deadline: UInt64) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var time = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        while !isNotified {
            if pthread_cond_timedwait(condition, mutex, &time) == ETIMEDOUT { break }
        }
        return isNotified
    }

    /// The monotonic clock in nanoseconds.
    static var now: UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
