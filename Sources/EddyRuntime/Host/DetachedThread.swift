#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A detached pthread with a stack of a chosen size (reserved, not committed), for a
/// runtime's loop: an embedded runtime's loop thread, a worker thread.
package enum DetachedThread {
    private final class Body {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }

    /// Starts `body` on a new thread; returns pthread_create's status (0 when it started).
    package static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Int32 {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Glibc)
        var handle = pthread_t()
        #else
        var handle: pthread_t?
        #endif
        let status = pthread_create(&handle, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        if status != 0 { Unmanaged<Body>.fromOpaque(context).release() }
        return status
    }
}
