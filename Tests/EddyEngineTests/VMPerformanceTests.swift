import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import EddyEngine

/// Timings printed for release builds (`swift test -c release --filter VMPerformance`); the
/// assertions only check the results, so debug runs stay meaningful.
@Suite struct VMPerformanceTests {
    static func time(_ source: String) -> (String, Double) {
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        let result = run(source)
        var end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &end)
        let milliseconds = Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6
        return (result, milliseconds)
    }

    @Test func fibonacciRecursion() {
        let (result, milliseconds) = Self.time("function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) } fib(27)")
        print("fib(27): \(milliseconds) ms")
        #expect(result == "196418")
    }

    @Test func numericLoop() {
        let (result, milliseconds) = Self.time("var sum = 0; for (var i = 0; i < 1e7; i++) sum += i; sum")
        print("loop 1e7 (globals): \(milliseconds) ms")
        #expect(result == "49999995000000")
        let (local, localMilliseconds) = Self.time("(function () { var sum = 0; for (var i = 0; i < 1e7; i++) sum += i; return sum })()")
        print("loop 1e7 (locals): \(localMilliseconds) ms")
        #expect(local == "49999995000000")
    }

    @Test func propertyAccess() {
        let (result, milliseconds) = Self.time("""
        (function () {
          function P(x, y) { this.x = x; this.y = y }
          P.prototype.len = function () { return this.x * this.x + this.y * this.y };
          var s = 0;
          for (var i = 0; i < 1000000; i++) { var p = new P(i, 1); s += p.len() - p.x * p.x }
          return s
        })()
        """)
        print("objects 1e6: \(milliseconds) ms")
        #expect(result == "1000000")
    }
}

extension VMPerformanceTests {
    @Test func fibonacciThroughAClosureVariable() {
        let (result, milliseconds) = Self.time("(function () { function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) } return fib(27) })()")
        print("fib(27) closure: \(milliseconds) ms")
        #expect(result == "196418")
    }
}
