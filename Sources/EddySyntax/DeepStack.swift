#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` on a thread of its own with a stack of `stackSize` bytes, and waits for it.
///
/// The parser, the scope analysis and any compiler pass that recurses over the AST need
/// about `Parser.maximumDepth` levels of Swift recursion, which the 512 KiB–8 MiB stacks of
/// ordinary threads (Swift concurrency, Dispatch, test runners) cannot be relied on to hold,
/// least of all in debug builds. The memory is reserved, not committed, so a large size
/// costs little. If no thread can be made, `body` runs on the current one.
public func withDeepStack<T>(size stackSize: Int = 512 << 20, _ body: () -> T) -> T {
    var result: T?
    withoutActuallyEscaping({ result = body() }) { work in
        runOnOwnThread(stackSize: stackSize, work)
    }
    return result ?? body()
}

/// Runs `work` on a new thread and joins it; returns without running it if no thread can
/// be made (the caller then runs it itself).
private func runOnOwnThread(stackSize: Int, _ work: @escaping () -> Void) {
    let pointer = Unmanaged.passRetained(DeepStackWork(work)).toOpaque()
    defer { Unmanaged<DeepStackWork>.fromOpaque(pointer).release() }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    #if canImport(Glibc)
    var thread = pthread_t()
    #else
    var thread: pthread_t?
    #endif
    let status = pthread_create(&thread, &attributes, { context in
        if let context {
            Unmanaged<DeepStackWork>.fromOpaque(context).takeUnretainedValue().work()
        }
        return nil
    }, pointer)
    guard status == 0 else { return }
    #if canImport(Glibc)
    pthread_join(thread, nil)
    #else
    if let thread { pthread_join(thread, nil) }
    #endif
}

/// Carries the work to the new thread. Only one thread touches it at a time: the creator
/// before `pthread_create` and after `pthread_join`, the new thread in between.
private final class DeepStackWork {
    let work: () -> Void

    init(_ work: @escaping () -> Void) {
        self.work = work
    }
}
