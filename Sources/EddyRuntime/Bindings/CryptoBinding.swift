import EddyEngine
import EddyLoop

/// `crypto`: OpenSSL's digests, MACs, ciphers, key derivations, keys and signatures for
/// lib/crypto.js and lib/internal/crypto/. Stateful things (a hash, a cipher, a key) are
/// opaque handle objects that lib/ wraps in Node's classes. The functions Node runs on the
/// thread pool take a trailing callback and then answer `callback(error, result)` from there.
enum CryptoBinding {
    static let binding = Binding("crypto") { context in
        _ = OpenSSLLibrary.isInitialized
        defineRandom(context)
        defineDigests(context)
        defineCiphers(context)
        defineKeyDerivations(context)
        defineKeys(context)
        defineKeyExchange(context)
        defineCertificates(context)
        defineSPKAC(context)
    }

    // MARK: Random bytes

    private static func defineRandom(_ context: BindingContext) {
        let host = context.host
        // randomFill(view): fills an ArrayBuffer or view with random bytes.
        context.function("randomFill", length: 1) { agent, _, arguments in
            let target = arguments.value(at: 0)
            guard let count = agent.byteLength(of: target) else {
                throw agent.makeError(kind: .typeError, "randomFill needs an ArrayBuffer or a view")
            }
            agent.copy(try RandomBytes.generate(count).orThrow(in: agent), into: target, at: 0)
            return .undefined
        }
        // randomFillAsync(view, offset, size, callback): the bytes are made on the thread
        // pool and copied into the view on the loop thread.
        context.function("randomFillAsync", length: 4) { agent, _, arguments in
            let target = arguments.value(at: 0)
            let offset = try agent.integer(arguments.value(at: 1))
            let size = try agent.integer(arguments.value(at: 2))
            guard let length = agent.byteLength(of: target), offset >= 0, size >= 0, offset <= length - size,
                  let view = target.asObject else {
                throw agent.makeError(kind: .rangeError, "randomFill range out of bounds")
            }
            agent.retain(view)
            try runOnPool(host, callback: arguments.value(at: 3), { RandomBytes.generate(size) }) { agent, bytes in
                agent.copy(bytes, into: target, at: offset)
                agent.release(view)
                return target
            }
            return .undefined
        }
    }

    // MARK: Hashes and HMACs

    private static func defineDigests(_ context: BindingContext) {
        // Walking OpenSSL's digests costs milliseconds, so only when asked.
        context.function("getHashes") { agent, _, _ in
            .object(agent.makeArrayObject(DigestContext.names().map { .text($0) }))
        }
        context.function("hashNew", length: 2) { agent, _, arguments in
            let outputLength: Int? = arguments.value(at: 1).isUndefined ? nil : try agent.integer(arguments.value(at: 1))
            let name = try agent.string(arguments.value(at: 0))
            let digest = try runOpenSSL({ () throws(OpenSSLError) in try DigestContext(name: name, outputLength: outputLength) }, in: agent)
            return .object(agent.makeHostObject(payload: digest, prototype: nil))
        }
        context.function("hashUpdate", length: 2) { agent, _, arguments in
            try payload(arguments.value(at: 0), as: DigestContext.self, in: agent).update(bytes(arguments.value(at: 1), in: agent))
            return .undefined
        }
        context.function("hashDigest", length: 1) { agent, _, arguments in
            let digest = try payload(arguments.value(at: 0), as: DigestContext.self, in: agent)
            return .object(agent.makeArrayBufferObject(try runOpenSSL(digest.finish, in: agent)))
        }
        context.function("hashCopy", length: 1) { agent, _, arguments in
            let digest = try payload(arguments.value(at: 0), as: DigestContext.self, in: agent)
            return .object(agent.makeHostObject(payload: try runOpenSSL(digest.copy, in: agent), prototype: nil))
        }
        context.function("hmacNew", length: 2) { agent, _, arguments in
            let name = try agent.string(arguments.value(at: 0))
            let key = try bytes(arguments.value(at: 1), in: agent)
            let mac = try runOpenSSL({ () throws(OpenSSLError) in try HMACContext(digestName: name, key: key) }, in: agent)
            return .object(agent.makeHostObject(payload: mac, prototype: nil))
        }
        context.function("hmacUpdate", length: 2) { agent, _, arguments in
            try payload(arguments.value(at: 0), as: HMACContext.self, in: agent).update(bytes(arguments.value(at: 1), in: agent))
            return .undefined
        }
        context.function("hmacDigest", length: 1) { agent, _, arguments in
            let mac = try payload(arguments.value(at: 0), as: HMACContext.self, in: agent)
            return .object(agent.makeArrayBufferObject(try runOpenSSL(mac.finish, in: agent)))
        }
    }

