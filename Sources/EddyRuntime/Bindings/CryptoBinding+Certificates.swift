import EddyEngine

/// The certificate part of the `crypto` binding: `crypto.X509Certificate` over a
/// `Certificate` handle, and the legacy object of `toLegacyObject()` and TLS's
/// `getPeerCertificate()`. lib/internal/crypto/x509.js checks arguments and caches.
extension CryptoBinding {
    static func defineCertificates(_ context: BindingContext) {
        context.function("x509Parse", length: 1) { agent, _, arguments in
            let data = try bytes(arguments.value(at: 0), in: agent)
            let certificate = try runOpenSSL({ () throws(OpenSSLError) in try Certificate.parse(data) }, in: agent)
            return .object(agent.makeHostObject(payload: certificate, prototype: nil))
        }
        // x509Info(handle) → the plain fields of an X509Certificate
        context.function("x509Info", length: 1) { agent, _, arguments in
            let certificate = try payload(arguments.value(at: 0), as: Certificate.self, in: agent)
            let info = agent.makePlainObject()
            func set(_ name: String, _ value: JSValue) { agent.define(info, name, value, isEnumerable: true) }
            set("subject", .text(certificate.subjectText))
            set("subjectAltName", certificate.subjectAltName.map { .text($0) } ?? .undefined)
            set("issuer", .text(certificate.issuerText))
            set("infoAccess", certificate.infoAccess.map { .text($0) } ?? .undefined)
            set("validFrom", .text(certificate.validFrom))
            set("validTo", .text(certificate.validTo))
            set("fingerprint", .text(certificate.fingerprint("sha1")))
            set("fingerprint256", .text(certificate.fingerprint("sha256")))
            set("fingerprint512", .text(certificate.fingerprint("sha512")))
            set("keyUsage", certificate.extendedKeyUsage.map { .object(agent.makeArrayObject($0.map { .text($0) })) } ?? .undefined)
            set("serialNumber", .text(certificate.serialNumber))
            set("ca", .boolean(certificate.isCertificateAuthority))
            return .object(info)
        }
        context.function("x509Raw", length: 1) { agent, _, arguments in
            .object(agent.makeArrayBufferObject(try payload(arguments.value(at: 0), as: Certificate.self, in: agent).der))
        }
        context.function("x509PEM", length: 1) { agent, _, arguments in
            .text(try payload(arguments.value(at: 0), as: Certificate.self, in: agent).pem)
        }
        context.function("x509PublicKey", length: 1) { agent, _, arguments in
            guard let key = try payload(arguments.value(at: 0), as: Certificate.self, in: agent).publicKey else {
                throw OpenSSLError.node(.error, "ERR_CRYPTO_OPERATION_FAILED", "Failed to get the public key").exception(in: agent)
            }
            return .object(agent.makeHostObject(payload: key, prototype: nil))
        }
        // x509Check(handle, 'host' | 'email' | 'ip', name, flags) → the matching name | undefined | null (not an IP)
        context.function("x509Check", length: 4) { agent, _, arguments in
            let certificate = try payload(arguments.value(at: 0), as: Certificate.self, in: agent)
            let name = try agent.string(arguments.value(at: 2))
            let flags = UInt32(truncatingIfNeeded: try agent.integer(arguments.value(at: 3)))
            switch try agent.string(arguments.value(at: 1)) {
            case "host":
                return certificate.matchingHost(name, flags: flags).map { .text($0) } ?? .undefined
            case "email":
                return certificate.matchesEmail(name, flags: flags) ? .text(name) : .undefined
            default:
                guard let matches = certificate.matchesIP(name, flags: flags) else { return .null }
                return matches ? .text(name) : .undefined
            }
        }
        context.function("x509CheckIssued", length: 2) { agent, _, arguments in
            let certificate = try payload(arguments.value(at: 0), as: Certificate.self, in: agent)
            return .boolean(certificate.isIssued(by: try payload(arguments.value(at: 1), as: Certificate.self, in: agent)))
        }
        context.function("x509CheckPrivateKey", length: 2) { agent, _, arguments in
            let certificate = try payload(arguments.value(at: 0), as: Certificate.self, in: agent)
            return .boolean(certificate.matchesPrivateKey(try payload(arguments.value(at: 1), as: AsymmetricKey.self, in: agent)))
        }
        context.function("x509Verify", length: 2) { agent, _, arguments in
            let certificate = try payload(arguments.value(at: 0), as: Certificate.self, in: agent)
            return .boolean(certificate.isSigned(by: try payload(arguments.value(at: 1), as: AsymmetricKey.self, in: agent)))
        }
        context.function("x509Legacy", length: 1) { agent, _, arguments in
            .object(legacyObject(of: try payload(arguments.value(at: 0), as: Certificate.self, in: agent), in: agent))
        }
    }

