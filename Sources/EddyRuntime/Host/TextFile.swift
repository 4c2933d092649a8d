#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a small text file with no event loop at hand: `lib/` from disk in development
/// (`EDDY_LIB_DIR`), the REPL's history file before the loop runs.
package enum TextFile {
    /// The file's contents decoded as UTF-8, or `nil` when it cannot be opened.
    package static func contents(atPath path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