    // MARK: Ciphers

    private static func defineCiphers(_ context: BindingContext) {
        context.function("getCiphers") { agent, _, _ in
            .object(agent.makeArrayObject(CipherContext.names().map { .text($0) }))
        }
        // cipherInfo(name | nid) → { name, nid, mode, blockSize?, ivLength, keyLength, variableKeyLength } | undefined
        context.function("cipherInfo", length: 1) { agent, _, arguments in
            let argument = arguments.value(at: 0)
            let description = if case .string = argument {
                CipherDescription(name: try agent.string(argument), nid: nil)
            } else {
                CipherDescription(name: nil, nid: try agent.integer(argument))
            }
            guard let description else { return .undefined }
            let info = agent.makePlainObject()
            agent.define(info, "mode", .text(description.mode), isEnumerable: true)
            agent.define(info, "name", .text(description.name), isEnumerable: true)
            agent.define(info, "nid", .number(Double(description.nid)), isEnumerable: true)
            if let blockSize = description.blockSize {
                agent.define(info, "blockSize", .number(Double(blockSize)), isEnumerable: true)
            }
            agent.define(info, "ivLength", .number(Double(description.ivLength)), isEnumerable: true)
            agent.define(info, "keyLength", .number(Double(description.keyLength)), isEnumerable: true)
            agent.define(info, "variableKeyLength", .boolean(description.hasVariableKeyLength), isEnumerable: true)
            return .object(info)
        }
        // cipherNew(name, key, iv | null, encrypting, authTagLength | undefined)
        context.function("cipherNew", length: 5) { agent, _, arguments in
            let iv: [UInt8]? = arguments.value(at: 2).isNull ? nil : try bytes(arguments.value(at: 2), in: agent)
            let tagLength: Int? = arguments.value(at: 4).isUndefined ? nil : try agent.integer(arguments.value(at: 4))
            let name = try agent.string(arguments.value(at: 0))
            let key = try bytes(arguments.value(at: 1), in: agent)
            let encrypting = arguments.value(at: 3).truthy
            let cipher = try runOpenSSL({ () throws(OpenSSLError) in
                try CipherContext(name: name, key: key, iv: iv, encrypting: encrypting, authTagLength: tagLength)
            }, in: agent)
            return .object(agent.makeHostObject(payload: cipher, prototype: nil))
        }
        context.function("cipherUpdate", length: 2) { agent, _, arguments in
            let cipher = try payload(arguments.value(at: 0), as: CipherContext.self, in: agent)
            let input = try bytes(arguments.value(at: 1), in: agent)
            return .object(agent.makeArrayBufferObject(try runOpenSSL({ () throws(OpenSSLError) in try cipher.update(input) }, in: agent)))
        }
        context.function("cipherFinal", length: 1) { agent, _, arguments in
            let cipher = try payload(arguments.value(at: 0), as: CipherContext.self, in: agent)
            return .object(agent.makeArrayBufferObject(try runOpenSSL(cipher.finish, in: agent)))
        }
        context.function("cipherSetAutoPadding", length: 2) { agent, _, arguments in
            .boolean(try payload(arguments.value(at: 0), as: CipherContext.self, in: agent).setAutoPadding(arguments.value(at: 1).truthy))
        }
        context.function("cipherGetAuthTag", length: 1) { agent, _, arguments in
            guard let tag = try payload(arguments.value(at: 0), as: CipherContext.self, in: agent).authenticationTag() else {
                return .undefined
            }
            return .object(agent.makeArrayBufferObject(tag))
        }
        context.function("cipherSetAuthTag", length: 2) { agent, _, arguments in
            let cipher = try payload(arguments.value(at: 0), as: CipherContext.self, in: agent)
            return .boolean(cipher.setAuthenticationTag(try bytes(arguments.value(at: 1), in: agent)))
        }
        context.function("cipherSetAAD", length: 3) { agent, _, arguments in
            let cipher = try payload(arguments.value(at: 0), as: CipherContext.self, in: agent)
            let plaintextLength: Int? = arguments.value(at: 2).isUndefined ? nil : try agent.integer(arguments.value(at: 2))
            return .boolean(cipher.setAAD(try bytes(arguments.value(at: 1), in: agent), plaintextLength: plaintextLength))
        }
    }

