import EddyEngine

/// `task_queue`: the glue between the loop and `lib/internal/process/task_queues.js`.
enum TaskQueueBinding {
    static let binding = Binding("task_queue") { context in
        let host = context.host
        // setup({ tick, fatalException, beforeExit, exit }): the callbacks the host calls.
        context.function("setup", length: 1) { agent, _, arguments in
            guard let table = arguments.value(at: 0).asObject else { return .undefined }
            func callback(_ name: String) throws -> JSObject? {
                guard let function = (try agent.get(table, name)).asObject, function.isCallable else { return nil }
                agent.retain(function)
                return function
            }
            host.callbacks = RuntimeHost.Callbacks(tick: try callback("tick"), fatalException: try callback("fatalException"),
                                                   beforeExit: try callback("beforeExit"), exit: try callback("exit"))
            return .undefined
        }
        context.function("setHasTickScheduled", length: 1) { _, _, arguments in
            host.hasTickScheduled = arguments.value(at: 0).truthy
            return .undefined
        }
        // runMicrotasks() → whether promises rejected without a handler wait to be reported,
        // so the drain between two timers asks nothing more in the common case.
        context.function("runMicrotasks") { agent, _, _ in
            if agent.queuedJobCount > 0 { try agent.runQueuedJobs() }
            return .boolean(!host.pendingRejections.isEmpty)
        }
        context.function("enqueueMicrotask", length: 1) { agent, _, arguments in
            let callback = arguments.value(at: 0)
            guard agent.isCallable(callback) else {
                throw agent.makeError(kind: .typeError, "The \"callback\" argument must be of type function.")
            }
            agent.enqueueHostCall(callback)
            return .undefined
        }
        // The async context promise jobs carry (`Agent.asyncContext`): AsyncLocalStorage's
        // frame, an object or undefined.
        context.function("getAsyncContext") { agent, _, _ in
            agent.asyncContext.map(JSValue.object) ?? .undefined
        }
        context.function("setAsyncContext", length: 1) { agent, _, arguments in
            if let frame = arguments.value(at: 0).asObject { agent.asyncContext = frame } else { agent.asyncContext = nil }
            return .undefined
        }
        // takeUnhandledRejections() → [promise, reason, …] rejected without a handler since
        // the last call.
        context.function("takeUnhandledRejections") { agent, _, _ in
            var values: [JSValue] = []
            for promise in host.pendingRejections {
                values.append(.object(promise))
                values.append(agent.rejectionReason(of: promise))
                agent.release(promise)
            }
            host.pendingRejections.removeAll()
            return .object(agent.makeArrayObject(values))
        }
    }
}
