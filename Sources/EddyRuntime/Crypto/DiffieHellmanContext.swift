import COpenSSL

/// The state of Node's `DiffieHellman` (`crypto.createDiffieHellman`, `getDiffieHellman`): a
/// prime, a generator, and the key pair once generated or set. Finite-field arithmetic on
/// `BIGNUM`s, since OpenSSL 3 deprecates the `DH` object Node's own binding uses.
final class DiffieHellmanContext {
    let prime: BigNumber
    let generator: BigNumber
    /// The private key's length in bits when it is made here.
    private let privateKeyBits: Int
    /// `DH_check`'s flags, known up front for the RFC groups.
    private var checkedFlags: Int?
    private(set) var privateKey: BigNumber?
    private(set) var publicKey: BigNumber?

    private init(prime: BigNumber, generator: BigNumber, privateKeyBits: Int? = nil, checkedFlags: Int? = nil) {
        self.prime = prime
        self.generator = generator
        self.privateKeyBits = privateKeyBits ?? max(1, prime.bitCount - 1)
        self.checkedFlags = checkedFlags
    }

    /// A context over a caller's prime and generator (big-endian bytes).
    convenience init(prime primeBytes: [UInt8], generator generatorBytes: [UInt8]) throws(OpenSSLError) {
        guard let prime = BigNumber(bytes: primeBytes), let generator = BigNumber(bytes: generatorBytes) else {
            throw OpenSSLError.take(fallback: "Failed to read the prime")
        }
        guard generator.bitCount > 1 else { throw .raised(library: ERR_LIB_DH, reason: DH_R_BAD_GENERATOR) }
        self.init(prime: prime, generator: generator)
    }

    /// A context over a new safe prime of `bits` bits with a small generator, as
    /// `DH_generate_parameters_ex` makes one (p ≡ 23 mod 24 for generator 2).
    convenience init(primeBits bits: Int, generator: Int) throws(OpenSSLError) {
        guard bits >= 512 else { throw .raised(library: ERR_LIB_DH, reason: DH_R_MODULUS_TOO_SMALL) }
        guard bits <= 10_000 else { throw .raised(library: ERR_LIB_DH, reason: DH_R_MODULUS_TOO_LARGE) }
        guard generator > 1, let generatorNumber = BigNumber(word: UInt(generator)), let made = BN_new() else {
            throw .raised(library: ERR_LIB_DH, reason: DH_R_BAD_GENERATOR)
        }
        let prime = BigNumber(owning: made)
        // Prime generation needs a BN_CTX (a null one is dereferenced).
        guard let context = BN_CTX_new() else { throw OpenSSLError.take(fallback: "Failed to generate a prime") }
        defer { BN_CTX_free(context) }
        let status: Int32
        if generator == 2, let add = BigNumber(word: 24), let rem = BigNumber(word: 23) {
            status = BN_generate_prime_ex2(made, Int32(bits), 1, add.number, rem.number, nil, context)
        } else {
            status = BN_generate_prime_ex2(made, Int32(bits), 1, nil, nil, nil, context)
        }
        guard status == 1 else { throw OpenSSLError.take(fallback: "Failed to generate a prime") }
        self.init(prime: prime, generator: generatorNumber)
    }

    /// Node's `getDiffieHellman` groups: RFC 2409's and RFC 3526's MODP primes, generator 2;
    /// nil for an unknown name.
    static func group(named name: String) -> DiffieHellmanContext? {
        // Private keys as long as OpenSSL makes them for the groups it knows by name.
        let groups: [String: (@convention(c) (OpaquePointer?) -> OpaquePointer?, Int?)] = [
            "modp1": (BN_get_rfc2409_prime_768, nil), "modp2": (BN_get_rfc2409_prime_1024, nil),
            "modp5": (BN_get_rfc3526_prime_1536, 200), "modp14": (BN_get_rfc3526_prime_2048, 225),
            "modp15": (BN_get_rfc3526_prime_3072, 275), "modp16": (BN_get_rfc3526_prime_4096, 325),
            "modp17": (BN_get_rfc3526_prime_6144, 375), "modp18": (BN_get_rfc3526_prime_8192, 400),
        ]
        guard let group = groups[name], let made = group.0(nil), let generator = BigNumber(word: 2) else { return nil }
        return DiffieHellmanContext(prime: BigNumber(owning: made), generator: generator,
                                    privateKeyBits: group.1, checkedFlags: 0)
    }

    // MARK: Checks

