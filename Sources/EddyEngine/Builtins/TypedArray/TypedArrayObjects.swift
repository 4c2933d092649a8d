#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The element types of the typed arrays (§22.2, Table 61): name, size, and the conversions
/// of the abstract operations GetValueFromBuffer / SetValueInBuffer (§24.1.1.6, §24.1.1.8),
/// little-endian as the machines Eddy runs on.
enum TypedArrayKind: Int, CaseIterable, Hashable, Sendable {
    case int8, uint8, uint8Clamped, int16, uint16, int32, uint32, float32, float64, bigInt64, bigUint64

    /// Whether elements are BigInts (§22.2 Table 61, the BigInt content type).
    var isBigInt: Bool { self == .bigInt64 || self == .bigUint64 }

    var name: String {
        switch self {
        case .int8: return "Int8Array"
        case .uint8: return "Uint8Array"
        case .uint8Clamped: return "Uint8ClampedArray"
        case .int16: return "Int16Array"
        case .uint16: return "Uint16Array"
        case .int32: return "Int32Array"
        case .uint32: return "Uint32Array"
        case .float32: return "Float32Array"
        case .float64: return "Float64Array"
        case .bigInt64: return "BigInt64Array"
        case .bigUint64: return "BigUint64Array"
        }
    }

    var elementSize: Int {
        switch self {
        case .int8, .uint8, .uint8Clamped: return 1
        case .int16, .uint16: return 2
        case .int32, .uint32, .float32: return 4
        case .float64, .bigInt64, .bigUint64: return 8
        }
    }

    /// Reads one element at `address` (unaligned reads are fine): a Number, or a BigInt
    /// for the BigInt kinds.
    func load(from address: UnsafeRawPointer, littleEndian: Bool = true, in agent: Agent) -> JSValue {
        switch self {
        case .bigInt64, .bigUint64:
            let raw = address.loadUnaligned(as: UInt64.self)
            let bits = littleEndian ? UInt64(littleEndian: raw) : UInt64(bigEndian: raw)
            return agent.bigint(self == .bigInt64 ? BigInteger(Int64(bitPattern: bits)) : BigInteger(bits))
        default:
            return .number(loadNumber(from: address, littleEndian: littleEndian))
        }
    }

    private func loadNumber(from address: UnsafeRawPointer, littleEndian: Bool) -> Double {
        switch self {
        case .bigInt64, .bigUint64: return .nan
        case .int8: return Double(address.loadUnaligned(as: Int8.self))
        case .uint8, .uint8Clamped: return Double(address.loadUnaligned(as: UInt8.self))
        case .int16:
            let raw = address.loadUnaligned(as: Int16.self)
            return Double(littleEndian ? Int16(littleEndian: raw) : Int16(bigEndian: raw))
        case .uint16:
            let raw = address.loadUnaligned(as: UInt16.self)
            return Double(littleEndian ? UInt16(littleEndian: raw) : UInt16(bigEndian: raw))
        case .int32:
            let raw = address.loadUnaligned(as: Int32.self)
            return Double(littleEndian ? Int32(littleEndian: raw) : Int32(bigEndian: raw))
        case .uint32:
            let raw = address.loadUnaligned(as: UInt32.self)
            return Double(littleEndian ? UInt32(littleEndian: raw) : UInt32(bigEndian: raw))
        case .float32:
            let raw = address.loadUnaligned(as: UInt32.self)
            return Double(Float(bitPattern: littleEndian ? UInt32(littleEndian: raw) : UInt32(bigEndian: raw)))
        case .float64:
            let raw = address.loadUnaligned(as: UInt64.self)
            return Double(bitPattern: littleEndian ? UInt64(littleEndian: raw) : UInt64(bigEndian: raw))
        }
    }