    // MARK: Key derivation

    private static func defineKeyDerivations(_ context: BindingContext) {
        let host = context.host
        // pbkdf2(password, salt, iterations, keylen, digest, callback?)
        context.function("pbkdf2", length: 6) { agent, _, arguments in
            let password = try bytes(arguments.value(at: 0), in: agent)
            let salt = try bytes(arguments.value(at: 1), in: agent)
            let iterations = try agent.integer(arguments.value(at: 2))
            let length = try agent.integer(arguments.value(at: 3))
            let digest = try agent.string(arguments.value(at: 4))
            guard DigestContext.digest(named: digest) != nil else {
                throw OpenSSLError.node(.typeError, "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: \(digest)").exception(in: agent)
            }
            return try derive(host, callback: arguments.value(at: 5)) {
                KeyDerivation.pbkdf2(password: password, salt: salt, iterations: iterations, length: length, digestName: digest)
            }
        }
        // scrypt(password, salt, keylen, N, r, p, maxmem, callback?)
        context.function("scrypt", length: 8) { agent, _, arguments in
            let password = try bytes(arguments.value(at: 0), in: agent)
            let salt = try bytes(arguments.value(at: 1), in: agent)
            let length = try agent.integer(arguments.value(at: 2))
            let parameters = try scryptParameters(arguments, from: 3, in: agent)
            return try derive(host, callback: arguments.value(at: 7)) {
                KeyDerivation.scrypt(password: password, salt: salt, length: length, parameters: parameters)
            }
        }
        // scryptAccepts(N, r, p, maxmem): whether OpenSSL takes these parameters.
        context.function("scryptAccepts", length: 4) { agent, _, arguments in
            .boolean(KeyDerivation.scryptAccepts(try scryptParameters(arguments, from: 0, in: agent)))
        }
        // hkdf(digest, key, salt, info, keylen, callback?)
        context.function("hkdf", length: 6) { agent, _, arguments in
            let digest = try agent.string(arguments.value(at: 0))
            let key = try bytes(arguments.value(at: 1), in: agent)
            let salt = try bytes(arguments.value(at: 2), in: agent)
            let info = try bytes(arguments.value(at: 3), in: agent)
            let length = try agent.integer(arguments.value(at: 4))
            guard DigestContext.digest(named: digest) != nil else {
                throw OpenSSLError.node(.typeError, "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: \(digest)").exception(in: agent)
            }
            return try derive(host, callback: arguments.value(at: 5)) {
                KeyDerivation.hkdf(digestName: digest, key: key, salt: salt, info: info, length: length)
            }
        }
    }

    private static func scryptParameters(_ arguments: Arguments, from start: Int, in agent: Agent) throws -> KeyDerivation.ScryptParameters {
        func unsigned(_ index: Int) throws -> UInt64 {
            UInt64(clamping: max(0, try agent.integer(arguments.value(at: start + index))))
        }
        return KeyDerivation.ScryptParameters(cost: try unsigned(0), blockSize: try unsigned(1),
                                              parallelization: try unsigned(2), maxMemory: try unsigned(3))
    }

    /// Runs a derivation now (returning an ArrayBuffer) or, given a callback, on the pool.
    private static func derive(_ host: RuntimeHost, callback: JSValue,
                               _ work: @escaping @Sendable () -> Result<[UInt8], OpenSSLError>) throws -> JSValue {
        guard callback.isObject else {
            return .object(host.agent.makeArrayBufferObject(try work().orThrow(in: host.agent)))
        }
        try runOnPool(host, callback: callback, work) { agent, bytes in .object(agent.makeArrayBufferObject(bytes)) }
        return .undefined
    }

    // MARK: Keys and signatures

