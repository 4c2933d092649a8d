import Glibc

/// Carries a value that belongs to the loop thread (a handle, the engine's state) inside a
/// `@Sendable` job posted with `Async`, as SwiftNIO's `NIOLoopBound` does: the wrapper crosses
/// threads, the value is only touched on the thread that created the wrapper.
///
/// Accessing `value` from any other thread is a programming error and stops the process, since
/// the value itself is not safe to share.
public struct LoopBound<Value>: @unchecked Sendable {
    // @unchecked: `box` is only read or written after checking that this is `owner`'s thread.
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box
    private let owner: pthread_t

    /// Wraps `value`; call it on the loop thread, which becomes the only one allowed to use it.
    public init(_ value: Value) {
        box = Box(value)
        owner = pthread_self()
    }

    /// Whether the calling thread is the one that created the wrapper.
    public var isOnOwningThread: Bool { pthread_equal(pthread_self(), owner) != 0 }

    /// The wrapped value; only on the thread that created the wrapper.
    public var value: Value {
        get {
            precondition(isOnOwningThread, "LoopBound value used off its loop thread")
            return box.value
        }
        nonmutating set {
            precondition(isOnOwningThread, "LoopBound value used off its loop thread")
            box.value = newValue
        }
    }
}
