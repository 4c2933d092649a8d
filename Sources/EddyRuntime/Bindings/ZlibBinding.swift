import EddyEngine

/// `zlib`: the compression streams of `lib/zlib.js` (Node's binding shape: `Zlib`,
/// `BrotliEncoder` and `BrotliDecoder` objects with `init`, `write`, `writeSync`, `params`,
/// `reset` and `close`; see `CompressionWrap`), `crc32`, and the constants `zlib.constants`
/// is made of.
enum ZlibBinding {
    static let binding = Binding("zlib") { context in
        let agent = context.agent
        let host = context.host
        // The methods the three classes share.
        var methods: [(String, JSObject)] = []
        func method(_ name: String, length: Int = 0, _ body: @escaping (CompressionWrap, Agent, JSValue, Arguments) throws -> JSValue) {
            let function = agent.makeHostFunction(name, length: length) { agent, this, arguments in
                guard let object = this.asObject, let wrap = (object as? HostObject)?.payload as? CompressionWrap else {
                    throw agent.makeError(kind: .typeError, "Illegal invocation")
                }
                return try body(wrap, agent, this, arguments)
            }
            methods.append((name, function))
        }
        // Zlib: init(windowBits, level, memLevel, strategy, writeState, processCallback,
        // dictionary) → whether zlib accepted them.
        method("init", length: 7) { wrap, agent, _, arguments in
            guard wrap.stream == nil else { return .boolean(false) }
            if wrap.mode == 8 || wrap.mode == 9 {
                return .boolean(try startBrotli(wrap, decoding: wrap.mode == 8, arguments, in: agent))
            }
            guard let mode = ZlibStream.Mode(rawValue: wrap.mode) else { return .boolean(false) }
            func parameter(_ index: Int) throws -> Int32 { Int32(clamping: try agent.integer(arguments.value(at: index))) }
            do {
                let stream = try ZlibStream(
                    mode: mode, windowBits: try parameter(0), level: try parameter(1), memLevel: try parameter(2),
                    strategy: try parameter(3), dictionary: agent.bytes(of: arguments.value(at: 6)) ?? [])
                wrap.start(stream, writeState: arguments.value(at: 4), processCallback: arguments.value(at: 5), in: agent)
                return .boolean(true)
            } catch {
                return .boolean(false)
            }
        }
        method("write", length: 7) { wrap, agent, this, arguments in
            guard let handle = this.asObject else { return .undefined }
            try wrap.write(CompressionWrap.WriteRequest(arguments, in: agent), handle: handle, in: agent)
            return .undefined
        }
        method("writeSync", length: 7) { wrap, agent, this, arguments in
            try wrap.writeSynchronously(CompressionWrap.WriteRequest(arguments, in: agent), handle: this, in: agent)
            return .undefined
        }
        // params(level, strategy): zlib's deflateParams (brotli takes its parameters at init).
        method("params", length: 2) { wrap, agent, this, arguments in
            let level = Int32(clamping: try agent.integer(arguments.value(at: 0)))
            let strategy = Int32(clamping: try agent.integer(arguments.value(at: 1)))
            try wrap.whenIdle({ ($0 as? ZlibStream)?.setParameters(level: level, strategy: strategy) }, handle: this, in: agent)
            return .undefined
        }
        method("reset") { wrap, agent, this, _ in
            try wrap.whenIdle({ $0.reset() }, handle: this, in: agent)
            return .undefined
        }
        method("close") { wrap, agent, _, _ in
            wrap.close(in: agent)
            return .undefined
        }
        // `new Zlib(mode)`, `new BrotliEncoder(mode)`, `new BrotliDecoder(mode)`: one kind of
        // object; `init` makes the stream its mode names.
        for name in ["Zlib", "BrotliEncoder", "BrotliDecoder"] {
            let prototype = agent.makePlainObject()
            // The constructor's closure refers to the prototype, which the collector cannot see.
            agent.retain(prototype)
            for (name, function) in methods { agent.define(prototype, name, .object(function)) }
            let constructor = agent.makeHostConstructor(name, length: 1, prototype: prototype) { [unowned host] agent, _, arguments in
                let wrap = CompressionWrap(host: host, mode: try agent.integer(arguments.value(at: 0)))
                return .object(agent.makeHostObject(
                    payload: wrap, prototype: try agent.prototype(from: arguments.constructTarget, fallback: prototype)))
            }
            context.value(name, .object(constructor))
        }
        // crc32(data, value): zlib's CRC-32 of the bytes of a view, continuing from `value`.
        context.function("crc32", length: 2) { agent, _, arguments in
            let value = UInt32(truncatingIfNeeded: try agent.integer(arguments.value(at: 1)))
            let crc = agent.withMutableBytes(of: arguments.value(at: 0)) {
                ZlibStream.crc32(UnsafeRawBufferPointer($0), continuing: value)
            } ?? value
            return .number(Double(crc))
        }
        let constants = agent.makePlainObject()
        for (name, value) in Self.constants {
            agent.define(constants, name, .number(value), isEnumerable: true)
        }
        context.value("constants", .object(constants))
    }