    private static func defineKeys(_ context: BindingContext) {
        let host = context.host
        // keyParse(data, 'pem' | 'der', isPrivate, passphrase | undefined) → handle
        context.function("keyParse", length: 4) { agent, _, arguments in
            let data = try bytes(arguments.value(at: 0), in: agent)
            let encoding: AsymmetricKey.Encoding = try agent.string(arguments.value(at: 1)) == "der" ? .der : .pem
            let passphrase: [UInt8]? = arguments.value(at: 3).isUndefined ? nil : try bytes(arguments.value(at: 3), in: agent)
            let isPrivate = arguments.value(at: 2).truthy
            let key = try runOpenSSL({ () throws(OpenSSLError) in
                isPrivate ? try AsymmetricKey.privateKey(from: data, encoding: encoding, passphrase: passphrase)
                    : try AsymmetricKey.publicKey(from: data, encoding: encoding, passphrase: passphrase)
            }, in: agent)
            return .object(agent.makeHostObject(payload: key, prototype: nil))
        }
        context.function("getCurves") { agent, _, _ in
            .object(agent.makeArrayObject(AsymmetricKey.curveNames().map { .text($0) }))
        }
        context.function("keyPublicOf", length: 1) { agent, _, arguments in
            let key = try payload(arguments.value(at: 0), as: AsymmetricKey.self, in: agent)
            return .object(agent.makeHostObject(payload: key.publicKey(), prototype: nil))
        }
        // keyDetails(handle) → { type, modulusLength, publicExponent, namedCurve }
        context.function("keyDetails", length: 1) { agent, _, arguments in
            let key = try payload(arguments.value(at: 0), as: AsymmetricKey.self, in: agent)
            let details = agent.makePlainObject()
            agent.define(details, "type", key.typeName.map { .text($0) } ?? .undefined, isEnumerable: true)
            switch key.typeName {
            case "rsa", "rsa-pss":
                agent.define(details, "modulusLength", .number(Double(key.bits)), isEnumerable: true)
                if let exponent = key.publicExponent, let value = JSValue.bigint(digits: String(exponent), in: agent) {
                    agent.define(details, "publicExponent", value, isEnumerable: true)
                }
                if let pss = key.pssParameters {
                    agent.define(details, "hashAlgorithm", .text(pss.hashAlgorithm), isEnumerable: true)
                    agent.define(details, "mgf1HashAlgorithm", .text(pss.mgf1HashAlgorithm), isEnumerable: true)
                    agent.define(details, "saltLength", .number(Double(pss.saltLength)), isEnumerable: true)
                }
            case "dsa":
                agent.define(details, "modulusLength", .number(Double(key.bits)), isEnumerable: true)
                agent.define(details, "divisorLength", key.divisorBits.map { .number(Double($0)) } ?? .undefined,
                             isEnumerable: true)
            case "ec":
                agent.define(details, "namedCurve", key.curveName.map { .text($0) } ?? .undefined, isEnumerable: true)
            default:
                break
            }
            return .object(details)
        }
        // keyExport(handle, 'pem' | 'der', type, asPrivate, cipher | undefined, passphrase | undefined)
        context.function("keyExport", length: 6) { agent, _, arguments in
            let key = try payload(arguments.value(at: 0), as: AsymmetricKey.self, in: agent)
            let encoding: AsymmetricKey.Encoding = try agent.string(arguments.value(at: 1)) == "der" ? .der : .pem
            let type = try agent.string(arguments.value(at: 2))
            let cipher: String? = arguments.value(at: 4).isUndefined ? nil : try agent.string(arguments.value(at: 4))
            let passphrase: [UInt8]? = arguments.value(at: 5).isUndefined ? nil : try bytes(arguments.value(at: 5), in: agent)
            let asPrivate = arguments.value(at: 3).truthy
            let exported = try runOpenSSL({ () throws(OpenSSLError) in
                try key.export(encoding: encoding, type: type, asPrivate: asPrivate, cipher: cipher, passphrase: passphrase)
            }, in: agent)
            return .object(agent.makeArrayBufferObject(exported))
        }
        context.function("keyEquals", length: 2) { agent, _, arguments in
            let key = try payload(arguments.value(at: 0), as: AsymmetricKey.self, in: agent)
            return .boolean(key.isEqual(to: try payload(arguments.value(at: 1), as: AsymmetricKey.self, in: agent)))
        }
        // keyGenerate(type, modulusLength, publicExponent, namedCurve, callback?, hashAlgorithm?,
        // mgf1HashAlgorithm?, saltLength?, divisorLength?) → private key handle (hashAlgorithm
        // to saltLength: RSA-PSS; divisorLength: DSA)
        context.function("keyGenerate", length: 9) { agent, _, arguments in
            let type = try agent.string(arguments.value(at: 0))
            var options = AsymmetricKey.GenerationOptions()
            if case .number = arguments.value(at: 1) { options.modulusLength = try agent.integer(arguments.value(at: 1)) }
            if case .number = arguments.value(at: 2) {
                options.publicExponent = UInt64(clamping: max(0, try agent.integer(arguments.value(at: 2))))
            }
            if case .string = arguments.value(at: 3) { options.namedCurve = try agent.string(arguments.value(at: 3)) }
            // Unknown digests are refused before the job starts, with Node's messages.
            for (index, label) in [(5, "digest"), (6, "MGF1 digest")] {
                guard case .string = arguments.value(at: index) else { continue }
                let name = try agent.string(arguments.value(at: index))
                guard AsymmetricKey.isDigestName(name) else {
                    throw OpenSSLError.node(.typeError, "ERR_CRYPTO_INVALID_DIGEST", "Invalid \(label): \(name)")
                        .exception(in: agent)
                }
                if index == 5 { options.pss.digest = name } else { options.pss.mgf1Digest = name }
            }
            if case .number = arguments.value(at: 7) { options.pss.saltLength = try agent.integer(arguments.value(at: 7)) }
            if case .number = arguments.value(at: 8) { options.divisorLength = try agent.integer(arguments.value(at: 8)) }
            let settings = options
            let work: @Sendable () -> Result<AsymmetricKey, OpenSSLError> = { AsymmetricKey.generate(type: type, options: settings) }
            guard arguments.value(at: 4).isObject else {
                return .object(agent.makeHostObject(payload: try work().orThrow(in: agent), prototype: nil))
            }
            try runOnPool(host, callback: arguments.value(at: 4), work) { agent, key in
                .object(agent.makeHostObject(payload: key, prototype: nil))
            }
            return .undefined
        }
        // sign(handle, data, digest | null, padding | undefined, saltLength | undefined) → ArrayBuffer
        context.function("sign", length: 5) { agent, _, arguments in
            let key = try payload(arguments.value(at: 0), as: AsymmetricKey.self, in: agent)
            let data = try bytes(arguments.value(at: 1), in: agent)
            let options = try signatureOptions(arguments, from: 2, in: agent)
            let signature = try runOpenSSL({ () throws(OpenSSLError) in try key.sign(data, options: options) }, in: agent)
            return .object(agent.makeArrayBufferObject(signature))
        }
        // verify(handle, data, signature, digest | null, padding | undefined, saltLength | undefined) → boolean
        context.function("verify", length: 6) { agent, _, arguments in
            let key = try payload(arguments.value(at: 0), as: AsymmetricKey.self, in: agent)
            let data = try bytes(arguments.value(at: 1), in: agent)
            let signature = try bytes(arguments.value(at: 2), in: agent)
            let options = try signatureOptions(arguments, from: 3, in: agent)
            return .boolean(try runOpenSSL({ () throws(OpenSSLError) in
                try key.verify(data, signature: signature, options: options)
            }, in: agent))
        }
        // rsaCrypt(handle, data, operation, padding, oaepHash | undefined, oaepLabel | undefined) → ArrayBuffer
        context.function("rsaCrypt", length: 6) { agent, _, arguments in
            let key = try payload(arguments.value(at: 0), as: AsymmetricKey.self, in: agent)
            let data = try bytes(arguments.value(at: 1), in: agent)
            guard let operation = AsymmetricKey.RSAOperation(rawValue: try agent.string(arguments.value(at: 2))) else {
                throw agent.makeError(kind: .typeError, "Unknown RSA operation")
            }
            var options = AsymmetricKey.EncryptionOptions(padding: Int32(clamping: try agent.integer(arguments.value(at: 3))))
            if case .string = arguments.value(at: 4) { options.oaepDigest = try agent.string(arguments.value(at: 4)) }
            if !arguments.value(at: 5).isUndefined { options.oaepLabel = try bytes(arguments.value(at: 5), in: agent) }
            let settings = options
            let output = try runOpenSSL({ () throws(OpenSSLError) in
                try key.crypt(data, operation: operation, options: settings)
            }, in: agent)
            return .object(agent.makeArrayBufferObject(output))
        }
    }