    /// Writes `value`, already of the content type (see `Agent.elementValue(_:for:)`),
    /// converted to the element type (§7.1.6–7.1.11, ToBigInt64, ToBigUint64).
    func store(_ value: JSValue, to address: UnsafeMutableRawPointer, littleEndian: Bool = true) {
        if isBigInt {
            guard case .bigint(let bigint) = value else { return }
            let bits = BigIntArithmetic.low64Bits(of: bigint.value)
            address.storeBytes(of: littleEndian ? bits.littleEndian : bits.bigEndian, as: UInt64.self)
        } else if case .number(let number) = value {
            store(number, to: address, littleEndian: littleEndian)
        }
    }

    private func store(_ value: Double, to address: UnsafeMutableRawPointer, littleEndian: Bool) {
        switch self {
        case .bigInt64, .bigUint64: break
        case .int8: address.storeBytes(of: Int8(truncatingIfNeeded: value.toInt32), as: Int8.self)
        case .uint8: address.storeBytes(of: UInt8(truncatingIfNeeded: value.toUint32), as: UInt8.self)
        case .uint8Clamped: address.storeBytes(of: TypedArrayKind.clampedByte(value), as: UInt8.self)
        case .int16:
            let raw = Int16(truncatingIfNeeded: value.toInt32)
            address.storeBytes(of: littleEndian ? raw.littleEndian : raw.bigEndian, as: Int16.self)
        case .uint16:
            let raw = UInt16(truncatingIfNeeded: value.toUint32)
            address.storeBytes(of: littleEndian ? raw.littleEndian : raw.bigEndian, as: UInt16.self)
        case .int32:
            let raw = value.toInt32
            address.storeBytes(of: littleEndian ? raw.littleEndian : raw.bigEndian, as: Int32.self)
        case .uint32:
            let raw = value.toUint32
            address.storeBytes(of: littleEndian ? raw.littleEndian : raw.bigEndian, as: UInt32.self)
        case .float32:
            let raw = Float(value).bitPattern
            address.storeBytes(of: littleEndian ? raw.littleEndian : raw.bigEndian, as: UInt32.self)
        case .float64:
            let raw = value.bitPattern
            address.storeBytes(of: littleEndian ? raw.littleEndian : raw.bigEndian, as: UInt64.self)
        }
    }

    /// ToUint8Clamp (§7.1.12): NaN is 0, halves round to even.
    static func clampedByte(_ value: Double) -> UInt8 {
        if value.isNaN || value <= 0 { return 0 }
        if value >= 255 { return 255 }
        return UInt8(value.rounded(.toNearestOrEven))
    }
}

/// The zeroed memory of a large ArrayBuffer a script made: `calloc`'s pages are the kernel's
/// zero pages until written, so `new ArrayBuffer(2 ** 32)` costs address space, not 4 GB
/// (V8 does the same); and a block the system refuses is a RangeError instead of a failed
/// Swift allocation ending the process.
final class ZeroedBlock {
    let base: UnsafeMutableRawPointer
    let count: Int

    init?(byteCount: Int) {
        guard byteCount > 0, let memory = calloc(byteCount, 1) else { return nil }
        base = memory
        count = byteCount
    }

    deinit { free(base) }
}

/// An ArrayBuffer (§24.1) or SharedArrayBuffer (§25.2): a block of bytes that typed arrays
/// and DataViews view.
final class JSArrayBuffer: JSObject {
    /// [[ArrayBufferData]] of a small ArrayBuffer or one a host made from bytes it had;
    /// views index into it in place. Empty for a shared buffer, a zeroed block and once
    /// detached.
    var bytes: [UInt8]
    /// The data of a large ArrayBuffer a script allocated (see `ZeroedBlock`).
    private var zeroedBlock: ZeroedBlock?
    /// The data block of a SharedArrayBuffer, shared with the other agents' buffers over it.
    let sharedBlock: SharedDataBlock?
    /// [[ArrayBufferMaxByteLength]] of a resizable ArrayBuffer (§25.1.3.1); nil for a fixed one.
    /// Nothing is reserved for it: `resize` moves the bytes to storage of the new length, which
    /// is safe because no other thread sees a non-shared buffer and no view keeps a pointer
    /// into it across script.
    let resizableMaxByteLength: Int?
    /// Whether the buffer was detached (transferred to another agent by `postMessage`).
    private(set) var isDetached = false

