#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The binary operators of §13.15.3 ApplyStringOrNumericBinaryOperator after `+` has ruled
/// strings out: each has a Number and a BigInt form (Table 2 of §6.1.6).
enum NumericOperator {
    case add, subtract, multiply, divide, remainder, exponent
    case leftShift, signedRightShift, unsignedRightShift
    case bitwiseAnd, bitwiseOr, bitwiseXor

    /// The Number::* operation (§6.1.6.1).
    func apply(_ x: Double, _ y: Double) -> Double {
        switch self {
        case .add: return x + y
        case .subtract: return x - y
        case .multiply: return x * y
        case .divide: return x / y
        case .remainder: return NumericOperator.remainder(x, y)
        case .exponent: return NumericOperator.power(x, y)
        case .leftShift: return Double(x.toInt32 << Int32(y.toUint32 & 31))
        case .signedRightShift: return Double(x.toInt32 >> Int32(y.toUint32 & 31))
        case .unsignedRightShift: return Double(x.toUint32 >> (y.toUint32 & 31))
        case .bitwiseAnd: return Double(x.toInt32 & y.toInt32)
        case .bitwiseOr: return Double(x.toInt32 | y.toInt32)
        case .bitwiseXor: return Double(x.toInt32 ^ y.toInt32)
        }
    }

    /// The BigInt::* operation (§6.1.6.2); `nil` for `>>>`, which BigInts do not have.
    func apply(_ x: BigInteger, _ y: BigInteger, interrupt: ExecutionInterrupt) throws(BigIntFailure) -> BigInteger? {
        // Operands that fit in a word, the common case, in machine arithmetic.
        if let a = x.intValue, let b = y.intValue, let result = applySmall(a, b) { return BigInteger(result) }
        switch self {
        case .add: return try BigIntArithmetic.add(x, y)
        case .subtract: return try BigIntArithmetic.subtract(x, y)
        case .multiply: return try BigIntArithmetic.multiply(x, y, interrupt: interrupt)
        case .divide: return try BigIntArithmetic.divide(x, y, interrupt: interrupt)
        case .remainder: return try BigIntArithmetic.remainder(x, y, interrupt: interrupt)
        case .exponent: return try BigIntArithmetic.exponentiate(x, y, interrupt: interrupt)
        case .leftShift: return try BigIntArithmetic.leftShift(x, y)
        case .signedRightShift: return try BigIntArithmetic.signedRightShift(x, y)
        case .unsignedRightShift: return nil
        case .bitwiseAnd: return BigIntArithmetic.bitwise(x, y, &)
        case .bitwiseOr: return BigIntArithmetic.bitwise(x, y, |)
        case .bitwiseXor: return BigIntArithmetic.bitwise(x, y, ^)
        }
    }

    /// The operation on word-sized operands, or nil when it overflows, divides by zero or
    /// is not a plain word operation.
    private func applySmall(_ a: Int, _ b: Int) -> Int? {
        let (result, overflow): (Int, Bool)
        switch self {
        case .add: (result, overflow) = a.addingReportingOverflow(b)
        case .subtract: (result, overflow) = a.subtractingReportingOverflow(b)
        case .multiply: (result, overflow) = a.multipliedReportingOverflow(by: b)
        case .divide where b != 0: (result, overflow) = a.dividedReportingOverflow(by: b)
        case .remainder where b != 0: (result, overflow) = a.remainderReportingOverflow(dividingBy: b)
        case .bitwiseAnd: (result, overflow) = (a & b, false)
        case .bitwiseOr: (result, overflow) = (a | b, false)
        case .bitwiseXor: (result, overflow) = (a ^ b, false)
        default: return nil
        }
        return overflow ? nil : result
    }