    private static func signatureOptions(_ arguments: Arguments, from start: Int, in agent: Agent) throws -> AsymmetricKey.SignatureOptions {
        var options = AsymmetricKey.SignatureOptions()
        if case .string = arguments.value(at: start) { options.digestName = try agent.string(arguments.value(at: start)) }
        if case .number = arguments.value(at: start + 1) {
            options.padding = Int32(clamping: try agent.integer(arguments.value(at: start + 1)))
        }
        if case .number = arguments.value(at: start + 2) {
            options.saltLength = Int32(clamping: try agent.integer(arguments.value(at: start + 2)))
        }
        return options
    }

    // MARK: Helpers

    /// The bytes of a Buffer, typed array, DataView or ArrayBuffer (lib/ converts strings).
    static func bytes(_ value: JSValue, in agent: Agent) throws -> [UInt8] {
        guard let bytes = agent.bytes(of: value) else {
            throw agent.makeError(kind: .typeError, "Expected a Buffer, TypedArray, DataView or ArrayBuffer")
        }
        return bytes
    }

    /// The Swift object behind a handle lib/ got from this binding.
    static func payload<Payload>(_ value: JSValue, as type: Payload.Type, in agent: Agent) throws -> Payload {
        // Unwrapped one step at a time: the one-expression form (`(object as? HostObject)?.payload
        // as? Payload`) was compiled, in this generic's specializations, into a cast of the nil
        // payload of any object that is no host object — a crash from `getTicketKeys({})`.
        guard let host = value.objectValue as? HostObject, let object = host.payload, let payload = object as? Payload else {
            throw agent.makeError(kind: .typeError, "Illegal invocation")
        }
        return payload
    }

