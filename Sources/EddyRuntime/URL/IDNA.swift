/// Domain to ASCII (URL Standard §3.5) with the UTS #46 processing Eddy approximates: there
/// is no Unicode IDNA mapping table here, so mapping is case folding plus NFKC (through the
/// engine's `String.prototype.normalize`), and validity is a hand-picked set of disallowed
/// code points, the joiner rules (RFC 5892 appendix A) and the Bidi Rule (RFC 5893) over
/// approximate character classes.
struct IDNA {
    /// Unicode normalization of a code point sequence: NFKC when `compatibility`, else NFC.
    typealias Normalizer = (_ codePoints: [UInt32], _ compatibility: Bool) -> [UInt32]

    let normalize: Normalizer

    // MARK: Code point classes

    /// Code points UTS #46 maps to nothing ("ignored").
    private static func isIgnored(_ c: UInt32) -> Bool {
        c == 0xAD || c == 0x34F || (0x180B...0x180D).contains(c) || c == 0x180F || c == 0x200B ||
            (0x2060...0x2064).contains(c) || c == 0xFEFF || (0xFE00...0xFE0F).contains(c) ||
            (0x1D173...0x1D17A).contains(c) || (0xE0100...0xE01EF).contains(c)
    }

    /// The disallowed code points Node's parser refuses, chosen by hand: controls,
    /// replacement and noncharacters, format and bidi controls, leaders, ideographic
    /// description characters, compatibility ideographs, tags.
    private static func isDisallowed(_ c: UInt32) -> Bool {
        (0x80...0x9F).contains(c) || c == 0xFFFD || c == 0xFFFC || (0xFFF9...0xFFFB).contains(c) ||
            (0xD800...0xDFFF).contains(c) || c & 0xFFFE == 0xFFFE || (0xFDD0...0xFDEF).contains(c) ||
            c == 0x378 || c == 0x379 || c == 0x4C0 || c == 0x6DD || c == 0x70F || c == 0x1680 || c == 0x180E ||
            c == 0x200E || c == 0x200F || (0x2024...0x2026).contains(c) || (0x2028...0x202E).contains(c) ||
            (0x2066...0x206F).contains(c) || c == 0x2183 || (0x2488...0x249B).contains(c) ||
            (0x2FF0...0x2FFF).contains(c) || (0x2F800...0x2FA1D).contains(c) || c == 0xE0001 ||
            (0xE0020...0xE007F).contains(c)
    }

    /// A rough General Category M test: a combining mark may not start a label.
    private static func isCombiningMark(_ c: UInt32) -> Bool {
        (0x300...0x36F).contains(c) || (0x483...0x489).contains(c) || (0x591...0x5BD).contains(c) ||
            (0x610...0x61A).contains(c) || (0x64B...0x65F).contains(c) || (0x1AB0...0x1AFF).contains(c) ||
            (0x1DC0...0x1DFF).contains(c) || (0x20D0...0x20FF).contains(c) || (0xFE20...0xFE2F).contains(c)
    }

    private static let viramas: Set<UInt32> = [
        0x94D, 0x9CD, 0xA4D, 0xACD, 0xB4D, 0xBCD, 0xC4D, 0xCCD, 0xD3B, 0xD3C, 0xD4D, 0xDCA, 0xE3A, 0xEBA,
        0xF84, 0x1039, 0x103A, 0x1714, 0x1734, 0x17D2, 0x1A60, 0x1B44, 0x1BAA, 0x1BAB, 0x1BF2, 0x1BF3,
        0x2D7F, 0xA806, 0xA8C4, 0xA953, 0xA9C0, 0xAAF6, 0xABED, 0x10A3F, 0x11046, 0x1107F, 0x110B9,
        0x11133, 0x11134, 0x111C0, 0x11235, 0x112EA, 0x1134D, 0x11442, 0x114C2, 0x115BF, 0x1163F,
        0x116B6, 0x1172B, 0x11839, 0x119E0, 0x11A34, 0x11A47, 0x11A99, 0x11C3F, 0x11D44, 0x11D45, 0x11D97,
    ]

    /// Arabic-script letters that join (an approximation of Joining_Type D/L/R).
    private static func isJoiningLetter(_ c: UInt32) -> Bool {
        (0x620...0x64A).contains(c) || (0x66E...0x6D3).contains(c) || c == 0x6D5 || (0x6EE...0x6EF).contains(c) ||
            (0x6FA...0x6FF).contains(c) || (0x710...0x74F).contains(c) || (0x750...0x77F).contains(c) ||
            (0x8A0...0x8C9).contains(c)
    }

