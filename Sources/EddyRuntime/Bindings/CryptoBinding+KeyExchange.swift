import EddyEngine

/// The key-exchange part of the `crypto` binding: `ECDH` and `DiffieHellman` state as handle
/// objects, and `crypto.diffieHellman` on two keys. lib/internal/crypto/diffiehellman.js
/// validates arguments and encodes results; these answer bytes (ArrayBuffers).
extension CryptoBinding {
    static func defineKeyExchange(_ context: BindingContext) {
        defineECDH(context)
        defineDiffieHellman(context)
        // keyDeriveSecret(privateHandle, publicHandle) → ArrayBuffer
        context.function("keyDeriveSecret", length: 2) { agent, _, arguments in
            let key = try payload(arguments.value(at: 0), as: AsymmetricKey.self, in: agent)
            let peer = try payload(arguments.value(at: 1), as: AsymmetricKey.self, in: agent)
            return .object(agent.makeArrayBufferObject(try runOpenSSL({ () throws(OpenSSLError) in
                try key.deriveSecret(with: peer)
            }, in: agent)))
        }
    }

    private static func pointFormat(_ value: JSValue, in agent: Agent) throws -> ECDHContext.PointFormat {
        guard let format = ECDHContext.PointFormat(rawValue: try agent.integer(value)) else {
            throw agent.makeError(kind: .typeError, "Invalid ECDH format")
        }
        return format
    }

    private static func defineECDH(_ context: BindingContext) {
        context.function("ecdhNew", length: 1) { agent, _, arguments in
            let name = try agent.string(arguments.value(at: 0))
            let ecdh = try runOpenSSL({ () throws(OpenSSLError) in try ECDHContext(curveName: name) }, in: agent)
            return .object(agent.makeHostObject(payload: ecdh, prototype: nil))
        }
        context.function("ecdhGenerateKeys", length: 1) { agent, _, arguments in
            try runOpenSSL(try payload(arguments.value(at: 0), as: ECDHContext.self, in: agent).generateKeys, in: agent)
            return .undefined
        }
        // ecdhPublicKey(handle, format) → ArrayBuffer
        context.function("ecdhPublicKey", length: 2) { agent, _, arguments in
            let ecdh = try payload(arguments.value(at: 0), as: ECDHContext.self, in: agent)
            let format = try pointFormat(arguments.value(at: 1), in: agent)
            return .object(agent.makeArrayBufferObject(try runOpenSSL({ () throws(OpenSSLError) in
                try ecdh.publicKey(format: format)
            }, in: agent)))
        }
        context.function("ecdhPrivateKey", length: 1) { agent, _, arguments in
            let ecdh = try payload(arguments.value(at: 0), as: ECDHContext.self, in: agent)
            return .object(agent.makeArrayBufferObject(try runOpenSSL(ecdh.privateKey, in: agent)))
        }
        // ecdhSet(handle, 'public' | 'private', bytes)
        context.function("ecdhSet", length: 3) { agent, _, arguments in
            let ecdh = try payload(arguments.value(at: 0), as: ECDHContext.self, in: agent)
            let isPublic = try agent.string(arguments.value(at: 1)) == "public"
            let key = try bytes(arguments.value(at: 2), in: agent)
            try runOpenSSL({ () throws(OpenSSLError) in
                if isPublic { try ecdh.setPublicKey(key) } else { try ecdh.setPrivateKey(key) }
            }, in: agent)
            return .undefined
        }
        context.function("ecdhComputeSecret", length: 2) { agent, _, arguments in
            let ecdh = try payload(arguments.value(at: 0), as: ECDHContext.self, in: agent)
            let key = try bytes(arguments.value(at: 1), in: agent)
            return .object(agent.makeArrayBufferObject(try runOpenSSL({ () throws(OpenSSLError) in
                try ecdh.computeSecret(peerPublicKey: key)
            }, in: agent)))
        }
        // ecdhConvertKey(bytes, curve, format) → ArrayBuffer
        context.function("ecdhConvertKey", length: 3) { agent, _, arguments in
            let key = try bytes(arguments.value(at: 0), in: agent)
            let curve = try agent.string(arguments.value(at: 1))
            let format = try pointFormat(arguments.value(at: 2), in: agent)
            return .object(agent.makeArrayBufferObject(try runOpenSSL({ () throws(OpenSSLError) in
                try ECDHContext.convert(key, curveName: curve, format: format)
            }, in: agent)))
        }
    }

