import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The parent process: hands tests to worker processes one at a time, restarts a worker that
/// crashed or overran its time (recording that test as failed), and collects the results.
final class Coordinator {
    struct Result { let status: String; let detail: String }

    private final class WorkerProcess {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        var buffer: [UInt8] = []
        var current: String?
        var startedAt = Date()
    }

    private let options: Options
    private var pending: [String]
    private var next = 0
    private(set) var results: [String: Result] = [:]
    private var workers: [WorkerProcess] = []
    private let total: Int

    init(options: Options, tests: [String]) {
        self.options = options
        self.pending = tests
        self.total = tests.count
    }

    func run() throws -> [String: Result] {
        for _ in 0..<min(options.jobs, max(pending.count, 1)) {
            let worker = try launch()
            workers.append(worker)
            feed(worker)
        }
        while workers.contains(where: { $0.current != nil }) {
            var fds = workers.map { pollfd(fd: $0.output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 200)
            for (index, worker) in workers.enumerated() where worker.current != nil {
                if fds[index].revents != 0 {
                    var chunk = [UInt8](repeating: 0, count: 65536)
                    let count = read(fds[index].fd, &chunk, chunk.count)
                    if count <= 0 {
                        record(worker, status: "fail", detail: "worker died (\(exitDescription(worker)))")
                        workers[index] = try replace(worker)
                        continue
                    }
                    worker.buffer += chunk[0..<count]
                    drainLines(of: worker)
                } else if Date().timeIntervalSince(worker.startedAt) > options.timeoutSeconds {
                    kill(worker.process.processIdentifier, SIGKILL)
                    record(worker, status: "fail", detail: "timeout after \(options.timeoutSeconds)s")
                    workers[index] = try replace(worker)
                }
            }
        }
        for worker in workers {
            try? worker.input.fileHandleForWriting.close()
            worker.process.waitUntilExit()
        }
        return results
    }

    private func launch() throws -> WorkerProcess {
        let worker = WorkerProcess()
        worker.process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        worker.process.arguments = ["--worker", "--root", options.root.path]
            + (options.skipsFeatures ? [] : ["--no-skip-features"])
        worker.process.standardInput = worker.input
        worker.process.standardOutput = worker.output
        worker.process.standardError = FileHandle.nullDevice
        try worker.process.run()
        return worker
    }

    private func replace(_ worker: WorkerProcess) throws -> WorkerProcess {
        try? worker.input.fileHandleForWriting.close()
        worker.process.waitUntilExit()
        let fresh = try launch()
        feed(fresh)
        return fresh
    }

    private func exitDescription(_ worker: WorkerProcess) -> String {
        worker.process.waitUntilExit()
        return worker.process.terminationReason == .uncaughtSignal
            ? "signal \(worker.process.terminationStatus)" : "exit \(worker.process.terminationStatus)"
    }

    private func feed(_ worker: WorkerProcess) {
        guard next < pending.count else {
            worker.current = nil
            return
        }
        let path = pending[next]
        next += 1
        worker.current = path
        worker.startedAt = Date()
        worker.input.fileHandleForWriting.write(Data((path + "\n").utf8))
    }

    private func drainLines(of worker: WorkerProcess) {
        while let newline = worker.buffer.firstIndex(of: 10) {
            let line = String(decoding: worker.buffer[..<newline], as: UTF8.self)
            worker.buffer.removeSubrange(...newline)
            guard line.hasPrefix("RESULT ") else { continue }
            let fields = line.dropFirst(7).split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count >= 2 else { continue }
            record(worker, status: String(fields[1]), detail: fields.count > 2 ? String(fields[2]) : "")
            feed(worker)
        }
    }

    private func record(_ worker: WorkerProcess, status: String, detail: String) {
        guard let path = worker.current else { return }
        results[path] = Result(status: status, detail: detail)
        worker.current = nil
        if results.count % 1000 == 0 {
            FileHandle.standardError.write(Data("  … \(results.count)/\(total)\n".utf8))
        }
    }
}
