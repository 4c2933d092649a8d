import COpenSSL

/// The state of Node's `ECDH` (`crypto.createECDH`): a named curve, and a private scalar
/// with its public point once generated or set. Built on OpenSSL's `EC_GROUP`/`EC_POINT`
/// arithmetic (not the deprecated `EC_KEY`), which covers the prime and binary curves
/// `getCurves` lists.
final class ECDHContext {
    private let group: OpaquePointer
    private var privateScalar: BigNumber?
    private var publicPoint: OpaquePointer?

    /// The point encodings Node names `compressed`, `uncompressed` and `hybrid`.
    enum PointFormat: Int {
        case compressed = 2
        case uncompressed = 4
        case hybrid = 6

        var form: point_conversion_form_t { point_conversion_form_t(UInt32(rawValue)) }
    }

    init(curveName: String) throws(OpenSSLError) {
        group = try Self.group(named: curveName)
    }

    deinit {
        if let publicPoint { EC_POINT_free(publicPoint) }
        EC_GROUP_free(group)
    }

    private static func group(named name: String) throws(OpenSSLError) -> OpaquePointer {
        let nid = OBJ_sn2nid(name)
        guard nid != NID_undef, let group = EC_GROUP_new_by_curve_name(nid) else {
            ERR_clear_error()
            throw .node(.typeError, "ERR_CRYPTO_INVALID_CURVE", "Invalid EC curve name")
        }
        return group
    }

    // MARK: Keys

    /// A new random private scalar in [1, order) and its public point.
    func generateKeys() throws(OpenSSLError) {
        guard let order = EC_GROUP_get0_order(group), let made = BN_new() else {
            throw OpenSSLError.take(fallback: "Failed to generate key")
        }
        let scalar = BigNumber(owning: made)
        repeat {
            guard BN_priv_rand_range(made, order) == 1 else { throw OpenSSLError.take(fallback: "Failed to generate key") }
        } while scalar.isZero
        try setPrivateScalar(scalar)
    }

    func setPrivateKey(_ bytes: [UInt8]) throws(OpenSSLError) {
        guard let scalar = BigNumber(bytes: bytes), !scalar.isZero, let order = EC_GROUP_get0_order(group),
              BN_cmp(scalar.number, order) < 0 else {
            throw .node(.rangeError, "ERR_CRYPTO_INVALID_KEYTYPE", "Private key is not valid for specified curve.")
        }
        try setPrivateScalar(scalar)
    }

    private func setPrivateScalar(_ scalar: BigNumber) throws(OpenSSLError) {
        guard let point = EC_POINT_new(group) else { throw OpenSSLError.take(fallback: "Failed to generate key") }
        guard EC_POINT_mul(group, point, scalar.number, nil, nil, nil) == 1 else {
            EC_POINT_free(point)
            throw OpenSSLError.take(fallback: "Failed to generate key")
        }
        replacePublicPoint(with: point)
        privateScalar = scalar
    }

    /// Sets the public point alone (Node's deprecated `setPublicKey`).
    func setPublicKey(_ bytes: [UInt8]) throws(OpenSSLError) {
        guard let point = Self.point(from: bytes, on: group) else {
            throw .node(.error, "ERR_CRYPTO_OPERATION_FAILED", "Failed to convert Buffer to EC_POINT")
        }
        replacePublicPoint(with: point)
    }

    private func replacePublicPoint(with point: OpaquePointer) {
        if let publicPoint { EC_POINT_free(publicPoint) }
        publicPoint = point
    }

    func publicKey(format: PointFormat) throws(OpenSSLError) -> [UInt8] {
        guard let publicPoint else {
            throw .node(.error, "ERR_CRYPTO_OPERATION_FAILED", "Failed to get ECDH public key")
        }
        return try Self.encode(publicPoint, on: group, format: format)
    }

