/// BigInts to and from digits. Short values go a chunk of digits at a time; long ones divide
/// and conquer over the powers radix^(k·2^i) — split by the middle power, convert both
/// halves — so that with Karatsuba products and Newton division a million digits take
/// a few tenths of a second, where chunk by chunk (quadratic) took minutes.
extension BigInteger {
    /// The largest power of `radix` below 2^32 and its digit count: a chunk of digits that
    /// one limb holds.
    private static func chunk(radix: Int) -> (power: UInt32, digits: Int) {
        var power: UInt64 = UInt64(radix)
        var digits = 1
        while power * UInt64(radix) < 1 << 32 {
            power *= UInt64(radix)
            digits += 1
        }
        return (UInt32(power), digits)
    }

    /// Below this many limbs, chunk by chunk.
    private static let textThreshold = 60

    /// The digits in `radix` (2…36, lower case), with a `-` when negative.
    func string(radix: Int) -> String {
        string(radix: radix, watch: Unwatched())
    }

    /// The digits in `radix`, looking at `watch` between the steps of a long conversion.
    func string<Watch: BigIntegerWatch>(radix: Int, watch: Watch) throws(Watch.Failure) -> String {
        if let value = intValue { return String(value, radix: radix) }
        var text: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
        let magnitude = self.magnitude
        if radix.nonzeroBitCount == 1 {
            BigInteger.appendDigits(of: magnitude, bitsPerDigit: radix.trailingZeroBitCount, to: &text)
        } else {
            var conversion = DecimalConversion(radix: radix)
            try conversion.appendDigits(of: magnitude, to: &text, watch: watch)
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func digitCharacter(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 10 ? 0x30 + value : 0x61 + value - 10)
    }

    /// A power-of-two radix reads the bits straight off, most significant digit first.
    private static func appendDigits(of magnitude: BigInteger, bitsPerDigit: Int, to text: inout [UInt8]) {
        let limbs = magnitude.limbs
        let digitCount = (magnitude.bitWidth + bitsPerDigit - 1) / bitsPerDigit
        text.reserveCapacity(text.count + digitCount)
        for digit in stride(from: digitCount - 1, through: 0, by: -1) {
            var value = 0
            for bit in stride(from: digit * bitsPerDigit + bitsPerDigit - 1, through: digit * bitsPerDigit, by: -1) {
                let limb = bit / 32
                value = value << 1 | (limb < limbs.count ? Int(limbs[limb] >> UInt32(bit % 32) & 1) : 0)
            }
            text.append(digitCharacter(value))
        }
    }

    /// Conversion to a radix that is not a power of two. Level i splits by P(i) =
    /// chunkPower^(2^i): a value below P(i)² is its quotient by P(i), then its remainder
    /// padded to the digits of P(i).
    private struct DecimalConversion {
        let radix: Int
        let chunkPower: UInt32
        let digitsPerChunk: Int
        private var powers: [BigInteger] = []
        private var reciprocals: [Reciprocal?] = []

        init(radix: Int) {
            self.radix = radix
            (chunkPower, digitsPerChunk) = BigInteger.chunk(radix: radix)
        }

        mutating func appendDigits<Watch: BigIntegerWatch>(
            of magnitude: BigInteger, to text: inout [UInt8], watch: Watch
        ) throws(Watch.Failure) {
            // P(i)² ≥ 2^(2·width(P(i)) − 2) > magnitude ends the table.
            powers = [BigInteger(UInt64(chunkPower))]
            while let last = powers.last, 2 * last.bitWidth - 1 <= magnitude.bitWidth {
                powers.append(try last.multiplied(by: last, watch: watch))
            }
            reciprocals = Array(repeating: nil, count: powers.count)
            try appendDigits(of: magnitude, level: powers.count - 1, padded: false, to: &text, watch: watch)
        }

        private mutating func appendDigits<Watch: BigIntegerWatch>(
            of value: BigInteger, level: Int, padded: Bool, to text: inout [UInt8], watch: Watch
        ) throws(Watch.Failure) {
            if value.limbs.count < BigInteger.textThreshold || level < 0 {
                try appendChunks(of: value, width: padded ? digitsPerChunk << (level + 1) : 0, to: &text, watch: watch)
                return
            }
            let reciprocal: Reciprocal
            if let known = reciprocals[level] {
                reciprocal = known
            } else {
                // Below the top a value is under P(level)², so its quotients have up to the
                // power's width in bits; the top level divides once, and its quotient is
                // often much shorter (the value is anywhere between P(top) and P(top)²).
                let quotientBits = level == powers.count - 1
                    ? value.bitWidth - powers[level].bitWidth : powers[level].bitWidth
                reciprocal = try Reciprocal(of: powers[level], precision: max(quotientBits, 0) + 16, watch: watch)
                reciprocals[level] = reciprocal
            }
            let (quotient, remainder) = try BigInteger.quotientAndRemainder(value, by: reciprocal, watch: watch)
            if padded || !quotient.isZero {
                try appendDigits(of: quotient, level: level - 1, padded: padded, to: &text, watch: watch)
                try appendDigits(of: remainder, level: level - 1, padded: true, to: &text, watch: watch)
            } else {
                try appendDigits(of: remainder, level: level - 1, padded: false, to: &text, watch: watch)
            }
        }

        /// Chunk by chunk: repeated short division by the chunk power, then the chunks'
        /// digits, left-padded with zeros to `width`.
        private func appendChunks<Watch: BigIntegerWatch>(
            of value: BigInteger, width: Int, to text: inout [UInt8], watch: Watch
        ) throws(Watch.Failure) {
            var remaining = value.limbs
            var chunks: [UInt32] = []
            while !remaining.isEmpty {
                try watch.check()
                var remainder: UInt64 = 0
                for index in stride(from: remaining.count - 1, through: 0, by: -1) {
                    let current = remainder << 32 | UInt64(remaining[index])
                    remaining[index] = UInt32(current / UInt64(chunkPower))
                    remainder = current % UInt64(chunkPower)
                }
                while remaining.last == 0 { remaining.removeLast() }
                chunks.append(UInt32(remainder))
            }
            var digits: [UInt8] = []
            for (index, chunk) in chunks.reversed().enumerated() {
                let chunkDigits = Array(String(chunk, radix: radix).utf8)
                if index > 0 { digits += repeatElement(UInt8(ascii: "0"), count: digitsPerChunk - chunkDigits.count) }
                digits += chunkDigits
            }
            if digits.count < width { text += repeatElement(UInt8(ascii: "0"), count: width - digits.count) }
            text += digits
        }
    }

    /// The integer that `digits` (ASCII digits of `radix`, at least one, nothing else)
    /// spell; nil for anything else.
    init?(digits: ArraySlice<UInt16>, radix: Int) {
        guard let value = BigInteger.parse(digits: digits, radix: radix, watch: Unwatched()) else { return nil }
        self = value
    }

    /// Chunks per block: a block's limbs come from its chunks by multiply-and-add, in time
    /// quadratic in the block's length but without an allocation per chunk.
    private static let parseBlockChunks = 64

    /// The integer `digits` spell in `radix`, nil when they do not: blocks of chunk values,
    /// least significant first, combined in pairs — x1·P + x0 with P = chunkPower^(64·2^level)
    /// — until one is left.
    static func parse<Watch: BigIntegerWatch>(
        digits: ArraySlice<UInt16>, radix: Int, watch: Watch
    ) throws(Watch.Failure) -> BigInteger? {
        guard !digits.isEmpty else { return nil }
        let (power, digitsPerChunk) = chunk(radix: radix)
        var chunks: [UInt32] = []
        chunks.reserveCapacity(digits.count / digitsPerChunk + 1)
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = max(digits.startIndex, end - digitsPerChunk)
            var value: UInt32 = 0
            for unit in digits[start..<end] {
                let digit: UInt32
                switch unit {
                case 0x30...0x39: digit = UInt32(unit - 0x30)
                case 0x41...0x5A: digit = UInt32(unit - 0x41 + 10)
                case 0x61...0x7A: digit = UInt32(unit - 0x61 + 10)
                default: return nil
                }
                guard digit < radix else { return nil }
                value = value * UInt32(radix) + digit
            }
            chunks.append(value)
            end = start
        }
        var values: [BigInteger] = []
        values.reserveCapacity(chunks.count / parseBlockChunks + 1)
        var limbs: [UInt32] = []
        for blockStart in stride(from: 0, to: chunks.count, by: parseBlockChunks) {
            try watch.check()
            limbs.removeAll(keepingCapacity: true)
            for chunk in chunks[blockStart..<min(blockStart + parseBlockChunks, chunks.count)].reversed() {
                var carry = UInt64(chunk)
                for index in limbs.indices {
                    let total = UInt64(limbs[index]) * UInt64(power) + carry
                    limbs[index] = UInt32(truncatingIfNeeded: total)
                    carry = total >> 32
                }
                if carry != 0 { limbs.append(UInt32(carry)) }
            }
            values.append(BigInteger(limbs: limbs, isNegative: false))
        }
        var multiplier = try BigInteger(UInt64(power)).power(parseBlockChunks, watch: watch)
        while values.count > 1 {
            try watch.check()
            var combined: [BigInteger] = []
            combined.reserveCapacity(values.count / 2 + 1)
            var index = 0
            while index + 1 < values.count {
                combined.append(values[index] + (try values[index + 1].multiplied(by: multiplier, watch: watch)))
                index += 2
            }
            if index < values.count { combined.append(values[index]) }
            values = combined
            if values.count > 1 { multiplier = try multiplier.multiplied(by: multiplier, watch: watch) }
        }
        return values.first
    }
}
