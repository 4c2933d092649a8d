/// ASCII tests the URL parser makes on code points.
enum URLCodePoint {
    @inline(__always) static func isAlpha(_ c: UInt32) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    @inline(__always) static func isDigit(_ c: UInt32) -> Bool { c >= 0x30 && c <= 0x39 }
    @inline(__always) static func asciiLower(_ c: UInt32) -> UInt32 { c >= 0x41 && c <= 0x5A ? c + 0x20 : c }

    /// Forbidden host code points (URL Standard §3.2).
    @inline(__always)
    static func isForbiddenHost(_ c: UInt32) -> Bool {
        switch c {
        case 0, 9, 0xA, 0xD, 0x20, 0x23, 0x2F, 0x3A, 0x3C, 0x3E, 0x3F, 0x40, 0x5B, 0x5C, 0x5D, 0x5E, 0x7C: true
        default: false
        }
    }

    /// Forbidden domain code points: forbidden host code points, C0 controls, `%`, U+007F.
    @inline(__always)
    static func isForbiddenDomain(_ c: UInt32) -> Bool {
        isForbiddenHost(c) || c <= 0x1F || c == 0x25 || c == 0x7F
    }
}

/// A URL's host (URL Standard §3.1): a domain, an opaque host or an empty host (all kept as
/// their serialized ASCII), an IPv4 or an IPv6 address.
enum URLHost: Equatable {
    case name([UInt8])
    case ipv4(UInt32)
    case ipv6([UInt16])

    var isEmpty: Bool {
        if case .name(let text) = self { return text.isEmpty }
        return false
    }

    /// Host serializing (URL Standard §3.6).
    func serialize(into output: inout [UInt8]) {
        switch self {
        case .name(let text):
            output.append(contentsOf: text)
        case .ipv4(let address):
            for shift in stride(from: 24, through: 0, by: -8) {
                appendDecimal(Int((address >> UInt32(shift)) & 0xFF), to: &output)
                if shift > 0 { output.append(0x2E) }
            }
        case .ipv6(let pieces):
            output.append(0x5B)
            URLHost.serializeIPv6(pieces, into: &output)
            output.append(0x5D)
        }
    }

    /// IPv6 serializer (URL Standard §3.6): the first longest run of two or more zero pieces
    /// is compressed to `::`.
    private static func serializeIPv6(_ pieces: [UInt16], into output: inout [UInt8]) {
        var compress = -1, bestLength = 1, index = 0
        while index < 8 {
            guard pieces[index] == 0 else { index += 1; continue }
            var end = index
            while end < 8 && pieces[end] == 0 { end += 1 }
            if end - index > bestLength {
                bestLength = end - index
                compress = index
            }
            index = end
        }
        var ignoreZero = false
        for index in 0..<8 {
            if ignoreZero && pieces[index] == 0 { continue }
            ignoreZero = false
            if compress == index {
                output.append(contentsOf: index == 0 ? [0x3A, 0x3A] : [0x3A])
                ignoreZero = true
                continue
            }
            let digits: [UInt8] = Array("0123456789abcdef".utf8)
            var value = pieces[index]
            var text: [UInt8] = []
            repeat {
                text.append(digits[Int(value & 0xF)])
                value >>= 4
            } while value != 0
            output.append(contentsOf: text.reversed())
            if index != 7 { output.append(0x3A) }
        }
    }

    // MARK: Parsing

    /// The host parser (URL Standard §3.5); nil on failure.
    static func parse(_ input: ArraySlice<UInt32>, isOpaque: Bool, idna: IDNA) -> URLHost? {
        if input.first == 0x5B {
            guard input.count >= 2, input.last == 0x5D else { return nil }
            return parseIPv6(input.dropFirst().dropLast()).map { .ipv6($0) }
        }
        if isOpaque { return parseOpaque(input) }
        let ascii: [UInt8]
        if IDNA.isPlainASCII(input) {
            // Lower-case letters, digits, '-' and '.': nothing to map, nothing forbidden.
            ascii = input.map { UInt8($0) }
            return endsInANumber(ascii) ? parseIPv4(ascii).map { .ipv4($0) } : .name(ascii)
        } else {
            let domain = PercentEncoding.decodeUTF8(PercentEncoding.decode(input))
            guard let converted = idna.toASCII(domain, beStrict: false) else { return nil }
            ascii = converted
        }
        if ascii.contains(where: { URLCodePoint.isForbiddenDomain(UInt32($0)) }) { return nil }
        if endsInANumber(ascii) { return parseIPv4(ascii).map { .ipv4($0) } }
        return .name(ascii)
    }

    /// The opaque-host parser (URL Standard §3.5).
    private static func parseOpaque(_ input: ArraySlice<UInt32>) -> URLHost? {
        if input.contains(where: URLCodePoint.isForbiddenHost) { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        PercentEncoding.append(input, encodingIn: .c0Control, to: &output)
        return .name(output)
    }

    /// The ends-in-a-number checker (URL Standard §3.5).
    private static func endsInANumber(_ input: [UInt8]) -> Bool {
        var end = input.endIndex
        if input.last == 0x2E {
            // A trailing dot is dropped when other labels precede it.
            if input.count == 1 { return false }
            end -= 1
        }
        let start = input[..<end].lastIndex(of: 0x2E).map { $0 + 1 } ?? input.startIndex
        let last = input[start..<end]
        if !last.isEmpty && last.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return true }
        // Only a label starting with a digit can be a number.
        guard let first = last.first, first >= 0x30 && first <= 0x39 else { return false }
        return parseIPv4Number(last) != nil
    }

