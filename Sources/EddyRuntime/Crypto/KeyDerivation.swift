import COpenSSL

/// The password and key derivations of `crypto.pbkdf2`, `scrypt` and `hkdf`. Pure functions
/// of their inputs, so that the asynchronous forms can run them on libuv's thread pool.
enum KeyDerivation {
    static func pbkdf2(password: [UInt8], salt: [UInt8], iterations: Int, length: Int,
                       digestName: String) -> Result<[UInt8], OpenSSLError> {
        guard length >= 0 else { return .failure(invalidLength) }
        guard let digest = DigestContext.digest(named: digestName) else {
            return .failure(.node(.typeError, "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: \(digestName)"))
        }
        var output = [UInt8](repeating: 0, count: length)
        guard length > 0 else { return .success(output) }
        let status = withNonNullBytes(password) { passwordBytes, passwordCount in
            withNonNullBytes(salt) { saltBytes, saltCount in
                UnsafeRawPointer(passwordBytes).withMemoryRebound(to: CChar.self, capacity: max(1, passwordCount)) { passwordText in
                    PKCS5_PBKDF2_HMAC(passwordText, Int32(clamping: passwordCount), saltBytes, Int32(clamping: saltCount),
                                      Int32(clamping: iterations), digest, Int32(clamping: length), &output)
                }
            }
        }
        guard status == 1 else { return .failure(OpenSSLError.take(fallback: "PBKDF2 failed")) }
        return .success(output)
    }

    private static let invalidLength = OpenSSLError.node(.rangeError, "ERR_CRYPTO_INVALID_KEYLEN", "Invalid key length")

    struct ScryptParameters: Sendable {
        var cost: UInt64
        var blockSize: UInt64
        var parallelization: UInt64
        var maxMemory: UInt64
    }

    /// Whether OpenSSL accepts the parameters (Node checks before it queues any work).
    static func scryptAccepts(_ parameters: ScryptParameters) -> Bool {
        var placeholder: CChar = 0
        let status = EVP_PBE_scrypt(&placeholder, 0, nil, 0, parameters.cost, parameters.blockSize,
                                    parameters.parallelization, parameters.maxMemory, nil, 0)
        ERR_clear_error()
        return status == 1
    }

    static func scrypt(password: [UInt8], salt: [UInt8], length: Int,
                       parameters: ScryptParameters) -> Result<[UInt8], OpenSSLError> {
        guard length >= 0 else { return .failure(invalidLength) }
        var output = [UInt8](repeating: 0, count: length)
        guard length > 0 else { return .success(output) }
        let status = withNonNullBytes(password) { passwordBytes, passwordCount in
            withNonNullBytes(salt) { saltBytes, saltCount in
                UnsafeRawPointer(passwordBytes).withMemoryRebound(to: CChar.self, capacity: max(1, passwordCount)) { passwordText in
                    EVP_PBE_scrypt(passwordText, passwordCount, saltBytes, saltCount, parameters.cost, parameters.blockSize,
                                   parameters.parallelization, parameters.maxMemory, &output, length)
                }
            }
        }
        guard status == 1 else { return .failure(OpenSSLError.take(fallback: "scrypt failed")) }
        return .success(output)
    }

    static func hkdf(digestName: String, key: [UInt8], salt: [UInt8], info: [UInt8],
                     length: Int) -> Result<[UInt8], OpenSSLError> {
        guard let digest = DigestContext.digest(named: digestName) else {
            return .failure(.node(.typeError, "ERR_CRYPTO_INVALID_DIGEST", "Invalid digest: \(digestName)"))
        }
        guard length >= 0, length <= 255 * Int(EVP_MD_get_size(digest)) else {
            return .failure(.node(.rangeError, "ERR_CRYPTO_INVALID_KEYLEN", "Invalid key length"))
        }
        guard let kdf = EVP_KDF_fetch(nil, "HKDF", nil) else { return .failure(OpenSSLError.take(fallback: "HKDF unavailable")) }
        defer { EVP_KDF_free(kdf) }
        guard let context = EVP_KDF_CTX_new(kdf) else { return .failure(OpenSSLError.take(fallback: "HKDF unavailable")) }
        defer { EVP_KDF_CTX_free(context) }
        let parameters = ParameterList()
        parameters.add("digest", string: String(cString: EVP_MD_get0_name(digest)))
        parameters.add("key", bytes: key)
        parameters.add("salt", bytes: salt)
        parameters.add("info", bytes: info)
        var output = [UInt8](repeating: 0, count: length)
        guard length > 0 else { return .success(output) }
        let status = parameters.withParameters { EVP_KDF_derive(context, &output, length, $0) }
        guard status == 1 else { return .failure(OpenSSLError.take(fallback: "HKDF failed")) }
        return .success(output)
    }
}
