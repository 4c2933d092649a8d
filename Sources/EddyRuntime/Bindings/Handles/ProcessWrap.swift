import EddyEngine
import EddyLoop

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A JavaScript child-process handle (`process_wrap`'s `Process`): `spawn(options)` starts
/// the child, `onexit(exitCode, signalCode)` reports its end. The host keeps every running
/// child so that a runtime shutting down can kill and reap them.
final class ProcessWrap: HandleWrap {
    private(set) var child: ChildProcess?
    private var isDetached = false

    override var resourceName: String? { "ProcessWrap" }

    func spawn(_ options: ChildProcess.Options) -> Int32 {
        guard let host, child == nil else { return UVError.invalidArgument.code }
        do {
            let child = try ChildProcess(loop: host.loop, options: options) { [weak self] termination in
                self?.didExit(termination)
            }
            self.child = child
            handle = child
            isDetached = options.isDetached
            host.childProcesses[ObjectIdentifier(self)] = self
            return 0
        } catch {
            return error.code
        }
    }

    private func didExit(_ termination: ChildProcess.Termination) {
        host?.childProcesses[ObjectIdentifier(self)] = nil
        let signal = SpawnOptions.signalName(termination.signal).map(JSValue.text) ?? .null
        callBack("onexit", [.integer(termination.exitStatus), signal])
    }

    override func willClose() {
        host?.childProcesses[ObjectIdentifier(self)] = nil
    }

    /// Kills the child and waits for it, for a runtime shutting down; a detached child of a
    /// runtime that is the whole process is left running, as Node leaves it.
    func killForShutdown(ownsProcess: Bool) {
        // The handle may already be closed (a runtime closes every handle as it stops); the
        // child is still ours to reap until its exit was reported, which removed it from
        // the host's list.
        guard let child, !(ownsProcess && isDetached) else { return }
        let pid = child.pid
        guard pid > 0 else { return }
        try? ChildProcess.kill(pid: pid, signal: SIGKILL)
        child.close()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }
}

extension RuntimeHost {
    /// Kills and reaps every child still running (see `ProcessWrap.killForShutdown`).
    func killChildProcesses() {
        let children = childProcesses.values
        childProcesses = [:]
        for child in children { child.killForShutdown(ownsProcess: configuration.ownsProcess) }
    }
}
