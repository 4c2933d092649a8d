#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Native → JavaScript re-entry recurses on the Swift stack; before each re-entry the VM
/// checks how much of the thread's stack is left, so deep recursion through natives is a
/// `RangeError`, never a crash, whatever the thread's stack size.
enum StackLimit {
    /// Stack that must remain free below the current frame to re-enter the interpreter.
    static let reserve = 256 * 1024

    /// The current thread's stack: its lowest usable address and one past its highest
    /// (zeros when unknown).
    static func bounds() -> (low: UInt, high: UInt) {
        #if os(Linux)
        // pthread_getattr_np is a GNU extension the Glibc module does not export.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return (0, 0) }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return (0, 0) }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return (0, 0) }
        return (UInt(bitPattern: address), UInt(bitPattern: address) + UInt(size))
        #else
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        return (top - UInt(pthread_get_stacksize_np(pthread_self())), top)
        #endif
    }

    /// The current stack position (an approximation: the address of a local).
    @inline(never)
    static func currentAddress() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}

extension VM {
    /// Throws `RangeError` when the Swift stack is nearly exhausted.
    func checkStack() throws {
        let current = StackLimit.currentAddress()
        if current < stackLowWater || current >= stackHighWater {
            // First use on this thread (or another thread): find its stack, once.
            (stackLowWater, stackHighWater) = StackLimit.bounds()
        }
        if stackLowWater != 0 && current < stackLowWater &+ UInt(StackLimit.reserve) {
            throw agent.rangeError("Maximum call stack size exceeded")
        }
    }
}
