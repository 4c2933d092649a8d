import Testing
@testable import EddyLoop

@Suite struct EventLoopMetricsTests {
    @Test func highResolutionTimeAdvancesAcrossATimer() throws {
        let loop = try EventLoop()
        let timer = try EddyLoop.Timer(loop: loop)
        let start = EventLoop.highResolutionTime
        var elapsed: UInt64 = 0
        try timer.start(after: 2) {
            elapsed = EventLoop.highResolutionTime - start
            timer.close()
        }
        loop.run()
        #expect(elapsed >= 1_000_000, "a 2 ms timer fired after \(elapsed) ns")
        #expect(loop.openHandleCount == 0)
    }

    @Test func backendTimeoutIsNilWhenOnlyAnEventCanWakeTheLoop() throws {
        let loop = try EventLoop()
        #expect(loop.backendFileDescriptor >= 0)
        let async = try Async(loop: loop)
        let timer = try EddyLoop.Timer(loop: loop)
        // One turn without blocking registers libuv's own watchers.
        loop.run(.noWait)
        #expect(loop.backendTimeout == nil)
        #expect(loop.openHandleTypeNames == ["async", "timer"])
        try timer.start(after: 60_000) {}
        #expect((loop.backendTimeout ?? 0) > 50_000)
        async.close()
        timer.close()
        #expect(loop.backendTimeout == 0)
        #expect(loop.openHandleTypeNames.isEmpty)
        loop.run()
        #expect(loop.openHandleCount == 0)
    }

    @Test func threadPoolReportsAUsableSize() {
        #expect((1...1024).contains(ThreadPool.size))
        #expect(ThreadPool.availableParallelism >= 1)
    }
}
