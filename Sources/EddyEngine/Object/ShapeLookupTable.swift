/// The hash table of a shape with many properties: key identity word → position in the
/// shape. Open addressing with linear probing over plain memory and a multiplicative hash of
/// the word, so a lookup (every [[Get]] that reaches a big prototype, such as a parser
/// class's hundreds of methods) neither hashes with SipHash nor retains anything, which
/// a Swift `Dictionary` did. Plain words, so reading it from a shape counts no references;
/// its owner calls `deallocate()` when it lets the table go.
struct ShapeLookupTable {
    /// 0 marks an empty entry and `UInt.max` a removed one; identity words are neither.
    private var keys: UnsafeMutablePointer<UInt>
    private var positions: UnsafeMutablePointer<Int32>
    private var mask: Int
    private var shift: UInt
    /// Entries in use, removed ones included (they lengthen probes until a rebuild).
    private var used = 0

    private static let removed = UInt.max

    /// A table holding the non-zero words of `bits[0..<count]`.
    init(bits: UnsafePointer<UInt>, count: Int) {
        var capacity = 8
        while capacity < 2 * count + 2 { capacity *= 2 }
        (keys, positions, mask, shift) = ShapeLookupTable.emptyStorage(capacity: capacity)
        for position in 0..<count where bits[position] != 0 {
            insert(bits[position], at: position)
        }
    }

    /// Frees the storage; the table must not be used again.
    func deallocate() {
        keys.deallocate()
        positions.deallocate()
    }

    @inline(__always) private func home(_ bits: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(bits) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The position of the key with identity `bits`, or nil.
    @inline(__always) func position(of bits: UInt) -> Int? {
        var index = home(bits)
        while true {
            let key = keys[index]
            if key == bits { return Int(positions[index]) }
            if key == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Adds (or moves) the key with identity `bits` to `position`.
    mutating func insert(_ bits: UInt, at position: Int) {
        var index = home(bits)
        while true {
            let key = keys[index]
            if key == bits {
                positions[index] = Int32(truncatingIfNeeded: position)
                return
            }
            if key == 0 { break }
            index = (index + 1) & mask
        }
        if 2 * (used + 1) > mask + 1 {
            grow()
            insert(bits, at: position)
            return
        }
        keys[index] = bits
        positions[index] = Int32(truncatingIfNeeded: position)
        used += 1
    }

    /// Removes the key with identity `bits`, if present.
    mutating func remove(_ bits: UInt) {
        var index = home(bits)
        while true {
            let key = keys[index]
            if key == bits {
                keys[index] = ShapeLookupTable.removed
                return
            }
            if key == 0 { return }
            index = (index + 1) & mask
        }
    }

    /// Rehashes into twice the room, dropping removed entries.
    private mutating func grow() {
        let oldKeys = keys, oldPositions = positions, oldCapacity = mask + 1
        (keys, positions, mask, shift) = ShapeLookupTable.emptyStorage(capacity: oldCapacity * 2)
        used = 0
        for index in 0..<oldCapacity where oldKeys[index] != 0 && oldKeys[index] != ShapeLookupTable.removed {
            insert(oldKeys[index], at: Int(oldPositions[index]))
        }
        oldKeys.deallocate()
        oldPositions.deallocate()
    }

    /// Zeroed entries for `capacity` (a power of two), with the mask and hash shift it needs.
    private static func emptyStorage(capacity: Int)
        -> (UnsafeMutablePointer<UInt>, UnsafeMutablePointer<Int32>, Int, UInt) {
        let keys = UnsafeMutablePointer<UInt>.allocate(capacity: capacity)
        keys.initialize(repeating: 0, count: capacity)
        let positions = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        positions.initialize(repeating: 0, count: capacity)
        return (keys, positions, capacity - 1, UInt(64 - capacity.trailingZeroBitCount))
    }
}
