import EddyEngine
import EddyLoop

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
            guard let callback = arguments.value(at: 0).asObject, agent.isCallable(.object(callback)) else {
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
        // checkAccess(): nothing; like every function of this binding, it throws when the
        // runtime withholds process control.
        context.function("checkAccess") { _, _, _ in .undefined }
        // setRawMode(flag) → 0 or a libuv error code: the terminal's raw mode (no line
        // buffering, echo or signal keys), as tty.ReadStream#setRawMode asks it of libuv.
        context.function("setRawMode", length: 1) { agent, _, arguments in
            let host = context.host
            guard !host.isStandardInputTaken else {
                throw agent.makeError(kind: .error, "process.stdin is not available: the REPL reads standard input")
            }
            guard let tty = try host.standardInputStream() as? TTY else { return .integer(-ENOTTY) }
            do throws(UVError) {
                try tty.setMode(arguments.value(at: 0).truthy ? .raw : .normal)
            } catch {
                return .integer(error.code)
            }
            TerminalModeRestorer.arm()
            return .integer(0)
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

/// Puts the terminal back in the mode it had before a script made it raw, when the process
/// ends by any exit (Node resets its standard streams the same way): a shell left in raw
/// mode echoes nothing.
enum TerminalModeRestorer {
    private static let registration: Void = {
        atexit { try? TTY.resetMode() }
    }()

    static func arm() {
        registration
    }
}
