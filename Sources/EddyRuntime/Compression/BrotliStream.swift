import CBrotli

/// Brotli's encoder (`zlib.BrotliCompress`), set up with Node's `params` (key → value of
/// `BrotliEncoderSetParameter`).
final class BrotliEncoderStream: CompressionStream, @unchecked Sendable {
    private var state: OpaquePointer
    private let parameters: [(key: UInt32, value: UInt32)]

    /// Nil when brotli refuses a parameter.
    init?(parameters: [(key: UInt32, value: UInt32)]) {
        guard let state = Self.makeState(parameters) else { return nil }
        self.state = state
        self.parameters = parameters
    }

    deinit { BrotliEncoderDestroyInstance(state) }

    private static func makeState(_ parameters: [(key: UInt32, value: UInt32)]) -> OpaquePointer? {
        guard let state = BrotliEncoderCreateInstance(nil, nil, nil) else { return nil }
        for (key, value) in parameters
        where BrotliEncoderSetParameter(state, BrotliEncoderParameter(rawValue: key), value) == BROTLI_FALSE {
            BrotliEncoderDestroyInstance(state)
            return nil
        }
        return state
    }

    func process(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer,
                 flush: Int32) -> Result<CompressionProgress, CompressionError> {
        // lib/ checks the operation; one from elsewhere is treated as plain processing.
        let operation = (0...3).contains(flush) ? BrotliEncoderOperation(rawValue: UInt32(flush)) : BROTLI_OPERATION_PROCESS
        var progress = CompressionProgress(inputLeft: input.count, outputLeft: output.count)
        var nextIn = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
        var nextOut = output.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let succeeded = BrotliEncoderCompressStream(
            state, operation, &progress.inputLeft, &nextIn, &progress.outputLeft, &nextOut, nil)
        guard succeeded == BROTLI_TRUE else {
            return .failure(CompressionError(message: "Compression failed", errno: -1, code: "ERR_BROTLI_COMPRESSION_FAILED"))
        }
        return .success(progress)
    }

    /// A fresh encoder with the same parameters.
    func reset() -> CompressionError? {
        guard let fresh = Self.makeState(parameters) else {
            return CompressionError(message: "Initialization failed", errno: -1, code: "ERR_ZLIB_INITIALIZATION_FAILED")
        }
        BrotliEncoderDestroyInstance(state)
        state = fresh
        return nil
    }
}

/// Brotli's decoder (`zlib.BrotliDecompress`); `params` are decoder parameters.
final class BrotliDecoderStream: CompressionStream, @unchecked Sendable {
    private var state: OpaquePointer
    private let parameters: [(key: UInt32, value: UInt32)]

    /// Nil when brotli refuses a parameter.
    init?(parameters: [(key: UInt32, value: UInt32)]) {
        guard let state = Self.makeState(parameters) else { return nil }
        self.state = state
        self.parameters = parameters
    }

    deinit { BrotliDecoderDestroyInstance(state) }

    private static func makeState(_ parameters: [(key: UInt32, value: UInt32)]) -> OpaquePointer? {
        guard let state = BrotliDecoderCreateInstance(nil, nil, nil) else { return nil }
        for (key, value) in parameters
        where BrotliDecoderSetParameter(state, BrotliDecoderParameter(rawValue: key), value) == BROTLI_FALSE {
            BrotliDecoderDestroyInstance(state)
            return nil
        }
        return state
    }

    func process(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer,
                 flush: Int32) -> Result<CompressionProgress, CompressionError> {
        var progress = CompressionProgress(inputLeft: input.count, outputLeft: output.count)
        var nextIn = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
        var nextOut = output.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let result = BrotliDecoderDecompressStream(
            state, &progress.inputLeft, &nextIn, &progress.outputLeft, &nextOut, nil)
        if result == BROTLI_DECODER_RESULT_ERROR {
            let code = BrotliDecoderGetErrorCode(state)
            return .failure(CompressionError(message: "Decompression failed", errno: code.rawValue,
                                             code: "ERR_\(Self.name(of: code))"))
        }
        if flush == Int32(BROTLI_OPERATION_FINISH.rawValue), result == BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT {
            return .failure(CompressionError(message: "unexpected end of file", errno: -5, code: "Z_BUF_ERROR"))
        }
        return .success(progress)
    }

    /// The error's name as brotli 1.1 (Node's) spells it, `_ERROR_FORMAT_PADDING_1`: older
    /// libraries leave out the prefix.
    private static func name(of code: BrotliDecoderErrorCode) -> String {
        let name = BrotliDecoderErrorString(code).map { String(cString: $0) } ?? "UNREACHABLE"
        if name.hasPrefix("_") { return name }
        // Format errors are -1...-16; the others (dictionary, arguments, allocation) follow.
        return (code.rawValue >= -16 ? "_ERROR_FORMAT_" : "_ERROR_") + name
    }

    /// A fresh decoder with the same parameters.
    func reset() -> CompressionError? {
        guard let fresh = Self.makeState(parameters) else {
            return CompressionError(message: "Initialization failed", errno: -1, code: "ERR_ZLIB_INITIALIZATION_FAILED")
        }
        BrotliDecoderDestroyInstance(state)
        state = fresh
        return nil
    }
}
