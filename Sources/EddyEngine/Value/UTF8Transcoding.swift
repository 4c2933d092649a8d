/// UTF-8 to and from UTF-16 code units, as V8 and the WHATWG decoder do it.
package enum UTF8Transcoding {
    /// The UTF-8 length of `units`; a lone surrogate takes 3 bytes (it becomes U+FFFD).
    package static func byteCount(of units: [UInt16]) -> Int {
        var count = 0
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit < 0x80 {
                count += 1
            } else if unit < 0x800 {
                count += 2
            } else if isLeadSurrogate(unit), index + 1 < units.count, isTrailSurrogate(units[index + 1]) {
                count += 4
                index += 1
            } else {
                count += 3
            }
            index += 1
        }
        return count
    }

    /// Writes whole characters only (V8's String::WriteUtf8); returns the bytes written.
    package static func encode(_ units: [UInt16], into bytes: UnsafeMutableRawBufferPointer) -> Int {
        var position = 0
        var index = 0
        let end = bytes.count
        while index < units.count {
            var scalar = UInt32(units[index])
            var consumed = 1
            if scalar < 0x80 {
                guard position < end else { break }
                bytes[position] = UInt8(scalar)
                position += 1
                index += 1
                continue
            }
            if isLeadSurrogate(units[index]), index + 1 < units.count, isTrailSurrogate(units[index + 1]) {
                scalar = 0x10000 + ((scalar - 0xd800) << 10) + (UInt32(units[index + 1]) - 0xdc00)
                consumed = 2
            } else if scalar >= 0xd800 && scalar <= 0xdfff {
                scalar = 0xfffd
            }
            let length = scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
            guard position + length <= end else { break }
            switch length {
            case 2:
                bytes[position] = UInt8(0xc0 | (scalar >> 6))
            case 3:
                bytes[position] = UInt8(0xe0 | (scalar >> 12))
                bytes[position + 1] = UInt8(0x80 | ((scalar >> 6) & 0x3f))
            default:
                bytes[position] = UInt8(0xf0 | (scalar >> 18))
                bytes[position + 1] = UInt8(0x80 | ((scalar >> 12) & 0x3f))
                bytes[position + 2] = UInt8(0x80 | ((scalar >> 6) & 0x3f))
            }
            bytes[position + length - 1] = UInt8(0x80 | (scalar & 0x3f))
            position += length
            index += consumed
        }
        return position
    }

    /// Decodes with one U+FFFD for each maximal invalid subpart (Unicode §3.9, WHATWG).
    package static func decode(_ bytes: UnsafeRawBufferPointer) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                units.append(UInt16(lead))
                index += 1
                continue
            }
            var needed = 0
            var scalar: UInt32 = 0
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xbf
            switch lead {
            case 0xc2...0xdf: needed = 1; scalar = UInt32(lead & 0x1f)
            case 0xe0...0xef:
                needed = 2; scalar = UInt32(lead & 0x0f)
                if lead == 0xe0 { lower = 0xa0 } else if lead == 0xed { upper = 0x9f }
            case 0xf0...0xf4:
                needed = 3; scalar = UInt32(lead & 0x07)
                if lead == 0xf0 { lower = 0x90 } else if lead == 0xf4 { upper = 0x8f }
            default:
                units.append(0xfffd)
                index += 1
                continue
            }
            index += 1
            var complete = true
            for _ in 0..<needed {
                guard index < count, bytes[index] >= lower, bytes[index] <= upper else {
                    complete = false
                    break
                }
                scalar = scalar << 6 | UInt32(bytes[index] & 0x3f)
                lower = 0x80
                upper = 0xbf
                index += 1
            }
            guard complete else {
                units.append(0xfffd)
                continue
            }
            if scalar >= 0x10000 {
                let offset = scalar - 0x10000
                units.append(UInt16(0xd800 + (offset >> 10)))
                units.append(UInt16(0xdc00 + (offset & 0x3ff)))
            } else {
                units.append(UInt16(scalar))
            }
        }
        return units
    }

    static func isLeadSurrogate(_ unit: UInt16) -> Bool { unit >= 0xd800 && unit <= 0xdbff }
    static func isTrailSurrogate(_ unit: UInt16) -> Bool { unit >= 0xdc00 && unit <= 0xdfff }
}
