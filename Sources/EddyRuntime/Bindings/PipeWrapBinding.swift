import EddyEngine
import EddyLoop

/// `pipe_wrap`: the `Pipe` handle class, for Unix domain sockets (`net` with a `path`) and
/// the parent's ends of a child process's stdio pipes, and the `PipeConnectWrap` request
/// class. Binding, listening, connecting and opening a descriptor need the network
/// capability; a pipe handed to `process_wrap` is opened by the spawn instead.
enum PipeWrapBinding {
    static let binding = Binding("pipe_wrap") { context in
        let agent = context.agent
        let host = context.host
        // new Pipe(type): SOCKET, SERVER or IPC.
        let pipeClass = BindingClasses.handleClass("Pipe", length: 1, in: context) { prototype in
            StreamWrap.installStreamMethods(on: prototype, in: agent)
            installPipeMethods(on: prototype, in: agent, host: host)
        } make: { agent, arguments, prototype in
            let isIPC = try agent.integer(arguments.value(at: 0)) == 2
            do {
                return PipeWrap(host: host, pipe: try Pipe(loop: host.loop, ipc: isIPC), prototype: prototype)
            } catch {
                throw agent.makeError(kind: .error, "\(error)")
            }
        }
        context.value("Pipe", pipeClass)
        context.value("PipeConnectWrap", .object(BindingClasses.requestClass("PipeConnectWrap", in: agent)))
        context.value("constants", .object(BindingClasses.table(
            ["SOCKET": 0, "SERVER": 1, "IPC": 2, "UV_READABLE": 1, "UV_WRITABLE": 2], in: agent)))
    }

    private static func installPipeMethods(on prototype: JSObject, in agent: Agent, host: RuntimeHost) {
        HandleWrap.define(prototype, "open", length: 1, in: agent) { (wrap: PipeWrap, agent, arguments) in
            try host.checkNetwork("net")
            let fd = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            return .integer(HandleWrap.status { try wrap.pipe.open(fd) })
        }
        HandleWrap.define(prototype, "bind", length: 1, in: agent) { (wrap: PipeWrap, agent, arguments) in
            try host.checkNetwork("net")
            let path = try agent.string(arguments.value(at: 0))
            return .integer(HandleWrap.status { try wrap.pipe.bind(to: path) })
        }
        HandleWrap.define(prototype, "listen", length: 1, in: agent) { (wrap: PipeWrap, agent, arguments) in
            try host.checkNetwork("net")
            return wrap.listen(backlog: Int32(clamping: try agent.integer(arguments.value(at: 0))))
        }
        // connect(req, path)
        HandleWrap.define(prototype, "connect", length: 2, in: agent) { (wrap: PipeWrap, agent, arguments) in
            try host.checkNetwork("net")
            guard let request = arguments.value(at: 0).asObject else {
                throw agent.makeError(kind: .typeError, "First argument must be a request object")
            }
            let path = try agent.string(arguments.value(at: 1))
            return wrap.connect(request: request) { completion in
                try wrap.pipe.connect(to: path, completion: completion)
            }
        }
        // fchmod(mode): UV_READABLE | UV_WRITABLE, for `readableAll`/`writableAll`.
        HandleWrap.define(prototype, "fchmod", length: 1, in: agent) { (wrap: PipeWrap, agent, arguments) in
            let mode = try agent.integer(arguments.value(at: 0))
            return .integer(HandleWrap.status {
                try wrap.pipe.makeAccessibleToAllUsers(readable: mode & 1 != 0, writable: mode & 2 != 0)
            })
        }
    }
}
