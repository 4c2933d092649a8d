import COpenSSL

/// What OpenSSL says about one cipher: the answer of `crypto.getCipherInfo`, and the key and
/// IV lengths the deprecated `crypto.createCipher` derives from a password.
struct CipherDescription {
    let name: String
    let nid: Int
    let mode: String
    /// nil for a stream cipher, whose block size Node leaves out.
    let blockSize: Int?
    let ivLength: Int
    let keyLength: Int
    let hasVariableKeyLength: Bool

    /// The cipher called `name` (any letter case) or with that NID; nil when OpenSSL has none.
    init?(name: String?, nid: Int?) {
        let found: OpaquePointer?
        if let name {
            found = EVP_get_cipherbyname(name) ?? EVP_get_cipherbyname(name.lowercased())
        } else if let nid, let shortName = OBJ_nid2sn(Int32(clamping: nid)) {
            found = EVP_get_cipherbyname(shortName)
        } else {
            found = nil
        }
        guard let cipher = found else { return nil }
        let cipherNID = EVP_CIPHER_get_nid(cipher)
        guard let shortName = OBJ_nid2sn(cipherNID) else { return nil }
        self.name = String(cString: shortName).lowercased()
        self.nid = Int(cipherNID)
        let modeNumber = EVP_CIPHER_get_mode(cipher)
        mode = Self.modeName(modeNumber)
        blockSize = modeNumber == EVP_CIPH_STREAM_CIPHER ? nil : Int(EVP_CIPHER_get_block_size(cipher))
        ivLength = Int(EVP_CIPHER_get_iv_length(cipher))
        keyLength = Int(EVP_CIPHER_get_key_length(cipher))
        hasVariableKeyLength = EVP_CIPHER_get_flags(cipher) & UInt(EVP_CIPH_VARIABLE_LENGTH) != 0
    }

    /// The mode names of Node's `GetCipherInfo` (src/crypto/crypto_cipher.cc).
    private static func modeName(_ mode: Int32) -> String {
        switch mode {
        case EVP_CIPH_CCM_MODE: "ccm"
        case EVP_CIPH_CFB_MODE: "cfb"
        case EVP_CIPH_CBC_MODE: "cbc"
        case EVP_CIPH_CTR_MODE: "ctr"
        case EVP_CIPH_ECB_MODE: "ecb"
        case EVP_CIPH_GCM_MODE: "gcm"
        case EVP_CIPH_OCB_MODE: "ocb"
        case EVP_CIPH_OFB_MODE: "ofb"
        case EVP_CIPH_WRAP_MODE: "wrap"
        case EVP_CIPH_XTS_MODE: "xts"
        default: "stream"
        }
    }
}
