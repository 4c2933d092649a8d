/// Division of long magnitudes by multiplication: Newton's iteration gives an approximate
/// reciprocal of the divisor in the time of a few products, and the quotient is the dividend
/// times it, corrected by a unit or two. Long division costs the quotient's length times the
/// divisor's; this costs a product's, which is what makes the text conversion of an 845,000
/// digit BigInt take a second instead of a minute and a half.
extension BigInteger {
    /// Below this many limbs in the quotient or in the divisor, long division is faster.
    static let newtonThreshold = 80

    /// ≈ 2^(divisor's bit width + precision) / divisor, within a few units: computed once and
    /// reused for every division by the same divisor (the conversions divide by the same
    /// powers of the radix many times).
    struct Reciprocal {
        let divisor: BigInteger
        let value: BigInteger
        let precision: Int

        init<Watch: BigIntegerWatch>(of divisor: BigInteger, precision: Int, watch: Watch) throws(Watch.Failure) {
            self.divisor = divisor
            self.precision = precision
            value = try Reciprocal.approximation(of: divisor, precision: precision, watch: watch)
        }

        /// Newton's iteration for 1/d, doubling the precision at each step:
        /// y' = y + y·(1 − d·y), in fixed point. With r the reciprocal at half the precision
        /// h and y = r·2^(p−h), the error e = 2^(w+p) − d·y needs only d·r, and the
        /// correction y·e/2^(w+p) only r times e's top bits (dropping e's low w − 2 bits
        /// moves it by less than a unit): two products of half the length, where y's zero
        /// low half and e's unneeded low bits would double them.
        private static func approximation<Watch: BigIntegerWatch>(
            of divisor: BigInteger, precision: Int, watch: Watch
        ) throws(Watch.Failure) -> BigInteger {
            let width = divisor.bitWidth
            // At this precision only the divisor's top bits matter.
            if width > precision + 32 {
                return try approximation(of: divisor.magnitudeShiftedRight(by: width - precision - 32),
                                         precision: precision, watch: watch)
            }
            let scaledOne = BigInteger(1).shiftedLeft(by: width + precision)
            if precision <= 2048 {
                let (quotient, _) = try longDivision(scaledOne.limbs, divisor.limbs, watch: watch)
                return BigInteger(limbs: quotient, isNegative: false)
            }
            let half = precision / 2 + 16
            let reciprocal = try approximation(of: divisor, precision: half, watch: watch)
            let error = scaledOne - (try divisor.multiplied(by: reciprocal, watch: watch)).shiftedLeft(by: precision - half)
            let step = try reciprocal.multiplied(by: error.magnitudeShiftedRight(by: width - 2), watch: watch)
            return reciprocal.shiftedLeft(by: precision - half) + step.magnitudeShiftedRight(by: half + 2)
        }
    }

    /// Quotient and remainder of two non-negative integers, the divisor not zero.
    static func quotientAndRemainder<Watch: BigIntegerWatch>(
        _ dividend: BigInteger, _ divisor: BigInteger, watch: Watch
    ) throws(Watch.Failure) -> (quotient: BigInteger, remainder: BigInteger) {
        if dividend < divisor { return (.zero, dividend) }
        let quotientLimbs = dividend.limbs.count - divisor.limbs.count + 1
        if divisor.limbs.count < newtonThreshold || quotientLimbs < newtonThreshold {
            return try longQuotientAndRemainder(dividend, divisor, watch: watch)
        }
        let reciprocal = try Reciprocal(of: divisor, precision: dividend.bitWidth - divisor.bitWidth + 16, watch: watch)
        return try quotientAndRemainder(dividend, by: reciprocal, watch: watch)
    }

    /// Quotient and remainder of a non-negative dividend by a divisor whose reciprocal is
    /// known; a reciprocal less precise than the quotient needs gives the right answer slowly.
    static func quotientAndRemainder<Watch: BigIntegerWatch>(
        _ dividend: BigInteger, by reciprocal: Reciprocal, watch: Watch
    ) throws(Watch.Failure) -> (quotient: BigInteger, remainder: BigInteger) {
        let divisor = reciprocal.divisor
        if dividend < divisor { return (.zero, dividend) }
        let width = divisor.bitWidth
        let needed = dividend.bitWidth - width + 16
        guard reciprocal.precision >= needed else {
            return try longQuotientAndRemainder(dividend, divisor, watch: watch)
        }
        let inverse = reciprocal.value.magnitudeShiftedRight(by: reciprocal.precision - needed)
        // q ≈ (a / 2^s) · (2^(w+p) / d) / 2^(w+p−s); dropping the dividend's low s bits costs
        // under 2^(s−w+1) < 1/2^15 of a unit.
        let dropped = max(0, width - 16)
        var quotient = try dividend.magnitudeShiftedRight(by: dropped).multiplied(by: inverse, watch: watch)
            .magnitudeShiftedRight(by: width + needed - dropped)
        var remainder = dividend - (try quotient.multiplied(by: divisor, watch: watch))
        // The estimate is within a unit or two; more corrections would mean a wrong
        // reciprocal, so long division answers instead.
        var corrections = 0
        while remainder.isNegative || remainder >= divisor {
            corrections += 1
            if corrections > 4 { return try longQuotientAndRemainder(dividend, divisor, watch: watch) }
            if remainder.isNegative {
                quotient = quotient - 1
                remainder = remainder + divisor
            } else {
                quotient = quotient + 1
                remainder = remainder - divisor
            }
        }
        return (quotient, remainder)
    }

    private static func longQuotientAndRemainder<Watch: BigIntegerWatch>(
        _ dividend: BigInteger, _ divisor: BigInteger, watch: Watch
    ) throws(Watch.Failure) -> (quotient: BigInteger, remainder: BigInteger) {
        let (quotient, remainder) = try longDivision(dividend.limbs, divisor.limbs, watch: watch)
        return (BigInteger(limbs: quotient, isNegative: false), BigInteger(limbs: remainder, isNegative: false))
    }
}
