/// Anything the collector tracks: objects, environments, strings, symbols and BigInts. The heap owns
/// each registered cell and releases it when a collection does not reach it, after clearing
/// its references. Typed fields (`prototype`, `Environment.parent`) are strong references;
/// values (`JSValue.object`, `.string`, `.symbol`, `.bigint`) are not, so a cell a value refers to lives
/// only while the collector sees that value.
package class HeapCell {
    /// The collection epoch in which this cell was last marked. An epoch rather than a bit,
    /// so that nothing needs resetting between collections, even for cells that were never
    /// registered with the heap. A cell the collector dropped keeps `Heap.deadEpoch`, which
    /// no collection uses: the verifier recognises it when a missed root brings it back.
    /// A cell no heap owns yet has `Heap.unregisteredEpoch`, which debug builds check when
    /// an object becomes a value: a value does not keep its object alive, so an object no
    /// heap owns would be freed under it.
    final var markEpoch: UInt32 = Heap.unregisteredEpoch

    init() {}

    /// Pushes every cell this one references onto the marker. Never recurses.
    func visitReferences(_ marker: inout Marker) {}

    /// Drops every reference to other cells; called on unreachable cells just before the
    /// heap lets go of them, so that ARC frees whole cycles without recursion.
    func clearReferences(in heap: Heap) {}

    /// Bytes this cell owns outside its fixed size (a string's code units, an object's
    /// property and element storage, an ArrayBuffer's data), for a byte limit on the heap.
    var ownedByteCount: Int { 0 }
}

/// The collector's explicit mark stack: marking a chain a million objects long uses heap
/// memory, not the Swift stack.
struct Marker {
    let epoch: UInt32
    /// Borrowed: nothing is freed while marking (cells are cleared only after it), so a
    /// retain and a release per marked cell bought nothing.
    private(set) var stack: ContiguousArray<Unmanaged<HeapCell>> = []
    private(set) var markedCount = 0
    /// Cells the collector dropped earlier but reached again now (see `Heap.isVerifying`),
    /// and the type of the first one, for the report.
    private(set) var droppedCellsReached = 0
    private(set) var firstDroppedCell: String?
    /// Which roots are being marked (set by the agent), for the verifier's report.
    var rootLabel: StaticString = "roots"
    /// The cell whose references are being visited, nil while roots are marked.
    private var referrer: Unmanaged<HeapCell>?
    /// Weak collections reached so far (Builtins/Collections/Ephemerons.swift).
    var ephemeronTables: [EphemeronTable] = []
    /// Orphan strings reached (see `Heap.orphanEpoch`), which the heap adopts: each comes
    /// with the reference it kept to itself.
    private(set) var adoptedStrings: [Unmanaged<JSString>] = []
    /// `Heap.privateElements`, whose entries an object marks as its own storage.
    var privateElements: [ObjectIdentifier: PrivateElements] = [:]

    init(epoch: UInt32) {
        self.epoch = epoch
        stack.reserveCapacity(256)
    }

    @inline(__always) mutating func mark(_ cell: HeapCell) {
        guard cell.markEpoch != epoch else { return }
        if cell.markEpoch >= Heap.orphanEpoch { noteUnownedCell(cell) }
        cell.markEpoch = epoch
        markedCount += 1
        stack.append(Unmanaged.passUnretained(cell))
    }

    @inline(__always) mutating func mark(_ cell: HeapCell?) {
        if let cell { mark(cell) }
    }

    /// Reads the object without unwrapping it: reaching a dropped cell here is the
    /// verifier's finding, reported with its holder, not a use.
    @inline(__always) mutating func mark(_ value: JSValue) {
        switch value {
        case .string(let reference): mark(borrowed: reference.unmanaged)
        case .object(let reference): mark(borrowed: reference.unmanaged)
        case .symbol(let reference): mark(borrowed: reference.unmanaged)
        case .bigint(let reference): mark(borrowed: reference.unmanaged)
        default: break
        }
    }

    mutating func mark(_ value: JSValue?) {
        if let value { mark(value) }
    }

