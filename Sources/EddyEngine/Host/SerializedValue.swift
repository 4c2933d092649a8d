/// A value serialized by structured clone (HTML's StructuredSerializeWithTransfer), carried to
/// another agent — or back into the same one, for `structuredClone` — and rebuilt there.
///
/// A flat byte buffer in the spirit of V8's ValueSerializer: a tag per value, lengths and
/// integers as varints, string units and buffer bytes raw, objects met before written as
/// back-references by number (shared references and cycles survive), so a message is one
/// allocation to write and one pass to read, however many values it holds. What cannot
/// travel as bytes rides beside them: the data blocks of SharedArrayBuffers (shared, not
/// copied), the bytes of transferred ArrayBuffers (moved, not copied) and what the host
/// carries for its own objects (a transferred MessagePort).
package struct SerializedValue: Sendable {
    var bytes: [UInt8] = []
    var sharedBlocks: [SharedDataBlock] = []
    var transferredBuffers: [TransferredBuffer] = []
    var hostObjects: [any Sendable] = []

    struct TransferredBuffer: Sendable {
        let bytes: [UInt8]
        let maxByteLength: Int?
    }
}

/// The first byte of each value in a `SerializedValue`, and the markers inside objects.
enum CloneTag: UInt8 {
    case undefined, null, `true`, `false`
    /// A number that is an Int32 (and not -0), zigzag varint.
    case int32
    /// Any other number, its 8 bytes.
    case double
    /// Varint count, then the UTF-16 units' bytes.
    case string
    /// Sign byte, varint limb count, then 32-bit limbs, least significant first.
    case bigint
    /// Varint number of an object met before (numbered in order of appearance).
    case reference
    /// Properties as key–value pairs, then `end`.
    case object
    /// Varint length, varint dense count, that many values (`hole` for a missing one), then
    /// further key–value pairs and `end`.
    case array
    /// Inside a dense array: no element here.
    case hole
    /// An array-index key: varint index (a name key is a `string`).
    case indexKey
    case end
    /// Time value, 8 bytes.
    case date
    /// Source and flags, as strings.
    case regExp
    /// Key, value, … `end`.
    case map
    /// Value, … `end`.
    case set
    /// Kind byte, then `errorMessage`/`errorStack`/`errorCause` fields, key–value pairs
    /// (kept properties), `end`.
    case error
    case errorMessage, errorStack, errorCause
    case numberObject, stringObject, trueObject, falseObject, bigintObject
    /// Varint length, the bytes.
    case arrayBuffer
    /// Varint length, varint maximum length, the bytes.
    case resizableArrayBuffer
    /// Varint index into `transferredBuffers`.
    case transferredArrayBuffer
    /// Varint index into `sharedBlocks`.
    case sharedArrayBuffer
    /// Kind byte, varint byte offset, varint length + 1 (0: tracks a growable buffer), then
    /// the buffer as a value.
    case typedArray
    /// Varint byte offset, varint byte length + 1 (0: tracking), then the buffer.
    case dataView
    /// Varint index into `hostObjects`.
    case host
}

/// Appends to a `SerializedValue`'s bytes.
struct CloneWriter {
    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(64)
    }

    mutating func tag(_ tag: CloneTag) {
        bytes.append(tag.rawValue)
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func varint(_ value: Int) {
        varint(UInt64(UInt(bitPattern: value)))
    }

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A number as `int32` when it is one, else as `double`.
    mutating func number(_ value: Double) {
        if let integer = Int32(exactly: value), integer != 0 || value.sign == .plus {
            tag(.int32)
            varint(UInt64(UInt32(bitPattern: (integer << 1) ^ (integer >> 31))))
        } else {
            tag(.double)
            double(value)
        }
    }

    mutating func string(_ string: JSString) {
        tag(.string)
        units(string.units)
    }

    mutating func units(_ units: [UInt16]) {
        varint(units.count)
        units.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ data: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: data)
    }
}

/// Reads a `SerializedValue`'s bytes. They come from `CloneWriter` only, but a read past the
/// end or a bad tag is reported (as `nil` or zero), never a trap.
struct CloneReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func tag() -> CloneTag? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return CloneTag(rawValue: bytes[position])
    }

    /// The next tag, not consumed.
    func peek() -> CloneTag? {
        position < bytes.count ? CloneTag(rawValue: bytes[position]) : nil
    }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func varint() -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if shift < 64 { value |= UInt64(byte & 0x7F) << shift }
            if byte & 0x80 == 0 { break }
            shift += 7
        }
        return value
    }

    /// A varint used as a count or index: clamped to what the remaining bytes could hold, so
    /// a bad length never makes a huge allocation.
    mutating func count() -> Int {
        Int(min(varint(), UInt64(Int.max)))
    }

    mutating func int32() -> Int32 {
        let zigzag = UInt32(truncatingIfNeeded: varint())
        return Int32(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
    }

    mutating func double() -> Double {
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(byte()) << (8 * UInt64(index)) }
        return Double(bitPattern: bits)
    }

    mutating func units() -> [UInt16] {
        let count = min(self.count(), (bytes.count - position) / 2)
        let start = position
        position += count * 2
        return [UInt16](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: source[start..<(start + count * 2)]))
            }
            initialized = count
        }
    }

    mutating func raw(_ count: Int) -> [UInt8] {
        let count = min(count, bytes.count - position)
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }
}