    /// Number::remainder (§6.1.6.1.6).
    static func remainder(_ x: Double, _ y: Double) -> Double {
        // Integer operands (the usual `i % n`) without fmod: a positive dividend and a
        // positive divisor below 2^31 give the same result (a zero dividend keeps its sign
        // through fmod).
        if x > 0, y > 0, x < 2_147_483_648, y < 2_147_483_648 {
            let dividend = Int32(x), divisor = Int32(y)
            if Double(dividend) == x, Double(divisor) == y { return Double(dividend % divisor) }
        }
        if y.isInfinite && x.isFinite { return x }
        return x.truncatingRemainder(dividingBy: y)
    }

    /// Number::exponentiate (§6.1.6.1.3): differs from `pow` for ±1 ** ±∞ and NaN exponents.
    static func power(_ x: Double, _ y: Double) -> Double {
        if y.isNaN { return .nan }
        if abs(x) == 1 && y.isInfinite { return .nan }
        return pow(x, y)
    }
}

extension Agent {
    /// ApplyStringOrNumericBinaryOperator (§13.15.3) from ToNumeric on: both operands
    /// Numbers or both BigInts, else a TypeError.
    func applyNumericOperator(_ operation: NumericOperator, _ left: JSValue, _ right: JSValue) throws -> JSValue {
        // Two BigInts need no conversion (and no copies of the operands).
        if case .bigint = left, case .bigint = right { return try applyBigIntOperator(operation, left, right) }
        let x = try toNumeric(left)
        let y = try toNumeric(right)
        switch (x, y) {
        case (.number(let a), .number(let b)):
            return .number(operation.apply(a, b))
        case (.bigint, .bigint):
            return try applyBigIntOperator(operation, x, y)
        default:
            throw typeError("Cannot mix BigInt and other types, use explicit conversions")
        }
    }

    /// The BigInt form of an operator, on two BigInt values.
    private func applyBigIntOperator(_ operation: NumericOperator, _ x: JSValue, _ y: JSValue) throws -> JSValue {
        guard case .bigint(let a) = x, case .bigint(let b) = y else { return .undefined }
        let result: BigInteger?
        do {
            result = try operation.apply(a.value, b.value, interrupt: interrupt)
        } catch {
            throw self.error(for: error)
        }
        guard let result else { throw typeError("BigInts have no unsigned right shift, use >> instead") }
        return bigint(result)
    }

    /// Unary `-` (§13.5.4.1): Number::unaryMinus or BigInt::unaryMinus.
    func negate(_ value: JSValue) throws -> JSValue {
        switch try toNumeric(value) {
        case .bigint(let bigint): return self.bigint(-bigint.value)
        case let numeric: return .number(-(numeric.asNumber ?? .nan))
        }
    }

    /// Unary `~` (§13.5.6.1): Number::bitwiseNOT or BigInt::bitwiseNOT.
    func bitwiseNot(_ value: JSValue) throws -> JSValue {
        switch try toNumeric(value) {
        case .bigint(let bigint): return self.bigint(BigIntArithmetic.bitwiseNot(bigint.value))
        case let numeric: return .number(Double(~(numeric.asNumber ?? .nan).toInt32))
        }
    }

    /// `++` and `--` on a value (§13.4.2.1, §13.4.4.1): adds or subtracts 1 or 1n.
    func increment(_ value: JSValue, by delta: Int) throws -> JSValue {
        switch try toNumeric(value) {
        case .bigint(let bigint): return self.bigint(bigint.value + BigInteger(delta))
        case let numeric: return .number((numeric.asNumber ?? .nan) + Double(delta))
        }
    }
}

extension BigIntFailure {
    /// V8's messages for the RangeErrors.
    var message: String {
        switch self {
        case .divisionByZero: return "Division by zero"
        case .negativeExponent: return "Exponent must be non-negative"
        case .tooLarge: return "Maximum BigInt size exceeded"
        case .interrupted: return "Script execution was interrupted"
        }
    }
}

extension Agent {
    /// What a failed BigInt operation throws: its RangeError, or for an interrupted one
    /// what the interrupt asks for (termination or an AbortError).
    func error(for failure: BigIntFailure) -> Error {
        if case .interrupted = failure { return pendingInterruptError() ?? ExecutionInterrupted() }
        return rangeError(failure.message)
    }
}