    /// Brotli's init(params, writeState, processCallback): `params` is a Uint32Array indexed
    /// by parameter, 0xFFFFFFFF where the script set none.
    private static func startBrotli(_ wrap: CompressionWrap, decoding: Bool, _ arguments: Arguments,
                                    in agent: Agent) throws -> Bool {
        let bytes = agent.bytes(of: arguments.value(at: 0)) ?? []
        var parameters: [(key: UInt32, value: UInt32)] = []
        for index in 0..<(bytes.count / 4) {
            let base = index * 4
            let value = UInt32(bytes[base]) | UInt32(bytes[base + 1]) << 8 | UInt32(bytes[base + 2]) << 16
                | UInt32(bytes[base + 3]) << 24
            if value != .max { parameters.append((UInt32(index), value)) }
        }
        guard let stream = BrotliStream(decoding ? .decode : .encode, parameters: parameters) else { return false }
        wrap.start(stream, writeState: arguments.value(at: 1), processCallback: arguments.value(at: 2), in: agent)
        return true
    }

    /// `zlib.constants`, in Node's order: zlib's own values, Node's modes and limits, and
    /// brotli's (its ABI).
    static let constants: [(String, Double)] = [
        ("Z_NO_FLUSH", 0),
        ("Z_PARTIAL_FLUSH", 1),
        ("Z_SYNC_FLUSH", 2),
        ("Z_FULL_FLUSH", 3),
        ("Z_FINISH", 4),
        ("Z_BLOCK", 5),
        ("Z_OK", 0),
        ("Z_STREAM_END", 1),
        ("Z_NEED_DICT", 2),
        ("Z_ERRNO", -1),
        ("Z_STREAM_ERROR", -2),
        ("Z_DATA_ERROR", -3),
        ("Z_MEM_ERROR", -4),
        ("Z_BUF_ERROR", -5),
        ("Z_VERSION_ERROR", -6),
        ("Z_NO_COMPRESSION", 0),
        ("Z_BEST_SPEED", 1),
        ("Z_BEST_COMPRESSION", 9),
        ("Z_DEFAULT_COMPRESSION", -1),
        ("Z_FILTERED", 1),
        ("Z_HUFFMAN_ONLY", 2),
        ("Z_RLE", 3),
        ("Z_FIXED", 4),
        ("Z_DEFAULT_STRATEGY", 0),
        ("ZLIB_VERNUM", Double(ZlibStream.versionNumber)),
        ("DEFLATE", 1),
        ("INFLATE", 2),
        ("GZIP", 3),
        ("GUNZIP", 4),
        ("DEFLATERAW", 5),
        ("INFLATERAW", 6),
        ("UNZIP", 7),
        ("BROTLI_DECODE", 8),
        ("BROTLI_ENCODE", 9),
        ("Z_MIN_WINDOWBITS", 8),
        ("Z_MAX_WINDOWBITS", 15),
        ("Z_DEFAULT_WINDOWBITS", 15),
        ("Z_MIN_CHUNK", 64),
        ("Z_MAX_CHUNK", .infinity),
        ("Z_DEFAULT_CHUNK", 16384),
        ("Z_MIN_MEMLEVEL", 1),
        ("Z_MAX_MEMLEVEL", 9),
        ("Z_DEFAULT_MEMLEVEL", 8),
        ("Z_MIN_LEVEL", -1),
        ("Z_MAX_LEVEL", 9),
        ("Z_DEFAULT_LEVEL", -1),
        ("BROTLI_OPERATION_PROCESS", 0),
        ("BROTLI_OPERATION_FLUSH", 1),
        ("BROTLI_OPERATION_FINISH", 2),
        ("BROTLI_OPERATION_EMIT_METADATA", 3),
        ("BROTLI_PARAM_MODE", 0),
        ("BROTLI_MODE_GENERIC", 0),
        ("BROTLI_MODE_TEXT", 1),
        ("BROTLI_MODE_FONT", 2),
        ("BROTLI_DEFAULT_MODE", 0),
        ("BROTLI_PARAM_QUALITY", 1),
        ("BROTLI_MIN_QUALITY", 0),
        ("BROTLI_MAX_QUALITY", 11),
        ("BROTLI_DEFAULT_QUALITY", 11),
        ("BROTLI_PARAM_LGWIN", 2),
        ("BROTLI_MIN_WINDOW_BITS", 10),
        ("BROTLI_MAX_WINDOW_BITS", 24),
        ("BROTLI_LARGE_MAX_WINDOW_BITS", 30),
        ("BROTLI_DEFAULT_WINDOW", 22),
        ("BROTLI_PARAM_LGBLOCK", 3),
        ("BROTLI_MIN_INPUT_BLOCK_BITS", 16),
        ("BROTLI_MAX_INPUT_BLOCK_BITS", 24),
        ("BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING", 4),
        ("BROTLI_PARAM_SIZE_HINT", 5),
        ("BROTLI_PARAM_LARGE_WINDOW", 6),
        ("BROTLI_PARAM_NPOSTFIX", 7),
        ("BROTLI_PARAM_NDIRECT", 8),
        ("BROTLI_DECODER_RESULT_ERROR", 0),
        ("BROTLI_DECODER_RESULT_SUCCESS", 1),
        ("BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT", 2),
        ("BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT", 3),
        ("BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION", 0),
        ("BROTLI_DECODER_PARAM_LARGE_WINDOW", 1),
        ("BROTLI_DECODER_NO_ERROR", 0),
        ("BROTLI_DECODER_SUCCESS", 1),
        ("BROTLI_DECODER_NEEDS_MORE_INPUT", 2),
        ("BROTLI_DECODER_NEEDS_MORE_OUTPUT", 3),
        ("BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_NIBBLE", -1),
        ("BROTLI_DECODER_ERROR_FORMAT_RESERVED", -2),
        ("BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_META_NIBBLE", -3),
        ("BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET", -4),
        ("BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME", -5),
        ("BROTLI_DECODER_ERROR_FORMAT_CL_SPACE", -6),
        ("BROTLI_DECODER_ERROR_FORMAT_HUFFMAN_SPACE", -7),
        ("BROTLI_DECODER_ERROR_FORMAT_CONTEXT_MAP_REPEAT", -8),
        ("BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_1", -9),
        ("BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_2", -10),
        ("BROTLI_DECODER_ERROR_FORMAT_TRANSFORM", -11),
        ("BROTLI_DECODER_ERROR_FORMAT_DICTIONARY", -12),
        ("BROTLI_DECODER_ERROR_FORMAT_WINDOW_BITS", -13),
        ("BROTLI_DECODER_ERROR_FORMAT_PADDING_1", -14),
        ("BROTLI_DECODER_ERROR_FORMAT_PADDING_2", -15),
        ("BROTLI_DECODER_ERROR_FORMAT_DISTANCE", -16),
        ("BROTLI_DECODER_ERROR_DICTIONARY_NOT_SET", -19),
        ("BROTLI_DECODER_ERROR_INVALID_ARGUMENTS", -20),
        ("BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES", -21),
        ("BROTLI_DECODER_ERROR_ALLOC_TREE_GROUPS", -22),
        ("BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MAP", -25),
        ("BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_1", -26),
        ("BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_2", -27),
        ("BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES", -30),
        ("BROTLI_DECODER_ERROR_UNREACHABLE", -31),
    ]
}
