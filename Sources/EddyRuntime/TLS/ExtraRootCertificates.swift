import COpenSSL
#if canImport(Glibc)
import Glibc
#endif

/// The certificates of the file `NODE_EXTRA_CA_CERTS` names, trusted beside the system's
/// roots by every context that uses them (Node's root store; a context given `ca` trusts only
/// those). Read once per process, on first use; a file that cannot be read is reported on
/// standard error as Node does ("Warning: Ignoring extra certs from …") and ignored.
enum ExtraRootCertificates {
    /// The file's bytes (PEM), or nothing when the variable is unset or the file failed.
    static let pem: [UInt8] = load()

    private static func load() -> [UInt8] {
        guard let value = getenv("NODE_EXTRA_CA_CERTS") else { return [] }
        let path = String(cString: value)
        guard !path.isEmpty else { return [] }
        ERR_clear_error()
        guard let file = BIO_new_file(path, "r") else {
            report(OpenSSLError.take(fallback: "unable to open").message, path: path)
            return []
        }
        defer { BIO_free(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = BIO_read(file, &buffer, Int32(buffer.count))
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer[0..<Int(count)])
        }
        // As Node's AddCertsFromFile: text that holds no certificate is no error.
        return bytes
    }

    private static func report(_ message: String, path: String) {
        let line = "Warning: Ignoring extra certs from `\(path)`, load failed: \(message)\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    }
}
