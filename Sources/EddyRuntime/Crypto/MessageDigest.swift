#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The message digests `crypto.createHash` offers (MD5, RFC 1321; SHA-1, SHA-256, SHA-384
/// and SHA-512, FIPS 180-4), over a whole message at once: `lib/crypto.js` gathers what
/// `update` is given and digests it when asked.
enum MessageDigest: String, CaseIterable {
    case md5, sha1, sha256, sha384, sha512

    /// The digest's name as `crypto.createHash` takes it (case-insensitive, `sha-256` too).
    init?(name: String) {
        let lowered = name.lowercased().replacing("-", with: "")
        guard let digest = MessageDigest(rawValue: lowered) else { return nil }
        self = digest
    }

    /// The block size in bytes, for HMAC (RFC 2104).
    var blockSize: Int {
        switch self {
        case .md5, .sha1, .sha256: return 64
        case .sha384, .sha512: return 128
        }
    }

    func digest(_ message: [UInt8]) -> [UInt8] {
        switch self {
        case .md5: return MessageDigest.md5(message)
        case .sha1: return MessageDigest.sha1(message)
        case .sha256: return MessageDigest.sha256(message)
        case .sha384: return Array(MessageDigest.sha512(message, initial: MessageDigest.sha384Initial).prefix(48))
        case .sha512: return MessageDigest.sha512(message, initial: MessageDigest.sha512Initial)
        }
    }

    /// HMAC (RFC 2104) of `message` under `key`.
    func authenticationCode(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        var block = key.count > blockSize ? digest(key) : key
        block += [UInt8](repeating: 0, count: blockSize - block.count)
        let inner = digest(block.map { $0 ^ 0x36 } + message)
        return digest(block.map { $0 ^ 0x5C } + inner)
    }

    // MARK: Padding

    /// The message padded to whole blocks: 0x80, zeros, then the bit length in
    /// `lengthBytes` bytes, big-endian (SHA) or little-endian (MD5).
    private static func padded(_ message: [UInt8], blockSize: Int, lengthBytes: Int, bigEndian: Bool) -> [UInt8] {
        var data = message
        data.append(0x80)
        while data.count % blockSize != blockSize - lengthBytes { data.append(0) }
        let bits = UInt64(message.count) &* 8
        var length = [UInt8](repeating: 0, count: lengthBytes)
        for index in 0..<8 {
            let byte = UInt8(truncatingIfNeeded: bits >> (8 * UInt64(index)))
            length[bigEndian ? lengthBytes - 1 - index : index] = byte
        }
        return data + length
    }

    // MARK: MD5

