import Synchronization

/// The Atomics object (§25.4): sequentially consistent operations on integer typed arrays,
/// real atomic instructions on the memory (so agents on other threads see them whole), and
/// `wait`/`notify`/`waitAsync` across agents through the shared block's waiter list.
enum AtomicsBuiltins {
    /// The read-modify-write operations of §25.4.3–25.4.14, on two's complement bits.
    enum Operation {
        case add, and, exchange, or, sub, xor

        func apply(_ old: UInt64, _ operand: UInt64) -> UInt64 {
            switch self {
            case .add: return old &+ operand
            case .and: return old & operand
            case .exchange: return operand
            case .or: return old | operand
            case .sub: return old &- operand
            case .xor: return old ^ operand
            }
        }
    }

    static let methods: [BuiltinMethod] = [
        .init("add", length: 3, { agent, _, arguments in try readModifyWrite(arguments, .add, in: agent) }),
        .init("and", length: 3, { agent, _, arguments in try readModifyWrite(arguments, .and, in: agent) }),
        .init("compareExchange", length: 4, compareExchange),
        .init("exchange", length: 3, { agent, _, arguments in try readModifyWrite(arguments, .exchange, in: agent) }),
        .init("isLockFree", length: 1, { agent, _, arguments in
            let size = try agent.toIntegerOrInfinity(arguments[0])
            return .boolean(size == 1 || size == 2 || size == 4 || size == 8)
        }),
        .init("load", length: 2, load),
        .init("notify", length: 3, notify),
        .init("or", length: 3, { agent, _, arguments in try readModifyWrite(arguments, .or, in: agent) }),
        .init("store", length: 3, store),
        .init("sub", length: 3, { agent, _, arguments in try readModifyWrite(arguments, .sub, in: agent) }),
        .init("wait", length: 4, { agent, _, arguments in try wait(arguments, isAsync: false, in: agent) }),
        .init("waitAsync", length: 4, { agent, _, arguments in try wait(arguments, isAsync: true, in: agent) }),
        .init("xor", length: 3, { agent, _, arguments in try readModifyWrite(arguments, .xor, in: agent) }),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let atomics = realm.makeOrdinaryObject(in: agent)
        realm.install(methods, on: atomics, in: agent)
        atomics.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Atomics"), attributes: .configurable)
        realm.globalObject.defineBuiltinProperty(agent.key("Atomics"), .object(atomics))
    }

    // MARK: Validation

    /// ValidateIntegerTypedArray (§25.4.3.1): an integer, non-clamped typed array within its
    /// buffer; `Int32Array`/`BigInt64Array` only when `waitable`.
    static func validate(_ value: JSValue, waitable: Bool = false, in agent: Agent) throws -> JSTypedArray {
        guard let object = value.asObject, let array = object as? JSTypedArray else {
            throw agent.typeError("[object \(value.shortDescription)] is not an integer shared typed array.")
        }
        if array.isOutOfBounds { throw agent.typeError("Cannot perform Atomics operation on a detached ArrayBuffer") }
        let allowed: Bool
        switch array.kind {
        case .int32, .bigInt64: allowed = true
        case .int8, .uint8, .int16, .uint16, .uint32, .bigUint64: allowed = !waitable
        case .uint8Clamped, .float32, .float64: allowed = false
        }
        guard allowed else {
            throw agent.typeError(waitable ? "[object Array] is not an int32 or BigInt64 typed array."
                                            : "[object Array] is not an integer shared typed array.")
        }
        return array
    }

    /// ValidateAtomicAccess (§25.4.3.2): the element's byte index in the buffer.
    static func validateAccess(_ array: JSTypedArray, _ index: JSValue, in agent: Agent) throws -> Int {
        let length = array.length
        let accessIndex = try agent.toIndex(index)
        guard accessIndex < length else { throw agent.rangeError("Invalid atomic access index") }
        return accessIndex * array.kind.elementSize + array.byteOffset
    }

