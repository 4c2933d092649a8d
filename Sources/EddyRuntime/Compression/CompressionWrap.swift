import EddyEngine
import EddyLoop

/// The Swift half of a `Zlib`, `BrotliEncoder` or `BrotliDecoder` object of the `zlib`
/// binding (Node's `CompressionStream` wrap): `lib/zlib.js` hands it a chunk and a window of
/// its output buffer, synchronously (`writeSync`) or on libuv's thread pool (`write`), and
/// reads back what is left of each from the write state (`Uint32Array [availOutAfter,
/// availInAfter]`); the asynchronous form then calls the process callback, or `onerror`.
///
/// The stream is never used by two threads: while a write is in flight every other call is
/// refused, and the worker gets its own copy of the input and its own output bytes, copied
/// into the script's buffer on the loop thread. A stream closed meanwhile is dropped here but
/// kept by the work's closure until the worker returns; the completion still calls back, as
/// Node's does, and only then lets go of the objects it pinned.
final class CompressionWrap {
    private weak var host: RuntimeHost?
    /// Node's mode number (`zlib.constants.DEFLATE`…), which `init` makes a stream for.
    let mode: Int
    /// Nil before `init` and after `close`.
    private(set) var stream: (any CompressionStream)?
    /// Pinned from `init` until the close (or the write in flight at the close) completes.
    private var writeState: JSObject?
    private var processCallback: JSObject?
    private(set) var isWriting = false
    /// `reset`/`params` calls that came while a write was in flight, run when it completes.
    private var deferredOperations: [(any CompressionStream) -> CompressionError?] = []
    private var isClosed = false
    /// The copy of an asynchronous write's input, kept while lib/ goes on with the rest of the
    /// same chunk (each write then covers a suffix of it): copying it again every time would
    /// make decompressing one large buffer quadratic.
    private var inputCopy: (source: JSObject, start: Int, bytes: [UInt8])?

    init(host: RuntimeHost, mode: Int) {
        self.host = host
        self.mode = mode
    }

    /// Starts the wrap with its stream, write state and callback.
    func start(_ stream: any CompressionStream, writeState: JSValue, processCallback: JSValue, in agent: Agent) {
        self.stream = stream
        if let state = writeState.asObject {
            agent.retain(state)
            self.writeState = state
        }
        if let callback = processCallback.asObject, callback.isCallable {
            agent.retain(callback)
            self.processCallback = callback
        }
    }

    /// One `write`/`writeSync` call's operands, checked against the buffers they name.
    struct WriteRequest {
        var flush: Int32
        var input: JSValue
        var inputRange: Range<Int>
        var output: JSValue
        var outputRange: Range<Int>

        /// `(flush, in, inOffset, inLength, out, outOffset, outLength)`.
        init(_ arguments: Arguments, in agent: Agent) throws {
            flush = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            input = arguments.value(at: 1)
            output = arguments.value(at: 4)
            inputRange = try Self.range(in: input, arguments.value(at: 2), arguments.value(at: 3), name: "input", agent: agent)
            outputRange = try Self.range(in: output, arguments.value(at: 5), arguments.value(at: 6), name: "output", agent: agent)
        }

        private static func range(in buffer: JSValue, _ offset: JSValue, _ length: JSValue, name: String,
                                  agent: Agent) throws -> Range<Int> {
            // A flush with no input passes none.
            if buffer.isNullish, name == "input" { return 0..<0 }
            guard let size = agent.byteLength(of: buffer) else {
                throw agent.makeError(kind: .typeError, "The \(name) must be an ArrayBuffer view")
            }
            let start = try agent.integer(offset)
            let count = try agent.integer(length)
            guard start >= 0, count >= 0, start <= size, count <= size - start else {
                throw agent.makeError(kind: .rangeError, "The \(name) range is outside the buffer")
            }
            return start..<(start + count)
        }
    }

