import CLibUV

/// Shutting down a stream's write side (`uv_shutdown_t`) once its queued writes are done.
final class ShutdownRequest: Request {
    private var completion: ((Result<Void, UVError>) -> Void)?

    init(loop: EventLoop, completion: ((Result<Void, UVError>) -> Void)?) {
        self.completion = completion
        super.init(loop: loop, type: UV_SHUTDOWN)
    }

    /// Hands the shutdown to libuv on `stream`; on refusal nothing stays pending.
    func submit(on stream: Stream) throws(UVError) {
        willSubmit()
        let status = uv_shutdown(pointer(as: uv_shutdown_t.self), stream.streamPointer) { request, status in
            Request.owner(of: UnsafeMutableRawPointer(request), as: ShutdownRequest.self)?.didFinish(status)
        }
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