    /// Marks the objects among `values` (an object's slots, a frame's registers) reading
    /// each value in place: copying one out retained and released every string and every
    /// object, marked already or not. Relies on the layout `VM.checkValueLayout` verifies.
    mutating func mark(_ values: ContiguousArray<JSValue>) {
        values.withUnsafeBufferPointer { mark($0) }
    }

    /// `mark(_:)` for a value in memory, read in place.
    mutating func mark(valueAt value: UnsafePointer<JSValue>) {
        markObject(at: UnsafeRawPointer(value))
    }

    /// `mark(_:)` for values in memory (an object's slots, borrowed in place).
    mutating func mark(_ buffer: UnsafeBufferPointer<JSValue>) {
        guard let base = buffer.baseAddress else { return }
        for index in 0..<buffer.count { markObject(at: UnsafeRawPointer(base + index)) }
    }

    /// `mark(_:)` for elements in memory, holes nil.
    mutating func mark(_ buffer: UnsafeBufferPointer<JSValue?>) {
        guard let base = buffer.baseAddress else { return }
        for index in 0..<buffer.count { markObject(at: UnsafeRawPointer(base + index)) }
    }

    /// `mark(_:)` for an object's elements, whose holes are nil (an optional of a value
    /// has the value's layout, with nil a tag of its own).
    mutating func mark(_ values: ContiguousArray<JSValue?>) {
        values.withUnsafeBufferPointer { mark($0) }
    }

    /// Marks the cell a value in memory refers to, if any, without retaining it.
    @inline(__always) private mutating func markObject(at value: UnsafeRawPointer) {
        let tag = value.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt8.self)
        guard tag &- VM.firstCellTag <= VM.objectTag &- VM.firstCellTag else { return }
        mark(borrowed: Unmanaged<HeapCell>.fromOpaque(value.load(as: UnsafeRawPointer.self)))
    }

    /// Marks a cell its referrer keeps alive, without retaining it.
    @inline(__always) mutating func mark<Cell: HeapCell>(borrowed object: Unmanaged<Cell>) {
        let isNew = object._withUnsafeGuaranteedRef { cell -> Bool in
            guard cell.markEpoch != epoch else { return false }
            if cell.markEpoch >= Heap.orphanEpoch { noteUnownedCell(cell) }
            cell.markEpoch = epoch
            return true
        }
        guard isNew else { return }
        markedCount += 1
        stack.append(Unmanaged<HeapCell>.fromOpaque(object.toOpaque()))
    }

    /// A reached cell that no heap owns: an orphan string, which this collection's heap
    /// adopts, or a dropped cell (the verifier's finding).
    @inline(never) private mutating func noteUnownedCell(_ cell: HeapCell) {
        if cell.markEpoch == Heap.orphanEpoch, let string = cell as? JSString {
            adoptedStrings.append(Unmanaged.passUnretained(string))
        } else if cell.markEpoch == Heap.deadEpoch {
            noteDroppedCell(cell)
        }
    }

    /// A dropped cell is reachable again: something held it across a collection without
    /// rooting it, then stored it where the roots reach (a missed root).
    private mutating func noteDroppedCell(_ cell: HeapCell) {
        droppedCellsReached += 1
        guard firstDroppedCell == nil else { return }
        let holder = referrer.map { "a \(type(of: $0.takeUnretainedValue()))" } ?? "the \(rootLabel)"
        firstDroppedCell = "a \(type(of: cell)) held by \(holder)"
    }

    mutating func mark<Values: Sequence>(_ values: Values) where Values.Element == JSValue {
        for value in values { mark(value) }
    }

    mutating func mark<Values: Sequence>(_ values: Values) where Values.Element == JSValue? {
        for case let value? in values { mark(value) }
    }

    /// An object's private elements (ES2022 §7.3.27): the names and the values.
    mutating func markPrivateElements(of object: JSObject) {
        guard let elements = privateElements[ObjectIdentifier(object)] else { return }
        for name in elements.names { mark(name) }
        mark(elements.values)
    }

    /// Traces everything reachable from what has been marked so far.
    mutating func drain() {
        while let cell = stack.popLast() {
            referrer = cell
            cell._withUnsafeGuaranteedRef { $0.visitReferences(&self) }
        }
        referrer = nil
    }
}
