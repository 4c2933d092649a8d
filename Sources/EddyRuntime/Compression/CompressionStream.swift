/// A compressor or decompressor that `lib/zlib.js` feeds one chunk at a time (Node's
/// `CompressionStream` contexts): zlib's formats (`ZlibStream`) and brotli's (`BrotliStream`).
///
/// A stream is used by one thread at a time: the loop thread for the `*Sync` forms and for
/// `reset`/`params`, a thread-pool worker while an asynchronous write is in flight. The
/// binding (`CompressionWrap`) enforces that: it refuses every call while a write is in
/// flight, and a stream closed meanwhile stays alive in the work's closure until the worker
/// is done with it. That discipline, not a lock, is why the streams are `@unchecked Sendable`.
protocol CompressionStream: AnyObject, Sendable {
    /// Runs the codec over `input` into `output` with `flush` (a `Z_*` flush value or a
    /// `BROTLI_OPERATION_*`), answering what is left of each, or Node's error for the state
    /// the codec reached.
    func process(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer,
                 flush: Int32) -> Result<CompressionProgress, CompressionError>

    /// Starts over, keeping the options (and the dictionary) the stream was made with.
    func reset() -> CompressionError?
}

/// What a `process` call left: the bytes of input it did not consume and the room left in
/// the output (Node's write state, `[availOutAfter, availInAfter]`).
struct CompressionProgress: Sendable {
    var inputLeft: Int
    var outputLeft: Int
}

/// A codec failure as Node reports it: `onerror(message, errno, code)`, e.g. `incorrect
/// header check`, -3, `Z_DATA_ERROR`.
struct CompressionError: Error, Sendable {
    var message: String
    var errno: Int32
    var code: String
}
