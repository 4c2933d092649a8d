import EddyEngine
import EddyLoop

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `spawn_sync`: runs a child to its end on a private event loop of its own, so nothing of
/// the runtime's loop (timers, sockets, other children) runs meanwhile, as Node's
/// `spawnSync` does. Needs the process-control capability.
///
/// `spawn(options)` takes `process_wrap`'s options plus `timeout` (ms), `maxBuffer` (bytes
/// of output in all, Infinity for none), `killSignal`, and stdio entries `{ type: 'pipe',
/// readable, writable, input }`; it answers `{ pid, status, signal, output, error }` with
/// `output[i]` an ArrayBuffer for each pipe the child wrote to and `error` a libuv code
/// (`ENOENT` from the spawn, `ETIMEDOUT`, `ENOBUFS`).
enum SpawnSyncBinding {
    static let binding = Binding("spawn_sync", requiring: .processControl("child_process")) { context in
        context.function("spawn", length: 1) { agent, _, arguments in
            let optionsValue = arguments.value(at: 0)
            var run = SyncRun()
            let options = try SpawnOptions(optionsValue, agent: agent) { entry, index in
                if let common = try SpawnOptions.commonStdio(entry, index: index, agent: agent) { return common }
                return .pipe(try run.makePipe(index: index, entry: entry, agent: agent))
            }
            if let object = optionsValue.asObject {
                run.timeout = try positive(try agent.get(object, "timeout"), agent)
                run.maxBuffer = try positive(try agent.get(object, "maxBuffer"), agent)
                let signal = try agent.get(object, "killSignal")
                if !signal.isNullish { run.killSignal = Int32(clamping: try agent.integer(signal)) }
            }
            let outcome = run.execute(options.process)
            return .object(outcome.object(in: agent))
        }
    }

    /// A number option as a count, nil when unset, zero, negative or infinite.
    private static func positive(_ value: JSValue, _ agent: Agent) throws -> Int? {
        guard !value.isNullish else { return nil }
        let number = try agent.number(value)
        guard number.isFinite, number > 0 else { return nil }
        return try agent.integer(value)
    }
}

/// One synchronous run: its loop, its pipes and what they collected.
private struct SyncRun {
    let loop: EventLoop?
    var pipes: [(index: Int, pipe: Pipe, input: [UInt8]?)] = []
    var timeout: Int?
    var maxBuffer: Int?
    var killSignal = SIGTERM

    init() {
        loop = try? EventLoop()
    }

    mutating func makePipe(index: Int, entry: JSObject, agent: Agent) throws -> Pipe {
        guard let loop else { throw agent.makeError(kind: .error, "spawnSync cannot create an event loop") }
        let pipe: Pipe
        do {
            pipe = try Pipe(loop: loop)
        } catch {
            throw agent.makeError(kind: .error, "\(error)")
        }
        let input = try agent.get(entry, "input")
        var bytes: [UInt8]?
        if !input.isNullish { bytes = try agent.bytes(of: input) ?? Array(agent.string(input).utf8) }
        pipes.append((index, pipe, bytes))
        return pipe
    }

    /// What a run ended with.
    struct Outcome {
        var pid: Int32 = 0
        var termination: ChildProcess.Termination?
        var error: Int32?
        var output: [Int: [UInt8]] = [:]
        var stdioCount = 3

        func object(in agent: Agent) -> JSObject {
            let result = agent.makePlainObject()
            agent.define(result, "pid", .integer(pid), isEnumerable: true)
            agent.define(result, "status", termination.map { $0.signal == nil ? .integer($0.exitStatus) : .null } ?? .null,
                         isEnumerable: true)
            agent.define(result, "signal", SpawnOptions.signalName(termination?.signal).map(JSValue.text) ?? .null,
                         isEnumerable: true)
            if termination != nil || pid != 0 {
                let output: [JSValue] = (0..<stdioCount).map { index in
                    guard let bytes = self.output[index] else { return .null }
                    return .object(agent.makeArrayBufferObject(bytes))
                }
                agent.define(result, "output", .object(agent.makeArrayObject(output)), isEnumerable: true)
            } else {
                agent.define(result, "output", .null, isEnumerable: true)
            }
            if let error { agent.define(result, "error", .integer(error), isEnumerable: true) }
            return result
        }
    }

    /// Spawns, feeds input, collects output until the child has exited and every pipe is
    /// closed, then closes what is left.
    func execute(_ options: ChildProcess.Options) -> Outcome {
        final class State {
            var outcome = Outcome()
            var collected = 0
            var child: ChildProcess?
            var timer: EddyLoop.Timer?
            var openPipes: [Pipe] = []
        }
        let state = State()
        state.outcome.stdioCount = options.stdio.count
        guard let loop else {
            state.outcome.error = UVError.invalidArgument.code
            return state.outcome
        }
        let killSignal = self.killSignal
        func stop(_ code: Int32) {
            if state.outcome.error == nil { state.outcome.error = code }
            try? state.child?.kill(killSignal)
            for pipe in state.openPipes { pipe.close() }
            state.openPipes = []
        }
        do {
            let child = try ChildProcess(loop: loop, options: options) { termination in
                state.outcome.termination = termination
                state.timer?.close()
                state.child?.close()
            }
            state.child = child
            state.outcome.pid = child.pid
        } catch {
            state.outcome.error = error.code
            for (_, pipe, _) in pipes { pipe.close() }
            loop.run(.noWait)
            return state.outcome
        }
        let maxBuffer = self.maxBuffer
        for (index, pipe, input) in pipes {
            state.openPipes.append(pipe)
            if index == 0 || input != nil {
                if let input, !input.isEmpty { try? pipe.write(input) }
                try? pipe.shutdown { _ in pipe.close() }
                continue
            }
            state.outcome.output[index] = []
            try? pipe.startReading { result in
                switch result {
                case .data(let bytes):
                    state.outcome.output[index, default: []] += bytes
                    state.collected += bytes.count
                    if let maxBuffer, state.collected > maxBuffer { stop(-ENOBUFS) }
                case .end, .failure:
                    pipe.close()
                    state.openPipes.removeAll { $0 === pipe }
                }
            }
        }
        if let timeout, let timer = try? EddyLoop.Timer(loop: loop) {
            state.timer = timer
            try? timer.start(after: UInt64(timeout)) { stop(-ETIMEDOUT) }
        }
        loop.run(.default)
        loop.closeAllHandles()
        state.child = nil
        state.timer = nil
        state.openPipes = []
        return state.outcome
    }
}