    /// Below this length the bytes are an array (allocation is cheap and pages are few).
    static let zeroedBlockThreshold = 1 << 20

    /// A buffer of `byteLength` zero bytes, resizable up to `maxByteLength` when one is given;
    /// nil when the system refuses the memory.
    init?(byteLength: Int, maxByteLength: Int? = nil, prototype: JSObject?, in agent: Agent) {
        guard let (bytes, block) = JSArrayBuffer.zeroedStorage(byteLength: byteLength) else { return nil }
        self.bytes = bytes
        zeroedBlock = block
        sharedBlock = nil
        resizableMaxByteLength = maxByteLength
        agent.heap.noteExternalAllocation(bytes: byteLength)
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    /// A buffer holding `bytes`, without a copy.
    init(holding bytes: [UInt8], maxByteLength: Int? = nil, prototype: JSObject?, in agent: Agent) {
        self.bytes = bytes
        sharedBlock = nil
        resizableMaxByteLength = maxByteLength.map { max($0, bytes.count) }
        agent.heap.noteExternalAllocation(bytes: bytes.count)
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    init(sharing block: SharedDataBlock, prototype: JSObject?, in agent: Agent) {
        bytes = []
        sharedBlock = block
        resizableMaxByteLength = nil
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    /// `byteLength` zero bytes: an array below the threshold, a zeroed block above; nil when
    /// the system refuses the block.
    private static func zeroedStorage(byteLength: Int) -> (bytes: [UInt8], block: ZeroedBlock?)? {
        if byteLength < zeroedBlockThreshold { return ([UInt8](repeating: 0, count: byteLength), nil) }
        guard let block = ZeroedBlock(byteCount: byteLength) else { return nil }
        return ([], block)
    }

    override var className: String { sharedBlock == nil ? "ArrayBuffer" : "SharedArrayBuffer" }

    var isShared: Bool { sharedBlock != nil }

    /// IsFixedLengthArrayBuffer (§25.1.3.8), negated: a resizable or growable buffer, whose
    /// views without a length track its length.
    var isResizable: Bool { sharedBlock.map(\.isGrowable) ?? (resizableMaxByteLength != nil) }

    var byteLength: Int { sharedBlock?.byteLength ?? zeroedBlock?.count ?? bytes.count }

    /// All of a large buffer's bytes count, committed or not, as node counts them.
    override var ownedByteCount: Int { super.ownedByteCount &+ byteLength }

    /// [[ArrayBufferMaxByteLength]], or the length of a fixed buffer; zero once detached.
    var maxByteLength: Int {
        if isDetached { return 0 }
        if let sharedBlock { return sharedBlock.isGrowable ? sharedBlock.maxByteLength : sharedBlock.byteLength }
        return resizableMaxByteLength ?? byteLength
    }

    /// The bytes as an array: the array itself when that is where they are, else a copy.
    var copiedBytes: [UInt8] {
        if sharedBlock == nil && zeroedBlock == nil { return bytes }
        return withUnsafeBytes { Array($0) }
    }

    /// The bytes in place; a shared block's may change under the reader (other threads).
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        if let block = sharedBlock {
            return try body(UnsafeRawBufferPointer(start: block.base, count: block.byteLength))
        }
        if let block = zeroedBlock {
            return try body(UnsafeRawBufferPointer(start: block.base, count: block.count))
        }
        return try bytes.withUnsafeBytes(body)
    }

    func withUnsafeMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) throws -> Result) rethrows -> Result {
        if let block = sharedBlock {
            return try body(UnsafeMutableRawBufferPointer(start: block.base, count: block.byteLength))
        }
        if let block = zeroedBlock {
            return try body(UnsafeMutableRawBufferPointer(start: block.base, count: block.count))
        }
        return try bytes.withUnsafeMutableBytes(body)
    }

