import CBrotli
import CZlib

/// The compression libraries the runtime is linked with, for `process.versions.zlib` and
/// `.brotli`: read at run time, as `OpenSSLVersion` is, since the system libraries may be
/// newer than the headers Eddy was built with.
enum CompressionLibraryVersions {
    static var zlib: String {
        guard let text = zlibVersion() else { return "" }
        return String(cString: text)
    }

    /// Brotli packs its version as major << 24 | minor << 12 | patch.
    static var brotli: String {
        let packed = BrotliEncoderVersion()
        return "\(packed >> 24).\((packed >> 12) & 0xFFF).\(packed & 0xFFF)"
    }
}
