/// A JavaScript language value (§6.1). Nine bytes of payload and tag: every case carries at
/// most one word, and a string, object, symbol or BigInt value is a plain word
/// (`CellReference`), so copying a value counts nothing: the heap owns every cell and only
/// the collector frees one (docs/architecture.md, "Memory").
package enum JSValue: BitwiseCopyable {
    case undefined
    case null
    case boolean(Bool)
    case number(Double)
    case string(StringReference)
    /// Declared between string and symbol: the VM reads the tags (string first among the
    /// references, symbol and object compared by identity; see `VM.firstIdentityTag`).
    case bigint(BigIntReference)
    case symbol(SymbolReference)
    case object(ObjectReference)

    /// The value of an object: a plain word, which keeps nothing alive (see `CellReference`).
    @inline(__always) package static func object(_ object: JSObject) -> JSValue {
        .object(ObjectReference(object))
    }

    /// The value of a string: a plain word, as an object's is. A string registers with the
    /// heap here, the first time it becomes a value (`Heap.registerEscapingString`): strings
    /// that never leave Swift code cost the collector nothing.
    @inline(__always) package static func string(_ string: JSString) -> JSValue {
        if string.markEpoch == Heap.unregisteredEpoch { Heap.registerEscapingString(string) }
        return .string(StringReference(string))
    }

    /// The value of a symbol: a plain word, as an object's is.
    @inline(__always) package static func symbol(_ symbol: JSSymbol) -> JSValue {
        .symbol(SymbolReference(symbol))
    }

    /// The value of a BigInt: a plain word, as an object's is.
    @inline(__always) package static func bigint(_ bigint: JSBigInt) -> JSValue {
        .bigint(BigIntReference(bigint))
    }
}