    /// `writeSync`: runs the stream now over the script's bytes; an error goes to `onerror`
    /// before this returns.
    func writeSynchronously(_ request: WriteRequest, handle: JSValue, in agent: Agent) throws {
        let stream = try usableStream(in: agent)
        var output = [UInt8](repeating: 0, count: request.outputRange.count)
        let outcome = agent.withMutableBytes(of: request.input) { input in
            output.withUnsafeMutableBytes { output in
                stream.process(UnsafeRawBufferPointer(rebasing: input[request.inputRange]), into: output, flush: request.flush)
            }
        } ?? output.withUnsafeMutableBytes { stream.process(UnsafeRawBufferPointer(start: nil, count: 0), into: $0, flush: request.flush) }
        switch outcome {
        case .success(let progress):
            finish(progress, output: output, request: request, in: agent)
        case .failure(let error):
            try reportError(error, handle: handle, in: agent, fromLoop: false)
        }
    }

    /// `write`: runs the stream on the thread pool; the process callback (or `onerror`) runs
    /// on the loop thread afterwards.
    func write(_ request: WriteRequest, handle: JSObject, in agent: Agent) throws {
        let stream = try usableStream(in: agent)
        guard let host else { return }
        let input = inputBytes(of: request, in: agent)
        let flush = request.flush
        let capacity = request.outputRange.count
        let work = Work(loop: host.loop)
        // The handle (with the stream object it names) and the output buffer must outlive the
        // work even when the script drops them.
        agent.retain(handle)
        if let output = request.output.asObject { agent.retain(output) }
        isWriting = true
        do {
            try work.queue({ () -> (Result<CompressionProgress, CompressionError>, [UInt8]) in
                var output = [UInt8](repeating: 0, count: capacity)
                let outcome = input.withUnsafeBytes { input in
                    output.withUnsafeMutableBytes { stream.process(input, into: $0, flush: flush) }
                }
                return (outcome, output)
            }, completion: { [weak self] result in
                self?.didWrite(result, request: request, handle: handle)
            })
        } catch {
            isWriting = false
            agent.release(handle)
            if let output = request.output.asObject { agent.release(output) }
            throw agent.makeError(kind: .error, "zlib: \(error)")
        }
    }

    private func didWrite(_ result: Result<(Result<CompressionProgress, CompressionError>, [UInt8]), UVError>,
                          request: WriteRequest, handle: JSObject) {
        guard let host else { return }
        let agent = host.agent
        isWriting = false
        defer {
            agent.release(handle)
            if let output = request.output.asObject { agent.release(output) }
            if isClosed, !isWriting { releasePins(in: agent) }
        }
        let deferred = deferredOperations
        deferredOperations = []
        for operation in deferred {
            guard let stream, let error = operation(stream) else { continue }
            try? reportError(error, handle: .object(handle), in: agent, fromLoop: true)
        }
        switch result {
        case .success((.success(let progress), let output)):
            if progress.inputLeft == 0 { inputCopy = nil }
            finish(progress, output: output, request: request, in: agent)
            host.invokeCallback(processCallback, this: .object(handle), [])
        case .success((.failure(let error), _)):
            inputCopy = nil
            try? reportError(error, handle: .object(handle), in: agent, fromLoop: true)
        case .failure(let error):
            inputCopy = nil
            try? reportError(CompressionError(message: error.message, errno: error.code, code: error.name),
                             handle: .object(handle), in: agent, fromLoop: true)
        }
    }