    /// CheckJoiners (RFC 5892 appendix A.1/A.2), approximated: a joiner must follow a
    /// virama, or a ZWNJ must sit between joining letters.
    private static func joinerAllowed(_ label: [UInt32], at index: Int) -> Bool {
        if index > 0 && viramas.contains(label[index - 1]) { return true }
        guard label[index] == 0x200C else { return false }
        var before = index - 1
        while before >= 0 && isCombiningMark(label[before]) { before -= 1 }
        var after = index + 1
        while after < label.count && isCombiningMark(label[after]) { after += 1 }
        return before >= 0 && after < label.count && isJoiningLetter(label[before]) && isJoiningLetter(label[after])
    }

    private enum BidiClass { case l, r, al, en, an, nsm, bn, es, cs, et, on }

    /// A rough Bidi_Class lookup for the Bidi Rule.
    private static func bidiClass(_ c: UInt32) -> BidiClass {
        if (0x30...0x39).contains(c) || (0x6F0...0x6F9).contains(c) { return .en }
        if (0x660...0x669).contains(c) || c == 0x66B || c == 0x66C { return .an }
        if isCombiningMark(c) || ((0x591...0x5C7).contains(c) && c != 0x5BE && c != 0x5C0 && c != 0x5C3 && c != 0x5C6) ||
            c == 0x670 || (0x6D6...0x6DC).contains(c) || (0x6DF...0x6E4).contains(c) || c == 0x6E7 || c == 0x6E8 ||
            (0x6EA...0x6ED).contains(c) {
            return .nsm
        }
        if (0x590...0x5FF).contains(c) || (0x7C0...0x85F).contains(c) || (0xFB1D...0xFB4F).contains(c) ||
            (0x10800...0x10FFF).contains(c) || (0x1E800...0x1EFFF).contains(c) {
            return .r
        }
        if (0x600...0x7BF).contains(c) || (0x860...0x8FF).contains(c) || (0xFB50...0xFDFF).contains(c) ||
            (0xFE70...0xFEFF).contains(c) {
            return .al
        }
        if c == 0x200C || c == 0x200D || c == 0xAD { return .bn }
        if c == 0x2D || c == 0x2B { return .es }
        if c == 0x2C || c == 0x2E || c == 0x2F || c == 0x3A || c == 0xA0 { return .cs }
        if c == 0x23 || c == 0x24 || c == 0x25 || (0xA2...0xA5).contains(c) || c == 0xB0 || c == 0xB1 { return .et }
        if c < 0x80 && !URLCodePoint.isAlpha(c) { return .on }
        return .l
    }

    /// The Bidi Rule (RFC 5893 §2) for one label.
    private static func passesBidiRule(_ label: [UInt32]) -> Bool {
        guard let firstCodePoint = label.first else { return true }
        let first = bidiClass(firstCodePoint)
        var end = label.count - 1
        while end > 0 && bidiClass(label[end]) == .nsm { end -= 1 }
        let last = bidiClass(label[end])
        if first == .r || first == .al {
            var hasEN = false, hasAN = false
            for c in label {
                switch bidiClass(c) {
                case .l: return false
                case .en: hasEN = true
                case .an: hasAN = true
                default: break
                }
            }
            if hasEN && hasAN { return false }
            return last == .r || last == .al || last == .en || last == .an
        }
        if first != .l { return false }
        for c in label {
            let kind = bidiClass(c)
            if kind == .r || kind == .al || kind == .an { return false }
        }
        return last == .l || last == .en
    }

    private static func isBidiLabel(_ label: [UInt32]) -> Bool {
        label.contains { let kind = bidiClass($0); return kind == .r || kind == .al || kind == .an }
    }

    /// UTS #46 validity checks that need no tables: no leading combining mark, no
    /// disallowed code point, joiners only in context.
    private static func isValidLabel(_ label: [UInt32]) -> Bool {
        if let first = label.first, isCombiningMark(first) { return false }
        for (index, c) in label.enumerated() {
            if isDisallowed(c) { return false }
            if (c == 0x200C || c == 0x200D) && !joinerAllowed(label, at: index) { return false }
        }
        return true
    }

    // MARK: Mapping

