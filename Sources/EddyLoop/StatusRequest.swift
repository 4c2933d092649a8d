import CLibUV

/// A request whose callback reports only a status: connect, write and shutdown. It holds the
/// one implementation of submitting, of undoing a refused submission, and of finishing.
class StatusRequest: Request {
    private var completion: ((Result<Void, UVError>) -> Void)?

    init(loop: EventLoop, type: uv_req_type, completion: ((Result<Void, UVError>) -> Void)?) {
        self.completion = completion
        super.init(loop: loop, type: type)
    }

    /// Hands the request to libuv through `start` (which calls the `uv_*` function with this
    /// request and its callback); on refusal nothing stays pending and the error is thrown.
    func submit(_ start: () -> Int32) throws(UVError) {
        willSubmit()
        let status = start()
        if status < 0 {
            completion = nil
            releaseResources()
            submissionFailed()
            throw UVError(code: status)
        }
    }

    /// Subclasses drop what libuv no longer needs once the request is over.
    func releaseResources() {}

    /// Called from the libuv callback of every subclass.
    static func finish(_ request: UnsafeMutableRawPointer?, status: Int32) {
        Request.owner(of: request, as: StatusRequest.self)?.didFinish(status)
    }

    private func didFinish(_ status: Int32) {
        let completion = self.completion
        self.completion = nil
        releaseResources()
        completion?(status < 0 ? .failure(UVError(code: status)) : .success(()))
        didComplete()
    }
}

/// Connecting a TCP socket or a pipe (`uv_connect_t`).
final class ConnectRequest: StatusRequest {
    init(loop: EventLoop, completion: @escaping (Result<Void, UVError>) -> Void) {
        super.init(loop: loop, type: UV_CONNECT, completion: completion)
    }

    var connectPointer: UnsafeMutablePointer<uv_connect_t> { pointer(as: uv_connect_t.self) }

    /// The callback libuv calls when the connection is made or failed.
    static let callback: uv_connect_cb = { request, status in
        StatusRequest.finish(UnsafeMutableRawPointer(request), status: status)
    }

    /// Submits the request through `start`, which calls libuv's connect function with the
    /// request and `callback`.
    func submit(_ start: (UnsafeMutablePointer<uv_connect_t>) -> Int32) throws(UVError) {
        try submit { start(connectPointer) }
    }
}

/// Shutting down a stream's write side (`uv_shutdown_t`) once its queued writes are done.
final class ShutdownRequest: StatusRequest {
    init(loop: EventLoop, completion: ((Result<Void, UVError>) -> Void)?) {
        super.init(loop: loop, type: UV_SHUTDOWN, completion: completion)
    }

    /// Hands the shutdown to libuv on `stream`.
    func submit(on stream: Stream) throws(UVError) {
        try submit {
            uv_shutdown(pointer(as: uv_shutdown_t.self), stream.streamPointer) { request, status in
                StatusRequest.finish(UnsafeMutableRawPointer(request), status: status)
            }
        }
    }
}
