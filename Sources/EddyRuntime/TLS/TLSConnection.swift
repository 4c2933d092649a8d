import COpenSSL

/// One side of a TLS session over memory BIOs: the socket's bytes are fed in, OpenSSL's
/// records are taken out and written to the socket by lib/ (the socket stays the existing
/// net stream). Handshake, reads and writes advance only when lib/ calls in, so a pause for
/// an asynchronous SNICallback is a client-hello callback that asks OpenSSL to retry.
final class TLSConnection {
    let ssl: OpaquePointer
    private let input: MemoryBIO
    private let output: MemoryBIO
    let isServer: Bool
    private(set) var isHandshakeComplete = false
    /// The server's ALPN protocols in wire format, in memory that outlives a handshake
    /// (OpenSSL's selection points into it).
    private var alpnOffer: UnsafeMutableBufferPointer<UInt8>?
    /// Whether lib/ wants to choose a context by server name (an SNICallback).
    var choosesContextByServername = false
    private var servernameDecided = false
    private(set) var requestedServername: String?
    /// Whether lib/ chooses the protocol from the client's ALPN list (an ALPNCallback): the
    /// handshake pauses once at the client hello, after the server name, for its answer.
    var choosesProtocolByCallback = false
    private var protocolChoiceDecided = false
    /// The client's ALPN list in wire format, while lib/ is asked to choose.
    private var offeredProtocols: [UInt8]?
    /// Where lib/'s choice starts in the client's list (its length byte); nil rejects them all.
    private var chosenProtocolOffset: Int?
    /// The contexts this connection uses, kept alive while OpenSSL refers to them.
    private var contexts: [SecureContext]
    /// Where `readCleartext` decrypts each record (a TLS record holds at most 16 KiB).
    private let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 16_384)
    /// Sessions a client was given, or a server made (DER), not yet handed to lib/.
    private var newSessions: [[UInt8]] = []
    /// The ids of a server's new sessions, beside `newSessions`.
    private var newSessionIDs: [[UInt8]] = []
    /// Whether a server reports its new sessions (`'newSession'` has listeners).
    var reportsNewSessions = false
    /// Whether the socket has `'keylog'` listeners: NSS key log lines are kept for lib/.
    var reportsKeyLog = false
    /// Key log lines (each ending in a newline, as Node's) not yet handed to lib/.
    var keyLogLines: [[UInt8]] = []
    /// Whether a server asks lib/ for the session a client wants to resume by id
    /// (`'resumeSession'` has listeners), pausing its handshake once.
    var looksUpSessions = false
    private var sessionLookupDecided = false
    /// The session lib/ found for the client's session id, until OpenSSL asks for it.
    private var foundSession: OpaquePointer?

    enum Event {
        case none
        case servernameNeeded(String)
        /// A server's client asks to resume the session with this id.
        case sessionNeeded([UInt8])
        /// A server's client offers these ALPN protocols (wire format) for lib/ to choose from.
        case protocolNeeded([UInt8])
        case handshakeComplete
        case failed(OpenSSLError)
    }

    init(context: SecureContext, isServer: Bool) throws(OpenSSLError) {
        context.prepareCertificateChain()
        guard let ssl = SSL_new(context.context), let input = MemoryBIO(), let output = MemoryBIO() else {
            throw OpenSSLError.take(fallback: "SSL_new failed")
        }
        self.ssl = ssl
        self.input = input
        self.output = output
        self.isServer = isServer
        contexts = [context]
        // SSL_set_bio takes one reference to each; the MemoryBIOs keep theirs.
        BIO_up_ref(input.bio)
        BIO_up_ref(output.bio)
        SSL_set_bio(ssl, input.bio, output.bio)
        if isServer {
            SSL_set_accept_state(ssl)
            // Resuming needs a session id context once client certificates are involved;
            // tickets are the context's own, so one value serves every server.
            let sessionContext: [UInt8] = Array("eddy".utf8)
            _ = SSL_set_session_id_context(ssl, sessionContext, UInt32(sessionContext.count))
        } else {
            SSL_set_connect_state(ssl)
            // Verify, but never stop the handshake over it: lib/ judges the result afterwards
            // (`rejectUnauthorized`). Going on past the first problem leaves the last one as
            // the result, as Node reports it (UNABLE_TO_VERIFY_LEAF_SIGNATURE for an unknown
            // issuer).
            SSL_set_verify(ssl, SSL_VERIFY_PEER, { _, _ in 1 })
        }
        SSL_set_ex_data(ssl, 0, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        scratch.deallocate()
        if let foundSession { SSL_SESSION_free(foundSession) }
        SSL_free(ssl)
        alpnOffer?.deallocate()
    }

    static func connection(of ssl: OpaquePointer?) -> TLSConnection? {
        guard let ssl, let pointer = SSL_get_ex_data(ssl, 0) else { return nil }
        return Unmanaged<TLSConnection>.fromOpaque(pointer).takeUnretainedValue()
    }

    // MARK: Configuration

    func setServername(_ name: String) {
        _ = name.withCString { SSL_ctrl(ssl, SSL_CTRL_SET_TLSEXT_HOSTNAME, Int(TLSEXT_NAMETYPE_host_name), UnsafeMutableRawPointer(mutating: $0)) }
    }

    /// The ALPN protocols in wire format (length-prefixed names): offered by a client,
    /// chosen from by a server.
    func setALPNProtocols(_ wire: [UInt8]) {
        if isServer {
            alpnOffer?.deallocate()
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: wire.count)
            _ = buffer.initialize(from: wire)
            alpnOffer = buffer
        } else {
            _ = withNonNullBytes(wire) { SSL_set_alpn_protos(ssl, $0, UInt32(clamping: $1)) }
        }
    }

    /// Asks the client for a certificate (a server's `requestCert`). It is verified as the
    /// client verifies the server's, judged by lib/ afterwards; only a missing one fails the
    /// handshake itself when `required` (`rejectUnauthorized`), as in Node.
    func requestPeerCertificate(required: Bool) {
        SSL_set_verify(ssl, SSL_VERIFY_PEER | (required ? SSL_VERIFY_FAIL_IF_NO_PEER_CERT : 0), { _, _ in 1 })
    }

    /// Continues a handshake paused for the ALPN choice: the protocol whose length byte is at
    /// `offset` in the client's list, or none (the handshake then fails with
    /// no_application_protocol, as Node's when its callback returns undefined).
    func resumeAfterProtocolChoice(at offset: Int?) {
        protocolChoiceDecided = true
        chosenProtocolOffset = offset
        offeredProtocols = nil
    }

    /// Continues a handshake paused for the server name, with `context` if one was chosen.
    func resumeAfterServername(with context: SecureContext?) {
        servernameDecided = true
        if let context { use(context) }
    }

    /// Takes the certificate and key of `context` for this session (an SNI context, or
    /// `setKeyCert` while the handshake waits for lib/).
    func use(_ context: SecureContext) {
        contexts.append(context)
        context.prepareCertificateChain()
        SSL_set_SSL_CTX(ssl, context.context)
    }

    // MARK: Data

    func receive(_ bytes: [UInt8]) {
        input.write(bytes)
    }

    /// The records OpenSSL has produced for the socket.
    func takeOutput() -> [UInt8] {
        output.readAll()
    }

    /// Advances the handshake as far as the input allows.
    func advanceHandshake() -> Event {
        guard !isHandshakeComplete else { return .none }
        let status = SSL_do_handshake(ssl)
        if status == 1 {
            isHandshakeComplete = true
            return .handshakeComplete
        }
        switch SSL_get_error(ssl, status) {
        case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE:
            return .none
        case SSL_ERROR_WANT_CLIENT_HELLO_CB:
            if let id = requestedSessionID, !sessionLookupDecided { return .sessionNeeded(id) }
            if let offeredProtocols, !protocolChoiceDecided { return .protocolNeeded(offeredProtocols) }
            return .servernameNeeded(requestedServername ?? "")
        default:
            return .failed(Self.sslError(fallback: "TLS handshake failed"))
        }
    }

    /// The cleartext available now, one chunk per `SSL_read` (a record's data, as Node's
    /// ClearOut emits each read: a peer's separate writes stay separate 'data' events), and
    /// whether the peer has closed the session.
    func readCleartext() -> (chunks: [[UInt8]], closed: Bool, error: OpenSSLError?) {
        var chunks: [[UInt8]] = []
        while true {
            // Through the connection's scratch buffer, so the result is allocated at its own size:
            // the bytes become an ArrayBuffer, and one holding 16 KiB for a small record would
            // keep memory the collector does not count.
            let count = SSL_read(ssl, scratch.baseAddress, Int32(scratch.count))
            if count > 0 {
                chunks.append(Array(UnsafeBufferPointer(rebasing: scratch[..<Int(count)])))
                continue
            }
            switch SSL_get_error(ssl, count) {
            case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE: return (chunks, false, nil)
            case SSL_ERROR_ZERO_RETURN: return (chunks, true, nil)
            default: return (chunks, true, Self.sslError(fallback: "TLS read failed"))
            }
        }
    }

    func write(_ bytes: [UInt8]) throws(OpenSSLError) {
        guard !bytes.isEmpty else { return }
        let count = bytes.withUnsafeBytes { SSL_write(ssl, $0.baseAddress, Int32(clamping: $0.count)) }
        guard count > 0 else { throw Self.sslError(fallback: "TLS write failed") }
    }

    /// Sends close_notify.
    func shutdown() {
        _ = SSL_shutdown(ssl)
        ERR_clear_error()
    }

    private static func sslError(fallback: String) -> OpenSSLError {
        OpenSSLError.takeTLS(fallback: fallback)
    }

    // MARK: The session

    var peerCertificate: Certificate? {
        SSL_get1_peer_certificate(ssl).map { Certificate(owning: $0) }
    }

    /// This side's certificate, if its context has one.
    var ownCertificate: Certificate? {
        guard let certificate = SSL_get_certificate(ssl) else { return nil }
        X509_up_ref(certificate)
        return Certificate(owning: certificate)
    }

    /// OpenSSL's verification result (`X509_V_OK` is 0); with no peer certificate at all,
    /// UNABLE_TO_GET_ISSUER_CERT, as Node reports a client that sent none.
    var verifyResult: Int {
        guard SSL_get0_peer_certificate(ssl) != nil else { return Int(X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT) }
        return SSL_get_verify_result(ssl)
    }

    var alpnProtocol: String? {
        var data: UnsafePointer<UInt8>?
        var length: UInt32 = 0
        SSL_get0_alpn_selected(ssl, &data, &length)
        guard let data, length > 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(length)), as: UTF8.self)
    }

    var protocolVersion: String { String(cString: SSL_get_version(ssl)) }

    var cipherName: String? {
        SSL_get_current_cipher(ssl).flatMap { SSL_CIPHER_get_name($0) }.map { String(cString: $0) }
    }

    var cipherVersion: String? {
        SSL_get_current_cipher(ssl).flatMap { SSL_CIPHER_get_version($0) }.map { String(cString: $0) }
    }

    /// The server name a client asked for (server side).
    var servername: String? {
        SSL_get_servername(ssl, Int32(TLSEXT_NAMETYPE_host_name)).map { String(cString: $0) }
    }

    // MARK: Sessions

    /// Offers a saved session (DER) for resumption; bytes that are not one are ignored, as
    /// Node ignores them.
    func offerSession(_ bytes: [UInt8]) {
        let session = bytes.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            var cursor = buffer.baseAddress
            return d2i_SSL_SESSION(nil, &cursor, buffer.count)
        }
        ERR_clear_error()
        guard let session else { return }
        _ = SSL_set_session(ssl, session)
        SSL_SESSION_free(session)
    }

    var isSessionReused: Bool { SSL_session_reused(ssl) == 1 }

    /// The current session as DER, if there is one.
    var session: [UInt8]? {
        guard let session = SSL_get1_session(ssl) else { return nil }
        defer { SSL_SESSION_free(session) }
        return Self.encode(session)
    }

    /// The session ticket the server gave, if any.
    var ticket: [UInt8]? {
        guard let session = SSL_get_session(ssl) else { return nil }
        var ticket: UnsafePointer<UInt8>?
        var length = 0
        SSL_SESSION_get0_ticket(session, &ticket, &length)
        guard let ticket, length > 0 else { return nil }
        return Array(UnsafeBufferPointer(start: ticket, count: length))
    }

    var hasNewSessions: Bool { !newSessions.isEmpty }

    /// The sessions received (a client) or made (a server) since the last call, each a DER
    /// session, or for a server its id and the DER session one after the other.
    func takeNewSessions() -> [[UInt8]] {
        defer {
            newSessions.removeAll()
            newSessionIDs.removeAll()
        }
        guard isServer else { return newSessions }
        return zip(newSessionIDs, newSessions).flatMap { [$0, $1] }
    }

    private var requestedSessionID: [UInt8]?

    /// Continues a handshake paused for a session lookup, with the session lib/ found (DER;
    /// nil or bytes that are not a session start a new one).
    func resumeAfterSessionLookup(with bytes: [UInt8]?) {
        sessionLookupDecided = true
        guard let bytes else { return }
        let session = bytes.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            var cursor = buffer.baseAddress
            return d2i_SSL_SESSION(nil, &cursor, buffer.count)
        }
        ERR_clear_error()
        if let foundSession { SSL_SESSION_free(foundSession) }
        foundSession = session
    }

    private static func encode(_ session: OpaquePointer) -> [UInt8]? {
        let length = i2d_SSL_SESSION(session, nil)
        guard length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        bytes.withUnsafeMutableBufferPointer { buffer in
            var cursor = buffer.baseAddress
            _ = i2d_SSL_SESSION(session, &cursor)
        }
        return bytes
    }

    // MARK: OpenSSL callbacks

    /// Keeps a client's new session, or a server's when it reports them, for lib/
    /// (returning 0: OpenSSL keeps no extra reference).
    static let newSessionCallback: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32 = { ssl, session in
        guard let connection = connection(of: ssl), !connection.isServer || connection.reportsNewSessions,
              let session, let bytes = encode(session) else { return 0 }
        if connection.isServer {
            var length: UInt32 = 0
            guard let id = SSL_SESSION_get_id(session, &length) else { return 0 }
            connection.newSessionIDs.append(Array(UnsafeBufferPointer(start: id, count: Int(length))))
        }
        connection.newSessions.append(bytes)
        return 0
    }

    /// Hands OpenSSL the session lib/ found for the client's session id (its reference).
    static let getSessionCallback: @convention(c) (
        OpaquePointer?, UnsafePointer<UInt8>?, Int32, UnsafeMutablePointer<Int32>?
    ) -> OpaquePointer? = { ssl, _, _, copy in
        guard let connection = connection(of: ssl), let session = connection.foundSession else { return nil }
        connection.foundSession = nil
        copy?.pointee = 0
        return session
    }

    /// Pauses a server's handshake once for lib/ to look up the session a client asks to
    /// resume by id (when it sends no ticket: Node's rule), then once to pick a context by the
    /// requested name.
    static let clientHelloCallback: SSL_client_hello_cb_fn = { ssl, _, _ in
        guard let connection = connection(of: ssl) else { return 1 }
        if connection.looksUpSessions, !connection.sessionLookupDecided {
            var id: UnsafePointer<UInt8>?
            let length = SSL_client_hello_get0_session_id(ssl, &id)
            var ticket: UnsafePointer<UInt8>?
            var ticketLength = 0
            let hasTicket = SSL_client_hello_get0_ext(ssl, UInt32(TLSEXT_TYPE_session_ticket), &ticket, &ticketLength) == 1
                && ticketLength > 0
            if let id, length > 0, !hasTicket {
                connection.requestedSessionID = Array(UnsafeBufferPointer(start: id, count: length))
                return SSL_CLIENT_HELLO_RETRY
            }
            connection.sessionLookupDecided = true
        }
        if connection.choosesContextByServername, !connection.servernameDecided {
            if let name = servername(inClientHelloOf: ssl) {
                connection.requestedServername = name
                return SSL_CLIENT_HELLO_RETRY
            }
            connection.servernameDecided = true
        }
        if connection.choosesProtocolByCallback, !connection.protocolChoiceDecided {
            var data: UnsafePointer<UInt8>?
            var length = 0
            // ALPN extension: list length (2), then the length-prefixed names.
            if SSL_client_hello_get0_ext(ssl, UInt32(TLSEXT_TYPE_application_layer_protocol_negotiation), &data, &length) == 1,
               let data, length > 2, Int(data[0]) << 8 | Int(data[1]) == length - 2 {
                connection.offeredProtocols = Array(UnsafeBufferPointer(start: data + 2, count: length - 2))
                // OpenSSL reads the server name after this callback: the callback is told it here.
                if connection.requestedServername == nil { connection.requestedServername = servername(inClientHelloOf: ssl) }
                return SSL_CLIENT_HELLO_RETRY
            }
            connection.protocolChoiceDecided = true
        }
        return 1
    }

    /// The host name of a client hello's server_name extension: list length (2), type (1),
    /// name length (2), name.
    private static func servername(inClientHelloOf ssl: OpaquePointer?) -> String? {
        var data: UnsafePointer<UInt8>?
        var length = 0
        guard SSL_client_hello_get0_ext(ssl, UInt32(TLSEXT_TYPE_server_name), &data, &length) == 1,
              let data, length > 5, data[2] == 0 else { return nil }
        let nameLength = Int(data[3]) << 8 | Int(data[4])
        guard 5 + nameLength <= length else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data + 5, count: nameLength), as: UTF8.self)
    }

    /// Picks lib/'s choice (an ALPNCallback's), or the first of the server's protocols the
    /// client offers; no overlap is fatal.
    static let alpnSelectCallback: @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, UnsafeMutablePointer<UInt8>?,
        UnsafePointer<UInt8>?, UInt32, UnsafeMutableRawPointer?
    ) -> Int32 = { ssl, out, outLength, offered, offeredLength, _ in
        guard let connection = connection(of: ssl), let offered else { return SSL_TLSEXT_ERR_NOACK }
        if connection.choosesProtocolByCallback {
            // The list is the one the client hello carried, which lib/ chose from.
            guard let offset = connection.chosenProtocolOffset, offset < Int(offeredLength),
                  offset + 1 + Int(offered[offset]) <= Int(offeredLength) else { return SSL_TLSEXT_ERR_ALERT_FATAL }
            out?.pointee = offered + offset + 1
            outLength?.pointee = offered[offset]
            return SSL_TLSEXT_ERR_OK
        }
        guard let offer = connection.alpnOffer, let base = offer.baseAddress else { return SSL_TLSEXT_ERR_NOACK }
        var selected: UnsafeMutablePointer<UInt8>?
        var selectedLength: UInt8 = 0
        let status = SSL_select_next_proto(&selected, &selectedLength, base, UInt32(offer.count), offered, offeredLength)
        guard status == OPENSSL_NPN_NEGOTIATED, let selected else { return SSL_TLSEXT_ERR_ALERT_FATAL }
        out?.pointee = UnsafePointer(selected)
        outLength?.pointee = selectedLength
        return SSL_TLSEXT_ERR_OK
    }
}