    /// Runs `work` on libuv's thread pool, then calls `callback(error)` or
    /// `callback(null, deliver(value))` on the loop thread.
    static func runOnPool<Value: Sendable>(
        _ host: RuntimeHost, callback: JSValue,
        _ work: @escaping @Sendable () -> Result<Value, OpenSSLError>,
        deliver: @escaping (Agent, Value) -> JSValue
    ) throws {
        guard let function = callback.asObject else {
            throw host.agent.makeError(kind: .typeError, "The callback must be a function")
        }
        let request = Work(loop: host.loop)
        host.agent.retain(function)
        // The callback runs in the caller's async context (AsyncLocalStorage, domains).
        let context = host.captureAsyncContext()
        do {
            try request.queue(work) { [weak host] outcome in
                _ = request
                guard let host else { return }
                defer {
                    host.agent.release(function)
                    host.releaseAsyncContext(context)
                }
                switch outcome {
                case .success(.success(let value)):
                    host.invokeCallback(function, [.null, deliver(host.agent, value)], context: context)
                case .success(.failure(let error)):
                    host.invokeCallback(function, [.object(error.object(in: host.agent))], context: context)
                case .failure(let error):
                    host.invokeCallback(function, [.object(host.agent.makeErrorObject(.error, "Work failed: \(error)"))],
                                        context: context)
                }
            }
        } catch {
            host.agent.release(function)
            host.releaseAsyncContext(context)
            throw host.agent.makeError(kind: .error, "Could not queue work: \(error)")
        }
    }
}

extension Result where Failure == OpenSSLError {
    /// The value, or the error thrown as a JavaScript exception.
    func orThrow(in agent: Agent) throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error.exception(in: agent)
        }
    }
}

/// Runs an OpenSSL operation, its failure thrown as a JavaScript exception.
func runOpenSSL<Value>(_ body: () throws(OpenSSLError) -> Value, in agent: Agent) throws -> Value {
    do {
        return try body()
    } catch {
        throw error.exception(in: agent)
    }
}
