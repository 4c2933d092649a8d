/// What a long BigInt computation consults between its steps: a product, quotient or
/// conversion of millions of limbs runs for seconds, and the host that wants the script gone
/// (an interrupt, a shutdown) must not wait for it. `Unwatched` never stops (its failure is
/// `Never`, so callers need no `try`); the agent's `ExecutionInterrupt` stops at a request.
protocol BigIntegerWatch {
    associatedtype Failure: Error
    func check() throws(Failure)
}

/// A computation nobody needs to stop: short ones, and literals at compile time.
struct Unwatched: BigIntegerWatch {
    func check() {}
}

extension ExecutionInterrupt: BigIntegerWatch {
    func check() throws(BigIntFailure) {
        if isRequested { throw .interrupted }
    }
}

extension BigInteger {
    /// Below this many 64-bit limbs in the shorter operand the schoolbook product is faster
    /// than Karatsuba's three half-size products and their additions.
    private static let karatsubaThreshold = 32

    /// Products of a short operand with a long one go in slices of the long one this long, so
    /// that the watch is consulted often.
    private static let schoolbookSlice = 2048

    /// The product of two magnitudes (least significant limb first), in time proportional to
    /// n^1.58 (Karatsuba) once both are long: the squarings of `7n ** 1000000n` and the
    /// divide-and-conquer text conversions rely on it. The work is done on 64-bit limbs
    /// (a full-width multiply does four 32-bit limb products at once).
    static func product<Watch: BigIntegerWatch>(
        _ left: [UInt32], _ right: [UInt32], watch: Watch
    ) throws(Watch.Failure) -> [UInt32] {
        let (long, short) = left.count >= right.count ? (packed(left), packed(right)) : (packed(right), packed(left))
        guard !short.isEmpty else { return [] }
        var result = [UInt64](repeating: 0, count: long.count + short.count)
        try long.withUnsafeBufferPointer { (long) throws(Watch.Failure) in
            try short.withUnsafeBufferPointer { (short) throws(Watch.Failure) in
                try result.withUnsafeMutableBufferPointer { (result) throws(Watch.Failure) in
                    try multiply(long, short, into: result, watch: watch)
                }
            }
        }
        return trimmed(unpacked(result))
    }

    private static func packed(_ limbs: [UInt32]) -> [UInt64] {
        let limbs = trimmed(limbs)
        return (0..<(limbs.count + 1) / 2).map { index in
            UInt64(limbs[2 * index]) | (2 * index + 1 < limbs.count ? UInt64(limbs[2 * index + 1]) << 32 : 0)
        }
    }

    private static func unpacked(_ limbs: [UInt64]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(2 * limbs.count)
        for limb in limbs {
            result.append(UInt32(truncatingIfNeeded: limb))
            result.append(UInt32(truncatingIfNeeded: limb >> 32))
        }
        return result
    }

