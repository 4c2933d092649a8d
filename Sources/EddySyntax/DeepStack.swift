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
///
/// Making a thread costs ~60 µs per call (a parse of a short eval string alone takes ~2 µs),
/// so when the current thread already has `needed` bytes of stack left (by default
/// `deepStackInlineThreshold`, as a JavaScript thread created with a large stack would
/// have), `body` runs in place.
public func withDeepStack<T>(size stackSize: Int = 256 << 20, ifLessThan needed: Int = deepStackInlineThreshold,
                             _ body: () -> T) -> T {
    if let remaining = remainingStackOfCurrentThread(), remaining >= needed {
        return body()
    }
    var result: T?
    withoutActuallyEscaping({ result = body() }) { work in
        runOnOwnThread(stackSize: stackSize, work)
    }
    return result ?? body()
}

/// How much stack the current thread must have left for `withDeepStack` to run in place:
/// `Parser.maximumDepth` levels take up to ~16 MiB in debug builds.
public let deepStackInlineThreshold = 64 << 20

/// Stack a parse of `unitCount` UTF-16 units may need: each nesting level takes at least one
/// code unit (a bracket counts two levels), bounded by `Parser.maximumDepth`, at a generous
/// 16 KiB per level (debug builds) plus a base. Short sources, such as most eval strings,
/// then parse in place even on ordinary threads: pass it as `withDeepStack(ifLessThan:)`
/// (scaled up if a compiler pass in the same closure needs more per level).
/// A flat operator chain is no nesting for the parser, but releasing its tree recurses once
/// per operator (at least two code units each, under 256 bytes a level), up to
/// `Parser.maximumChainLength` of them.
public func stackNeeded(forParsing unitCount: Int) -> Int {
    let units = Swift.max(0, unitCount)
    let levels = units >= Parser.maximumDepth ? Parser.maximumDepth : Swift.min(Parser.maximumDepth, units * 2 + 8)
    let chainLinks = Swift.min(units / 2, Parser.maximumChainLength)
    return levels * (16 << 10) + chainLinks * 256 + (256 << 10)
}

#if canImport(Glibc)
/// `pthread_getattr_np`, which Swift's Glibc module does not export (it is a GNU extension):
/// looked up once by name.
private let pthreadGetAttributes: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
}()
#endif

#if canImport(Glibc)
/// Per-thread cache of the lowest address of the thread's stack: on the main thread,
/// `pthread_getattr_np` reads `/proc/self/maps`, which costs tens of microseconds.
private let stackBottomKey: pthread_key_t? = {
    var key = pthread_key_t()
    return pthread_key_create(&key, nil) == 0 ? key : nil
}()

private func stackBottomOfCurrentThread() -> UInt? {
    if let key = stackBottomKey, let cached = pthread_getspecific(key) {
        return UInt(bitPattern: cached)
    }
    guard let getAttributes = pthreadGetAttributes else { return nil }
    var attributes = pthread_attr_t()
    guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    var lowest: UnsafeMutableRawPointer?
    var size = 0
    guard pthread_attr_getstack(&attributes, &lowest, &size) == 0, let lowest else { return nil }
    if let key = stackBottomKey { pthread_setspecific(key, lowest) }
    return UInt(bitPattern: lowest)
}
#endif

/// Bytes between the current stack pointer and the end of this thread's stack, if known.
func remainingStackOfCurrentThread() -> Int? {
    #if canImport(Glibc)
    guard let bottom = stackBottomOfCurrentThread() else { return nil }
    var marker = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    return here > bottom ? Int(here - bottom) : 0
    #else
    return nil
    #endif
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
