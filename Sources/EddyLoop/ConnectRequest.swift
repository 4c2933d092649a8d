import CLibUV

/// Connecting a TCP socket or a pipe (`uv_connect_t`).
final class ConnectRequest: Request {
    private var completion: ((Result<Void, UVError>) -> Void)?

    init(loop: EventLoop, completion: @escaping (Result<Void, UVError>) -> Void) {
        self.completion = completion
        super.init(loop: loop, type: UV_CONNECT)
    }

    var connectPointer: UnsafeMutablePointer<uv_connect_t> { pointer(as: uv_connect_t.self) }

    /// The callback libuv calls when the connection is made or failed.
    static let callback: uv_connect_cb = { request, status in
        Request.owner(of: UnsafeMutableRawPointer(request), as: ConnectRequest.self)?.didFinish(status)
    }

    /// Submits the request through `start`, which calls libuv's connect function with the
    /// request and `callback`; on refusal nothing stays pending.
    func submit(_ start: (UnsafeMutablePointer<uv_connect_t>) -> Int32) throws(UVError) {
        willSubmit()
        let status = start(connectPointer)
        if status < 0 {
            completion = nil
            submissionFailed()
            throw UVError(code: status)
        }
    }

    private func didFinish(_ status: Int32) {
        let completion = self.completion
        self.completion = nil
        completion?(status < 0 ? .failure(UVError(code: status)) : .success(()))
        didComplete()
    }
}