    /// `result[0 ..< long.count + short.count] = long × short`, for `long.count ≥
    /// short.count` and that part of `result` zero.
    private static func multiply<Watch: BigIntegerWatch>(
        _ long: UnsafeBufferPointer<UInt64>, _ short: UnsafeBufferPointer<UInt64>,
        into result: UnsafeMutableBufferPointer<UInt64>, watch: Watch
    ) throws(Watch.Failure) {
        guard !short.isEmpty else { return }
        if short.count < karatsubaThreshold && long.count <= schoolbookSlice {
            schoolbookMultiply(long, short, into: result)
            return
        }
        try watch.check()
        // An unbalanced product: the long operand in slices as long as the short one (or a
        // schoolbook slice), each product added in at its place.
        let slice = short.count < karatsubaThreshold ? schoolbookSlice : short.count
        if long.count >= 2 * slice || short.count < karatsubaThreshold {
            let scratch = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: slice + short.count)
            defer { scratch.deallocate() }
            var start = 0
            while start < long.count {
                let end = min(start + slice, long.count)
                let piece = UnsafeBufferPointer(rebasing: long[start..<end])
                let (first, second) = piece.count >= short.count ? (piece, short) : (short, piece)
                let product = UnsafeMutableBufferPointer(rebasing: scratch[0..<(piece.count + short.count)])
                product.update(repeating: 0)
                try multiply(first, second, into: product, watch: watch)
                add(UnsafeBufferPointer(product), into: result, at: start)
                start = end
            }
            return
        }
        // Karatsuba: with x = x1·B^m + x0, xy = z2·B^2m + z1·B^m + z0, where z1 comes from
        // one product of the sums, (x0 + x1)(y0 + y1) − z2 − z0. `short` is at least m long.
        let half = (long.count + 1) / 2
        let long0 = UnsafeBufferPointer(rebasing: long[0..<half]), long1 = UnsafeBufferPointer(rebasing: long[half...])
        let short0 = UnsafeBufferPointer(rebasing: short[0..<half]), short1 = UnsafeBufferPointer(rebasing: short[half...])
        let low = UnsafeMutableBufferPointer(rebasing: result[0..<(2 * half)])
        let high = UnsafeMutableBufferPointer(rebasing: result[(2 * half)..<(long.count + short.count)])
        try multiply(long0, short0, into: low, watch: watch)
        if !short1.isEmpty { try multiply(long1, short1, into: high, watch: watch) }
        let sums = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 2 * (half + 1))
        defer { sums.deallocate() }
        let longSum = UnsafeMutableBufferPointer(rebasing: sums[0...half])
        let shortSum = UnsafeMutableBufferPointer(rebasing: sums[(half + 1)...])
        sum(long0, long1, into: longSum)
        sum(short0, short1, into: shortSum)
        let middle = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 2 * half + 2)
        defer { middle.deallocate() }
        middle.update(repeating: 0)
        try multiply(UnsafeBufferPointer(longSum), UnsafeBufferPointer(shortSum), into: middle, watch: watch)
        subtract(UnsafeBufferPointer(low), from: middle)
        subtract(UnsafeBufferPointer(high), from: middle)
        add(UnsafeBufferPointer(middle), into: result, at: half)
    }

    /// The schoolbook product into zeroed `result`; its indices are bounded by the
    /// operands' counts, which `result` covers.
    private static func schoolbookMultiply(
        _ long: UnsafeBufferPointer<UInt64>, _ short: UnsafeBufferPointer<UInt64>,
        into result: UnsafeMutableBufferPointer<UInt64>
    ) {
        for i in 0..<short.count {
            let multiplier = short[i]
            if multiplier == 0 { continue }
            var carry: UInt64 = 0
            for j in 0..<long.count {
                // (2^64−1)² + 2·(2^64−1) < 2^128: no overflow, and no branch on carries.
                let total = UInt128(multiplier) &* UInt128(long[j]) &+ UInt128(result[i + j]) &+ UInt128(carry)
                result[i + j] = UInt64(truncatingIfNeeded: total)
                carry = UInt64(truncatingIfNeeded: total >> 64)
            }
            result[i + long.count] = carry
        }
    }

    /// `a + b + carry` (carry 0 or 1): the sum's low limb and the carry out.
    @inline(__always)
    private static func addingWithCarry(_ a: UInt64, _ b: UInt64, _ carry: UInt64) -> (UInt64, UInt64) {
        let (partial, overflow1) = a.addingReportingOverflow(b)
        let (total, overflow2) = partial.addingReportingOverflow(carry)
        return (total, UInt64(overflow1 ? 1 : 0) | UInt64(overflow2 ? 1 : 0))
    }

    /// `a − b − borrow` (borrow 0 or 1): the difference's low limb and the borrow out.
    @inline(__always)
    private static func subtractingWithBorrow(_ a: UInt64, _ b: UInt64, _ borrow: UInt64) -> (UInt64, UInt64) {
        let (partial, overflow1) = a.subtractingReportingOverflow(b)
        let (total, overflow2) = partial.subtractingReportingOverflow(borrow)
        return (total, UInt64(overflow1 ? 1 : 0) | UInt64(overflow2 ? 1 : 0))
    }

    /// `result = first + second` (`result` one limb longer than the longer). The loops
    /// below run over counts fixed before they start, without a test per limb of which
    /// operand still has limbs: these additions are most of Karatsuba's own work.
    private static func sum(_ first: UnsafeBufferPointer<UInt64>, _ second: UnsafeBufferPointer<UInt64>,
                            into result: UnsafeMutableBufferPointer<UInt64>) {
        let (long, short) = first.count >= second.count ? (first, second) : (second, first)
        var carry: UInt64 = 0
        for index in 0..<short.count {
            (result[index], carry) = addingWithCarry(long[index], short[index], carry)
        }
        for index in short.count..<long.count {
            (result[index], carry) = addingWithCarry(long[index], 0, carry)
        }
        result[long.count] = carry
        for index in (long.count + 1)..<max(result.count, long.count + 1) { result[index] = 0 }
    }

    /// `target += addend · B^offset`; the sum must fit in `target`.
    private static func add(_ addend: UnsafeBufferPointer<UInt64>, into target: UnsafeMutableBufferPointer<UInt64>, at offset: Int) {
        let count = min(addend.count, target.count - offset)
        var carry: UInt64 = 0
        for index in 0..<count {
            (target[offset + index], carry) = addingWithCarry(target[offset + index], addend[index], carry)
        }
        var index = offset + count
        while carry != 0 && index < target.count {
            (target[index], carry) = addingWithCarry(target[index], 0, carry)
            index += 1
        }
    }

    /// `target −= subtrahend`, for `target ≥ subtrahend`.
    private static func subtract(_ subtrahend: UnsafeBufferPointer<UInt64>, from target: UnsafeMutableBufferPointer<UInt64>) {
        let count = min(subtrahend.count, target.count)
        var borrow: UInt64 = 0
        for index in 0..<count {
            (target[index], borrow) = subtractingWithBorrow(target[index], subtrahend[index], borrow)
        }
        var index = count
        while borrow != 0 && index < target.count {
            (target[index], borrow) = subtractingWithBorrow(target[index], 0, borrow)
            index += 1
        }
    }

    /// The magnitude without its leading zero limbs.
    static func trimmed(_ limbs: [UInt32]) -> [UInt32] {
        guard limbs.last == 0 else { return limbs }
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        return limbs
    }
}
