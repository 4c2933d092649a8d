import EddyEngine
import EddyLoop

/// `stdin`: the process's standard input for `process.stdin`, read through libuv when it is
/// a terminal or a pipe (lib/ reads a file through `fs` instead). Chunks reach the callback
/// as ArrayBuffers, the end as null, a failure as null and the error's code.
enum StdinBinding {
    static let binding = Binding("stdin", requiring: .processControl("process.stdin")) { context in
        // readStart(onRead): starts (or resumes) reading descriptor 0.
        context.function("readStart", length: 1) { agent, _, arguments in
            let host = context.host
            guard !host.isStandardInputTaken else {
                throw agent.makeError(kind: .error, "process.stdin is not available: the REPL reads standard input")
            }
            guard case .object(let callback) = arguments.value(at: 0), agent.isCallable(.object(callback)) else {
                throw agent.makeError(kind: .typeError, "readStart needs a function")
            }
            if let previous = host.stdinCallback { agent.release(previous) }
            agent.retain(callback)
            host.stdinCallback = callback
            let stream = try host.standardInputStream()
            do {
                try stream.startReading { [unowned host] result in host.deliverStandardInput(result) }
            } catch {
                throw agent.makeError(kind: .error, "process.stdin cannot be read: \(error)")
            }
            stream.ref()
            return .undefined
        }
        // readStop(): pauses; the handle no longer keeps the loop alive.
        context.function("readStop") { _, _, _ in
            context.host.stdinStream?.stopReading()
            context.host.stdinStream?.unref()
            return .undefined
        }
    }
}

extension RuntimeHost {
    /// The stream over descriptor 0, made on first use: a TTY for a terminal, else a pipe.
    func standardInputStream() throws -> EddyLoop.Stream {
        if let stdinStream { return stdinStream }
        let stream: EddyLoop.Stream
        do {
            if TTY.guessHandleType(0) == .tty {
                stream = try TTY(loop: loop, fd: 0)
            } else {
                let pipe = try Pipe(loop: loop)
                try pipe.open(0)
                stream = pipe
            }
        } catch {
            throw agent.makeError(kind: .error, "process.stdin cannot be opened: \(error)")
        }
        stdinStream = stream
        return stream
    }

    func deliverStandardInput(_ result: EddyLoop.Stream.ReadResult) {
        switch result {
        case .data(let bytes):
            invokeCallback(stdinCallback, [.object(agent.makeArrayBufferObject(bytes))])
        case .end:
            stdinStream?.unref()
            invokeCallback(stdinCallback, [.null])
        case .failure(let error):
            stdinStream?.unref()
            invokeCallback(stdinCallback, [.null, .text(error.name)])
        }
    }
}
