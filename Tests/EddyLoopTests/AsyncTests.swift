import Foundation
import Synchronization
import Testing
@testable import EddyLoop

@Suite struct AsyncTests {
    /// A counter that any thread may bump.
    final class SharedCounter: Sendable {
        private let count = Atomic(0)
        func increment() { count.add(1, ordering: .relaxed) }
        var value: Int { count.load(ordering: .relaxed) }
    }

    /// Loop-thread state of a test, reached from posted jobs through `LoopBound`.
    final class Progress {
        var ran = 0
        var order: [String] = []
        var whenDone: (() -> Void)?
    }

    @Test func jobsPostedFromEightThreadsAllRunOnTheLoopThread() throws {
        let loop = try EventLoop()
        let threads = 8
        let jobsPerThread = 1_000
        let loopThread = pthread_self()
        let offLoopRuns = SharedCounter()
        let refusedPosts = SharedCounter()
        let progress = Progress()
        var timedOut = false
        do {
            let async = try Async(loop: loop)
            let guardTimer = try EddyLoop.Timer(loop: loop)
            progress.whenDone = {
                async.close()
                guardTimer.close()
            }
            try guardTimer.start(after: 10_000) {
                timedOut = true
                progress.whenDone?()
            }
            let bound = LoopBound(progress)
            let job: @Sendable () -> Void = {
                guard pthread_equal(pthread_self(), loopThread) != 0 else {
                    offLoopRuns.increment()
                    return
                }
                let progress = bound.value
                progress.ran += 1
                if progress.ran == threads * jobsPerThread {
                    progress.whenDone?()
                    progress.whenDone = nil
                }
            }
            let poster = async.poster
            for _ in 0..<threads {
                Thread {
                    for _ in 0..<jobsPerThread where !poster.post(job) {
                        refusedPosts.increment()
                    }
                }.start()
            }
            loop.run()
            progress.whenDone = nil
            #expect(poster.isClosed)
            #expect(!poster.post {}, "a closed handle must refuse jobs")
        }
        #expect(!timedOut)
        #expect(progress.ran == threads * jobsPerThread)
        #expect(offLoopRuns.value == 0)
        #expect(refusedPosts.value == 0)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveHandleCount == 0)
    }

    @Test func jobsQueuedWhenClosingRunBeforeTheCloseCallback() throws {
        let loop = try EventLoop()
        let progress = Progress()
        let poster: Async.Poster
        do {
            let async = try Async(loop: loop)
            poster = async.poster
            let bound = LoopBound(progress)
            #expect(async.post { bound.value.order.append("first") })
            async.close { progress.order.append("closed") }
            #expect(poster.post { bound.value.order.append("second") })
        }
        loop.run()
        #expect(progress.order == ["first", "second", "closed"])
        #expect(!poster.post {})
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveHandleCount == 0)
    }

    @Test func jobsPostedByAJobRunInALaterIteration() throws {
        let loop = try EventLoop()
        let progress = Progress()
        let async = try Async(loop: loop)
        let bound = LoopBound(progress)
        let boundAsync = LoopBound(async)
        async.post {
            bound.value.order.append("outer")
            boundAsync.value.post {
                bound.value.order.append("inner")
                boundAsync.value.close()
            }
            bound.value.order.append("outer done")
        }
        loop.run()
        #expect(progress.order == ["outer", "outer done", "inner"])
        #expect(loop.openHandleCount == 0)
    }

    /// With `lingerNanoseconds`, a job posted from another thread shortly after the last
    /// one runs in the same callback: the loop does not go round (no check phase) between.
    @Test(arguments: [UInt64(0), 500_000_000])
    func lingeringRunsTheNextJobWithoutAnotherIteration(linger: UInt64) throws {
        let loop = try EventLoop()
        let progress = Progress()
        let async = try Async(loop: loop)
        async.lingerNanoseconds = linger
        let check = try Check(loop: loop)
        check.unref()
        let bound = LoopBound(progress)
        try check.start { bound.value.order.append("check") }
        let poster = async.poster
        let boundAsync = LoopBound(async)
        let boundCheck = LoopBound(check)
        async.post {
            bound.value.order.append("first")
            Thread.detachNewThread {
                usleep(2_000)
                poster.post {
                    bound.value.order.append("second")
                    boundAsync.value.close()
                    boundCheck.value.close()
                }
            }
        }
        loop.run()
        let expected = linger > 0 ? ["first", "second"] : ["first", "check"]
        #expect(Array(progress.order.prefix(2)) == expected)
    }

    @Test func unrefAsyncDoesNotKeepTheLoopAlive() throws {
        let loop = try EventLoop()
        let progress = Progress()
        let async = try Async(loop: loop)
        let bound = LoopBound(progress)
        async.unref()
        #expect(!loop.isAlive)
        async.post { bound.value.ran += 1 }
        loop.run()
        // Nothing held the loop open, so the job waits for the next run that polls.
        #expect(progress.ran == 0)
        async.ref()
        loop.run(.once)
        #expect(progress.ran == 1)
        async.close()
        loop.run()
        #expect(loop.openHandleCount == 0)
    }

    @Test func loopBoundKnowsItsThread() throws {
        let bound = LoopBound(0)
        #expect(bound.isOnOwningThread)
        let elsewhere = Mutex<Bool?>(nil)
        let thread = Thread { elsewhere.withLock { $0 = bound.isOnOwningThread } }
        thread.start()
        let deadline = ContinuousClock.now + .seconds(10)
        while elsewhere.withLock({ $0 }) == nil, ContinuousClock.now < deadline {
            usleep(1_000)
        }
        #expect(elsewhere.withLock { $0 } == false)
    }
}
