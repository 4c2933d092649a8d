import Eddy
import Testing

/// Issue 19: host cancellation reaches built-ins that walk huge array-likes without running
/// any JavaScript between indexes.
///
/// The script signals from a getter the walk itself calls, so the cancellation arrives while
/// the native loop runs: signalled before the call, a cancellation that came quickly was
/// caught by the check on entering the call and hid a loop with no check of its own (which
/// then spun for ever on a loaded machine, where the cancelling task runs late).
@Suite struct LongNativeCancellationTests {
    /// An array-like of length 2^53 − 1 (2^32 − 1 where the method rejects more) whose
    /// element at `index` calls `started()` when read.
    static func walked(_ call: String, signalAt index: String = "5", length: String = "2 ** 53 - 1") -> String {
        "const o = { length: \(length), get [\(index)]() { started(); return 1 } }; \(call)"
    }

    static let top = "2 ** 53 - 3"

    static let walks: [String] = [
        "const o = { length: 2 ** 53 - 1, [Symbol.isConcatSpreadable]: true, get [5]() { started() } }; [].concat(o)",
        "const o = { length: 2 ** 53 - 1, set [6](v) { started() } }; Array.prototype.fill.call(o, 0, 6)",
        walked("Array.prototype.indexOf.call(o, 2)"),
        walked("Array.prototype.lastIndexOf.call(o, 2)", signalAt: top),
        walked("Array.prototype.includes.call(o, 2)"),
        walked("Array.prototype.reverse.call(o)"),
        walked("Array.prototype.copyWithin.call(o, 0, 7)", signalAt: "10"),
        walked("Array.prototype.every.call(o, () => true)"),
        walked("Array.prototype.some.call(o, () => false)"),
        walked("Array.prototype.forEach.call(o, () => {})"),
        walked("Array.prototype.filter.call(o, () => false)"),
        walked("Array.prototype.reduce.call(o, (a) => a, 0)"),
        walked("Array.prototype.reduceRight.call(o, (a) => a, 0)", signalAt: top),
        walked("Array.prototype.find.call(o, () => false)"),
        walked("Array.prototype.findIndex.call(o, () => false)"),
        walked("Array.prototype.findLast.call(o, () => false)", signalAt: top),
        walked("Array.prototype.findLastIndex.call(o, () => false)", signalAt: top),
        walked("Array.prototype.flat.call(o)"),
        walked("Array.prototype.flatMap.call(o, (x) => x)"),
        walked("Array.prototype.shift.call(o)"),
        walked("Array.prototype.unshift.call(o, 1)", signalAt: top, length: "2 ** 53 - 2"),
        walked("Array.prototype.sort.call(o)"),
        walked("Array.prototype.map.call(o, (x) => x)", length: "2 ** 32 - 1"),
        walked("Array.prototype.join.call(o, '')", length: "2 ** 32 - 1"),
        walked("Array.prototype.toLocaleString.call(o)", length: "2 ** 32 - 1"),
        walked("Array.prototype.slice.call(o, 0)", length: "2 ** 32 - 1"),
        walked("Array.prototype.splice.call(o, 0, 2 ** 32 - 10)", length: "2 ** 32 - 1"),
        // The copying methods refuse a length past the largest Array they could make.
        walked("Array.prototype.toReversed.call(o)", signalAt: "2 ** 27 - 10", length: "2 ** 27 - 3"),
        walked("Array.prototype.toSorted.call(o)", length: "2 ** 27 - 3"),
        walked("Array.prototype.toSpliced.call(o, 0, 0)", length: "2 ** 27 - 3"),
        walked("Array.prototype.with.call(o, 0, 0)", signalAt: "6", length: "2 ** 27 - 3"),
        walked("Array.from(o)", length: "2 ** 32 - 1"),
        walked("Uint8Array.from(o)", length: "2 ** 32 - 1"),
        walked("new Uint8Array(o)", length: "2 ** 32 - 1"),
    ]

    /// An array of length 2^32 − 1 with one element at the top, whose prototype has an
    /// indexed getter at 7 that calls `started()`: the walks over such an array cannot skip
    /// the missing indexes (the getter could be anywhere), so they step through all of them.
    static func sparse(_ call: String) -> String {
        "const a = []; a[2 ** 32 - 2] = 1; Object.setPrototypeOf(a, Object.create(Array.prototype, { 7: { get() { started() } } })); \(call)"
    }