    func privateKey() throws(OpenSSLError) -> [UInt8] {
        guard let privateScalar else {
            throw .node(.error, "ERR_CRYPTO_OPERATION_FAILED", "Failed to get ECDH private key")
        }
        return privateScalar.bytes
    }

    // MARK: Agreement

    /// The x coordinate of private × peer, as long as the field (what `ECDH_compute_key` gives).
    func computeSecret(peerPublicKey bytes: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        // Node checks the pair first (EC_KEY_check_key): a public point set on its own
        // (`setPublicKey`) that is not private × G makes it invalid.
        guard let privateScalar, let publicPoint, let expected = EC_POINT_new(group) else {
            throw .node(.rangeError, "ERR_CRYPTO_INVALID_KEYPAIR", "Invalid key pair")
        }
        defer { EC_POINT_free(expected) }
        guard EC_POINT_mul(group, expected, privateScalar.number, nil, nil, nil) == 1,
              EC_POINT_cmp(group, expected, publicPoint, nil) == 0 else {
            ERR_clear_error()
            throw .node(.rangeError, "ERR_CRYPTO_INVALID_KEYPAIR", "Invalid key pair")
        }
        guard let peer = Self.point(from: bytes, on: group) else {
            throw .node(.error, "ERR_CRYPTO_ECDH_INVALID_PUBLIC_KEY", "Public key is not valid for specified curve")
        }
        defer { EC_POINT_free(peer) }
        guard let product = EC_POINT_new(group) else { throw OpenSSLError.take(fallback: "Failed to compute ECDH key") }
        defer { EC_POINT_free(product) }
        guard let made = BN_new() else { throw OpenSSLError.take(fallback: "Failed to compute ECDH key") }
        let x = BigNumber(owning: made)
        guard EC_POINT_mul(group, product, nil, peer, privateScalar.number, nil) == 1,
              EC_POINT_is_at_infinity(group, product) == 0,
              EC_POINT_get_affine_coordinates(group, product, x.number, nil, nil) == 1 else {
            throw OpenSSLError.take(fallback: "Failed to compute ECDH key")
        }
        return x.bytes(paddedTo: (Int(EC_GROUP_get_degree(group)) + 7) / 8)
    }

    /// `ECDH.convertKey`: a public point re-encoded in another format.
    static func convert(_ bytes: [UInt8], curveName: String, format: PointFormat) throws(OpenSSLError) -> [UInt8] {
        let group = try group(named: curveName)
        defer { EC_GROUP_free(group) }
        guard let point = point(from: bytes, on: group) else {
            throw .node(.error, "ERR_CRYPTO_OPERATION_FAILED", "Failed to convert Buffer to EC_POINT")
        }
        defer { EC_POINT_free(point) }
        return try encode(point, on: group, format: format)
    }

    // MARK: Points

    /// A point on the curve from its encoding, or nil when it is not one (OpenSSL checks that
    /// the point lies on the curve).
    private static func point(from bytes: [UInt8], on group: OpaquePointer) -> OpaquePointer? {
        guard !bytes.isEmpty, let point = EC_POINT_new(group) else { return nil }
        let status = bytes.withUnsafeBufferPointer { EC_POINT_oct2point(group, point, $0.baseAddress, $0.count, nil) }
        guard status == 1, EC_POINT_is_at_infinity(group, point) == 0 else {
            ERR_clear_error()
            EC_POINT_free(point)
            return nil
        }
        return point
    }

    private static func encode(_ point: OpaquePointer, on group: OpaquePointer, format: PointFormat) throws(OpenSSLError) -> [UInt8] {
        let length = EC_POINT_point2oct(group, point, format.form, nil, 0, nil)
        guard length > 0 else { throw OpenSSLError.take(fallback: "Failed to get public key length") }
        var output = [UInt8](repeating: 0, count: length)
        guard EC_POINT_point2oct(group, point, format.form, &output, length, nil) == length else {
            throw OpenSSLError.take(fallback: "Failed to get public key")
        }
        return output
    }
}
