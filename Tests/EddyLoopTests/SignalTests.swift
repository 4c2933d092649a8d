import Foundation
import Testing
@testable import EddyLoop

/// The tests share the process, and a signal is process-wide: each test uses its own signal,
/// and sends it only while its handle watches it (the default action would end the process).
/// Signals go to the process (`kill`), not to the calling thread (`raise`): the test threads are
/// dispatch workers, which block asynchronous signals.
@Suite struct SignalTests {
    @Test func signalSentToTheProcessReachesTheCallbackOnTheLoopThread() throws {
        let loop = try EventLoop()
        let signal = try Signal(loop: loop)
        let guardTimer = try EddyLoop.Timer(loop: loop)
        let loopThread = pthread_self()
        var received: [Int32] = []
        var onLoopThread = false
        var timedOut = false
        try signal.start(SIGUSR2) { signalNumber in
            received.append(signalNumber)
            onLoopThread = pthread_equal(pthread_self(), loopThread) != 0
            signal.close()
            guardTimer.close()
        }
        #expect(signal.signalNumber == SIGUSR2)
        try guardTimer.start(after: 10_000) {
            timedOut = true
            signal.close()
            guardTimer.close()
        }
        kill(getpid(), SIGUSR2)
        loop.run()
        #expect(!timedOut)
        #expect(received == [SIGUSR2])
        #expect(onLoopThread)
        #expect(loop.openHandleCount == 0)
    }

    @Test func oneShotSignalFromAnotherThreadStopsTheHandle() throws {
        let loop = try EventLoop()
        let signal = try Signal(loop: loop)
        let guardTimer = try EddyLoop.Timer(loop: loop)
        let loopThread = pthread_self()
        var received: [Int32] = []
        var onLoopThread = false
        var timedOut = false
        try signal.startOneShot(SIGUSR1) { signalNumber in
            received.append(signalNumber)
            onLoopThread = pthread_equal(pthread_self(), loopThread) != 0
            // libuv stops the handle once this callback returns; then the loop may exit.
            guardTimer.close()
        }
        try guardTimer.start(after: 10_000) {
            timedOut = true
            signal.close()
            guardTimer.close()
        }
        Thread { kill(getpid(), SIGUSR1) }.start()
        loop.run()
        #expect(!timedOut)
        #expect(received == [SIGUSR1])
        #expect(onLoopThread)
        #expect(!signal.isActive)
        signal.close()
        loop.run()
        #expect(loop.openHandleCount == 0)
    }

    @Test func startingWithAnInvalidSignalThrows() throws {
        let loop = try EventLoop()
        let signal = try Signal(loop: loop)
        #expect(throws: UVError.self) { try signal.start(0) { _ in } }
        #expect(!signal.isActive)
        signal.close()
        loop.run()
        #expect(loop.openHandleCount == 0)
    }

    @Test func stoppedSignalHandleLetsTheLoopExit() throws {
        let loop = try EventLoop()
        var closed = false
        do {
            let signal = try Signal(loop: loop)
            // Nothing raises SIGWINCH in these tests, and its default action is to ignore it.
            try signal.start(SIGWINCH) { _ in }
            #expect(loop.isAlive)
            signal.stop()
            #expect(signal.signalNumber == 0)
            #expect(!loop.isAlive)
            signal.close { closed = true }
        }
        loop.run()
        #expect(closed)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveHandleCount == 0)
    }
}
