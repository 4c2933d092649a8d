import EddyEngine

/// `tls_wrap`: OpenSSL's TLS engine for lib/_tls_wrap.js. A secure context and a connection
/// are opaque handles; the connection runs over memory buffers, and the `TLSWrap` handle
/// class carries its records over the socket's stream handle.
enum TLSWrapBinding {
    static let binding = Binding("tls_wrap") { context in
        _ = OpenSSLLibrary.isInitialized
        defineContexts(context)
        defineConnections(context)
        let host = context.host
        // new TLSWrap(connection)
        context.value("TLSWrap", BindingClasses.handleClass("TLSWrap", length: 1, in: context) { prototype in
            TLSWrap.installMethods(on: prototype, in: context.agent)
        } make: { agent, arguments, _ in
            TLSWrap(host: host, connection: try connectionHandle(arguments.value(at: 0), in: agent))
        })
    }

    private static func contextHandle(_ value: JSValue, in agent: Agent) throws -> SecureContext {
        try CryptoBinding.payload(value, as: SecureContext.self, in: agent)
    }

    private static func connectionHandle(_ value: JSValue, in agent: Agent) throws -> TLSConnection {
        try CryptoBinding.payload(value, as: TLSConnection.self, in: agent)
    }

    private static func defineContexts(_ context: BindingContext) {
        context.function("contextNew") { agent, _, _ in
            .object(agent.makeHostObject(payload: try runOpenSSL(SecureContext.init, in: agent), prototype: nil))
        }
        // contextExternal(context): Node's `_external` of a native context, an opaque object;
        // anything else (an object inheriting from a context) is "Illegal invocation".
        context.function("contextExternal", length: 1) { agent, _, arguments in
            _ = try contextHandle(arguments.value(at: 0), in: agent)
            return .object(agent.makePlainObject())
        }
        // contextSetKey(context, pem, passphrase | undefined)
        context.function("contextSetKey", length: 3) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            let pem = try CryptoBinding.bytes(arguments.value(at: 1), in: agent)
            let passphrase: [UInt8]? = arguments.value(at: 2).isUndefined ? nil
                : try CryptoBinding.bytes(arguments.value(at: 2), in: agent)
            try runOpenSSL({ () throws(OpenSSLError) in try secureContext.setPrivateKey(pem, passphrase: passphrase) }, in: agent)
            return .undefined
        }
        context.function("contextSetCert", length: 2) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            let pem = try CryptoBinding.bytes(arguments.value(at: 1), in: agent)
            try runOpenSSL({ () throws(OpenSSLError) in try secureContext.setCertificateChain(pem) }, in: agent)
            return .undefined
        }
        context.function("contextAddCA", length: 2) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            let pem = try CryptoBinding.bytes(arguments.value(at: 1), in: agent)
            secureContext.addCertificateAuthorities(pem)
            return .undefined
        }
        context.function("contextUseSystemRoots", length: 1) { agent, _, arguments in
            try contextHandle(arguments.value(at: 0), in: agent).useSystemRoots()
            return .undefined
        }
        // contextSetCiphers(context, cipherList, cipherSuites)
        context.function("contextSetCiphers", length: 3) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            let list = try agent.string(arguments.value(at: 1))
            let suites = try agent.string(arguments.value(at: 2))
            try runOpenSSL({ () throws(OpenSSLError) in try secureContext.setCiphers(list: list, suites: suites) }, in: agent)
            return .undefined
        }
        context.function("contextSetECDHCurve", length: 2) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            let curves = try agent.string(arguments.value(at: 1))
            try runOpenSSL({ () throws(OpenSSLError) in try secureContext.setECDHCurve(curves) }, in: agent)
            return .undefined
        }
        // contextSetDHParameters(context, pem | true) → a warning, or undefined
        context.function("contextSetDHParameters", length: 2) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            var pem: [UInt8]?
            if case .boolean(true) = arguments.value(at: 1) { pem = nil } else { pem = try CryptoBinding.bytes(arguments.value(at: 1), in: agent) }
            let warning = try runOpenSSL({ () throws(OpenSSLError) in try secureContext.setDHParameters(pem) }, in: agent)
            return warning.map { .text($0) } ?? .undefined
        }
        context.function("contextSetSignatureAlgorithms", length: 2) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            let list = try agent.string(arguments.value(at: 1))
            try runOpenSSL({ () throws(OpenSSLError) in try secureContext.setSignatureAlgorithms(list) }, in: agent)
            return .undefined
        }
        context.function("contextAllowPartialTrustChain", length: 1) { agent, _, arguments in
            try contextHandle(arguments.value(at: 0), in: agent).allowPartialTrustChain()
            return .undefined
        }
        context.function("contextAddCRL", length: 2) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            let pem = try CryptoBinding.bytes(arguments.value(at: 1), in: agent)
            try runOpenSSL({ () throws(OpenSSLError) in try secureContext.addRevocationLists(pem) }, in: agent)
            return .undefined
        }
        context.function("contextSetSessionIdContext", length: 2) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            let identifier = try agent.string(arguments.value(at: 1))
            try runOpenSSL({ () throws(OpenSSLError) in try secureContext.setSessionIdContext(identifier) }, in: agent)
            return .undefined
        }
        context.function("contextSetSessionTimeout", length: 2) { agent, _, arguments in
            try contextHandle(arguments.value(at: 0), in: agent).setSessionTimeout(seconds: try agent.integer(arguments.value(at: 1)))
            return .undefined
        }
        // contextLoadPKCS12(context, bundle, passphrase | undefined)
        context.function("contextLoadPKCS12", length: 3) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            let bundle = try CryptoBinding.bytes(arguments.value(at: 1), in: agent)
            let passphrase: [UInt8]? = arguments.value(at: 2).isUndefined ? nil : try CryptoBinding.bytes(arguments.value(at: 2), in: agent)
            try runOpenSSL({ () throws(OpenSSLError) in try secureContext.loadPKCS12(bundle, passphrase: passphrase) }, in: agent)
            return .undefined
        }
        context.function("contextTicketKeys", length: 1) { agent, _, arguments in
            .object(agent.makeArrayBufferObject(try contextHandle(arguments.value(at: 0), in: agent).ticketKeys))
        }
        context.function("contextSetTicketKeys", length: 2) { agent, _, arguments in
            try contextHandle(arguments.value(at: 0), in: agent).setTicketKeys(try CryptoBinding.bytes(arguments.value(at: 1), in: agent))
            return .undefined
        }
        // contextSetOptions(context, SSL_OP_* bits)
        context.function("contextSetOptions", length: 2) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            secureContext.setOptions(UInt64(clamping: try agent.integer(arguments.value(at: 1))))
            return .undefined
        }
        // contextSetProtocols(context, minVersion | undefined, maxVersion | undefined) → bool
        context.function("contextSetProtocols", length: 3) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            let minimum: String? = arguments.value(at: 1).isUndefined ? nil : try agent.string(arguments.value(at: 1))
            let maximum: String? = arguments.value(at: 2).isUndefined ? nil : try agent.string(arguments.value(at: 2))
            return .boolean(secureContext.setProtocolRange(minimum: minimum, maximum: maximum))
        }
    }

    private static func defineConnections(_ context: BindingContext) {
        // connectionNew(context, isServer) → handle
        context.function("connectionNew", length: 2) { agent, _, arguments in
            let secureContext = try contextHandle(arguments.value(at: 0), in: agent)
            let isServer = arguments.value(at: 1).truthy
            let connection = try runOpenSSL({ () throws(OpenSSLError) in
                try TLSConnection(context: secureContext, isServer: isServer)
            }, in: agent)
            return .object(agent.makeHostObject(payload: connection, prototype: nil))
        }
        context.function("connectionSetServername", length: 2) { agent, _, arguments in
            try connectionHandle(arguments.value(at: 0), in: agent).setServername(try agent.string(arguments.value(at: 1)))
            return .undefined
        }
        context.function("connectionSetALPN", length: 2) { agent, _, arguments in
            let connection = try connectionHandle(arguments.value(at: 0), in: agent)
            connection.setALPNProtocols(try CryptoBinding.bytes(arguments.value(at: 1), in: agent))
            return .undefined
        }
        // connectionRequestCertificate(connection, rejectUnauthorized)
        context.function("connectionRequestCertificate", length: 2) { agent, _, arguments in
            try connectionHandle(arguments.value(at: 0), in: agent).requestPeerCertificate(required: arguments.value(at: 1).truthy)
            return .undefined
        }
        context.function("connectionSetSession", length: 2) { agent, _, arguments in
            try connectionHandle(arguments.value(at: 0), in: agent).offerSession(try CryptoBinding.bytes(arguments.value(at: 1), in: agent))
            return .undefined
        }
        context.function("connectionSessionReused", length: 1) { agent, _, arguments in
            .boolean(try connectionHandle(arguments.value(at: 0), in: agent).isSessionReused)
        }
        // connectionSession(connection, ticket) → the session (or its ticket) as an ArrayBuffer, or undefined
        context.function("connectionSession", length: 2) { agent, _, arguments in
            let connection = try connectionHandle(arguments.value(at: 0), in: agent)
            let bytes = arguments.value(at: 1).truthy ? connection.ticket : connection.session
            return bytes.map { .object(agent.makeArrayBufferObject($0)) } ?? .undefined
        }
        // connectionTakeSessions(connection) → [ArrayBuffer…] | undefined (a server's: id, session, …)
        context.function("connectionTakeSessions", length: 1) { agent, _, arguments in
            let sessions = try connectionHandle(arguments.value(at: 0), in: agent).takeNewSessions()
            guard !sessions.isEmpty else { return .undefined }
            return .object(agent.makeArrayObject(sessions.map { .object(agent.makeArrayBufferObject($0)) }))
        }
        // connectionSetSessionEvents(connection, reportsNewSessions, looksUpSessions): a server's
        // 'newSession' and 'resumeSession' listeners.
        context.function("connectionSetSessionEvents", length: 3) { agent, _, arguments in
            let connection = try connectionHandle(arguments.value(at: 0), in: agent)
            connection.reportsNewSessions = arguments.value(at: 1).truthy
            connection.looksUpSessions = arguments.value(at: 2).truthy
            return .undefined
        }
        // connectionEnableKeyLog(connection): the socket has 'keylog' listeners.
        context.function("connectionEnableKeyLog", length: 1) { agent, _, arguments in
            try connectionHandle(arguments.value(at: 0), in: agent).reportsKeyLog = true
            return .undefined
        }
        // connectionResumeSession(connection, session | null): after a 'resumeSession' answer.
        context.function("connectionResumeSession", length: 2) { agent, _, arguments in
            let connection = try connectionHandle(arguments.value(at: 0), in: agent)
            let bytes: [UInt8]? = arguments.value(at: 1).isNullish ? nil : try CryptoBinding.bytes(arguments.value(at: 1), in: agent)
            connection.resumeAfterSessionLookup(with: bytes)
            return .undefined
        }
        context.function("connectionChoosesContext", length: 1) { agent, _, arguments in
            try connectionHandle(arguments.value(at: 0), in: agent).choosesContextByServername = true
            return .undefined
        }
        // A server's ALPNCallback: the handshake asks `onalpnselect(list)` for the protocol.
        context.function("connectionChoosesProtocol", length: 1) { agent, _, arguments in
            try connectionHandle(arguments.value(at: 0), in: agent).choosesProtocolByCallback = true
            return .undefined
        }
        // connectionResume(connection, context | null): after an SNICallback answered.
        context.function("connectionResume", length: 2) { agent, _, arguments in
            let connection = try connectionHandle(arguments.value(at: 0), in: agent)
            let chosen: SecureContext? = arguments.value(at: 1).isNullish ? nil : try contextHandle(arguments.value(at: 1), in: agent)
            connection.resumeAfterServername(with: chosen)
            return .undefined
        }
        // connectionUseContext(connection, context): TLSSocket#setKeyCert.
        context.function("connectionUseContext", length: 2) { agent, _, arguments in
            let connection = try connectionHandle(arguments.value(at: 0), in: agent)
            connection.use(try contextHandle(arguments.value(at: 1), in: agent))
            return .undefined
        }
        context.function("connectionInfo", length: 1) { agent, _, arguments in
            let connection = try connectionHandle(arguments.value(at: 0), in: agent)
            let info = agent.makePlainObject()
            func set(_ name: String, _ value: String?) {
                agent.define(info, name, value.map { .text($0) } ?? .undefined, isEnumerable: true)
            }
            set("alpnProtocol", connection.alpnProtocol)
            set("protocol", connection.protocolVersion)
            set("cipherName", connection.cipherName)
            set("cipherVersion", connection.cipherVersion)
            set("cipherStandardName", connection.cipherStandardName)
            set("servername", connection.servername)
            let result = connection.verifyResult
            set("verifyError", result == 0 ? nil : VerificationError.name(of: result))
            set("verifyMessage", result == 0 ? nil : VerificationError.message(of: result))
            return .object(info)
        }
        // connectionFinished(connection, peer) → ArrayBuffer | undefined
        context.function("connectionFinished", length: 2) { agent, _, arguments in
            let connection = try connectionHandle(arguments.value(at: 0), in: agent)
            return connection.finishedMessage(peer: arguments.value(at: 1).truthy).map { .object(agent.makeArrayBufferObject($0)) } ?? .undefined
        }
        // connectionExportKeyingMaterial(connection, length, label, context | undefined) → ArrayBuffer | undefined
        context.function("connectionExportKeyingMaterial", length: 4) { agent, _, arguments in
            let connection = try connectionHandle(arguments.value(at: 0), in: agent)
            let length = try agent.integer(arguments.value(at: 1))
            let label = try CryptoBinding.bytes(arguments.value(at: 2), in: agent)
            let material: [UInt8]? = arguments.value(at: 3).isUndefined ? nil : try CryptoBinding.bytes(arguments.value(at: 3), in: agent)
            return connection.exportKeyingMaterial(length: max(0, length), label: label, context: material)
                .map { .object(agent.makeArrayBufferObject($0)) } ?? .undefined
        }
        context.function("connectionSetMaxSendFragment", length: 2) { agent, _, arguments in
            let connection = try connectionHandle(arguments.value(at: 0), in: agent)
            return .boolean(connection.setMaximumSendFragment(try agent.integer(arguments.value(at: 1))))
        }
        // connectionEphemeralKeyInfo(connection) → { type, name?, size } | undefined
        context.function("connectionEphemeralKeyInfo", length: 1) { agent, _, arguments in
            guard let key = try connectionHandle(arguments.value(at: 0), in: agent).peerEphemeralKey else { return .undefined }
            let info = agent.makePlainObject()
            agent.define(info, "type", .text(key.type), isEnumerable: true)
            if let name = key.name { agent.define(info, "name", .text(name), isEnumerable: true) }
            agent.define(info, "size", .number(Double(key.size)), isEnumerable: true)
            return .object(info)
        }
        // connectionPeerCertificateChain(connection) → [legacy certificate object…]
        context.function("connectionPeerCertificateChain", length: 1) { agent, _, arguments in
            let chain = try connectionHandle(arguments.value(at: 0), in: agent).peerCertificateChain
            return .object(agent.makeArrayObject(chain.map { .object(CryptoBinding.legacyObject(of: $0, in: agent)) }))
        }
        context.function("connectionPeerCertificate", length: 1) { agent, _, arguments in
            guard let certificate = try connectionHandle(arguments.value(at: 0), in: agent).peerCertificate else {
                return .undefined
            }
            return .object(CryptoBinding.legacyObject(of: certificate, in: agent))
        }
        // connectionPeerIssuerChain(connection) → [Certificate handle…]: the peer's, then its issuers.
        context.function("connectionPeerIssuerChain", length: 1) { agent, _, arguments in
            let chain = try connectionHandle(arguments.value(at: 0), in: agent).peerIssuerChain
            return .object(agent.makeArrayObject(chain.map { .object(agent.makeHostObject(payload: $0, prototype: nil)) }))
        }
        // connectionCertificate(connection, peer) → a Certificate handle for X509Certificate, or undefined
        context.function("connectionCertificate", length: 2) { agent, _, arguments in
            let connection = try connectionHandle(arguments.value(at: 0), in: agent)
            let certificate = arguments.value(at: 1).truthy ? connection.peerCertificate : connection.ownCertificate
            return certificate.map { .object(agent.makeHostObject(payload: $0, prototype: nil)) } ?? .undefined
        }
    }
}
