import Eddy
import Testing

/// Issue 19: `maximumHeapBytes` counts what `maximumLiveObjects` cannot see — a few cells
/// holding megabytes each (strings, ArrayBuffers, array storage) — and stops the script as
/// the object limit does.
@Suite struct HeapByteLimitTests {
    static let limit = 24 << 20

    /// Each script keeps a few hundred cells at most, far below any object limit, while
    /// what they hold grows past the byte limit.
    static let growing: [String] = [
        "const keep = []; for (let i = 0; ; i++) keep.push('x'.repeat(1 << 20) + i)",
        "const keep = []; for (;;) keep.push(new ArrayBuffer(1 << 20))",
        "const keep = []; for (;;) keep.push(Buffer.alloc(1 << 20, 1))",
        "const keep = []; for (;;) keep.push(new Array(1 << 17).fill(0))",
        "const keep = []; for (let i = 0; ; i++) keep.push(i)",
        "const keep = new Map(); for (let i = 0; ; i++) keep.set(i, i)",
        // Growth by paths other than push and fill: index stores (dense, and sparse into the
        // array's dictionary shape) and arrays made element by element.
        "const keep = []; for (let i = 0; ; i++) keep[i] = i",
        "const keep = []; keep[2 ** 31] = 0; for (let i = 0; ; i++) keep[i] = i",
        "const keep = []; for (;;) keep.push(Array.from({ length: 1 << 16 }, (_, i) => i))",
        "const keep = []; for (;;) keep.push([].concat(new Array(1 << 16).fill(0)))",
    ]

    @Test(arguments: growing) func theByteLimitStopsTheScript(_ source: String) async throws {
        let (runtime, _, errors) = try makeRuntime {
            $0.maximumHeapBytes = Self.limit
            $0.maximumLiveObjects = 50_000_000
        }
        await #expect(throws: RuntimeError.heapLimitExceeded) { try await runtime.evaluate(source) }
        #expect(errors.value.contains("heap out of memory"))
        await #expect(throws: RuntimeError.heapLimitExceeded) { try await runtime.evaluate("1") }
        await runtime.shutdown()
    }

    /// Garbage does not count: only what survives a collection.
    @Test func garbageDoesNotCount() async throws {
        let (runtime, _, _) = try makeRuntime { $0.maximumHeapBytes = Self.limit }
        let total: Int = try await runtime.evaluate("""
            let total = 0
            for (let i = 0; i < 300; i++) total += ('y'.repeat(1 << 20) + i).length + new ArrayBuffer(1 << 20).byteLength
            total
            """)
        #expect(total > 300 << 21)
        await runtime.shutdown()
    }
}
