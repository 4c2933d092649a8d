import COpenSSL
import EddyEngine

/// A public or private key (`EVP_PKEY`): what a `KeyObject` of type 'public' or 'private'
/// holds. The key itself is immutable once made, so it may cross to the thread pool.
final class AsymmetricKey: @unchecked Sendable {
    let key: OpaquePointer
    let isPrivate: Bool

    /// Takes ownership of `key`.
    private init(owning key: OpaquePointer, isPrivate: Bool) {
        self.key = key
        self.isPrivate = isPrivate
    }

    deinit { EVP_PKEY_free(key) }

    /// Takes ownership of a public key OpenSSL handed out (a certificate's).
    static func adopting(publicKey key: OpaquePointer) -> AsymmetricKey {
        AsymmetricKey(owning: key, isPrivate: false)
    }

    /// The public half of this key (the same `EVP_PKEY`, shared).
    func publicKey() -> AsymmetricKey {
        EVP_PKEY_up_ref(key)
        return AsymmetricKey(owning: key, isPrivate: false)
    }

    // MARK: Key types and details

    /// Node's `asymmetricKeyType`.
    var typeName: String? {
        switch EVP_PKEY_get_id(key) {
        case EVP_PKEY_RSA: "rsa"
        case EVP_PKEY_RSA_PSS: "rsa-pss"
        case EVP_PKEY_EC: "ec"
        case EVP_PKEY_ED25519: "ed25519"
        case EVP_PKEY_ED448: "ed448"
        case EVP_PKEY_X25519: "x25519"
        case EVP_PKEY_X448: "x448"
        case EVP_PKEY_DSA: "dsa"
        case EVP_PKEY_DH: "dh"
        default: nil
        }
    }

    var bits: Int { Int(EVP_PKEY_get_bits(key)) }

