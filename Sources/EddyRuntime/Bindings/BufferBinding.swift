import EddyEngine

/// `buffer`: the string encodings of `Buffer` (`lib/buffer.js`), done natively. In
/// JavaScript each one cost a call per character (`charCodeAt`, an indexed store), which made
/// `Buffer.from` of a 4 MB string take seconds; here they are loops over the code units and
/// the bytes of the view, in place.
///
/// Every function takes the view first: `xWrite(view, string, offset, max)` returns the
/// bytes written, `xSlice(view, start, end)` the decoded string. Bounds are the caller's
/// (lib/ checks them as Node does); out-of-range values are clipped, never trapped on.
enum BufferBinding {
    static let binding = Binding("buffer") { context in
        // byteLengthUtf8(string): the UTF-8 length, a lone surrogate counting 3 (U+FFFD).
        context.function("byteLengthUtf8", length: 1) { agent, _, arguments in
            .number(Double(UTF8Transcoding.byteCount(of: try units(arguments.value(at: 0), agent))))
        }
        context.function("utf8Write", length: 4) { agent, _, arguments in
            try write(arguments, agent) { UTF8Transcoding.encode($0, into: $1) }
        }
        context.function("latin1Write", length: 4) { agent, _, arguments in
            try write(arguments, agent) { units, bytes in
                let count = min(units.count, bytes.count)
                for index in 0..<count { bytes[index] = UInt8(truncatingIfNeeded: units[index]) }
                return count
            }
        }
        context.function("ucs2Write", length: 4) { agent, _, arguments in
            try write(arguments, agent) { units, bytes in
                let count = min(units.count, bytes.count / 2)
                for index in 0..<count {
                    bytes[2 * index] = UInt8(truncatingIfNeeded: units[index])
                    bytes[2 * index + 1] = UInt8(truncatingIfNeeded: units[index] >> 8)
                }
                return count * 2
            }
        }
        context.function("utf8Slice", length: 3) { agent, _, arguments in
            try slice(arguments, agent, context.host, unitsPerByte: 1) { UTF8Transcoding.decode($0) }
        }
        context.function("latin1Slice", length: 3) { agent, _, arguments in
            try slice(arguments, agent, context.host, unitsPerByte: 1) { bytes in bytes.map { UInt16($0) } }
        }
        context.function("asciiSlice", length: 3) { agent, _, arguments in
            try slice(arguments, agent, context.host, unitsPerByte: 1) { bytes in bytes.map { UInt16($0 & 0x7f) } }
        }
        context.function("ucs2Slice", length: 3) { agent, _, arguments in
            try slice(arguments, agent, context.host, unitsPerByte: 0.5) { bytes in
                (0..<(bytes.count / 2)).map { UInt16(bytes[2 * $0]) | UInt16(bytes[2 * $0 + 1]) << 8 }
            }
        }
        context.function("hexSlice", length: 3) { agent, _, arguments in
            try slice(arguments, agent, context.host, unitsPerByte: 2) { bytes in
                let digits = Array("0123456789abcdef".utf16)
                var units: [UInt16] = []
                units.reserveCapacity(bytes.count * 2)
                for byte in bytes {
                    units.append(digits[Int(byte >> 4)])
                    units.append(digits[Int(byte & 0x0f)])
                }
                return units
            }
        }
        // base64Slice(view, start, end, isURL): RFC 4648 (`base64url` without padding).
        context.function("base64Slice", length: 4) { agent, _, arguments in
            let isURL = arguments.value(at: 3).truthy
            return try slice(arguments, agent, context.host, unitsPerByte: 4.0 / 3) { Base64.encode($0, url: isURL) }
        }
        // copyBytes(source, target, offset): the source view's bytes into the target's from
        // `offset` (clipped to its end), as memmove when both share memory; answers the count.
        // Typed-array `set` copies an element at a time, which made an 8 MB concat take seconds.
        context.function("copyBytes", length: 3) { agent, _, arguments in
            let offset = try agent.integer(arguments.value(at: 2))
            guard let bytes = agent.withMutableBytes(of: arguments.value(at: 0), { Array($0) }) else { return .number(0) }
            return .number(Double(agent.copy(bytes, into: arguments.value(at: 1), at: offset)))
        }
        // compareBytes(a, aStart, aEnd, b, bStart, bEnd): -1, 0 or 1, the first differing
        // byte deciding, then the lengths (Buffer.compare, equals). A loop in JavaScript took
        // 13 s for two 64 MB buffers.
        context.function("compareBytes", length: 6) { agent, _, arguments in
            let left = try (agent.integer(arguments.value(at: 1)), agent.integer(arguments.value(at: 2)))
            let right = try (agent.integer(arguments.value(at: 4)), agent.integer(arguments.value(at: 5)))
            let order = agent.withBytes(of: arguments.value(at: 0)) { a in
                agent.withBytes(of: arguments.value(at: 3)) { b in
                    compare(clipped(a, left.0, left.1), clipped(b, right.0, right.1))
                }
            }
            return .number(Double((order ?? 0) ?? 0))
        }
        // searchBytes(hay, hayLength, needle, needleLength, start, isForward, step): the first
        // (or last) position from `start`, a multiple of `step` apart, where the needle's bytes
        // are; -1 when none (Buffer#indexOf, lastIndexOf, includes).
        context.function("searchBytes", length: 7) { agent, _, arguments in
            let hayLength = try agent.integer(arguments.value(at: 1))
            let needleLength = try agent.integer(arguments.value(at: 3))
            let start = try agent.integer(arguments.value(at: 4))
            let isForward = arguments.value(at: 5).truthy
            let step = max(1, try agent.integer(arguments.value(at: 6)))
            let found = agent.withBytes(of: arguments.value(at: 0)) { hay in
                agent.withBytes(of: arguments.value(at: 2)) { needle in
                    search(clipped(hay, 0, hayLength), for: clipped(needle, 0, needleLength),
                           from: start, forward: isForward, step: step)
                }
            }
            return .number(Double((found ?? -1) ?? -1))
        }
        // swapBytes(view, size): reverses each group of `size` bytes in place (swap16/32/64;
        // the caller checked the length is a multiple of it).
        context.function("swapBytes", length: 2) { agent, _, arguments in
            let size = try agent.integer(arguments.value(at: 1))
            agent.withMutableBytes(of: arguments.value(at: 0)) { bytes in
                guard size > 1 else { return }
                var group = 0
                while group + size <= bytes.count {
                    var (low, high) = (group, group + size - 1)
                    while low < high {
                        bytes.swapAt(low, high)
                        low += 1
                        high -= 1
                    }
                    group += size
                }
            }
            return .undefined
        }
    }

