import CZlib

/// zlib's deflate and inflate in the seven framings of Node's `zlib` (deflate, gzip, raw, and
/// their inverses, plus `unzip`, which reads either zlib or gzip), with Node's behaviour
/// around them: dictionaries, concatenated gzip members, and the messages of its errors.
final class ZlibStream: CompressionStream, @unchecked Sendable {
    /// Node's mode numbers (`zlib.constants.DEFLATE`…).
    enum Mode: Int {
        case deflate = 1, inflate, gzip, gunzip, deflateRaw, inflateRaw, unzip

        var compresses: Bool { self == .deflate || self == .gzip || self == .deflateRaw }
    }

    /// Changes once for `unzip`, to `gunzip` or `inflate`, when the first bytes tell which.
    private(set) var mode: Mode
    /// Heap memory: zlib keeps a pointer back to its `z_stream` and checks it on every call.
    private let stream: UnsafeMutablePointer<z_stream>
    private let compresses: Bool
    private let dictionary: [UInt8]
    /// zlib's last answer.
    private var status = Z_OK
    /// How many of gzip's two magic bytes `unzip` has seen.
    private var gzipMagicBytesSeen = 0

    /// A stream of `mode` with zlib's parameters (windowBits as Node takes it, 8...15, or 0
    /// for inflate to read it from the header).
    init(mode: Mode, windowBits: Int32, level: Int32, memLevel: Int32, strategy: Int32,
         dictionary: [UInt8]) throws(CompressionError) {
        // lib/ passes 0 or 8...15; a script through process.binding may pass anything, which
        // zlib refuses, but the arithmetic below must not overflow first.
        var bits = min(max(windowBits, -64), 64)
        switch mode {
        case .gzip, .gunzip: bits += 16
        case .unzip: bits += 32
        // zlib refuses a raw window of 8 bits, which Node accepts as 9.
        case .deflateRaw: bits = -max(bits, 9)
        case .inflateRaw: bits = -bits
        case .deflate, .inflate: break
        }
        // Initialized before `self` exists, so that a failure leaves nothing for deinit.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = mode.compresses
            ? eddy_deflate_init(stream, level, bits, memLevel, strategy)
            : eddy_inflate_init(stream, bits)
        guard status == Z_OK else {
            let message = stream.pointee.msg.map { String(cString: $0) } ?? "Init error"
            stream.deallocate()
            throw CompressionError(message: message, errno: status, code: Self.name(ofStatus: status))
        }
        self.mode = mode
        self.compresses = mode.compresses
        self.dictionary = dictionary
        self.stream = stream
        if let error = setDictionary() { throw error }
    }

    deinit {
        _ = compresses ? deflateEnd(stream) : inflateEnd(stream)
        stream.deallocate()
    }

    func process(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer,
                 flush: Int32) -> Result<CompressionProgress, CompressionError> {
        // zlib counts in 32 bits; what does not fit is reported as not consumed.
        let inputCount = min(input.count, Int(UInt32.max))
        let outputCount = min(output.count, Int(UInt32.max))
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(inputCount)
        stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = uInt(outputCount)
        defer {
            stream.pointee.next_in = nil
            stream.pointee.next_out = nil
        }
        if compresses {
            status = deflate(stream, flush)
        } else {
            if mode == .unzip { detectFraming(input) }
            inflateMembers(flush: flush)
        }
        let progress = CompressionProgress(
            inputLeft: Int(stream.pointee.avail_in) + (input.count - inputCount),
            outputLeft: Int(stream.pointee.avail_out) + (output.count - outputCount))
        if let error = checkStatus(flush: flush) { return .failure(error) }
        return .success(progress)
    }

    /// `unzip` reads gzip when the input starts with its magic bytes (which may arrive one
    /// write apart), zlib's format otherwise; zlib itself detects the header (windowBits + 32),
    /// but only gzip goes on to a next member.
    private func detectFraming(_ input: UnsafeRawBufferPointer) {
        var index = 0
        if gzipMagicBytesSeen == 0, index < input.count {
            guard input[index] == 0x1f else {
                mode = .inflate
                return
            }
            gzipMagicBytesSeen = 1
            index += 1
        }
        if gzipMagicBytesSeen == 1, index < input.count {
            if input[index] == 0x8b {
                gzipMagicBytesSeen = 2
                mode = .gunzip
            } else {
                mode = .inflate
            }
        }
    }