    /// Lower-cases code point by code point: lower-casing the whole text would apply the
    /// final-sigma rule, which UTS #46 does not.
    private static func lowerEach(_ codePoints: [UInt32]) -> [UInt32] {
        var output: [UInt32] = []
        output.reserveCapacity(codePoints.count)
        for c in codePoints {
            if c < 0x80 {
                output.append(URLCodePoint.asciiLower(c))
            } else if let scalar = Unicode.Scalar(c) {
                output.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars.map(\.value))
            } else {
                output.append(c)
            }
        }
        return output
    }

    private func foldCase(_ codePoints: [UInt32]) -> [UInt32] {
        normalize(IDNA.lowerEach(normalize(IDNA.lowerEach(codePoints), true)), false)
    }

    /// The approximate UTS #46 mapping: ignored code points dropped, ideographic full stops
    /// made `.`, full-width ASCII folded, the rest case-folded and NFKC-normalized.
    private func map(_ domain: [UInt32]) -> [UInt32]? {
        var output: [UInt32] = []
        output.reserveCapacity(domain.count)
        var nonASCII = false
        for var c in domain {
            if IDNA.isIgnored(c) { continue }
            if IDNA.isDisallowed(c) { return nil }
            if (0xFF01...0xFF5E).contains(c) { c -= 0xFEE0 }
            if c == 0x3002 || c == 0xFF0E || c == 0xFF61 { c = 0x2E }
            if c == 0x1E9E {
                // Node's tables still map capital sharp s to "ss".
                output.append(0x73)
                output.append(0x73)
                continue
            }
            if c < 0x80 {
                output.append(URLCodePoint.asciiLower(c))
            } else {
                nonASCII = true
                output.append(c)
            }
        }
        return nonASCII ? foldCase(output) : output
    }

    // MARK: Domain to ASCII

    private static func hasACEPrefix(_ label: ArraySlice<UInt32>) -> Bool {
        label.count >= 4 && label.starts(with: [0x78, 0x6E, 0x2D, 0x2D])
    }

    /// Whether the fast path applies: lower-case ASCII letters, digits, `-` and `.` only, and
    /// no label starting `xn--`, so mapping and validation change nothing.
    static func isPlainASCII(_ domain: some Collection<UInt32>) -> Bool {
        var labelStart = true
        var index = domain.startIndex
        while index != domain.endIndex {
            let c = domain[index]
            switch c {
            case 0x61...0x7A, 0x30...0x39, 0x2D: break
            case 0x2E: labelStart = true; index = domain.index(after: index); continue
            default: return false
            }
            if labelStart && c == 0x78 {
                let rest = domain[index...].prefix(4)
                if rest.elementsEqual([0x78, 0x6E, 0x2D, 0x2D]) { return false }
            }
            labelStart = false
            index = domain.index(after: index)
        }
        return true
    }

    /// Domain to ASCII (URL Standard §3.5, UTS #46 ToASCII with CheckHyphens false,
    /// CheckBidi and CheckJoiners true, Transitional_Processing false); nil on failure.
    func toASCII(_ domain: [UInt32], beStrict: Bool) -> [UInt8]? {
        guard let mapped = map(domain) else { return nil }
        let labels = mapped.split(separator: 0x2E, omittingEmptySubsequences: false)
        var output: [UInt8] = []
        var unicodeLabels: [[UInt32]] = []
        var bidiDomain = false
        for (position, label) in labels.enumerated() {
            if position > 0 { output.append(0x2E) }
            var unicodeLabel = Array(label)
            if label.allSatisfy({ $0 < 0x80 }) {
                if IDNA.hasACEPrefix(label) {
                    let ascii = label.dropFirst(4).map { UInt8($0) }
                    guard let decoded = Punycode.decode(ascii[...]), !decoded.isEmpty, IDNA.isValidLabel(decoded),
                          !decoded.contains(where: { IDNA.isDisallowed($0) || $0 == 0x2E })
                    else { return nil }
                    // The decoded label must already be in mapped (valid) form.
                    if foldCase(decoded) != decoded { return nil }
                    unicodeLabel = decoded
                }
                output.append(contentsOf: label.map { UInt8($0) })
            } else {
                if IDNA.hasACEPrefix(label) || !IDNA.isValidLabel(unicodeLabel) { return nil }
                guard let encoded = Punycode.encode(unicodeLabel) else { return nil }
                output.append(contentsOf: [0x78, 0x6E, 0x2D, 0x2D])
                output.append(contentsOf: encoded)
            }
            if IDNA.isBidiLabel(unicodeLabel) { bidiDomain = true }
            unicodeLabels.append(unicodeLabel)
        }
        // CheckBidi: in a domain with any right-to-left label, every label must satisfy
        // the Bidi Rule.
        if bidiDomain && unicodeLabels.contains(where: { !$0.isEmpty && !IDNA.passesBidiRule($0) }) { return nil }
        if output.isEmpty { return nil }
        if beStrict && output.count > 253 { return nil }
        return output
    }

    /// Domain to Unicode: each `xn--` label decoded where it can be.
    static func toUnicode(_ domain: [UInt8]) -> [UInt32] {
        var output: [UInt32] = []
        for (position, label) in domain.split(separator: 0x2E, omittingEmptySubsequences: false).enumerated() {
            if position > 0 { output.append(0x2E) }
            if label.count >= 4 && label.starts(with: [0x78, 0x6E, 0x2D, 0x2D]),
               let decoded = Punycode.decode(label.dropFirst(4)) {
                output.append(contentsOf: decoded)
            } else {
                output.append(contentsOf: label.map { UInt32($0) })
            }
        }
        return output
    }
}
