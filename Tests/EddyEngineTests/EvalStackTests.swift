import Foundation
import Testing
@testable import EddyEngine

/// Short eval strings compile on the calling thread when it has room for their worst case;
/// nested ones, up to the length where the full deep-stack rule applies, must still compile
/// without overflowing a thread with a small stack.
@Suite struct EvalStackTests {
    /// Runs `body` on a thread with a stack of `size` bytes and waits for it.
    func onStack(of size: Int, _ body: @escaping @Sendable () -> String) -> String {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result = ""
        let thread = Thread {
            result = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return result
    }

    /// 1 MiB: most evals start a deep-stack thread; 48 MiB: the longer ones compile in
    /// place, near the bound the rule allows (a debug build's frames are the largest).
    @Test(arguments: [1 << 20, 48 << 20])
    func nestedEvalStringsCompile(stackSize: Int) {
        let output = onStack(of: stackSize) {
            run("""
                var results = [];
                [1, 10, 100, 300, 490, 900].forEach(function (n) {
                  results.push(eval('['.repeat(n) + ']'.repeat(n)).length === (n === 1 ? 0 : 1));
                  results.push(eval('('.repeat(n) + '7' + ')'.repeat(n)));
                  results.push(eval('+ '.repeat(n) + '1'));
                });
                try { eval('['.repeat(5000) + ']'.repeat(5000)); } catch (e) { results.push(e instanceof SyntaxError); }
                for (var i = 0; i < 2000; i++) results.push(eval('//' + String.fromCharCode(i) + '\\n' + i) === i);
                results.filter(function (x) { return x !== 1 && x !== 7 && x !== true; }).length
                """)
        }
        #expect(output == "0")
    }
}