    /// Issue 19: long native loops other than the array-like walks — the regexp machine's
    /// backtracking (checked every 2^18 steps), a dense `fill` (every 2^16 elements), and
    /// walks over real sparse arrays, which visit only the present elements unless
    /// something (here an indexed prototype) makes every index observable.
    static let otherLoops: [String] = [
        "const s = 'a'.repeat(1e6) + 'b'; /^(a+)+$/.test({ toString() { started(); return s } })",
        "new Array(2 ** 26).fill(0, { valueOf() { started(); return 0 } })",
        "const a = []; a[2 ** 32 - 2] = 1; a.fill(0, { valueOf() { started(); return 0 } })",
        sparse("a.join('')"),
        sparse("a.sort()"),
        sparse("a.reverse()"),
        sparse("a.forEach(() => {})"),
        sparse("a.splice(0, 1)"),
        sparse("a.indexOf(0)"),
    ]

    @Test func cancellationStopsOtherLongNativeLoops() async throws {
        try await expectCancellationStops(Self.otherLoops)
    }

    /// `shutdown()` ends a regexp that backtracks for minutes, as it ends a loop.
    @Test func shutdownStopsABacktrackingRegExp() async throws {
        let (runtime, _, _) = try makeRuntime()
        let started = try await startSignal(in: runtime)
        let task = Task {
            try await runtime.evaluate("const s = 'a'.repeat(1e6) + 'b'; /^(a+)+$/.test({ toString() { started(); return s } })")
        }
        var events = ScriptEvents(of: task, started: started, limit: .seconds(120))
        guard case .started = await events.next() else {
            Issue.record("did not reach the signal")
            return
        }
        await runtime.shutdown()
        guard case .ended(let result) = await events.next() else {
            Issue.record("did not stop within 120 s of the shutdown")
            return
        }
        #expect(throws: (any Error).self) { try result.get() }
    }

    @Test func cancellationStopsEveryLongArrayLikeWalk() async throws {
        try await expectCancellationStops(Self.walks)
    }

    /// Runs each script in one runtime, in turn (a cancelled script leaves its runtime
    /// usable), cancelling it once it has signalled: a walk keeps a core busy until its
    /// cancellation lands, and a runtime's start is most of a case's time in a debug build.
    func expectCancellationStops(_ sources: [String]) async throws {
        let (runtime, _, _) = try makeRuntime()
        for source in sources {
            let started = try await startSignal(in: runtime)
            let task = Task { try await runtime.evaluate("{ \(source) }") }
            var events = ScriptEvents(of: task, started: started, limit: .seconds(120))
            switch await events.next() {
            case .started:
                break
            case .ended(let result):
                Issue.record("\(source): ended before it reached the signal: \(result)")
                continue
            case .timedOut:
                // The runtime's thread spins on, and its shutdown would wait for it.
                Issue.record("\(source): did not reach the signal within 120 s")
                return
            }
            task.cancel()
            guard case .ended(let result) = await events.next() else {
                Issue.record("\(source): did not stop within 120 s of its cancellation")
                return
            }
            let error = #expect(throws: JSError.self, "\(source)") { try result.get() }
            #expect(error?.name == "AbortError", "\(source)")
        }
        await runtime.shutdown()
    }
}

/// What happens to a script a test runs, in order: its signal, its end, or the end of the
/// time the test allows (so that a script that does not stop fails the test, not hangs it).
struct ScriptEvents<Value: Sendable> {
    enum Event: Sendable {
        case started
        case ended(Result<Value, any Error>)
        case timedOut
    }

    private var iterator: AsyncStream<Event>.Iterator

    init(of task: Task<Value, any Error>, started: @escaping @Sendable () async -> Void, limit: Duration) {
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        iterator = stream.makeAsyncIterator()
        Task {
            await started()
            continuation.yield(.started)
        }
        Task {
            do {
                continuation.yield(.ended(.success(try await task.value)))
            } catch {
                continuation.yield(.ended(.failure(error)))
            }
        }
        Task {
            try? await Task.sleep(for: limit)
            continuation.yield(.timedOut)
        }
    }

    mutating func next() async -> Event {
        await iterator.next() ?? .timedOut
    }
}
