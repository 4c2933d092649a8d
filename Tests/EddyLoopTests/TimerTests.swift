import Testing
@testable import EddyLoop

@Suite struct TimerTests {
    @Test func timersFireInDeadlineOrder() throws {
        let loop = try EventLoop()
        var order: [Int] = []
        for (index, timeout) in [30, 10, 20, 10].enumerated() {
            let timer = try EddyLoop.Timer(loop: loop)
            try timer.start(after: UInt64(timeout)) {
                order.append(index)
                timer.close()
            }
        }
        loop.run()
        #expect(order == [1, 3, 2, 0])
        #expect(loop.openHandleCount == 0)
    }

    @Test func repeatingTimerStopsInsideItsCallback() throws {
        let loop = try EventLoop()
        let timer = try EddyLoop.Timer(loop: loop)
        var calls = 0
        try timer.start(after: 1, repeating: 1) {
            calls += 1
            if calls == 3 { timer.stop() }
        }
        loop.run()
        #expect(calls == 3)
        #expect(!timer.isActive)
        timer.close()
        loop.run()
        #expect(loop.openHandleCount == 0)
    }

    @Test func unrefTimerLetsTheLoopExit() throws {
        let loop = try EventLoop()
        let timer = try EddyLoop.Timer(loop: loop)
        var fired = false
        try timer.start(after: 10_000) { fired = true }
        timer.unref()
        #expect(!timer.hasRef)
        #expect(!loop.isAlive)
        loop.run()
        #expect(!fired)
        timer.close()
        loop.run()
        #expect(loop.openHandleCount == 0)
    }

    @Test func closedHandleIsFreedAfterItsCloseCallback() throws {
        let loop = try EventLoop()
        var closed = 0
        do {
            let timer = try EddyLoop.Timer(loop: loop)
            try timer.start(after: 1) {}
            try EddyLoop.Timer(loop: loop).close { closed += 1 }
        }
        // Nobody holds the timers now, yet the open one is alive until closed.
        #expect(loop.liveHandleCount == 2)
        loop.run()
        #expect(closed == 1)
        #expect(loop.liveHandleCount == 1)
        loop.closeAllHandles()
        loop.run()
        #expect(loop.liveHandleCount == 0)
        #expect(loop.openHandleCount == 0)
    }

    @Test func loopIsFreedOnceItsHandlesAreClosed() throws {
        weak var weakLoop: EventLoop?
        do {
            let loop = try EventLoop()
            weakLoop = loop
            let timer = try EddyLoop.Timer(loop: loop)
            try timer.start(after: 1) { timer.close() }
            loop.run()
        }
        #expect(weakLoop == nil)
    }
}