    /// `DH_check`'s result as Node's `verifyError`: DH_CHECK_P_NOT_PRIME (1),
    /// DH_CHECK_P_NOT_SAFE_PRIME (2), DH_NOT_SUITABLE_GENERATOR (8), DH_MODULUS_TOO_SMALL (128),
    /// DH_MODULUS_TOO_LARGE (256).
    var verifyError: Int {
        if let checkedFlags { return checkedFlags }
        // As DH_check: a modulus past OPENSSL_DH_CHECK_MAX_MODULUS_BITS is not tested at all.
        guard prime.bitCount <= 32_768 else {
            checkedFlags = 0x100 | 0x01
            return 0x101
        }
        var flags = 0
        let context = BN_CTX_new()
        defer { BN_CTX_free(context) }
        if let limit = prime.subtracting(1), generator.bitCount <= 1 || generator.compare(limit) >= 0 {
            flags |= 0x08
        }
        if prime.bitCount < 512 { flags |= 0x80 }
        // As DH_check: an even prime is flagged, and is then still tested like any other.
        if BN_is_odd(prime.number) == 0 { flags |= 0x01 }
        if !prime.isProbablePrime(in: context) {
            flags |= 0x01
        } else if let half = BN_dup(prime.number).map(BigNumber.init(owning:)) {
            _ = BN_rshift1(half.number, half.number)
            if !half.isProbablePrime(in: context) { flags |= 0x02 }
        }
        checkedFlags = flags
        return flags
    }

    // MARK: Keys

    /// Makes a private key unless one was set, and the public key from it.
    func generateKeys() throws(OpenSSLError) {
        // OpenSSL's own limits on the modulus (DH_MIN_MODULUS_BITS, OPENSSL_DH_MAX_MODULUS_BITS).
        guard prime.bitCount >= 512 else { throw .raised(library: ERR_LIB_DH, reason: DH_R_MODULUS_TOO_SMALL) }
        guard prime.bitCount <= 10_000 else { throw .raised(library: ERR_LIB_DH, reason: DH_R_MODULUS_TOO_LARGE) }
        if privateKey == nil {
            guard let made = BN_new() else { throw OpenSSLError.take(fallback: "Key generation failed") }
            let key = BigNumber(owning: made)
            // A key in [2, p); a prime too small to hold one fails after a few tries.
            var attempts = 0
            repeat {
                attempts += 1
                guard attempts <= 64,
                      BN_priv_rand(made, Int32(clamping: privateKeyBits), BN_RAND_TOP_ANY, BN_RAND_BOTTOM_ANY) == 1 else {
                    throw OpenSSLError.take(fallback: "Key generation failed")
                }
            } while key.compare(prime) >= 0 || key.bitCount <= 1
            privateKey = key
        }
        guard let privateKey else { return }
        publicKey = try power(generator, privateKey)
    }

    func setPrivateKey(_ bytes: [UInt8]) throws(OpenSSLError) {
        guard let key = BigNumber(bytes: bytes) else { throw OpenSSLError.take(fallback: "Failed to set private key") }
        privateKey = key
    }

    func setPublicKey(_ bytes: [UInt8]) throws(OpenSSLError) {
        guard let key = BigNumber(bytes: bytes) else { throw OpenSSLError.take(fallback: "Failed to set public key") }
        publicKey = key
    }

    /// peer ^ private mod p, zero-padded to the prime's length as Node returns it.
    func computeSecret(peerPublicKey bytes: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        guard let privateKey else { throw .node(.rangeError, "ERR_CRYPTO_INVALID_KEYTYPE", "Invalid key type") }
        guard let peer = BigNumber(bytes: bytes), let limit = prime.subtracting(1) else {
            throw OpenSSLError.take(fallback: "Failed to read the key")
        }
        guard peer.bitCount > 1 else { throw .node(.rangeError, "ERR_CRYPTO_INVALID_KEYLEN", "Supplied key is too small") }
        guard peer.compare(limit) < 0 else {
            throw .node(.rangeError, "ERR_CRYPTO_INVALID_KEYLEN", "Supplied key is too large")
        }
        return try power(peer, privateKey).bytes(paddedTo: prime.byteCount)
    }

    private func power(_ base: BigNumber, _ exponent: BigNumber) throws(OpenSSLError) -> BigNumber {
        guard let made = BN_new() else { throw OpenSSLError.take(fallback: "Failed to compute key") }
        let result = BigNumber(owning: made)
        guard let context = BN_CTX_new() else { throw OpenSSLError.take(fallback: "Failed to compute key") }
        defer { BN_CTX_free(context) }
        guard BN_mod_exp(made, base.number, exponent.number, prime.number, context) == 1 else {
            throw OpenSSLError.take(fallback: "Failed to compute key")
        }
        return result
    }
}
