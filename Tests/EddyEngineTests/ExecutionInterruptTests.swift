import Foundation
import Testing
@testable import EddyEngine

/// The REPL's Ctrl-C: another thread requests an interrupt, the running script stops at its
/// next backward jump or call, and neither `catch` nor `finally` in the script sees it.
@Suite struct ExecutionInterruptTests {
    /// Requests an interrupt from another thread after a short delay.
    func requestSoon(_ interrupt: ExecutionInterrupt) {
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.1)
            interrupt.request()
        }
    }

    @Test func anInfiniteLoopStopsAndNoCatchOrFinallyRuns() throws {
        let agent = Agent.makeHostAgent()
        requestSoon(agent.interrupt)
        #expect(throws: ExecutionInterrupted.self) {
            _ = try agent.runScript("""
                var seen = 'nothing';
                try { while (true) {} } catch (e) { seen = 'catch' } finally { seen = 'finally' }
                """, name: "loop.js")
        }
        #expect(try agent.runScript("seen", name: "after.js").textValue == "nothing")
        // The agent goes on: the request was used up.
        #expect(try agent.runScript("let n = 0; for (let i = 0; i < 1000; i++) n += i; n", name: "next.js").asNumber == 499_500)
    }

    @Test func loopsInsideCallsAndNativeCallbacksStopToo() throws {
        let agent = Agent.makeHostAgent()
        requestSoon(agent.interrupt)
        #expect(throws: ExecutionInterrupted.self) {
            _ = try agent.runScript("""
                function spin() { for (;;) {} }
                [1, 2].forEach(() => { try { spin() } catch (e) {} });
                """, name: "nested.js")
        }
        #expect(try agent.runScript("1 + 1", name: "after.js").asNumber == 2)
    }

    /// A single BigInt operation can run for minutes; the request reaches inside it.
    @Test(arguments: ["7n ** 20000000n", "((1n << 40000000n) - 1n).toString()", "BigInt('9'.repeat(20000000))"])
    func longBigIntOperationsStop(source: String) throws {
        let agent = Agent.makeHostAgent()
        requestSoon(agent.interrupt)
        #expect(throws: ExecutionInterrupted.self) {
            _ = try agent.runScript("try { \(source) } catch (e) { 'caught' }", name: "bigint.js")
        }
        #expect(try agent.runScript("(2n ** 64n).toString()", name: "after.js").textValue == "18446744073709551616")
    }

    @Test func aClearedRequestDoesNotStopTheNextScript() throws {
        let agent = Agent.makeHostAgent()
        agent.interrupt.request()
        #expect(agent.interrupt.isRequested)
        agent.interrupt.clear()
        #expect(try agent.runScript("var k = 0; while (k < 10) k++; k", name: "ok.js").asNumber == 10)
    }
}