    private static func defineDiffieHellman(_ context: BindingContext) {
        // dhNew(primeBits | primeBytes, generator number | bytes) → handle
        context.function("dhNew", length: 2) { agent, _, arguments in
            let primeArgument = arguments.value(at: 0)
            let generatorArgument = arguments.value(at: 1)
            let dh: DiffieHellmanContext
            if case .number = primeArgument {
                let bits = try agent.integer(primeArgument)
                let generator = try agent.integer(generatorArgument)
                dh = try runOpenSSL({ () throws(OpenSSLError) in
                    try DiffieHellmanContext(primeBits: bits, generator: generator)
                }, in: agent)
            } else {
                let prime = try bytes(primeArgument, in: agent)
                let generator: [UInt8]
                if case .number = generatorArgument {
                    let value = try agent.integer(generatorArgument)
                    // A negative or one-byte generator below 2 is refused the same way.
                    generator = value < 2 ? [] : BigNumber(word: UInt(value))?.bytes ?? []
                } else {
                    generator = try bytes(generatorArgument, in: agent)
                }
                dh = try runOpenSSL({ () throws(OpenSSLError) in
                    try DiffieHellmanContext(prime: prime, generator: generator)
                }, in: agent)
            }
            return .object(agent.makeHostObject(payload: dh, prototype: nil))
        }
        // dhGroup(name) → handle | undefined
        context.function("dhGroup", length: 1) { agent, _, arguments in
            guard let dh = DiffieHellmanContext.group(named: try agent.string(arguments.value(at: 0))) else { return .undefined }
            return .object(agent.makeHostObject(payload: dh, prototype: nil))
        }
        context.function("dhVerifyError", length: 1) { agent, _, arguments in
            .integer(try payload(arguments.value(at: 0), as: DiffieHellmanContext.self, in: agent).verifyError)
        }
        context.function("dhGenerateKeys", length: 1) { agent, _, arguments in
            try runOpenSSL(try payload(arguments.value(at: 0), as: DiffieHellmanContext.self, in: agent).generateKeys, in: agent)
            return .undefined
        }
        // dhGet(handle, 'prime' | 'generator' | 'public' | 'private') → ArrayBuffer | undefined
        context.function("dhGet", length: 2) { agent, _, arguments in
            let dh = try payload(arguments.value(at: 0), as: DiffieHellmanContext.self, in: agent)
            let number: BigNumber? = switch try agent.string(arguments.value(at: 1)) {
            case "prime": dh.prime
            case "generator": dh.generator
            case "public": dh.publicKey
            default: dh.privateKey
            }
            return number.map { .object(agent.makeArrayBufferObject($0.bytes)) } ?? .undefined
        }
        // dhSet(handle, 'public' | 'private', bytes)
        context.function("dhSet", length: 3) { agent, _, arguments in
            let dh = try payload(arguments.value(at: 0), as: DiffieHellmanContext.self, in: agent)
            let isPublic = try agent.string(arguments.value(at: 1)) == "public"
            let key = try bytes(arguments.value(at: 2), in: agent)
            try runOpenSSL({ () throws(OpenSSLError) in
                if isPublic { try dh.setPublicKey(key) } else { try dh.setPrivateKey(key) }
            }, in: agent)
            return .undefined
        }
        context.function("dhComputeSecret", length: 2) { agent, _, arguments in
            let dh = try payload(arguments.value(at: 0), as: DiffieHellmanContext.self, in: agent)
            let key = try bytes(arguments.value(at: 1), in: agent)
            return .object(agent.makeArrayBufferObject(try runOpenSSL({ () throws(OpenSSLError) in
                try dh.computeSecret(peerPublicKey: key)
            }, in: agent)))
        }
    }
}