    /// Node's legacy certificate object (`getPeerCertificate()`, `toLegacyObject()`), with
    /// `subject`/`issuer` as plain objects and `raw`/`pubkey` as ArrayBuffers lib/ turns into
    /// Buffers.
    static func legacyObject(of certificate: Certificate, in agent: Agent) -> JSObject {
        let object = agent.makePlainObject()
        func set(_ name: String, _ value: JSValue) { agent.define(object, name, value, isEnumerable: true) }
        // A name's entries by short name; a repeated one (two OUs) becomes an array.
        func names(_ entries: [(String, String)]) -> JSValue {
            var order: [String] = []
            var values: [String: [String]] = [:]
            for (key, value) in entries {
                if values[key] == nil { order.append(key) }
                values[key, default: []].append(value)
            }
            let names = agent.makePlainObject()
            for key in order {
                let found = values[key] ?? []
                let value: JSValue = found.count == 1 ? .text(found[0]) : .object(agent.makeArrayObject(found.map { .text($0) }))
                agent.define(names, key, value, isEnumerable: true)
            }
            return .object(names)
        }
        set("subject", names(certificate.subject))
        set("issuer", names(certificate.issuer))
        if let altNames = certificate.subjectAltName { set("subjectaltname", .text(altNames)) }
        if let infoAccess = certificate.infoAccess { set("infoAccess", .text(infoAccess)) }
        set("ca", .boolean(certificate.isCertificateAuthority))
        if let key = certificate.publicKey {
            switch key.typeName {
            case "rsa", "rsa-pss":
                if let modulus = key.modulusHex { set("modulus", .text(modulus)) }
                set("bits", .integer(key.bits))
                if let exponent = key.publicExponent { set("exponent", .text("0x" + String(exponent, radix: 16))) }
                if let der = try? key.export(encoding: .der, type: "spki", asPrivate: false, cipher: nil, passphrase: nil) {
                    set("pubkey", .object(agent.makeArrayBufferObject(der)))
                }
            case "ec":
                set("bits", .integer(key.bits))
                if let point = key.encodedPublicPoint { set("pubkey", .object(agent.makeArrayBufferObject(point))) }
                if let curve = key.curveName {
                    set("asn1Curve", .text(curve))
                    if let nist = AsymmetricKey.nistName(ofCurve: curve) { set("nistCurve", .text(nist)) }
                }
            default:
                break
            }
        }
        set("valid_from", .text(certificate.validFrom))
        set("valid_to", .text(certificate.validTo))
        set("fingerprint", .text(certificate.fingerprint("sha1")))
        set("fingerprint256", .text(certificate.fingerprint("sha256")))
        set("fingerprint512", .text(certificate.fingerprint("sha512")))
        if let usages = certificate.extendedKeyUsage { set("ext_key_usage", .object(agent.makeArrayObject(usages.map { .text($0) }))) }
        set("serialNumber", .text(certificate.serialNumber))
        set("raw", .object(agent.makeArrayBufferObject(certificate.der)))
        return object
    }
}
