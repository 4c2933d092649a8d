import COpenSSL

/// The OpenSSL the runtime is linked with, for `process.versions.openssl`.
enum OpenSSLVersion {
    /// The library's own version (`3.0.19`), read at run time: the system library may be
    /// newer than the headers Eddy was built with.
    static var string: String {
        guard let text = OpenSSL_version(Int32(OPENSSL_VERSION_STRING)) else { return "" }
        return String(cString: text)
    }
}