    /// HostResizeArrayBuffer for a resizable ArrayBuffer (§25.1.6.6 steps 8–9): the first
    /// `min(old, new)` bytes kept, the rest zero. False when the system refuses the memory
    /// (the buffer is then unchanged).
    func resize(to newLength: Int, in agent: Agent) -> Bool {
        let oldLength = byteLength
        if zeroedBlock == nil, newLength < JSArrayBuffer.zeroedBlockThreshold {
            if newLength < oldLength {
                bytes.removeLast(oldLength - newLength)
            } else {
                bytes.append(contentsOf: repeatElement(0, count: newLength - oldLength))
            }
        } else {
            guard let storage = JSArrayBuffer.zeroedStorage(byteLength: newLength) else { return false }
            var newBytes = storage.bytes
            let newBlock = storage.block
            let kept = min(oldLength, newLength)
            withUnsafeBytes { old in
                guard kept > 0, let source = old.baseAddress else { return }
                if let newBlock {
                    newBlock.base.copyMemory(from: source, byteCount: kept)
                } else {
                    newBytes.withUnsafeMutableBytes { $0.baseAddress?.copyMemory(from: source, byteCount: kept) }
                }
            }
            bytes = newBytes
            zeroedBlock = newBlock
        }
        if newLength > oldLength { agent.heap.noteExternalAllocation(bytes: newLength - oldLength) }
        return true
    }

    /// DetachArrayBuffer (§24.1.1.3): the data goes; views see a length of zero.
    func detach() {
        bytes = []
        zeroedBlock = nil
        isDetached = true
    }
}

/// A typed array (§22.2): an Integer-Indexed exotic object (§9.4.5) whose numeric keys are
/// elements of its buffer and never reach the prototype chain or the object's storage.
final class JSTypedArray: JSObject {
    let kind: TypedArrayKind
    let buffer: JSArrayBuffer
    let byteOffset: Int
    /// [[ArrayLength]], or nil for a view that tracks its growable buffer's length.
    let fixedLength: Int?

    init(kind: TypedArrayKind, buffer: JSArrayBuffer, byteOffset: Int, length: Int?, prototype: JSObject?,
         in agent: Agent) {
        self.kind = kind
        self.buffer = buffer
        self.byteOffset = byteOffset
        fixedLength = length
        super.init(shape: agent.rootShape, prototype: prototype, hasExoticProperties: true)
    }

    override var className: String { kind.name }

    /// IsTypedArrayOutOfBounds (§10.4.5.12): the buffer is detached, or has shrunk below the
    /// view's start or (for a view with a length) its end.
    var isOutOfBounds: Bool {
        ViewBounds.isOutOfBounds(buffer, byteOffset: byteOffset, byteLength: fixedLength.map { $0 * kind.elementSize })
    }

    /// TypedArrayLength (§10.4.5.13), or zero when out of bounds (the `length` getter's answer).
    var length: Int {
        if isOutOfBounds { return 0 }
        return fixedLength ?? (buffer.byteLength - byteOffset) / kind.elementSize
    }