    /// RevalidateAtomicAccess: converting the operands ran script, which may have detached
    /// or shrunk (a resizable one) the buffer.
    static func revalidate(_ array: JSTypedArray, byteIndex: Int, in agent: Agent) throws {
        if array.isOutOfBounds { throw agent.typeError("Cannot perform Atomics operation on a detached ArrayBuffer") }
        guard byteIndex < array.byteOffset + array.byteLength else { throw agent.rangeError("Invalid atomic access index") }
    }

    /// The operand of an update as the element's bits: ToBigInt, or ToIntegerOrInfinity then
    /// the element conversion (§25.4.3.17 step 3); also the value `store` returns.
    static func operand(_ value: JSValue, for kind: TypedArrayKind, in agent: Agent) throws -> (bits: UInt64, value: JSValue) {
        let converted: JSValue
        if kind.isBigInt {
            converted = .bigint(try agent.toBigInt(value))
        } else {
            converted = .number(try agent.toIntegerOrInfinity(value) + 0)
        }
        var bits: UInt64 = 0
        withUnsafeMutableBytes(of: &bits) { raw in
            if let base = raw.baseAddress { kind.store(converted, to: base) }
        }
        return (bits, converted)
    }

    /// An element's bits as its value (little-endian: the low bytes come first).
    static func value(ofBits bits: UInt64, _ kind: TypedArrayKind, in agent: Agent) -> JSValue {
        withUnsafeBytes(of: bits) { raw in raw.baseAddress.map { kind.load(from: $0, in: agent) } ?? .undefined }
    }

    /// Runs `body` on the element at `byteIndex` as an atomic cell.
    static func withCell<Result>(_ array: JSTypedArray, _ byteIndex: Int, _ body: (AtomicCell) -> Result) -> Result? {
        let size = array.kind.elementSize
        return array.buffer.withUnsafeMutableBytes { raw in
            guard byteIndex >= 0, byteIndex + size <= raw.count, let base = raw.baseAddress else { return nil }
            return body(AtomicCell(address: base + byteIndex, size: size))
        }
    }

    // MARK: Operations

    /// AtomicReadModifyWrite (§25.4.3.17): returns the element's previous value.
    static func readModifyWrite(_ arguments: Arguments, _ operation: Operation, in agent: Agent) throws -> JSValue {
        let array = try validate(arguments[0], in: agent)
        let byteIndex = try validateAccess(array, arguments[1], in: agent)
        let (bits, _) = try operand(arguments[2], for: array.kind, in: agent)
        try revalidate(array, byteIndex: byteIndex, in: agent)
        let old = withCell(array, byteIndex) { $0.update { operation.apply($0, bits) } } ?? 0
        return value(ofBits: old, array.kind, in: agent)
    }

    /// Atomics.compareExchange ( typedArray, index, expectedValue, replacementValue ) (§25.4.5).
    @Sendable static func compareExchange(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(arguments[0], in: agent)
        let byteIndex = try validateAccess(array, arguments[1], in: agent)
        let (expected, _) = try operand(arguments[2], for: array.kind, in: agent)
        let (replacement, _) = try operand(arguments[3], for: array.kind, in: agent)
        try revalidate(array, byteIndex: byteIndex, in: agent)
        let old = withCell(array, byteIndex) { $0.compareExchange(expected: expected, desired: replacement) } ?? 0
        return value(ofBits: old, array.kind, in: agent)
    }

    /// Atomics.load ( typedArray, index ) (§25.4.9).
    @Sendable static func load(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(arguments[0], in: agent)
        let byteIndex = try validateAccess(array, arguments[1], in: agent)
        try revalidate(array, byteIndex: byteIndex, in: agent)
        return value(ofBits: withCell(array, byteIndex) { $0.load() } ?? 0, array.kind, in: agent)
    }