    /// The RSA public exponent (as big-endian bytes' value), if this is an RSA key.
    var publicExponent: UInt64? {
        var number: OpaquePointer?
        guard EVP_PKEY_get_bn_param(key, "e", &number) == 1, let number else { ERR_clear_error(); return nil }
        defer { BN_free(number) }
        var bytes = [UInt8](repeating: 0, count: Int((BN_num_bits(number) + 7) / 8))
        guard bytes.count <= 8 else { return nil }
        _ = BN_bn2bin(number, &bytes)
        return bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The RSA modulus as upper-case hex (`getPeerCertificate().modulus`), if this is RSA.
    var modulusHex: String? {
        var number: OpaquePointer?
        guard EVP_PKEY_get_bn_param(key, "n", &number) == 1, let number else { ERR_clear_error(); return nil }
        defer { BN_free(number) }
        guard let hex = BN_bn2hex(number) else { return nil }
        defer { CRYPTO_free(hex, nil, 0) }
        return String(cString: hex)
    }

    /// The EC public point, uncompressed, if this is an EC key.
    var encodedPublicPoint: [UInt8]? {
        var length = 0
        guard EVP_PKEY_get_octet_string_param(key, "encoded-pub-key", nil, 0, &length) == 1, length > 0 else {
            ERR_clear_error()
            return nil
        }
        var point = [UInt8](repeating: 0, count: length)
        guard EVP_PKEY_get_octet_string_param(key, "encoded-pub-key", &point, length, &length) == 1 else {
            ERR_clear_error()
            return nil
        }
        return Array(point.prefix(length))
    }

    /// The EC group's name (`prime256v1`), if this is an EC key.
    var curveName: String? {
        var buffer = [CChar](repeating: 0, count: 80)
        var length = 0
        guard EVP_PKEY_get_utf8_string_param(key, "group", &buffer, buffer.count, &length) == 1 else {
            ERR_clear_error()
            return nil
        }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The NIST name of a curve (`P-256` for `prime256v1`), if it has one.
    static func nistName(ofCurve name: String) -> String? {
        EC_curve_nid2nist(OBJ_sn2nid(name)).map { String(cString: $0) }
    }

    /// The short names of OpenSSL's built-in elliptic curves (`crypto.getCurves`), sorted.
    static func curveNames() -> [String] {
        var curves = [EC_builtin_curve](repeating: EC_builtin_curve(), count: EC_get_builtin_curves(nil, 0))
        let count = EC_get_builtin_curves(&curves, curves.count)
        return curves.prefix(count).compactMap { OBJ_nid2sn($0.nid).map { String(cString: $0) } }.sorted()
    }

    func isEqual(to other: AsymmetricKey) -> Bool {
        EVP_PKEY_eq(key, other.key) == 1
    }

    // MARK: Reading keys

    enum Encoding: String, Sendable { case pem, der }

    private static let privateSelection: Int32 = 0x87 // EVP_PKEY_KEYPAIR
    private static let publicSelection: Int32 = 0x86 // EVP_PKEY_PUBLIC_KEY

    /// A private key from PEM or DER (PKCS#8, PKCS#1, SEC1; encrypted ones with `passphrase`).
    static func privateKey(from data: [UInt8], encoding: Encoding, passphrase: [UInt8]?) throws(OpenSSLError) -> AsymmetricKey {
        if passphrase == nil, encoding == .pem, String(decoding: data, as: UTF8.self).contains(text: "ENCRYPTED") {
            throw .node(.typeError, "ERR_MISSING_PASSPHRASE", "Passphrase required for encrypted key")
        }
        guard let key = decode(data, encoding: encoding, selection: privateSelection, passphrase: passphrase) else {
            throw OpenSSLError.take(fallback: "Failed to read private key")
        }
        return AsymmetricKey(owning: key, isPrivate: true)
    }

    /// A public key from PEM or DER: SubjectPublicKeyInfo, PKCS#1, a certificate's, or the
    /// public half of a private key.
    static func publicKey(from data: [UInt8], encoding: Encoding, passphrase: [UInt8]?) throws(OpenSSLError) -> AsymmetricKey {
        if let key = decode(data, encoding: encoding, selection: publicSelection, passphrase: nil) {
            return AsymmetricKey(owning: key, isPrivate: false)
        }
        ERR_clear_error()
        if let certificate = Certificate(data, encoding: encoding), let key = X509_get_pubkey(certificate.certificate) {
            return AsymmetricKey(owning: key, isPrivate: false)
        }
        ERR_clear_error()
        return try privateKey(from: data, encoding: encoding, passphrase: passphrase).publicKey()
    }

    /// OpenSSL's decoder reads the first PEM block only; a file that puts other blocks first
    /// (`openssl ecparam -genkey` writes `EC PARAMETERS` before `EC PRIVATE KEY`) is read as
    /// `PEM_read_bio_PrivateKey` would, Node's reader: the first block that decodes.
    private static func decode(_ data: [UInt8], encoding: Encoding, selection: Int32, passphrase: [UInt8]?) -> OpaquePointer? {
        if let key = decodeFirstBlock(data, encoding: encoding, selection: selection, passphrase: passphrase) {
            return key
        }
        guard encoding == .pem else { return nil }
        let blocks = pemBlocks(in: data)
        guard blocks.count > 1 else { return nil }
        for block in blocks.dropFirst() {
            if let key = decodeFirstBlock(Array(block), encoding: .pem, selection: selection, passphrase: passphrase) {
                ERR_clear_error()
                return key
            }
        }
        return nil
    }

    /// The `-----BEGIN …-----` to `-----END …-----` spans of a PEM text, in order.
    private static func pemBlocks(in data: [UInt8]) -> [ArraySlice<UInt8>] {
        let begin = Array("-----BEGIN ".utf8)
        let end = Array("-----END ".utf8)
        let dashes = Array("-----".utf8)
        func find(_ needle: [UInt8], from start: Int) -> Int? {
            guard needle.count <= data.count else { return nil }
            var index = start
            while index + needle.count <= data.count {
                if data[index] == needle[0], data[index..<(index + needle.count)].elementsEqual(needle) { return index }
                index += 1
            }
            return nil
        }
        var blocks: [ArraySlice<UInt8>] = []
        var cursor = 0
        while let start = find(begin, from: cursor), let endMarker = find(end, from: start + begin.count),
              let close = find(dashes, from: endMarker + end.count) {
            blocks.append(data[start..<(close + dashes.count)])
            cursor = close + dashes.count
        }
        return blocks
    }

    private static func decodeFirstBlock(_ data: [UInt8], encoding: Encoding, selection: Int32, passphrase: [UInt8]?) -> OpaquePointer? {
        var key: OpaquePointer?
        // The decoder keeps this pointer, not a copy, and compares decoders' input types with
        // it while decoding: a `String` argument's bridged C string is freed when the call
        // returns, and once that block was reused PKCS#1 keys read as "unsupported".
        let inputType: StaticString = encoding == .pem ? "PEM" : "DER"
        guard let decoder = inputType.withCString({
            OSSL_DECODER_CTX_new_for_pkey(&key, $0, nil, nil, selection, nil, nil)
        }) else { return nil }
        defer { OSSL_DECODER_CTX_free(decoder) }
        if let passphrase {
            withNonNullBytes(passphrase) { _ = OSSL_DECODER_CTX_set_passphrase(decoder, $0, $1) }
        }
        let status = withNonNullBytes(data) { bytes, count in
            var cursor: UnsafePointer<UInt8>? = bytes
            var remaining = count
            return OSSL_DECODER_from_data(decoder, &cursor, &remaining)
        }
        guard status == 1 else {
            if let key { EVP_PKEY_free(key) }
            return nil
        }
        return key
    }

    // MARK: Writing keys

    /// The key as PEM or DER in Node's `type` (`pkcs1`, `pkcs8`, `spki`, `sec1`), encrypted
    /// with `cipher` and `passphrase` when both are given (private keys only).
    func export(encoding: Encoding, type: String, asPrivate: Bool, cipher: String?, passphrase: [UInt8]?) throws(OpenSSLError) -> [UInt8] {
        // The encoder keeps these pointers rather than copies, so they must outlive it.
        let structure: StaticString = switch type {
        case "pkcs8": cipher == nil ? "PrivateKeyInfo" : "EncryptedPrivateKeyInfo"
        case "spki": "SubjectPublicKeyInfo"
        default: "type-specific"
        }
        let outputType: StaticString = encoding == .pem ? "PEM" : "DER"
        let selection = asPrivate ? Self.privateSelection : Self.publicSelection
        guard let encoder = structure.withCString({ structureName in
            outputType.withCString { OSSL_ENCODER_CTX_new_for_pkey(key, selection, $0, structureName, nil) }
        }) else {
            throw OpenSSLError.take(fallback: "Failed to encode key")
        }
        defer { OSSL_ENCODER_CTX_free(encoder) }
        if let cipher, let passphrase {
            guard OSSL_ENCODER_CTX_set_cipher(encoder, cipher, nil) == 1 else {
                ERR_clear_error()
                throw .node(.typeError, "ERR_CRYPTO_UNKNOWN_CIPHER", "Unknown cipher")
            }
            withNonNullBytes(passphrase) { _ = OSSL_ENCODER_CTX_set_passphrase(encoder, $0, $1) }
        }
        guard let output = MemoryBIO(), OSSL_ENCODER_to_bio(encoder, output.bio) == 1 else {
            throw OpenSSLError.take(fallback: "Failed to encode key")
        }
        return output.readAll()
    }

    // MARK: Making keys

    struct GenerationOptions: Sendable {
        var modulusLength = 2048
        var publicExponent: UInt64 = 65537
        var namedCurve = ""
        var pss = PSSGenerationOptions()
        /// A DSA key's q size in bits (nil: OpenSSL's default for the modulus length).
        var divisorLength: Int?
    }

    /// A new key pair of Node's `type` (rsa, rsa-pss, ec, ed25519, ed448, x25519, x448).
    static func generate(type: String, options: GenerationOptions) -> Result<AsymmetricKey, OpenSSLError> {
        if type == "dsa" { return generateDSA(options: options) }
        let algorithm = switch type {
        case "rsa": "RSA"
        case "rsa-pss": "RSA-PSS"
        case "ec": "EC"
        default: type.uppercased()
        }
        guard let context = EVP_PKEY_CTX_new_from_name(nil, algorithm, nil) else {
            return .failure(OpenSSLError.take(fallback: "Unsupported key type"))
        }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_keygen_init(context) == 1 else { return .failure(OpenSSLError.take(fallback: "Key generation failed")) }
        switch type {
        case "rsa", "rsa-pss":
            guard EVP_PKEY_CTX_set_rsa_keygen_bits(context, Int32(clamping: options.modulusLength)) == 1,
                  let exponent = BN_new() else {
                return .failure(OpenSSLError.take(fallback: "Key generation failed"))
            }
            defer { BN_free(exponent) }
            guard BN_set_word(exponent, UInt(options.publicExponent)) == 1,
                  EVP_PKEY_CTX_set1_rsa_keygen_pubexp(context, exponent) == 1,
                  type == "rsa" || configurePSSGeneration(context, options.pss) else {
                return .failure(OpenSSLError.take(fallback: "Key generation failed"))
            }
        case "ec":
            guard EVP_PKEY_CTX_set_group_name(context, options.namedCurve) == 1 else {
                ERR_clear_error()
                return .failure(.node(.typeError, "ERR_CRYPTO_INVALID_CURVE", "Invalid EC curve name"))
            }
        default:
            break
        }
        var key: OpaquePointer?
        guard EVP_PKEY_generate(context, &key) == 1, let key else {
            return .failure(OpenSSLError.take(fallback: "Key generation failed"))
        }
        return .success(AsymmetricKey(owning: key, isPrivate: true))
    }

    /// A DSA key pair: domain parameters of the sizes asked for first (DSA keys cannot be
    /// made without them), then a key on them.
    private static func generateDSA(options: GenerationOptions) -> Result<AsymmetricKey, OpenSSLError> {
        guard let parameterContext = EVP_PKEY_CTX_new_from_name(nil, "DSA", nil) else {
            return .failure(OpenSSLError.take(fallback: "Key generation failed"))
        }
        defer { EVP_PKEY_CTX_free(parameterContext) }
        var parameters: OpaquePointer?
        guard EVP_PKEY_paramgen_init(parameterContext) == 1,
              EVP_PKEY_CTX_set_dsa_paramgen_bits(parameterContext, Int32(clamping: options.modulusLength)) == 1,
              options.divisorLength.map({
                  EVP_PKEY_CTX_set_dsa_paramgen_q_bits(parameterContext, Int32(clamping: $0)) == 1
              }) ?? true,
              EVP_PKEY_generate(parameterContext, &parameters) == 1, let parameters else {
            return .failure(OpenSSLError.take(fallback: "Key generation failed"))
        }
        defer { EVP_PKEY_free(parameters) }
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, parameters, nil) else {
            return .failure(OpenSSLError.take(fallback: "Key generation failed"))
        }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_keygen_init(context) == 1, EVP_PKEY_generate(context, &key) == 1, let key else {
            return .failure(OpenSSLError.take(fallback: "Key generation failed"))
        }
        return .success(AsymmetricKey(owning: key, isPrivate: true))
    }

    /// A DSA key's q size in bits (`asymmetricKeyDetails.divisorLength`).
    var divisorBits: Int? {
        var number: OpaquePointer?
        guard EVP_PKEY_get_bn_param(key, "q", &number) == 1, let number else { ERR_clear_error(); return nil }
        defer { BN_free(number) }
        return Int(BN_num_bits(number))
    }

    // MARK: Key agreement

    /// The shared secret of this private key and `peer`'s public half (`crypto.diffieHellman`
    /// for EC, X25519, X448 and DH keys).
    func deriveSecret(with peer: AsymmetricKey) throws(OpenSSLError) -> [UInt8] {
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, key, nil) else {
            throw OpenSSLError.take(fallback: "Failed to derive a secret")
        }
        defer { EVP_PKEY_CTX_free(context) }
        var length = 0
        guard EVP_PKEY_derive_init(context) == 1, EVP_PKEY_derive_set_peer(context, peer.key) == 1,
              EVP_PKEY_derive(context, nil, &length) == 1 else {
            throw OpenSSLError.take(fallback: "Failed to derive a secret")
        }
        var secret = [UInt8](repeating: 0, count: length)
        guard EVP_PKEY_derive(context, &secret, &length) == 1 else { throw OpenSSLError.take(fallback: "Failed to derive a secret") }
        return Array(secret.prefix(length))
    }