    private func inflateMembers(flush: Int32) {
        status = inflate(stream, flush)
        // A zlib stream made with a dictionary asks for it; raw streams were given it at start.
        if mode != .inflateRaw, status == Z_NEED_DICT, !dictionary.isEmpty {
            status = dictionary.withUnsafeBufferPointer {
                inflateSetDictionary(stream, $0.baseAddress, uInt($0.count))
            }
            if status == Z_OK {
                status = inflate(stream, flush)
            } else if status == Z_DATA_ERROR {
                // Tells a wrong dictionary apart from bad data.
                status = Z_NEED_DICT
            }
        }
        // More input after a gzip member is another member, unless it is zero padding.
        while mode == .gunzip, status == Z_STREAM_END, stream.pointee.avail_in > 0,
              let next = stream.pointee.next_in, next.pointee != 0 {
            status = inflateReset(stream)
            guard status == Z_OK else { return }
            status = inflate(stream, flush)
        }
    }

    private func checkStatus(flush: Int32) -> CompressionError? {
        switch status {
        case Z_OK, Z_BUF_ERROR:
            if stream.pointee.avail_out != 0, flush == Z_FINISH { return failure("unexpected end of file") }
            return nil
        case Z_STREAM_END:
            return nil
        case Z_NEED_DICT:
            return failure(dictionary.isEmpty ? "Missing dictionary" : "Bad dictionary")
        default:
            return failure("Zlib error")
        }
    }

    func reset() -> CompressionError? {
        switch mode {
        case .deflate, .deflateRaw, .gzip: status = deflateReset(stream)
        case .inflate, .inflateRaw, .gunzip: status = inflateReset(stream)
        case .unzip: status = Z_OK
        }
        if status != Z_OK { return failure("Failed to reset stream") }
        return setDictionary()
    }

    /// `deflateParams`; as Node, only for deflate and raw deflate (a gzip stream keeps its
    /// parameters).
    func setParameters(level: Int32, strategy: Int32) -> CompressionError? {
        switch mode {
        case .deflate, .deflateRaw:
            // deflateParams may compress what is pending first, so it needs somewhere to write;
            // lib/ calls it after a sync flush, when nothing is pending.
            var scratch = [UInt8](repeating: 0, count: 64)
            status = scratch.withUnsafeMutableBufferPointer { scratch in
                stream.pointee.next_out = scratch.baseAddress
                stream.pointee.avail_out = uInt(scratch.count)
                defer { stream.pointee.next_out = nil }
                return deflateParams(stream, level, strategy)
            }
        default:
            status = Z_OK
        }
        if status != Z_OK, status != Z_BUF_ERROR { return failure("Failed to set parameters") }
        return nil
    }

    /// Compressors and raw inflate take the dictionary at start (and after a reset); zlib
    /// inflate takes it when the stream asks.
    private func setDictionary() -> CompressionError? {
        guard !dictionary.isEmpty else { return nil }
        status = dictionary.withUnsafeBufferPointer { bytes in
            switch mode {
            case .deflate, .deflateRaw: deflateSetDictionary(stream, bytes.baseAddress, uInt(bytes.count))
            case .inflateRaw: inflateSetDictionary(stream, bytes.baseAddress, uInt(bytes.count))
            default: Z_OK
            }
        }
        return status == Z_OK ? nil : failure("Failed to set dictionary")
    }

    /// The error for zlib's last status: zlib's own message when it gave one.
    private func failure(_ message: String) -> CompressionError {
        let text = stream.pointee.msg.map { String(cString: $0) } ?? message
        return CompressionError(message: text, errno: status, code: Self.name(ofStatus: status))
    }

    static func name(ofStatus status: Int32) -> String {
        switch status {
        case Z_OK: "Z_OK"
        case Z_STREAM_END: "Z_STREAM_END"
        case Z_NEED_DICT: "Z_NEED_DICT"
        case Z_ERRNO: "Z_ERRNO"
        case Z_STREAM_ERROR: "Z_STREAM_ERROR"
        case Z_DATA_ERROR: "Z_DATA_ERROR"
        case Z_MEM_ERROR: "Z_MEM_ERROR"
        case Z_BUF_ERROR: "Z_BUF_ERROR"
        case Z_VERSION_ERROR: "Z_VERSION_ERROR"
        default: "Z_UNKNOWN_ERROR"
        }
    }

    /// The version of the zlib linked (`zlib.constants.ZLIB_VERNUM`), e.g. 0x12d0 for 1.2.13.
    static let versionNumber = Int(ZLIB_VERNUM)

    /// CRC-32 of `bytes` continuing from `value` (`zlib.crc32`).
    static func crc32(_ bytes: UnsafeRawBufferPointer, continuing value: UInt32) -> UInt32 {
        var crc = UInt(value)
        var rest = bytes[...]
        // zlib takes 32-bit lengths.
        repeat {
            let count = min(rest.count, Int(UInt32.max))
            let chunk = UnsafeRawBufferPointer(rebasing: rest.prefix(count))
            crc = CZlib.crc32(crc, chunk.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(count))
            rest = rest.dropFirst(count)
        } while !rest.isEmpty
        return UInt32(truncatingIfNeeded: crc)
    }
}
