/// Punycode (RFC 3492), the encoding of an IDNA label's code points as `xn--` ASCII.
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700
    private static let initialBias = 72, initialN = 128

    /// RFC 3492 §6.1.
    private static func adapt(_ delta: Int, _ numPoints: Int, _ firstTime: Bool) -> Int {
        var delta = firstTime ? delta / damp : delta >> 1
        delta += delta / numPoints
        var k = 0
        while delta > ((base - tMin) * tMax) >> 1 {
            delta /= base - tMin
            k += base
        }
        return k + ((base - tMin + 1) * delta) / (delta + skew)
    }

    private static func threshold(_ k: Int, _ bias: Int) -> Int {
        k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
    }

    private static func digit(_ value: Int) -> UInt8 {
        UInt8(value < 26 ? value + 97 : value + 22)
    }

    /// RFC 3492 §6.3: the ASCII encoding of `codePoints` (without the `xn--` prefix).
    static func encode(_ codePoints: [UInt32]) -> [UInt8]? {
        var output: [UInt8] = codePoints.compactMap { $0 < 0x80 ? UInt8($0) : nil }
        let basicLength = output.count
        var handled = basicLength
        if basicLength > 0 { output.append(0x2D) }
        var n = initialN, delta = 0, bias = initialBias
        while handled < codePoints.count {
            var m = Int(Int32.max)
            for codePoint in codePoints where Int(codePoint) >= n && Int(codePoint) < m { m = Int(codePoint) }
            let (step, overflow) = (m - n).multipliedReportingOverflow(by: handled + 1)
            if overflow || delta > Int(Int32.max) - step { return nil }
            delta += step
            n = m
            for codePoint in codePoints {
                let value = Int(codePoint)
                if value < n { delta += 1 }
                guard value == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = threshold(k, bias)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                bias = adapt(delta, handled + 1, handled == basicLength)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    /// RFC 3492 §6.2: the code points `input` (ASCII, without `xn--`) encodes, or nil.
    static func decode(_ input: ArraySlice<UInt8>) -> [UInt32]? {
        var output: [UInt32] = []
        var n = initialN, bias = initialBias, i = 0
        let start = input.startIndex
        let basic = input.lastIndex(of: 0x2D) ?? start
        for byte in input[start..<basic] {
            if byte >= 0x80 { return nil }
            output.append(UInt32(byte))
        }
        var index = basic > start ? basic + 1 : start
        while index < input.endIndex {
            let oldI = i
            var w = 1
            var k = base
            while true {
                if index >= input.endIndex { return nil }
                let c = Int(input[index])
                index += 1
                let value: Int
                switch c {
                case 48...57: value = c - 22
                case 65...90: value = c - 65
                case 97...122: value = c - 97
                default: return nil
                }
                i += value * w
                if i > Int(Int32.max) { return nil }
                let t = threshold(k, bias)
                if value < t { break }
                w *= base - t
                if w > Int(Int32.max) { return nil }
                k += base
            }
            let count = output.count + 1
            bias = adapt(i - oldI, count, oldI == 0)
            n += i / count
            i %= count
            if n > 0x10FFFF { return nil }
            output.insert(UInt32(n), at: i)
            i += 1
        }
        return output
    }
}