    private static let md5Shifts: [UInt32] = [7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
                                              5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
                                              4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                                              6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21]
    /// floor(2^32 × |sin(i + 1)|).
    private static let md5Constants: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296)) }

    private static func md5(_ message: [UInt8]) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32) = (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476)
        let data = padded(message, blockSize: 64, lengthBytes: 8, bigEndian: false)
        for block in stride(from: 0, to: data.count, by: 64) {
            var words = [UInt32](repeating: 0, count: 16)
            for index in 0..<16 {
                let offset = block + 4 * index
                words[index] = UInt32(data[offset]) | UInt32(data[offset + 1]) << 8
                    | UInt32(data[offset + 2]) << 16 | UInt32(data[offset + 3]) << 24
            }
            var (a, b, c, d) = state
            for round in 0..<64 {
                let f: UInt32
                let g: Int
                switch round {
                case 0..<16: (f, g) = ((b & c) | (~b & d), round)
                case 16..<32: (f, g) = ((d & b) | (~d & c), (5 * round + 1) % 16)
                case 32..<48: (f, g) = (b ^ c ^ d, (3 * round + 5) % 16)
                default: (f, g) = (c ^ (b | ~d), (7 * round) % 16)
                }
                let sum = a &+ f &+ md5Constants[round] &+ words[g]
                (a, d, c) = (d, c, b)
                b = b &+ sum.rotatedLeft(by: md5Shifts[round])
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
        }
        return [state.0, state.1, state.2, state.3].flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
    }

    // MARK: SHA-1

    private static func sha1(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
        let data = padded(message, blockSize: 64, lengthBytes: 8, bigEndian: true)
        var w = [UInt32](repeating: 0, count: 80)
        for block in stride(from: 0, to: data.count, by: 64) {
            for index in 0..<16 { w[index] = bigEndianWord(data, block + 4 * index) }
            for index in 16..<80 { w[index] = (w[index - 3] ^ w[index - 8] ^ w[index - 14] ^ w[index - 16]).rotatedLeft(by: 1) }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for index in 0..<80 {
                let (f, k): (UInt32, UInt32)
                switch index {
                case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A827999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9EBA1)
                case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1BBCDC)
                default: (f, k) = (b ^ c ^ d, 0xCA62C1D6)
                }
                let temp = a.rotatedLeft(by: 5) &+ f &+ e &+ k &+ w[index]
                (e, d, c, b, a) = (d, c, b.rotatedLeft(by: 30), a, temp)
            }
            h[0] = h[0] &+ a; h[1] = h[1] &+ b; h[2] = h[2] &+ c; h[3] = h[3] &+ d; h[4] = h[4] &+ e
        }
        return h.flatMap(bigEndianBytes)
    }

    // MARK: SHA-256

    private static let sha256Constants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private static func sha256(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        let data = padded(message, blockSize: 64, lengthBytes: 8, bigEndian: true)
        var w = [UInt32](repeating: 0, count: 64)
        for block in stride(from: 0, to: data.count, by: 64) {
            for index in 0..<16 { w[index] = bigEndianWord(data, block + 4 * index) }
            for index in 16..<64 {
                let s0 = w[index - 15].rotatedRight(by: 7) ^ w[index - 15].rotatedRight(by: 18) ^ (w[index - 15] >> 3)
                let s1 = w[index - 2].rotatedRight(by: 17) ^ w[index - 2].rotatedRight(by: 19) ^ (w[index - 2] >> 10)
                w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
            }
            var v = h
            for index in 0..<64 {
                let s1 = v[4].rotatedRight(by: 6) ^ v[4].rotatedRight(by: 11) ^ v[4].rotatedRight(by: 25)
                let choice = (v[4] & v[5]) ^ (~v[4] & v[6])
                let temp1 = v[7] &+ s1 &+ choice &+ sha256Constants[index] &+ w[index]
                let s0 = v[0].rotatedRight(by: 2) ^ v[0].rotatedRight(by: 13) ^ v[0].rotatedRight(by: 22)
                let majority = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2])
                v = [temp1 &+ s0 &+ majority, v[0], v[1], v[2], v[3] &+ temp1, v[4], v[5], v[6]]
            }
            for index in 0..<8 { h[index] = h[index] &+ v[index] }
        }
        return h.flatMap(bigEndianBytes)
    }

    // MARK: SHA-512 and SHA-384

    private static let sha512Initial: [UInt64] = [
        0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
        0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
    ]
    private static let sha384Initial: [UInt64] = [
        0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
        0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4,
    ]
    private static let sha512Constants: [UInt64] = [
        0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc, 0x3956c25bf348b538,
        0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118, 0xd807aa98a3030242, 0x12835b0145706fbe,
        0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2, 0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235,
        0xc19bf174cf692694, 0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
        0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5, 0x983e5152ee66dfab,
        0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4, 0xc6e00bf33da88fc2, 0xd5a79147930aa725,
        0x06ca6351e003826f, 0x142929670a0e6e70, 0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed,
        0x53380d139d95b3df, 0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
        0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30, 0xd192e819d6ef5218,
        0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8, 0x19a4c116b8d2d0c8, 0x1e376c085141ab53,
        0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8, 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373,
        0x682e6ff3d6b2b8a3, 0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
        0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b, 0xca273eceea26619c,
        0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178, 0x06f067aa72176fba, 0x0a637dc5a2c898a6,
        0x113f9804bef90dae, 0x1b710b35131c471b, 0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc,
        0x431d67c49c100d4c, 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
    ]

    private static func sha512(_ message: [UInt8], initial: [UInt64]) -> [UInt8] {
        var h = initial
        let data = padded(message, blockSize: 128, lengthBytes: 16, bigEndian: true)
        var w = [UInt64](repeating: 0, count: 80)
        for block in stride(from: 0, to: data.count, by: 128) {
            for index in 0..<16 {
                w[index] = UInt64(bigEndianWord(data, block + 8 * index)) << 32 | UInt64(bigEndianWord(data, block + 8 * index + 4))
            }
            for index in 16..<80 {
                let s0 = w[index - 15].rotatedRight(by: 1) ^ w[index - 15].rotatedRight(by: 8) ^ (w[index - 15] >> 7)
                let s1 = w[index - 2].rotatedRight(by: 19) ^ w[index - 2].rotatedRight(by: 61) ^ (w[index - 2] >> 6)
                w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
            }
            var v = h
            for index in 0..<80 {
                let s1 = v[4].rotatedRight(by: 14) ^ v[4].rotatedRight(by: 18) ^ v[4].rotatedRight(by: 41)
                let choice = (v[4] & v[5]) ^ (~v[4] & v[6])
                let temp1 = v[7] &+ s1 &+ choice &+ sha512Constants[index] &+ w[index]
                let s0 = v[0].rotatedRight(by: 28) ^ v[0].rotatedRight(by: 34) ^ v[0].rotatedRight(by: 39)
                let majority = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2])
                v = [temp1 &+ s0 &+ majority, v[0], v[1], v[2], v[3] &+ temp1, v[4], v[5], v[6]]
            }
            for index in 0..<8 { h[index] = h[index] &+ v[index] }
        }
        return h.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (56 - 8 * UInt64($0))) } }
    }

    // MARK: Words

    private static func bigEndianWord(_ data: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8 | UInt32(data[offset + 3])
    }

    private static func bigEndianBytes(_ word: UInt32) -> [UInt8] {
        [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
    }
}

private extension FixedWidthInteger where Self: UnsignedInteger {
    func rotatedLeft(by count: Self) -> Self { self << count | self >> (Self(Self.bitWidth) - count) }
    func rotatedRight(by count: Self) -> Self { self >> count | self << (Self(Self.bitWidth) - count) }
}
