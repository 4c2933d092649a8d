import EddyEngine
import EddyLoop

/// `signal_wrap`: the signal events of `process` (`process.on('SIGINT', …)`) on libuv signal
/// handles, as Node has them. A watched signal no longer ends the process; its listeners
/// run as a callback from the loop. Installing a handler changes the whole host process's
/// disposition, so an embedder's runtime needs process control for it.
enum SignalBinding {
    static let binding = Binding("signal_wrap", requiring: .processControl("process signal handlers")) { context in
        let host = context.host
        // start(signum, onSignal): watches the signal until stop(signum). The handle is
        // unreferenced: a listener alone does not keep the process alive (Node's behaviour).
        context.function("start", length: 2) { agent, _, arguments in
            let number = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            guard let callback = arguments.value(at: 1).asObject, agent.isCallable(.object(callback)) else {
                throw agent.makeError(kind: .typeError, "start needs a signal number and a function")
            }
            host.stopWatchingSignal(number)
            let signal: Signal
            do throws(UVError) {
                signal = try Signal(loop: host.loop)
                try signal.start(number) { [unowned host] received in
                    guard let watcher = host.signalWatchers[received] else { return }
                    host.invokeCallback(watcher.callback, [.integer(received)])
                }
            } catch {
                throw host.streamError(errno: -error.code, syscall: "uv_signal_start")
            }
            signal.unref()
            agent.retain(callback)
            host.signalWatchers[number] = RuntimeHost.SignalWatcher(handle: signal, callback: callback)
            return .undefined
        }
        // stop(signum): the signal gets its previous disposition back.
        context.function("stop", length: 1) { agent, _, arguments in
            host.stopWatchingSignal(Int32(clamping: try agent.integer(arguments.value(at: 0))))
            return .undefined
        }
    }
}

extension RuntimeHost {
    /// A signal a script listens for, and the function the host calls when it arrives.
    struct SignalWatcher {
        let handle: Signal
        let callback: JSObject
    }

    func stopWatchingSignal(_ number: Int32) {
        guard let watcher = signalWatchers.removeValue(forKey: number) else { return }
        watcher.handle.close()
        agent.release(watcher.callback)
    }
}
