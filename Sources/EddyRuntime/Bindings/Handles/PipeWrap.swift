import EddyEngine
import EddyLoop

/// A JavaScript pipe handle (`pipe_wrap`'s `Pipe`): a Unix domain socket, or one end of a
/// child process's standard stream.
final class PipeWrap: StreamWrap {
    let pipe: Pipe

    init(host: RuntimeHost, pipe: Pipe, prototype: JSObject) {
        self.pipe = pipe
        super.init(host: host, stream: pipe, prototype: prototype)
    }

    /// Node names a pipe server's handle as it names a connection's.
    override var resourceName: String? { "PipeWrap" }

    override func makePeer(host: RuntimeHost) throws(UVError) -> StreamWrap {
        PipeWrap(host: host, pipe: try Pipe(loop: host.loop, ipc: pipe.isIPC), prototype: prototype)
    }
}
