// The cost of crossing between Swift and JavaScript in an embedded runtime, and whether
// runtimes free what they take. Run on a release build:
//
//     swift run -c release eddy-embedding-bench [--markdown FILE]
//
// Targets (issue 7): a synchronous Swift → JavaScript call on the loop thread under 1 µs,
// an async round trip under 20 µs. The figures go into BENCHMARKS.md.
import Eddy

#if canImport(Glibc)
import Glibc
#endif

/// Seconds of a monotonic clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The process's resident set size in MiB.
func residentMiB() -> Double {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = fread(&buffer, 1, buffer.count, file)
    let fields = String(decoding: buffer.prefix(count), as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

struct Row {
    let name: String
    let value: Double
    let unit: String
    let target: String
}

/// Makes, uses and shuts down runtimes: the time each takes, and the resident memory before
/// and after (it must stay flat: a runtime frees its heap, loop and thread).
func measureLifetimes(count: Int, report: Report) async throws {
    @Sendable func cycle() async throws {
        let runtime = try Runtime()
        try await runtime.evaluate("globalThis.data = Array.from({ length: 1000 }, (_, i) => ({ i, s: 'x' + i }))")
        await runtime.shutdown()
    }
    for _ in 0..<20 { try await cycle() }
    let before = residentMiB()
    let start = now()
    for _ in 0..<count { try await cycle() }
    report.record("create, use and shut down a runtime", (now() - start) / Double(count) * 1e3, "ms")
    report.record("resident memory growth over \(count) runtimes", residentMiB() - before, "MiB", target: "flat")
}

/// The measures so far, printed as they come and written as a table at the end.
final class Report {
    var rows: [Row] = []

    func record(_ name: String, _ value: Double, _ unit: String, target: String = "") {
        rows.append(Row(name: name, value: value, unit: unit, target: target))
        print("\(name): \(String(format3(value))) \(unit)\(target.isEmpty ? "" : "  (target \(target))")")
    }
}

func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return String(scaled)
}

@main
struct EmbeddingBenchmark {
    /// In a function, not top-level code: there Swift picks the `async` forms of `JSValue`'s
    /// methods, which this measures.
    static func main() async throws {
        let report = Report()
        // `--runtimes N`: only make and shut down N runtimes, and report the memory growth
        // (EddyTests runs this in a process of its own, where no other test adds to it).
        if let flag = CommandLine.arguments.firstIndex(of: "--runtimes"), flag + 1 < CommandLine.arguments.count,
            let count = Int(CommandLine.arguments[flag + 1])
        {
            try await measureLifetimes(count: count, report: report)
            return
        }
        // Lifetimes first: the call benchmarks below leave the allocator's per-thread arenas
        // grown (about 10 MiB, once), which would show up as growth here.
        try await measureLifetimes(count: 1_000, report: report)

        let runtime = try Runtime()
        let add = try await runtime.evaluate("(a, b) => a + b")

        // Swift → JavaScript, synchronously on the loop thread.
        let syncCalls = 1_000_000
        let syncSeconds = try await runtime.perform {
            let start = now()
            var total = 0.0
            for index in 0..<syncCalls { total += try add.call(index, 1).double() }
            precondition(total > 0)
            return now() - start
        }
        report.record("Swift → JS sync call (loop thread)", syncSeconds / Double(syncCalls) * 1e9, "ns", target: "< 1000 ns")

        // JavaScript → Swift, synchronously.
        try await runtime.registerGlobal("swiftAdd", .function { args in try args[0].double() + args[1].double() })
        let jsToSwiftCalls = 1_000_000
        let jsToSwiftMilliseconds: Double = try await runtime.evaluate("""
            (() => { const start = Date.now(); let total = 0;
              for (let i = 0; i < \(jsToSwiftCalls); i++) total = swiftAdd(total, 1);
              return Date.now() - start; })()
            """)
        report.record("JS → Swift sync function call", jsToSwiftMilliseconds / Double(jsToSwiftCalls) * 1e6, "ns")

        // Swift → JavaScript from another task: one hop to the loop thread and back per call.
        let asyncCalls = 50_000
        let start = now()
        for index in 0..<asyncCalls { _ = try await add.call(index, 1) }
        report.record("Swift → JS async call round trip", (now() - start) / Double(asyncCalls) * 1e6, "µs", target: "< 20 µs")

        // JavaScript → Swift async function: the Swift task runs, the promise settles on the loop.
        try await runtime.registerGlobal("swiftEcho", .asyncFunction { args in try args[0].int() })
        let asyncFunctionCalls = 20_000
        let asyncFunctionMilliseconds: Double = try await runtime.evaluate("""
            (async () => { const start = Date.now();
              for (let i = 0; i < \(asyncFunctionCalls); i++) await swiftEcho(i);
              return Date.now() - start; })()
            """)
        report.record("JS → Swift async function round trip", asyncFunctionMilliseconds / Double(asyncFunctionCalls) * 1e3, "µs", target: "< 20 µs")
        await runtime.shutdown()

        if let flag = CommandLine.arguments.firstIndex(of: "--markdown"), flag + 1 < CommandLine.arguments.count {
            var text = "| measure | value | target |\n| --- | --- | --- |\n"
            for row in report.rows { text += "| \(row.name) | \(format3(row.value)) \(row.unit) | \(row.target) |\n" }
            let path = CommandLine.arguments[flag + 1]
            guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
            fputs(text, file)
            fclose(file)
        }
    }
}
