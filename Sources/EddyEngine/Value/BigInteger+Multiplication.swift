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
    /// Below this many limbs in the shorter operand the schoolbook product is faster than
    /// Karatsuba's three half-size products and their additions.
    static let karatsubaThreshold = 40

    /// Products of a short operand with a long one go in slices of the long one this long, so
    /// that the watch is consulted often.
    private static let schoolbookSlice = 4096

    /// The product of two magnitudes (least significant limb first), in time proportional to
    /// n^1.58 (Karatsuba) once both are long: the squarings of `7n ** 1000000n` and the
    /// divide-and-conquer text conversions rely on it.
    static func product<Watch: BigIntegerWatch>(
        _ left: [UInt32], _ right: [UInt32], watch: Watch
    ) throws(Watch.Failure) -> [UInt32] {
        let (long, short) = left.count >= right.count ? (trimmed(left), trimmed(right)) : (trimmed(right), trimmed(left))
        guard !short.isEmpty else { return [] }
        if short.count < karatsubaThreshold && long.count <= schoolbookSlice {
            return schoolbookProduct(long, short)
        }
        try watch.check()
        // An unbalanced product: the long operand in slices as long as the short one (or a
        // schoolbook slice), each product added in at its place.
        let slice = short.count < karatsubaThreshold ? schoolbookSlice : short.count
        if long.count >= 2 * slice || short.count < karatsubaThreshold {
            var result = [UInt32](repeating: 0, count: long.count + short.count)
            var start = 0
            while start < long.count {
                let end = min(start + slice, long.count)
                let piece = try product(Array(long[start..<end]), short, watch: watch)
                addInPlace(&result, piece, at: start)
                start = end
            }
            return result
        }
        // Karatsuba: with x = x1·B^m + x0, xy = z2·B^2m + z1·B^m + z0, where z1 comes from
        // one product of the sums, (x0 + x1)(y0 + y1) − z2 − z0. `short` is longer than m.
        let half = (long.count + 1) / 2
        let long0 = Array(long[..<half]), long1 = Array(long[half...])
        let short0 = Array(short[..<half]), short1 = Array(short[half...])
        let low = try product(long0, short0, watch: watch)
        let high = try product(long1, short1, watch: watch)
        var middle = try product(addMagnitudes(long0, long1), addMagnitudes(short0, short1), watch: watch)
        subtractInPlace(&middle, low)
        subtractInPlace(&middle, high)
        var result = [UInt32](repeating: 0, count: long.count + short.count + 1)
        addInPlace(&result, low, at: 0)
        addInPlace(&result, middle, at: half)
        addInPlace(&result, high, at: 2 * half)
        return result
    }

    /// The magnitude without its leading zero limbs.
    static func trimmed(_ limbs: [UInt32]) -> [UInt32] {
        guard limbs.last == 0 else { return limbs }
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        return limbs
    }

    /// `target += addend · B^offset`. The sum must fit in `target` (leading zero limbs of
    /// the addend past its end are ignored).
    static func addInPlace(_ target: inout [UInt32], _ addend: [UInt32], at offset: Int) {
        var carry: UInt64 = 0
        var index = 0
        let count = trimmed(addend).count
        target.withUnsafeMutableBufferPointer { target in
            while index < count && offset + index < target.count {
                let sum = UInt64(target[offset + index]) + UInt64(addend[index]) + carry
                target[offset + index] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
                index += 1
            }
            while carry != 0 && offset + index < target.count {
                let sum = UInt64(target[offset + index]) + carry
                target[offset + index] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
                index += 1
            }
        }
    }

    /// `target −= subtrahend`, for `target ≥ subtrahend`.
    static func subtractInPlace(_ target: inout [UInt32], _ subtrahend: [UInt32]) {
        var borrow: UInt64 = 0
        var index = 0
        let count = trimmed(subtrahend).count
        target.withUnsafeMutableBufferPointer { target in
            while index < target.count && (index < count || borrow != 0) {
                let difference = UInt64(target[index]) &- (index < count ? UInt64(subtrahend[index]) : 0) &- borrow
                target[index] = UInt32(truncatingIfNeeded: difference)
                borrow = difference >> 63
                index += 1
            }
        }
    }
}