    /// The IPv4 number parser (URL Standard §3.5); nil on failure.
    private static func parseIPv4Number(_ input: ArraySlice<UInt8>) -> UInt64? {
        if input.isEmpty { return nil }
        var digits = input
        var radix: UInt64 = 10
        if digits.count >= 2 && digits.first == 0x30 && (digits[digits.startIndex + 1] | 0x20) == 0x78 {
            digits = digits.dropFirst(2)
            radix = 16
        } else if digits.count >= 2 && digits.first == 0x30 {
            digits = digits.dropFirst()
            radix = 8
        }
        var value: UInt64 = 0
        for byte in digits {
            guard let digit = PercentEncoding.hexValue(UInt32(byte)), UInt64(digit) < radix,
                  radix == 16 || URLCodePoint.isDigit(UInt32(byte))
            else { return nil }
            // Saturate: any value past 2^32 fails the range checks all the same.
            value = min(value * radix + UInt64(digit), 1 << 40)
        }
        return value
    }

    /// The IPv4 parser (URL Standard §3.5); nil on failure.
    private static func parseIPv4(_ input: [UInt8]) -> UInt32? {
        var parts = input.split(separator: 0x2E, omittingEmptySubsequences: false)
        if parts.last?.isEmpty == true && parts.count > 1 { parts.removeLast() }
        if parts.count > 4 { return nil }
        var numbers: [UInt64] = []
        for part in parts {
            guard let number = parseIPv4Number(part) else { return nil }
            numbers.append(number)
        }
        if numbers.dropLast().contains(where: { $0 > 255 }) { return nil }
        guard let last = numbers.last, last < (1 << (8 * UInt64(5 - numbers.count))) else { return nil }
        var address = last
        for (index, number) in numbers.dropLast().enumerated() { address += number << (8 * UInt64(3 - index)) }
        return UInt32(address)
    }

    /// The IPv6 parser (URL Standard §3.5); nil on failure.
    private static func parseIPv6(_ input: ArraySlice<UInt32>) -> [UInt16]? {
        let input = Array(input)
        var address = [UInt16](repeating: 0, count: 8)
        var pieceIndex = 0
        var compress: Int?
        var pointer = 0
        func at(_ position: Int) -> UInt32? { position < input.count ? input[position] : nil }
        if at(0) == 0x3A {
            guard at(1) == 0x3A else { return nil }
            pointer = 2
            pieceIndex = 1
            compress = 1
        }
        while let c = at(pointer) {
            if pieceIndex == 8 { return nil }
            if c == 0x3A {
                if compress != nil { return nil }
                pointer += 1
                pieceIndex += 1
                compress = pieceIndex
                continue
            }
            var value: UInt32 = 0
            var length = 0
            while length < 4, let next = at(pointer), let digit = PercentEncoding.hexValue(next) {
                value = value * 0x10 + digit
                pointer += 1
                length += 1
            }
            if at(pointer) == 0x2E {
                if length == 0 { return nil }
                pointer -= length
                if pieceIndex > 6 { return nil }
                var numbersSeen = 0
                while at(pointer) != nil {
                    var ipv4Piece: UInt32?
                    if numbersSeen > 0 {
                        guard at(pointer) == 0x2E, numbersSeen < 4 else { return nil }
                        pointer += 1
                    }
                    guard let first = at(pointer), URLCodePoint.isDigit(first) else { return nil }
                    while let next = at(pointer), URLCodePoint.isDigit(next) {
                        let number = next - 0x30
                        if let piece = ipv4Piece {
                            if piece == 0 { return nil }
                            ipv4Piece = piece * 10 + number
                        } else {
                            ipv4Piece = number
                        }
                        if ipv4Piece! > 255 { return nil }
                        pointer += 1
                    }
                    address[pieceIndex] = address[pieceIndex] &* 0x100 &+ UInt16(ipv4Piece!)
                    numbersSeen += 1
                    if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
                }
                if numbersSeen != 4 { return nil }
                break
            } else if at(pointer) == 0x3A {
                pointer += 1
                if at(pointer) == nil { return nil }
            } else if at(pointer) != nil {
                return nil
            }
            address[pieceIndex] = UInt16(value)
            pieceIndex += 1
        }
        if let compress {
            var swaps = pieceIndex - compress
            pieceIndex = 7
            while pieceIndex != 0 && swaps > 0 {
                address.swapAt(compress + swaps - 1, pieceIndex)
                pieceIndex -= 1
                swaps -= 1
            }
        } else if pieceIndex != 8 {
            return nil
        }
        return address
    }
}

/// Appends the decimal digits of a non-negative number.
func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &output) }
    output.append(UInt8(0x30 + value % 10))
}
