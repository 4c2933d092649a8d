#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a string finds its heap when it becomes a value. Strings are made everywhere — by
/// the VM, by every native, by hosts, by code that has no agent at hand — so rather than
/// thread a heap through all of them, each thread knows the heap of the agent that last
/// ran on it (an agent lives on one thread: a worker's is made and run on the worker's).
extension Heap {
    /// What the thread's slot holds: the heap, borrowed, until the heap goes. The slot
    /// retains the link, so a thread whose heap died reads nil rather than freed memory.
    final class ThreadLink {
        fileprivate(set) var heap: Unmanaged<Heap>?
        init(_ heap: Heap) { self.heap = Unmanaged.passUnretained(heap) }
        func detach() { heap = nil }
    }

    private static let currentLinkKey: pthread_key_t? = {
        var key = pthread_key_t()
        // The destructor drops the slot's reference when the thread ends.
        let status = pthread_key_create(&key) { link in
            #if canImport(Glibc)
            guard let link else { return }
            #endif
            Unmanaged<ThreadLink>.fromOpaque(link).release()
        }
        return status == 0 ? key : nil
    }()

    /// Makes this heap the one strings made on this thread register with. The agent calls
    /// this when it is made and whenever it runs script or a native, so a thread shared by
    /// several agents (tests) registers with the one running.
    @inline(__always) func makeCurrentOnThread() {
        guard let key = Heap.currentLinkKey else { return }
        let link = Unmanaged.passUnretained(threadLink).toOpaque()
        let current = pthread_getspecific(key)
        if current == link { return }
        setCurrentLink(link, replacing: current, key: key)
    }

    private func setCurrentLink(_ link: UnsafeMutableRawPointer, replacing current: UnsafeMutableRawPointer?,
                                key: pthread_key_t) {
        _ = Unmanaged.passRetained(threadLink)
        pthread_setspecific(key, link)
        if let current { Unmanaged<ThreadLink>.fromOpaque(current).release() }
    }

    /// Registers a string that is becoming a value (`JSValue.string(_:)`) with the current
    /// thread's heap, as a shared cell: the value does not keep it, the heap does, until a
    /// collection finds it neither marked nor held by Swift code. A thread with no live heap
    /// (a string made after its agent died) keeps the string for the process's life rather
    /// than let a value outlive it.
    @inline(never) static func registerEscapingString(_ string: JSString) {
        if let key = currentLinkKey, let link = pthread_getspecific(key),
            let heap = Unmanaged<ThreadLink>.fromOpaque(link)._withUnsafeGuaranteedRef({ $0.heap })
        {
            heap._withUnsafeGuaranteedRef { _ = $0.registerShared(string) }
            return
        }
        _ = Unmanaged.passRetained(string)
        string.markEpoch = 0
    }
}