    var byteLength: Int { length * kind.elementSize }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(buffer)
    }

    // MARK: Elements

    /// TypedArrayGetElement (§10.4.5.15): the element, a Number (a BigInt in BigInt64Array and
    /// BigUint64Array), or undefined when `index` is no valid index now. Checked against the
    /// buffer as it is at the call, so an index found before a callback detached or shrank
    /// the buffer gives undefined rather than touching memory that is gone. One look at the
    /// storage: `typed[i]` in the interpreter comes here without making a property key.
    func element(at index: Int, in agent: Agent) -> JSValue {
        buffer.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, let offset = elementOffset(index, available: raw.count) else {
                return .undefined
            }
            return kind.load(from: base + offset, in: agent)
        }
    }

    /// TypedArraySetElement's store (§10.4.5.16) of a value already converted to the content
    /// type (`Agent.elementValue`): nothing when `index` is no valid index now.
    func setElement(_ value: JSValue, at index: Int) {
        buffer.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress, let offset = elementOffset(index, available: raw.count) else { return }
            kind.store(value, to: base + offset)
        }
    }

    /// Where element `index` starts when it is a valid integer index (IsValidIntegerIndex,
    /// §10.4.5.14) with `available` bytes in the buffer: the view in bounds (§10.4.5.12) and
    /// the index below its length. Nil otherwise.
    @inline(__always)
    private func elementOffset(_ index: Int, available: Int) -> Int? {
        guard index >= 0, !buffer.isDetached, byteOffset <= available else { return nil }
        let size = kind.elementSize
        if let fixedLength {
            guard index < fixedLength, fixedLength &* size <= available &- byteOffset else { return nil }
        } else {
            guard index < (available &- byteOffset) / size else { return nil }
        }
        return byteOffset &+ index &* size
    }

    /// The element at an index already found valid; the byte range is still checked.
    private func load(at index: Int, in agent: Agent) -> JSValue {
        let offset = byteOffset &+ index &* kind.elementSize
        return buffer.withUnsafeBytes { raw in
            guard index >= 0, offset >= 0, offset + kind.elementSize <= raw.count, let base = raw.baseAddress
            else { return .undefined }
            return kind.load(from: base + offset, in: agent)
        }
    }

    private func store(_ value: JSValue, at index: Int) {
        let offset = byteOffset &+ index &* kind.elementSize
        buffer.withUnsafeMutableBytes { raw in
            guard index >= 0, offset >= 0, offset + kind.elementSize <= raw.count, let base = raw.baseAddress
            else { return }
            kind.store(value, to: base + offset)
        }
    }

    /// How a key addresses this object: not numeric (an ordinary property), a valid element,
    /// or a numeric key that is no element (CanonicalNumericIndexString, §7.1.21).
    enum NumericKey {
        case notNumeric
        case element(Int)
        case invalid
    }

    func numericKey(_ key: PropertyKey) -> NumericKey {
        switch key {
        case .index(let index):
            return Int(index) < length ? .element(Int(index)) : .invalid
        case .atom(let atom):
            let text = atom.string
            guard let first = text.codeUnit(at: 0), first == 0x2D || first == 0x49 || first == 0x4E
                || (first >= 0x30 && first <= 0x39)
            else { return .notNumeric }
            if text.stringValue == "-0" { return .invalid }
            let number = NumberParsing.number(from: text)
            // Index keys are `.index`; any other canonical numeric string is no element.
            return NumberFormatting.string(from: number) == text.stringValue ? .invalid : .notNumeric
        case .symbol:
            return .notNumeric
        }
    }

    private func descriptor(at index: Int, in agent: Agent) -> PropertyDescriptor {
        PropertyDescriptor(value: load(at: index, in: agent), writable: true, enumerable: true, configurable: true)
    }

    // MARK: Integer-Indexed exotic internal methods (§9.4.5)

    override func getOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> PropertyDescriptor? {
        switch numericKey(key) {
        case .element(let index): return descriptor(at: index, in: agent)
        case .invalid: return nil
        case .notNumeric: return try super.getOwnProperty(key, in: agent)
        }
    }

    override func hasProperty(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        switch numericKey(key) {
        case .element: return true
        case .invalid: return false
        case .notNumeric: return try super.hasProperty(key, in: agent)
        }
    }

    override func defineOwnProperty(_ key: PropertyKey, _ descriptor: PropertyDescriptor,
                                    in agent: Agent) throws -> Bool {
        switch numericKey(key) {
        case .invalid:
            return false
        case .element(let index):
            if descriptor.isAccessor || descriptor.configurable == false || descriptor.enumerable == false
                || descriptor.writable == false
            {
                return false
            }
            if let value = descriptor.value { setElement(try agent.elementValue(value, for: kind), at: index) }
            return true
        case .notNumeric:
            return try super.defineOwnProperty(key, descriptor, in: agent)
        }
    }

    override func get(_ key: PropertyKey, receiver: JSValue, in agent: Agent) throws -> JSValue {
        switch numericKey(key) {
        case .element(let index): return load(at: index, in: agent)
        case .invalid: return .undefined
        case .notNumeric: return try super.get(key, receiver: receiver, in: agent)
        }
    }

    override func set(_ key: PropertyKey, _ value: JSValue, receiver: JSValue, in agent: Agent) throws -> Bool {
        let found = numericKey(key)
        switch found {
        case .notNumeric:
            return try super.set(key, value, receiver: receiver, in: agent)
        case .element, .invalid:
            // §10.4.5.5: on this object itself, TypedArraySetElement (the value converted
            // first, even for no element; the index checked again after, unless the value
            // was a Number, whose conversion runs no script); through a prototype chain, an
            // ordinary set on the receiver of a valid index only.
            guard let target = receiver.asObject, target === self else {
                guard case .element = found else { return true }
                return try JSObject.setOnReceiver(key, value, receiver: receiver, in: agent)
            }
            if !kind.isBigInt, case .number = value {
                if case .element(let index) = found { store(value, at: index) }
                return true
            }
            let converted = try agent.elementValue(value, for: kind)
            if case .element(let index) = numericKey(key) { store(converted, at: index) }
            return true
        }
    }

    override func delete(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        switch numericKey(key) {
        case .element: return false
        case .invalid: return true
        case .notNumeric: return try super.delete(key, in: agent)
        }
    }

    override func ownPropertyKeys(in agent: Agent) throws -> [PropertyKey] {
        ordinaryOwnPropertyKeys(extraIndices: 0..<UInt32(truncatingIfNeeded: length))
    }
}