    /// Atomics.store ( typedArray, index, value ) (§25.4.12): returns the converted value.
    @Sendable static func store(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(arguments[0], in: agent)
        let byteIndex = try validateAccess(array, arguments[1], in: agent)
        let (bits, converted) = try operand(arguments[2], for: array.kind, in: agent)
        try revalidate(array, byteIndex: byteIndex, in: agent)
        _ = withCell(array, byteIndex) { $0.store(bits) }
        return converted
    }

    /// Atomics.notify ( typedArray, index, count ) (§25.4.15).
    @Sendable static func notify(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(arguments[0], waitable: true, in: agent)
        let byteIndex = try validateAccess(array, arguments[1], in: agent)
        var count = Int.max
        if !arguments[2].isUndefined {
            let requested = try agent.toIntegerOrInfinity(arguments[2])
            count = requested >= Double(Int.max) ? Int.max : Int(max(requested, 0))
        }
        guard let block = array.buffer.sharedBlock else { return 0 }
        return .number(Double(block.waiters.notify(byteIndex: byteIndex, count: count)))
    }

    /// DoWait (§25.4.3.14): `Atomics.wait` blocks this agent's thread; `waitAsync` returns
    /// `{ async, value }` with a promise the notifying agent settles through this agent's
    /// mailbox.
    static func wait(_ arguments: Arguments, isAsync: Bool, in agent: Agent) throws -> JSValue {
        let array = try validate(arguments[0], waitable: true, in: agent)
        guard let block = array.buffer.sharedBlock else {
            throw agent.typeError("[object Array] is not a shared typed array.")
        }
        let byteIndex = try validateAccess(array, arguments[1], in: agent)
        let (expected, _) = try operand(arguments[2], for: array.kind, in: agent)
        let timeout = try agent.toNumber(arguments[3])
        let milliseconds = timeout.isNaN ? Double.infinity : max(timeout, 0)
        if !isAsync && !agent.canBlock {
            throw agent.typeError("Atomics.wait cannot be called in this context")
        }
        let deadline: UInt64? = milliseconds.isFinite
            ? WaitSignal.now &+ UInt64(min(milliseconds * 1_000_000, 1e18)) : nil
        let size = array.kind.elementSize
        let signal = isAsync ? nil : WaitSignal()
        let asyncID = isAsync ? agent.asyncWaits.reserveID() : 0
        let delivery: (@Sendable (Bool) -> Void)? = isAsync ? agent.asyncWaits.delivery(for: asyncID) : nil
        let waiter = WaiterList.Waiter(byteIndex: byteIndex, signal: signal, asyncDelivery: delivery)
        enum Start { case notEqual, timedOut, waiting }
        let start: Start = block.waiters.enter { list in
            guard byteIndex + size <= block.byteLength else { return .notEqual }
            let current = AtomicCell(address: block.base + byteIndex, size: size).load()
            if current != expected { return .notEqual }
            if milliseconds == 0 && isAsync { return .timedOut }
            list.append(waiter)
            return .waiting
        }
        if isAsync {
            switch start {
            case .notEqual: return asyncResult(isAsync: false, .text("not-equal"), in: agent)
            case .timedOut: return asyncResult(isAsync: false, .text("timed-out"), in: agent)
            case .waiting:
                let promise = agent.asyncWaits.add(id: asyncID, waiter: waiter, list: block.waiters, deadline: deadline, in: agent)
                return asyncResult(isAsync: true, .object(promise), in: agent)
            }
        }
        guard start == .waiting, let signal else { return .text("not-equal") }
        // Sleep in slices so the runtime's terminating interrupt (a worker's terminate())
        // gets through a wait that has no end.
        while true {
            let sliceEnd = WaitSignal.now &+ 10_000_000
            if signal.wait(until: min(deadline ?? .max, sliceEnd)) { return .text("ok") }
            let timedOut = deadline.map { WaitSignal.now >= $0 } ?? false
            if timedOut || agent.interrupt.isRequested {
                if !block.waiters.remove(waiter) { return .text("ok") }
                if timedOut { return .text("timed-out") }
                try agent.checkInterrupt()
                block.waiters.enter { $0.append(waiter) }
            }
        }
    }

