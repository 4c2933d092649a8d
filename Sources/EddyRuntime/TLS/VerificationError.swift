import COpenSSL

/// OpenSSL's certificate verification results under Node's names (`authorizationError`,
/// the `code` of the error a rejected connection gets).
enum VerificationError {
    static func name(of result: Int) -> String {
        names[result] ?? "UNSPECIFIED"
    }

    static func message(of result: Int) -> String {
        X509_verify_cert_error_string(result).map { String(cString: $0) } ?? "certificate verification failed"
    }

    private static let names: [Int: String] = [
        2: "UNABLE_TO_GET_ISSUER_CERT", 3: "UNABLE_TO_GET_CRL", 4: "UNABLE_TO_DECRYPT_CERT_SIGNATURE",
        5: "UNABLE_TO_DECRYPT_CRL_SIGNATURE", 6: "UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY", 7: "CERT_SIGNATURE_FAILURE",
        8: "CRL_SIGNATURE_FAILURE", 9: "CERT_NOT_YET_VALID", 10: "CERT_HAS_EXPIRED", 11: "CRL_NOT_YET_VALID",
        12: "CRL_HAS_EXPIRED", 13: "ERROR_IN_CERT_NOT_BEFORE_FIELD", 14: "ERROR_IN_CERT_NOT_AFTER_FIELD",
        15: "ERROR_IN_CRL_LAST_UPDATE_FIELD", 16: "ERROR_IN_CRL_NEXT_UPDATE_FIELD", 17: "OUT_OF_MEM",
        18: "DEPTH_ZERO_SELF_SIGNED_CERT", 19: "SELF_SIGNED_CERT_IN_CHAIN", 20: "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
        21: "UNABLE_TO_VERIFY_LEAF_SIGNATURE", 22: "CERT_CHAIN_TOO_LONG", 23: "CERT_REVOKED", 24: "INVALID_CA",
        25: "PATH_LENGTH_EXCEEDED", 26: "INVALID_PURPOSE", 27: "CERT_UNTRUSTED", 28: "CERT_REJECTED",
        62: "HOSTNAME_MISMATCH",
    ]
}
