import Foundation
import Testing
@testable import EddyLoop

/// Helpers shared by the stream, pipe, TTY and child-process tests.
enum StreamTestSupport {
    /// Runs `loop` until it has nothing left to do. A guard timer, unreferenced so it does not
    /// itself keep the loop alive, fails the test and closes everything if that takes longer
    /// than `timeout` milliseconds, so no test can hang.
    static func run(_ loop: EventLoop, timeout: UInt64 = 10_000,
                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let guardTimer = try EddyLoop.Timer(loop: loop)
        var timedOut = false
        try guardTimer.start(after: timeout) {
            timedOut = true
            loop.stop()
        }
        guardTimer.unref()
        loop.run()
        guardTimer.close()
        if timedOut {
            Issue.record("the loop was still busy after \(timeout) ms", sourceLocation: sourceLocation)
            loop.closeAllHandles()
        }
        loop.run()
    }

    /// Runs `body` inside a callback, where errors cannot propagate: a thrown error fails the
    /// test instead.
    static func expectNoError(sourceLocation: SourceLocation = #_sourceLocation,
                              _ body: () throws -> Void) {
        do {
            try body()
        } catch {
            Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
        }
    }

    /// A fresh directory `/tmp/eddy-test-<UUID>` for socket paths and files; the caller
    /// removes it.
    static func makeTemporaryDirectory() throws -> String {
        let path = "/tmp/eddy-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    /// A megabyte-sized payload whose bytes vary, so a dropped or reordered chunk shows.
    static func payload(count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
    }

    /// The error thrown by `body`, if it threw a `UVError`.
    static func uvError(_ body: () throws -> Void) -> UVError? {
        do {
            try body()
            return nil
        } catch {
            return error as? UVError
        }
    }

    /// A C library function looked up by name, for those Swift's Glibc module hides (they
    /// need `_GNU_SOURCE` or `_XOPEN_SOURCE`).
    static func libc<Function>(_ name: String, as type: Function.Type) throws -> Function {
        let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), name), "\(name) not found")
        return unsafeBitCast(symbol, to: type)
    }

    /// A `pipe(2)` whose ends are close-on-exec from the start, so a child spawned by a test
    /// running in parallel cannot inherit them and keep the pipe open.
    /// - Returns: the read end and the write end.
    static func makePipe() throws -> (reader: Int32, writer: Int32) {
        let pipe2 = try libc("pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32).self)
        var fds: [Int32] = [-1, -1]
        try #require(pipe2(&fds, O_CLOEXEC) == 0, "pipe2 failed: errno \(errno)")
        return (fds[0], fds[1])
    }
}
