import Dispatch
import Foundation
import Synchronization
import Testing
@testable import EddyLoop

@Suite struct WorkTests {
    @Test func moreJobsThanWorkersAllCompleteOnTheLoopThread() throws {
        let loop = try EventLoop()
        let loopThread = pthread_self()
        let jobs = 32
        var completed = 0
        var workOnLoopThread = 0
        var completionsOffLoopThread = 0
        var failures: [UVError] = []
        var workerThreads = Set<UInt>()
        do {
            for index in 0..<jobs {
                let work = Work(loop: loop)
                try work.queue({ () -> (index: Int, thread: pthread_t) in
                    // A little real work, so that jobs overlap on the workers.
                    var sum = 0
                    for value in 0..<10_000 { sum &+= value }
                    return (index: index + (sum == 0 ? 1 : 0), thread: pthread_self())
                }, completion: { result in
                    if pthread_equal(pthread_self(), loopThread) == 0 { completionsOffLoopThread += 1 }
                    switch result {
                    case .success(let value):
                        #expect(value.index == index)
                        if pthread_equal(value.thread, loopThread) != 0 { workOnLoopThread += 1 }
                        workerThreads.insert(UInt(value.thread))
                        completed += 1
                    case .failure(let error):
                        failures.append(error)
                    }
                })
                #expect(work.isPending)
            }
            #expect(loop.liveRequestCount == jobs)
        }
        // Pending requests keep the loop alive until the last completion.
        loop.run()
        #expect(completed == jobs)
        #expect(failures.isEmpty)
        #expect(workOnLoopThread == 0)
        #expect(completionsOffLoopThread == 0)
        #expect(workerThreads.count <= ThreadPool.size)
        #expect(loop.liveRequestCount == 0)
        #expect(loop.openHandleCount == 0)
    }

    @Test func cancelledQueuedWorkNeverRunsAndCompletesWithECANCELED() throws {
        let loop = try EventLoop()
        let workers = ThreadPool.size
        let blockersStarted = DispatchSemaphore(value: 0)
        let releaseBlockers = DispatchSemaphore(value: 0)
        let victimsRan = Atomic<Int>(0)
        var blockersDone = 0
        var victimResults: [UVError?] = []
        var blockers: [Work] = []
        var victims: [Work] = []

        // Occupy every worker, so that what is queued next waits in the queue.
        for _ in 0..<workers {
            let blocker = Work(loop: loop)
            try blocker.queue({ () -> Bool in
                blockersStarted.signal()
                return releaseBlockers.wait(timeout: .now() + 10) == .success
            }, completion: { result in
                #expect((try? result.get()) == true)
                blockersDone += 1
            })
            blockers.append(blocker)
        }
        var allStarted = true
        for _ in 0..<workers where blockersStarted.wait(timeout: .now() + 10) == .timedOut {
            allStarted = false
        }
        #expect(allStarted, "the thread pool did not start every blocker")

        for _ in 0..<5 {
            let victim = Work(loop: loop)
            try victim.queue({ victimsRan.add(1, ordering: .relaxed) }, completion: { result in
                switch result {
                case .success: victimResults.append(nil)
                case .failure(let error): victimResults.append(error)
                }
            })
            victims.append(victim)
        }
        var cancelErrors: [UVError] = []
        for victim in victims {
            do throws(UVError) { try victim.cancel() } catch { cancelErrors.append(error) }
        }
        // A running job cannot be cancelled.
        #expect(throws: UVError(code: -16)) { try blockers[0].cancel() }
        for _ in 0..<workers { releaseBlockers.signal() }

        loop.run()
        #expect(cancelErrors.isEmpty)
        #expect(victimResults == Array(repeating: UVError.cancelled, count: 5))
        #expect(victimsRan.load(ordering: .relaxed) == 0)
        #expect(blockersDone == workers)
        #expect(victims.allSatisfy { !$0.isPending })
        blockers = []
        victims = []
        #expect(loop.liveRequestCount == 0)
        #expect(loop.openHandleCount == 0)
    }

    @Test func completedWorkCanBeQueuedAgainFromItsCompletion() throws {
        let loop = try EventLoop()
        var results: [Int] = []
        do {
            let work = Work(loop: loop)
            try work.queue({ 1 }, completion: { first in
                results.append((try? first.get()) ?? -1)
                #expect(!work.isPending)
                #expect(throws: UVError(code: -22)) { try work.cancel() }
                try? work.queue({ 2 }, completion: { second in
                    results.append((try? second.get()) ?? -1)
                })
            })
            #expect(throws: UVError(code: -16)) { try work.queue({ 0 }, completion: { _ in }) }
        }
        loop.run()
        #expect(results == [1, 2])
        #expect(loop.liveRequestCount == 0)
    }
}