    /// The bytes of `start..<end` that `bytes` has.
    private static func clipped(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> UnsafeRawBufferPointer {
        let lower = max(0, min(start, bytes.count))
        let upper = max(lower, min(end, bytes.count))
        return UnsafeRawBufferPointer(rebasing: bytes[lower..<upper])
    }

    private static func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
        for index in 0..<min(a.count, b.count) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return a.count == b.count ? 0 : a.count < b.count ? -1 : 1
    }

    /// The first (forward) or last position, from `start` and `step` bytes apart, where
    /// `needle` occurs in `hay`; -1 when none. Short needles are compared at each candidate;
    /// longer ones go through Knuth–Morris–Pratt, linear in the bytes read whatever they are,
    /// where comparing at every candidate is quadratic (a megabyte of `a`s searched for a
    /// run of `a`s ending in `b`).
    private static func search(_ hay: UnsafeRawBufferPointer, for needle: UnsafeRawBufferPointer,
                               from start: Int, forward: Bool, step: Int) -> Int {
        let length = needle.count
        guard length > 0, hay.count >= length else { return -1 }
        let last = hay.count - length
        var first = forward ? max(start, 0) : min(start, last)
        if !forward && step == 2 { first -= first & 1 }
        guard first >= 0, first <= last else { return -1 }
        // The needle's and the hay's bytes in the search's direction: the hay from `first`
        // (towards its end, or from the end of a match at `first` towards its start).
        func needleByte(_ index: Int) -> UInt8 { forward ? needle[index] : needle[length - 1 - index] }
        func hayByte(_ offset: Int) -> UInt8 { forward ? hay[first + offset] : hay[first + length - 1 - offset] }
        // An occurrence `offset` bytes from `first` in the search's direction.
        func position(_ offset: Int) -> Int { forward ? first + offset : first - offset }
        let candidates = forward ? last - first : first
        if length <= 16 || length >= Int(Int32.max) {
            var offset = 0
            while offset <= candidates {
                var index = 0
                while index < length && hayByte(offset + index) == needleByte(index) { index += 1 }
                if index == length { return position(offset) }
                offset += step
            }
            return -1
        }
        // failure[i]: the length of the longest proper prefix of needle[0...i] that is also
        // its suffix.
        var failure = [Int32](repeating: 0, count: length)
        var matched = 0
        for index in 1..<length {
            while matched > 0 && needleByte(index) != needleByte(matched) { matched = Int(failure[matched - 1]) }
            if needleByte(index) == needleByte(matched) { matched += 1 }
            failure[index] = Int32(matched)
        }
        matched = 0
        for offset in 0..<(candidates + length) {
            let byte = hayByte(offset)
            while matched > 0 && byte != needleByte(matched) { matched = Int(failure[matched - 1]) }
            if byte == needleByte(matched) { matched += 1 }
            if matched == length {
                let start = offset - length + 1
                if start % step == 0 { return position(start) }
                matched = Int(failure[matched - 1])
            }
        }
        return -1
    }