    // MARK: Signatures

    struct SignatureOptions {
        var digestName: String?
        var padding: Int32?
        var saltLength: Int32?
    }

    /// Runs `body` with a digest-sign or -verify context set up for this key and `options`.
    private func withSignatureContext<Result>(
        _ options: SignatureOptions, signing: Bool,
        _ body: (OpaquePointer) throws(OpenSSLError) -> Result
    ) throws(OpenSSLError) -> Result {
        var digest: OpaquePointer?
        if let name = options.digestName {
            guard let found = DigestContext.digest(named: name) else {
                throw .node(.typeError, "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: \(name)")
            }
            digest = found
        }
        guard let context = EVP_MD_CTX_new() else { throw OpenSSLError.take(fallback: "EVP_MD_CTX_new failed") }
        defer { EVP_MD_CTX_free(context) }
        var keyContext: OpaquePointer?
        let status = signing ? EVP_DigestSignInit(context, &keyContext, digest, nil, key)
            : EVP_DigestVerifyInit(context, &keyContext, digest, nil, key)
        guard status == 1 else { throw OpenSSLError.take(fallback: "Signature initialisation failed") }
        if let keyContext, let padding = options.padding {
            guard EVP_PKEY_CTX_set_rsa_padding(keyContext, padding) == 1 else { throw OpenSSLError.take(fallback: "Illegal padding") }
        }
        if let keyContext, let saltLength = options.saltLength {
            guard EVP_PKEY_CTX_set_rsa_pss_saltlen(keyContext, saltLength) == 1 else {
                throw OpenSSLError.take(fallback: "Illegal salt length")
            }
        }
        return try body(context)
    }

    func sign(_ data: [UInt8], options: SignatureOptions) throws(OpenSSLError) -> [UInt8] {
        try withSignatureContext(options, signing: true) { context throws(OpenSSLError) in
            var length = 0
            let sized = withNonNullBytes(data) { EVP_DigestSign(context, nil, &length, $0, $1) }
            guard sized == 1 else { throw OpenSSLError.take(fallback: "Signing failed") }
            var signature = [UInt8](repeating: 0, count: length)
            let status = withNonNullBytes(data) { EVP_DigestSign(context, &signature, &length, $0, $1) }
            guard status == 1 else { throw OpenSSLError.take(fallback: "Signing failed") }
            return Array(signature.prefix(length))
        }
    }

    func verify(_ data: [UInt8], signature: [UInt8], options: SignatureOptions) throws(OpenSSLError) -> Bool {
        try withSignatureContext(options, signing: false) { context throws(OpenSSLError) in
            let status = withNonNullBytes(signature) { signatureBytes, signatureCount in
                withNonNullBytes(data) { EVP_DigestVerify(context, signatureBytes, signatureCount, $0, $1) }
            }
            ERR_clear_error()
            return status == 1
        }
    }
}