    /// The input of an asynchronous write as bytes of its own, reusing the copy of the same
    /// chunk when this write continues it.
    private func inputBytes(of request: WriteRequest, in agent: Agent) -> ArraySlice<UInt8> {
        guard let source = request.input.asObject else { return [] }
        if let copy = inputCopy, copy.source === source, request.inputRange.lowerBound >= copy.start,
           request.inputRange.upperBound == copy.start + copy.bytes.count {
            return copy.bytes[(request.inputRange.lowerBound - copy.start)...]
        }
        let bytes = agent.withMutableBytes(of: request.input) { input in
            [UInt8](unsafeUninitializedCapacity: request.inputRange.count) { copy, count in
                UnsafeMutableRawBufferPointer(copy).copyMemory(from: UnsafeRawBufferPointer(rebasing: input[request.inputRange]))
                count = request.inputRange.count
            }
        } ?? []
        inputCopy = (source, request.inputRange.lowerBound, bytes)
        return bytes[...]
    }

    /// Copies the output into the script's buffer and records what is left of each side.
    private func finish(_ progress: CompressionProgress, output: [UInt8], request: WriteRequest, in agent: Agent) {
        let produced = max(0, min(output.count, request.outputRange.count - progress.outputLeft))
        if produced > 0 {
            output.withUnsafeBytes {
                Self.copy(UnsafeRawBufferPointer(rebasing: $0[..<produced]), into: request.output,
                          at: request.outputRange.lowerBound, in: agent)
            }
        }
        guard let writeState else { return }
        let state = [UInt32(clamping: progress.outputLeft), UInt32(clamping: progress.inputLeft)]
        state.withUnsafeBytes { Self.copy($0, into: .object(writeState), at: 0, in: agent) }
    }

    /// Copies `bytes` into a script's buffer at `offset` (clipped to its end) in one move:
    /// `Agent.copy` takes any collection, element by element in a debug build.
    private static func copy(_ bytes: UnsafeRawBufferPointer, into value: JSValue, at offset: Int, in agent: Agent) {
        agent.withMutableBytes(of: value) { target in
            guard offset >= 0, offset <= target.count else { return }
            let count = min(bytes.count, target.count - offset)
            UnsafeMutableRawBufferPointer(rebasing: target[offset..<(offset + count)])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[..<count]))
        }
    }

    /// Calls `handle.onerror(message, errno, code)`: as a callback from the loop after an
    /// asynchronous write, in place (its exception propagating) during a synchronous call.
    func reportError(_ error: CompressionError, handle: JSValue, in agent: Agent, fromLoop: Bool) throws {
        guard let object = handle.asObject, let onerror = try agent.get(object, "onerror").asObject,
              onerror.isCallable else { return }
        let arguments: [JSValue] = [.text(error.message), .integer(Int(error.errno)), .text(error.code)]
        if fromLoop {
            host?.invokeCallback(onerror, this: handle, arguments)
        } else {
            _ = try agent.callFunction(.object(onerror), this: handle, arguments)
        }
    }

    /// Runs `operation` (a reset, new parameters) on the stream now, or once the write in
    /// flight completes: the worker owns the stream until then. An error goes to `onerror`.
    func whenIdle(_ operation: @escaping (any CompressionStream) -> CompressionError?, handle: JSValue,
                  in agent: Agent) throws {
        guard let stream else { throw agent.makeError(kind: .error, "zlib binding closed") }
        if isWriting {
            deferredOperations.append(operation)
        } else if let error = operation(stream) {
            try reportError(error, handle: handle, in: agent, fromLoop: false)
        }
    }

    /// The stream, when no write is in flight.
    func usableStream(in agent: Agent) throws -> any CompressionStream {
        guard let stream else { throw agent.makeError(kind: .error, "zlib binding closed") }
        guard !isWriting else { throw agent.makeError(kind: .error, "zlib: a write is already in progress") }
        return stream
    }

    /// Drops the stream; a write in flight keeps it until the worker is done.
    func close(in agent: Agent) {
        guard !isClosed else { return }
        isClosed = true
        stream = nil
        inputCopy = nil
        deferredOperations = []
        if !isWriting { releasePins(in: agent) }
    }

    private func releasePins(in agent: Agent) {
        if let writeState { agent.release(writeState) }
        if let processCallback { agent.release(processCallback) }
        writeState = nil
        processCallback = nil
    }
}