    /// The code units of a string argument.
    private static func units(_ value: JSValue, _ agent: Agent) throws -> [UInt16] {
        try agent.utf16Units(of: value)
    }

    /// `xWrite(view, string, offset, max)`: encodes into the view's bytes from `offset`, at
    /// most `max` of them.
    private static func write(_ arguments: Arguments, _ agent: Agent,
                              _ encode: ([UInt16], UnsafeMutableRawBufferPointer) -> Int) throws -> JSValue {
        let units = try units(arguments.value(at: 1), agent)
        let offset = try agent.integer(arguments.value(at: 2))
        let maximum = try agent.integer(arguments.value(at: 3))
        let written = agent.withMutableBytes(of: arguments.value(at: 0)) { bytes -> Int in
            guard offset >= 0, offset <= bytes.count, maximum > 0 else { return 0 }
            let end = offset + min(maximum, bytes.count - offset)
            return encode(units, UnsafeMutableRawBufferPointer(rebasing: bytes[offset..<end]))
        }
        return .number(Double(written ?? 0))
    }

    /// `xSlice(view, start, end)`: decodes the bytes in `start..<end`, refusing up front a
    /// result longer than the longest string (Node's ERR_STRING_TOO_LONG) instead of
    /// building it.
    private static func slice(_ arguments: Arguments, _ agent: Agent, _ host: RuntimeHost, unitsPerByte: Double,
                              _ decode: (UnsafeRawBufferPointer) -> [UInt16]) throws -> JSValue {
        let start = try agent.integer(arguments.value(at: 1))
        let end = try agent.integer(arguments.value(at: 2))
        let result = try agent.withMutableBytes(of: arguments.value(at: 0)) { bytes -> [UInt16] in
            let lower = max(0, min(start, bytes.count))
            let upper = max(lower, min(end, bytes.count))
            if Double(upper - lower) * unitsPerByte > Double(RuntimeHost.maximumStringLength) {
                throw host.stringTooLong()
            }
            let decoded = decode(UnsafeRawBufferPointer(rebasing: bytes[lower..<upper]))
            guard decoded.count <= RuntimeHost.maximumStringLength else { throw host.stringTooLong() }
            return decoded
        }
        agent.noteExternalAllocation(bytes: (result?.count ?? 0) * 2)
        return .string(JSString(units: result ?? []))
    }
}

extension RuntimeHost {
    /// Node's error for a string past V8's limit.
    func stringTooLong() -> JSException {
        let error = agent.makeErrorObject(.error, "Cannot create a string longer than 0x1fffffe8 characters")
        agent.define(error, "code", .text("ERR_STRING_TOO_LONG"), isEnumerable: true)
        return .throwing(.object(error))
    }
}

/// RFC 4648 base64, and its URL-safe alphabet without padding (Node's `base64url`).
enum Base64 {
    static func encode(_ bytes: UnsafeRawBufferPointer, url: Bool) -> [UInt16] {
        let alphabet = Array((url ? "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
                                  : "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/").utf16)
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            units.append(alphabet[Int(group >> 18)])
            units.append(alphabet[Int(group >> 12 & 0x3f)])
            units.append(alphabet[Int(group >> 6 & 0x3f)])
            units.append(alphabet[Int(group & 0x3f)])
            index += 3
        }
        let remaining = bytes.count - index
        if remaining > 0 {
            let group = UInt32(bytes[index]) << 16 | (remaining == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            units.append(alphabet[Int(group >> 18)])
            units.append(alphabet[Int(group >> 12 & 0x3f)])
            if remaining == 2 { units.append(alphabet[Int(group >> 6 & 0x3f)]) }
            if !url { units.append(contentsOf: repeatElement(UInt16(UInt8(ascii: "=")), count: 3 - remaining)) }
        }
        return units
    }
}