/// A cell as a value holds it: a pointer the value does not own. The heap owns every cell
/// (`Heap.register`) and releases it only when a collection finds it unreachable, so the
/// reference is valid as long as the collector can see the value — in a register, a slot,
/// a handle scope, a root. Swift code that holds a value anywhere else across a collection
/// must root it (`Agent.withRooted`, `pin`); when verifying, a dropped cell is kept as a
/// zombie and unwrapping one stops the process (`cell`).
package struct CellReference<Cell: HeapCell>: BitwiseCopyable {
    /// Borrowed, never retained or released by copies of the value.
    let unmanaged: Unmanaged<Cell>

    @inline(__always) package init(_ cell: Cell) {
        #if DEBUG
        Heap.checkRegistered(cell)
        #endif
        unmanaged = Unmanaged.passUnretained(cell)
    }

    /// The cell, as a strong reference for as long as the caller keeps it. Debug builds
    /// verifying the heap (`EDDY_GC_VERIFY=1`, which keeps dropped cells as zombies) check
    /// here that the collector has not dropped it: a value it dropped is a missed root.
    @inline(__always) package var cell: Cell {
        checkLive()
        return unmanaged.takeUnretainedValue()
    }

    @inline(__always) private func checkLive() {
        #if DEBUG
        if Heap.keepsDroppedCells {
            unmanaged._withUnsafeGuaranteedRef { Heap.checkLive($0) }
        }
        #endif
    }

    /// Runs `body` with the cell borrowed rather than retained, for hot paths that only look
    /// at it while the value keeps it alive (checked as `cell` is).
    @inline(__always) package func withCell<Result>(_ body: (Cell) throws -> Result) rethrows -> Result {
        checkLive()
        return try unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// The cell's address, for identity comparisons that need no access to it.
    @inline(__always) package var address: UnsafeMutableRawPointer { unmanaged.toOpaque() }
}

/// A string as a value holds it (see `CellReference`).
package typealias StringReference = CellReference<JSString>
/// An object as a value holds it (see `CellReference`).
package typealias ObjectReference = CellReference<JSObject>
/// A symbol as a value holds it (see `CellReference`).
package typealias SymbolReference = CellReference<JSSymbol>
/// A BigInt as a value holds it (see `CellReference`).
package typealias BigIntReference = CellReference<JSBigInt>

extension CellReference where Cell == JSObject {
    /// The object (see `cell`).
    @inline(__always) package var object: JSObject { cell }
}

/// What Swift code reads of a string value, without naming the cell first.
extension CellReference where Cell == JSString {
    /// The string (see `cell`).
    @inline(__always) package var string: JSString { cell }
    var count: Int { cell.count }
    package var units: [UInt16] { cell.units }
    package var stringValue: String { cell.stringValue }
    var isRope: Bool { cell.isRope }
    var contentHash: Int { cell.contentHash }
    func withUnits<Result>(_ body: (UnsafeBufferPointer<UInt16>) throws -> Result) rethrows -> Result {
        try cell.withUnits(body)
    }
    func codeUnit(at index: Int) -> UInt16? { cell.codeUnit(at: index) }
    func codePoint(at index: Int) -> (codePoint: UInt32, unitCount: Int)? { cell.codePoint(at: index) }
    func substring(from start: Int, to end: Int) -> JSString { cell.substring(from: start, to: end) }
}

extension CellReference where Cell == JSSymbol {
    /// The symbol (see `cell`).
    @inline(__always) package var symbol: JSSymbol { cell }
    var description: JSString? { cell.description }
    var descriptiveString: String { cell.descriptiveString }
}

extension CellReference where Cell == JSBigInt {
    /// The BigInt (see `cell`).
    @inline(__always) package var bigint: JSBigInt { cell }
    var value: BigInteger { cell.value }
    var isZero: Bool { cell.isZero }
    var isNegative: Bool { cell.isNegative }
    func string(radix: Int = 10) -> String { cell.string(radix: radix) }
    func string(radix: Int = 10, interrupt: ExecutionInterrupt) throws(BigIntFailure) -> String {
        try cell.string(radix: radix, interrupt: interrupt)
    }
}

extension JSValue {
    init(_ string: String) { self = .string(JSString(string)) }
    init(_ number: Double) { self = .number(number) }
    init(_ number: Int) { self = .number(Double(number)) }
    init(_ boolean: Bool) { self = .boolean(boolean) }
    init(_ object: JSObject?) { self = object.map { .object($0) } ?? .null }

    @inline(__always) package var isUndefined: Bool {
        if case .undefined = self { return true }
        return false
    }

    @inline(__always) package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// `undefined` or `null`: the values property access and ToObject reject.
    @inline(__always) package var isNullish: Bool {
        switch self {
        case .undefined, .null: return true
        default: return false
        }
    }

    @inline(__always) package var asObject: JSObject? {
        if case .object(let reference) = self { return reference.object }
        return nil
    }

    /// The cell the value holds by a plain word (a string, object, symbol or BigInt), if any.
    var heapCell: HeapCell? {
        switch self {
        case .string(let reference): return reference.cell
        case .object(let reference): return reference.cell
        case .symbol(let reference): return reference.cell
        case .bigint(let reference): return reference.cell
        default: return nil
        }
    }

    @inline(__always) package var asString: JSString? {
        if case .string(let reference) = self { return reference.string }
        return nil
    }

    @inline(__always) package var asNumber: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    @inline(__always) package var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}

extension JSValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral
{
    package init(stringLiteral value: String) { self.init(value) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(booleanLiteral value: Bool) { self = .boolean(value) }
}

extension JSValue: CustomDebugStringConvertible {
    /// A debugging rendering; never calls into JavaScript.
    package var debugDescription: String {
        switch self {
        case .undefined: return "undefined"
        case .null: return "null"
        case .boolean(let value): return value ? "true" : "false"
        case .number(let value): return NumberFormatting.string(from: value)
        case .string(let value): return "\"\(value.stringValue)\""
        case .bigint(let value): return value.bigint.string() + "n"
        case .symbol(let value): return value.symbol.descriptiveString
        case .object(let reference): return "[object \(type(of: reference.object))]"
        }
    }
}
