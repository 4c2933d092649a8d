/// The `lib/` sources by module id: embedded in the binary (`Generated/EmbeddedLibrary.swift`,
/// written by `tools/js2c`), or read from a directory during development (`EDDY_LIB_DIR`).
///
/// The embedded sources are deflated and in base64, 0.76 MB where the text took 2 MB of the
/// binary's data, all of it resident in every process (the kernel maps a mapped file's
/// pages in large folios); a module's text is inflated when it is asked for, which the loader
/// does once per module it compiles (52 KB of `lib/` for an empty script).
final class LibrarySources: Sendable {
    /// Every module id, sorted.
    let ids: [String]
    private let directory: String?

    init(directory: String?) {
        self.directory = directory
        ids = EmbeddedLibrary.modules.keys.sorted()
    }

    /// The source of module `id`: the directory's file if there is one, else the embedded
    /// text; nil for an id that is not a module of `lib/`.
    subscript(id: String) -> String? {
        guard let embedded = EmbeddedLibrary.modules[id] else { return nil }
        if let directory, let text = TextFile.contents(atPath: directory + "/" + id + ".js") { return text }
        return LibrarySources.inflate(embedded.deflated, byteCount: embedded.byteCount)
    }

    /// The text `deflated` (base64 of zlib's format) holds, `byteCount` bytes of UTF-8.
    static func inflate(_ deflated: StaticString, byteCount: Int) -> String? {
        guard let compressed = deflated.withUTF8Buffer({ Base64.decodeStandard($0) }) else { return nil }
        return ZlibText.inflate(compressed, byteCount: byteCount)
    }
}

extension Base64 {
    /// The bytes of `text` in the standard alphabet (RFC 4648 §4, padded), or nil if it is
    /// not: the embedded sources' encoding, which `tools/js2c` writes with Foundation.
    static func decodeStandard(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count / 4 * 3)
        var index = 0
        while index < text.count {
            var group: UInt32 = 0
            var padding = 0
            for offset in 0..<4 {
                let unit = text[index + offset]
                let digit: UInt32
                switch unit {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = UInt32(unit - UInt8(ascii: "A"))
                case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = UInt32(unit - UInt8(ascii: "a")) + 26
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(unit - UInt8(ascii: "0")) + 52
                case UInt8(ascii: "+"): digit = 62
                case UInt8(ascii: "/"): digit = 63
                case UInt8(ascii: "=") where offset >= 2 && index + 4 == text.count:
                    digit = 0
                    padding += 1
                default: return nil
                }
                if padding > 0 && unit != UInt8(ascii: "=") { return nil }
                group = group << 6 | digit
            }
            bytes.append(UInt8(group >> 16))
            if padding < 2 { bytes.append(UInt8(group >> 8 & 0xff)) }
            if padding < 1 { bytes.append(UInt8(group & 0xff)) }
            index += 4
        }
        return bytes
    }
}
