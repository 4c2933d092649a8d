import Eddy
import Testing

/// Issue 19: host cancellation reaches Array built-ins that walk huge array-likes without
/// running any JavaScript between indexes. One case at a time: each keeps a core busy until
/// it is cancelled, and four of them side by side in one process have hung (not yet
/// understood).
@Suite(.serialized) struct LongNativeCancellationTests {
    @Test(arguments: [
        "[].concat({ length: 2 ** 53 - 1, [Symbol.isConcatSpreadable]: true })",
        "Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, 1)",
        "Array.prototype.lastIndexOf.call({ length: 2 ** 53 - 1 }, 1)",
        "Array.prototype.reverse.call({ length: 2 ** 53 - 1 })",
    ])
    func cancellationStopsALongArrayLikeWalk(_ call: String) async throws {
        let (runtime, _, _) = try makeRuntime()
        let started = try await startSignal(in: runtime)
        let task = Task {
            try await runtime.evaluate("started(); \(call)")
        }
        await started()
        task.cancel()
        await #expect(throws: (any Error).self) { try await task.value }
        await runtime.shutdown()
    }
}