    private static func asyncResult(isAsync: Bool, _ value: JSValue, in agent: Agent) -> JSValue {
        let result = agent.makeObject()
        agent.define(result, "async", .boolean(isAsync), isEnumerable: true)
        agent.define(result, "value", value, isEnumerable: true)
        return .object(result)
    }
}

/// One aligned element of a buffer's memory, read and written with sequentially consistent
/// atomic instructions of its width (1, 2, 4 or 8 bytes), bits zero-extended to 64.
struct AtomicCell {
    let address: UnsafeMutableRawPointer
    let size: Int

    func load() -> UInt64 {
        switch size {
        case 1: return UInt64(address.assumingMemoryBound(to: Atomic<UInt8>.self).pointee.load(ordering: .sequentiallyConsistent))
        case 2: return UInt64(address.assumingMemoryBound(to: Atomic<UInt16>.self).pointee.load(ordering: .sequentiallyConsistent))
        case 4: return UInt64(address.assumingMemoryBound(to: Atomic<UInt32>.self).pointee.load(ordering: .sequentiallyConsistent))
        default: return address.assumingMemoryBound(to: Atomic<UInt64>.self).pointee.load(ordering: .sequentiallyConsistent)
        }
    }

    func store(_ bits: UInt64) {
        switch size {
        case 1: address.assumingMemoryBound(to: Atomic<UInt8>.self).pointee.store(UInt8(truncatingIfNeeded: bits), ordering: .sequentiallyConsistent)
        case 2: address.assumingMemoryBound(to: Atomic<UInt16>.self).pointee.store(UInt16(truncatingIfNeeded: bits), ordering: .sequentiallyConsistent)
        case 4: address.assumingMemoryBound(to: Atomic<UInt32>.self).pointee.store(UInt32(truncatingIfNeeded: bits), ordering: .sequentiallyConsistent)
        default: address.assumingMemoryBound(to: Atomic<UInt64>.self).pointee.store(bits, ordering: .sequentiallyConsistent)
        }
    }

    /// Returns the value found; the exchange happened when it equals `expected`.
    func compareExchange(expected: UInt64, desired: UInt64) -> UInt64 {
        switch size {
        case 1:
            return UInt64(address.assumingMemoryBound(to: Atomic<UInt8>.self).pointee.compareExchange(
                expected: UInt8(truncatingIfNeeded: expected), desired: UInt8(truncatingIfNeeded: desired), ordering: .sequentiallyConsistent).original)
        case 2:
            return UInt64(address.assumingMemoryBound(to: Atomic<UInt16>.self).pointee.compareExchange(
                expected: UInt16(truncatingIfNeeded: expected), desired: UInt16(truncatingIfNeeded: desired), ordering: .sequentiallyConsistent).original)
        case 4:
            return UInt64(address.assumingMemoryBound(to: Atomic<UInt32>.self).pointee.compareExchange(
                expected: UInt32(truncatingIfNeeded: expected), desired: UInt32(truncatingIfNeeded: desired), ordering: .sequentiallyConsistent).original)
        default:
            return address.assumingMemoryBound(to: Atomic<UInt64>.self).pointee.compareExchange(
                expected: expected, desired: desired, ordering: .sequentiallyConsistent).original
        }
    }

    /// Replaces the bits with `update(old)` atomically (a compare-and-exchange loop); returns
    /// the old bits.
    func update(_ update: (UInt64) -> UInt64) -> UInt64 {
        let mask: UInt64 = size == 8 ? .max : (1 << UInt64(size * 8)) - 1
        var old = load()
        while true {
            let found = compareExchange(expected: old, desired: update(old) & mask)
            if found == old { return old }
            old = found
        }
    }
}
