import Testing
@testable import EddyLoop

@Suite struct LoopPhaseTests {
    enum Phase: Equatable { case timer, idle, prepare, check }

    @Test func eachTurnRunsTimersThenIdleThenPrepareThenCheck() throws {
        let loop = try EventLoop()
        let timer = try EddyLoop.Timer(loop: loop)
        let idle = try Idle(loop: loop)
        let prepare = try Prepare(loop: loop)
        let check = try Check(loop: loop)
        var phases: [Phase] = []
        var turns = 0
        try timer.start(after: 0) { phases.append(.timer) }
        try idle.start { phases.append(.idle) }
        try prepare.start { phases.append(.prepare) }
        try check.start {
            phases.append(.check)
            turns += 1
            if turns == 1 {
                // Due at the loop's cached time, so it fires in the next turn's timers phase
                // (a timer restarted inside the timers phase would fire in the same pass).
                try? timer.start(after: 0) { phases.append(.timer) }
            } else {
                for handle: Handle in [timer, idle, prepare, check] { handle.close() }
            }
        }
        loop.run()
        #expect(phases == [.timer, .idle, .prepare, .check, .timer, .idle, .prepare, .check])
        #expect(turns == 2)
        #expect(loop.openHandleCount == 0)
    }

    @Test func activeIdleHandleKeepsPollFromBlocking() throws {
        let loop = try EventLoop()
        let hourTimer = try EddyLoop.Timer(loop: loop)
        let idle = try Idle(loop: loop)
        let check = try Check(loop: loop)
        let guardTimer = try EddyLoop.Timer(loop: loop)
        var hourTimerFired = false
        var timedOut = false
        var checks = 0
        try hourTimer.start(after: 3_600_000) { hourTimerFired = true }
        try idle.start {}
        try check.start {
            checks += 1
            #expect(loop.backendTimeout == 0)
            if checks == 5 {
                for handle: Handle in [hourTimer, idle, check, guardTimer] { handle.close() }
            }
        }
        // Should the poll block anyway, it wakes for this one and fails the test.
        try guardTimer.start(after: 2_000) {
            timedOut = true
            for handle: Handle in [hourTimer, idle, check, guardTimer] { handle.close() }
        }
        let start = EventLoop.highResolutionTime
        loop.run()
        let elapsed = EventLoop.highResolutionTime - start
        #expect(checks == 5)
        #expect(!timedOut)
        #expect(!hourTimerFired)
        #expect(elapsed < 1_000_000_000, "poll blocked for \(elapsed) ns")
        #expect(loop.openHandleCount == 0)
    }

    @Test func stoppedIdleHandleLetsPollWaitForTheNextTimer() throws {
        let loop = try EventLoop()
        let timer = try EddyLoop.Timer(loop: loop)
        let idle = try Idle(loop: loop)
        let prepare = try Prepare(loop: loop)
        var idleCalls = 0
        var pollTimeout: Int?
        try timer.start(after: 3_600_000) {}
        var prepareCalls = 0
        try idle.start {
            idleCalls += 1
            if idleCalls == 2 { idle.stop() }
        }
        try prepare.start {
            prepareCalls += 1
            // In the second turn (libuv reports a zero timeout until its first poll), right
            // before polling, with the idle handle stopped: the poll would wait for the
            // hour-long timer. Closing the handles lets it return at once instead.
            if prepareCalls == 2 {
                pollTimeout = loop.backendTimeout
                for handle: Handle in [timer, idle, prepare] { handle.close() }
            }
        }
        loop.run()
        #expect(idleCalls == 2)
        #expect((pollTimeout ?? 0) > 3_000_000)
        #expect(loop.openHandleCount == 0)
    }

    @Test func unrefCheckHandleDoesNotKeepTheLoopAlive() throws {
        let loop = try EventLoop()
        let check = try Check(loop: loop)
        var calls = 0
        try check.start { calls += 1 }
        #expect(check.isActive)
        #expect(loop.isAlive)
        check.unref()
        #expect(!loop.isAlive)
        loop.run()
        #expect(calls == 0)
        check.close()
        loop.run()
        #expect(loop.openHandleCount == 0)
    }

    @Test func closedPhaseHandlesAreFreed() throws {
        let loop = try EventLoop()
        var closed = 0
        do {
            for handle: Handle in [try Idle(loop: loop), try Prepare(loop: loop), try Check(loop: loop)] {
                handle.close { closed += 1 }
            }
        }
        #expect(loop.liveHandleCount == 3)
        loop.run()
        #expect(closed == 3)
        #expect(loop.liveHandleCount == 0)
        #expect(loop.openHandleCount == 0)
    }

    @Test func startingAClosedHandleThrows() throws {
        let loop = try EventLoop()
        let check = try Check(loop: loop)
        check.close()
        #expect(throws: UVError(code: -22)) { try check.start {} }
        loop.run()
        #expect(loop.openHandleCount == 0)
    }
}