extension Agent {
    /// A value converted to a typed array's content type: ToBigInt for the BigInt kinds,
    /// ToNumber for the others (§9.4.5.9 IntegerIndexedElementSet, §24.3.1.2 SetViewValue).
    func elementValue(_ value: JSValue, for kind: TypedArrayKind) throws -> JSValue {
        kind.isBigInt ? .bigint(try toBigInt(value)) : .number(try toNumber(value))
    }
}

/// A DataView (§24.3): reads and writes any element type at any byte offset of a buffer.
final class JSDataView: JSObject {
    let buffer: JSArrayBuffer
    let byteOffset: Int
    /// [[ByteLength]], or nil for a view that tracks its growable buffer's length.
    let fixedByteLength: Int?

    init(buffer: JSArrayBuffer, byteOffset: Int, byteLength: Int?, prototype: JSObject?, in agent: Agent) {
        self.buffer = buffer
        self.byteOffset = byteOffset
        fixedByteLength = byteLength
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    /// IsViewOutOfBounds (§25.3.1.3).
    var isOutOfBounds: Bool {
        ViewBounds.isOutOfBounds(buffer, byteOffset: byteOffset, byteLength: fixedByteLength)
    }

    /// GetViewByteLength (§25.3.1.2), or zero when out of bounds.
    var byteLength: Int {
        if isOutOfBounds { return 0 }
        return fixedByteLength ?? buffer.byteLength - byteOffset
    }

    override var className: String { "DataView" }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(buffer)
    }
}

/// The bounds rule typed arrays and DataViews share (IsTypedArrayOutOfBounds,
/// IsViewOutOfBounds): a view is out of bounds once its buffer is detached or no longer
/// reaches its start or, when it has a fixed length, its end. A view without one tracks the
/// buffer's length.
enum ViewBounds {
    static func isOutOfBounds(_ buffer: JSArrayBuffer, byteOffset: Int, byteLength: Int?) -> Bool {
        if buffer.isDetached { return true }
        let available = buffer.byteLength
        if byteOffset > available { return true }
        if let byteLength { return byteLength > available - byteOffset }
        return false
    }
}
