/// The URL Standard's percent-encode sets (§1.3) and percent-decoding, over code points.
enum PercentEncodeSet {
    /// C0 control percent-encode set: C0 controls and everything above U+007E.
    case c0Control
    /// Fragment percent-encode set: C0 control set plus space, `"`, `<`, `>`, `` ` ``.
    case fragment
    /// Query percent-encode set: C0 control set plus space, `"`, `#`, `<`, `>`.
    case query
    /// Special-query percent-encode set: query set plus `'`.
    case specialQuery
    /// Path percent-encode set: query set plus `?`, `` ` ``, `{`, `}`.
    case path
    /// Userinfo percent-encode set: path set plus `/`, `:`, `;`, `=`, `@`, `[` to `^`, `|`.
    case userinfo

    /// One bit per ASCII code point (low: 0x00–0x3F, high: 0x40–0x7F), worked out from the
    /// standard's lists: C0 controls and U+007F, then each set's additions.
    private var asciiMask: (low: UInt64, high: UInt64) {
        switch self {
        case .c0Control: (0x0000_0000_FFFF_FFFF, 0x8000_0000_0000_0000)
        case .fragment: (0x5000_0005_FFFF_FFFF, 0x8000_0001_0000_0000)
        case .query: (0x5000_000D_FFFF_FFFF, 0x8000_0000_0000_0000)
        case .specialQuery: (0x5000_008D_FFFF_FFFF, 0x8000_0000_0000_0000)
        case .path: (0xD000_000D_FFFF_FFFF, 0xA800_0001_0000_0000)
        case .userinfo: (0xFC00_800D_FFFF_FFFF, 0xB800_0001_7800_0001)
        }
    }

    /// Whether `codePoint` is in the set (every non-ASCII code point is).
    @inline(__always)
    func contains(_ codePoint: UInt32) -> Bool {
        if codePoint >= 0x80 { return true }
        let masks = asciiMask
        return codePoint < 64 ? masks.low & (1 << UInt64(codePoint)) != 0 : masks.high & (1 << UInt64(codePoint - 64)) != 0
    }
}

enum PercentEncoding {
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Appends `byte` as `%XX`.
    @inline(__always)
    static func appendEscaped(_ byte: UInt8, to output: inout [UInt8]) {
        output.append(0x25)
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0xF)])
    }

    /// UTF-8 percent-encodes `codePoint` using `set` (URL Standard §1.3), appending to `output`.
    @inline(__always)
    static func append(_ codePoint: UInt32, encodingIn set: PercentEncodeSet, to output: inout [UInt8]) {
        guard set.contains(codePoint) else {
            output.append(UInt8(truncatingIfNeeded: codePoint))
            return
        }
        forEachUTF8Byte(of: codePoint) { appendEscaped($0, to: &output) }
    }

    /// Percent-encodes every code point of `codePoints` using `set`.
    static func append(_ codePoints: some Sequence<UInt32>, encodingIn set: PercentEncodeSet, to output: inout [UInt8]) {
        for codePoint in codePoints { append(codePoint, encodingIn: set, to: &output) }
    }

    /// Calls `body` with each UTF-8 byte of a scalar value (surrogates were replaced before).
    @inline(__always)
    static func forEachUTF8Byte(of codePoint: UInt32, _ body: (UInt8) -> Void) {
        switch codePoint {
        case 0..<0x80:
            body(UInt8(codePoint))
        case 0x80..<0x800:
            body(UInt8(0xC0 | (codePoint >> 6)))
            body(UInt8(0x80 | (codePoint & 0x3F)))
        case 0x800..<0x10000:
            body(UInt8(0xE0 | (codePoint >> 12)))
            body(UInt8(0x80 | ((codePoint >> 6) & 0x3F)))
            body(UInt8(0x80 | (codePoint & 0x3F)))
        default:
            body(UInt8(0xF0 | (codePoint >> 18)))
            body(UInt8(0x80 | ((codePoint >> 12) & 0x3F)))
            body(UInt8(0x80 | ((codePoint >> 6) & 0x3F)))
            body(UInt8(0x80 | (codePoint & 0x3F)))
        }
    }

    /// The value of an ASCII hex digit, or nil.
    @inline(__always)
    static func hexValue(_ unit: UInt32) -> UInt32? {
        switch unit {
        case 0x30...0x39: unit - 0x30
        case 0x41...0x46: unit - 0x41 + 10
        case 0x61...0x66: unit - 0x61 + 10
        default: nil
        }
    }

    /// Percent-decodes the UTF-8 encoding of `codePoints` (URL Standard §1.3, "percent-decode").
    static func decode(_ codePoints: some Collection<UInt32>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(codePoints.count)
        for codePoint in codePoints { forEachUTF8Byte(of: codePoint) { bytes.append($0) } }
        guard bytes.contains(0x25) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25, index + 2 < bytes.count,
               let high = hexValue(UInt32(bytes[index + 1])), let low = hexValue(UInt32(bytes[index + 2])) {
                output.append(UInt8(high << 4 | low))
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// UTF-8 decoding without BOM, each invalid sequence becoming U+FFFD (Encoding §4.4.2,
    /// the "UTF-8 decode without BOM" the host parser uses).
    static func decodeUTF8(_ bytes: [UInt8]) -> [UInt32] {
        var output: [UInt32] = []
        output.reserveCapacity(bytes.count)
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): output.append(scalar.value)
            case .error: output.append(0xFFFD)
            case .emptyInput: break loop
            }
        }
        return output
    }
}
