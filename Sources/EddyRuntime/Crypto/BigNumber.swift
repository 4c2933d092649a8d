import COpenSSL

/// An OpenSSL `BIGNUM` owned by Swift: the integers of Diffie-Hellman and elliptic-curve
/// keys, which Node hands to scripts as big-endian bytes.
final class BigNumber {
    let number: OpaquePointer

    /// Takes ownership of `number`.
    init(owning number: OpaquePointer) {
        self.number = number
    }

    /// The unsigned big-endian integer `bytes` (an empty array is zero).
    convenience init?(bytes: [UInt8]) {
        let made = bytes.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress, Int32(clamping: $0.count), nil) }
        guard let made else { return nil }
        self.init(owning: made)
    }

    convenience init?(word: UInt) {
        guard let made = BN_new() else { return nil }
        self.init(owning: made)
        guard BN_set_word(made, word) == 1 else { return nil }
    }

    deinit { BN_clear_free(number) }

    var bitCount: Int { Int(BN_num_bits(number)) }
    var byteCount: Int { (bitCount + 7) / 8 }
    var isZero: Bool { BN_is_zero(number) == 1 }

    /// The shortest big-endian bytes (none for zero), as Node's getters return them.
    var bytes: [UInt8] { bytes(paddedTo: byteCount) }

    /// The big-endian bytes, zero-padded on the left to `length` (at least the shortest).
    func bytes(paddedTo length: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: max(length, byteCount))
        guard !output.isEmpty else { return [] }
        _ = BN_bn2binpad(number, &output, Int32(clamping: output.count))
        return output
    }

    /// Negative, zero or positive as `self` is less than, equal to or greater than `other`.
    func compare(_ other: BigNumber) -> Int32 { BN_cmp(number, other.number) }

    /// `self - word`, or nil if OpenSSL fails to allocate.
    func subtracting(_ word: UInt) -> BigNumber? {
        guard let copy = BN_dup(number) else { return nil }
        let result = BigNumber(owning: copy)
        guard BN_sub_word(copy, word) == 1 else { return nil }
        return result
    }

    /// Whether this is (very probably) prime.
    func isProbablePrime(in context: OpaquePointer?) -> Bool {
        let status = BN_check_prime(number, context, nil)
        ERR_clear_error()
        return status == 1
    }
}
