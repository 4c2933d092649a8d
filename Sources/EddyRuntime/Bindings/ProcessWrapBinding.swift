import EddyEngine
import EddyLoop

/// `process_wrap`: the `Process` handle class `lib/child_process.js` spawns children with.
/// Spawning needs the runtime's process-control capability. `spawn(options)` answers a libuv
/// status; stdio entries of type `pipe` carry a `pipe_wrap` handle that becomes the parent's
/// end, `wrap` entries a stream handle the child inherits.
enum ProcessWrapBinding {
    static let binding = Binding("process_wrap") { context in
        let agent = context.agent
        let host = context.host
        let processClass = BindingClasses.handleClass("Process", length: 0, in: context) { prototype in
            installProcessMethods(on: prototype, in: agent, host: host)
        } make: { _, _, _ in
            ProcessWrap(host: host, handle: nil)
        }
        context.value("Process", processClass)
    }

    private static func installProcessMethods(on prototype: JSObject, in agent: Agent, host: RuntimeHost) {
        HandleWrap.installHandleMethods(on: prototype, in: agent)
        HandleWrap.define(prototype, "spawn", length: 1, in: agent) { (wrap: ProcessWrap, agent, arguments) in
            try host.checkProcessControl("child_process")
            let options = try SpawnOptions(arguments.value(at: 0), agent: agent) { entry, index in
                if let common = try SpawnOptions.commonStdio(entry, index: index, agent: agent) { return common }
                guard let handle = try agent.get(entry, "handle").objectValue as? HostObject,
                      let stream = handle.payload as? StreamWrap else {
                    throw agent.makeError(kind: .typeError, "stdio entry \(index) needs a handle")
                }
                if try agent.string(try agent.get(entry, "type")) == "wrap" { return .inheritStream(stream.stream) }
                guard let pipe = stream as? PipeWrap else {
                    throw agent.makeError(kind: .typeError, "stdio entry \(index) needs a pipe")
                }
                return .pipe(pipe.pipe)
            }
            let status = wrap.spawn(options.process)
            if status == 0, let child = wrap.child, let object = wrap.object {
                agent.define(object, "pid", .integer(child.pid), isEnumerable: true)
            }
            return .integer(status)
        }
        HandleWrap.define(prototype, "kill", length: 1, in: agent) { (wrap: ProcessWrap, agent, arguments) in
            let signal = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            guard let child = wrap.child else { return .integer(UVError(code: -3).code) }  // ESRCH
            return .integer(HandleWrap.status { try child.kill(signal) })
        }
    }
}
