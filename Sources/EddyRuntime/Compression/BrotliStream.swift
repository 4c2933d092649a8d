import CBrotli

/// Brotli's encoder (`zlib.BrotliCompress`) or decoder (`zlib.BrotliDecompress`), set up with
/// Node's `params` (key → value of `BrotliEncoderSetParameter`/`BrotliDecoderSetParameter`).
final class BrotliStream: CompressionStream, @unchecked Sendable {
    enum Direction {
        case encode, decode
    }

    private let direction: Direction
    private let parameters: [(key: UInt32, value: UInt32)]
    /// A `BrotliEncoderState` or a `BrotliDecoderState`, as `direction` says.
    private var state: OpaquePointer

    /// Nil when brotli refuses a parameter.
    init?(_ direction: Direction, parameters: [(key: UInt32, value: UInt32)]) {
        guard let state = Self.makeState(direction, parameters) else { return nil }
        self.direction = direction
        self.parameters = parameters
        self.state = state
    }

    deinit { Self.destroy(state, direction) }

    private static func makeState(_ direction: Direction, _ parameters: [(key: UInt32, value: UInt32)]) -> OpaquePointer? {
        let made: OpaquePointer? = switch direction {
        case .encode: BrotliEncoderCreateInstance(nil, nil, nil)
        case .decode: BrotliDecoderCreateInstance(nil, nil, nil)
        }
        guard let state = made else { return nil }
        for (key, value) in parameters {
            let accepted = switch direction {
            case .encode: BrotliEncoderSetParameter(state, BrotliEncoderParameter(rawValue: key), value)
            case .decode: BrotliDecoderSetParameter(state, BrotliDecoderParameter(rawValue: key), value)
            }
            if accepted == BROTLI_FALSE {
                destroy(state, direction)
                return nil
            }
        }
        return state
    }

    private static func destroy(_ state: OpaquePointer, _ direction: Direction) {
        switch direction {
        case .encode: BrotliEncoderDestroyInstance(state)
        case .decode: BrotliDecoderDestroyInstance(state)
        }
    }

    func process(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer,
                 flush: Int32) -> Result<CompressionProgress, CompressionError> {
        var progress = CompressionProgress(inputLeft: input.count, outputLeft: output.count)
        var nextIn = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
        var nextOut = output.baseAddress?.assumingMemoryBound(to: UInt8.self)
        switch direction {
        case .encode:
            // lib/ checks the operation; one from elsewhere is treated as plain processing.
            let operation = (0...3).contains(flush) ? BrotliEncoderOperation(rawValue: UInt32(flush)) : BROTLI_OPERATION_PROCESS
            let succeeded = BrotliEncoderCompressStream(
                state, operation, &progress.inputLeft, &nextIn, &progress.outputLeft, &nextOut, nil)
            guard succeeded == BROTLI_TRUE else {
                return .failure(CompressionError(message: "Compression failed", errno: -1, code: "ERR_BROTLI_COMPRESSION_FAILED"))
            }
        case .decode:
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

    /// A fresh state with the same parameters.
    func reset() -> CompressionError? {
        guard let fresh = Self.makeState(direction, parameters) else {
            return CompressionError(message: "Initialization failed", errno: -1, code: "ERR_ZLIB_INITIALIZATION_FAILED")
        }
        Self.destroy(state, direction)
        state = fresh
        return nil
    }
}
