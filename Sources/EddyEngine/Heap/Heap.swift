#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Statistics of the collector, for tests and benchmarks.
struct HeapStatistics: Equatable {
    var liveCellCount = 0
    /// Of those, the strings, symbols and BigInts (`Heap.registerShared`).
    var liveSharedCellCount = 0
    /// Interned property names (`AtomTable`), strings among the shared cells.
    var atomCount = 0
    /// Cells dropped by one collection and reached again by a later one (missed roots).
    var droppedCellsReached = 0
    var collectionCount = 0
    var freedCellCount = 0
    var allocationsSinceCollection = 0
    /// Time spent collecting, in total and in the longest single collection.
    var totalCollectionTime = Duration.zero
    var longestCollectionTime = Duration.zero
}

/// Every cell the engine allocated, in one list, and the mark-and-clear collector over it
/// (docs/architecture.md, "Memory"). The heap knows no roots itself: the agent supplies them.
final class Heap {
    /// Every registered cell, each reference owned (retained once by `register`, released
    /// once when the cell is dropped): a list of plain pointers compacts without a retain
    /// and a release per cell at every collection.
    private var cells: ContiguousArray<Unmanaged<HeapCell>> = []
    /// Symbols and BigInts (`registerShared`): cells that Swift code may also hold by a
    /// strong reference — a property key its symbol, loaded code its literals — and that stay
    /// alive while it does, marked or not.
    private var sharedCells: ContiguousArray<Unmanaged<HeapCell>> = []
    /// Strings (`registerString`), shared cells as symbols are, in lists of their own
    /// (Heap+Strings.swift).
    private var strings = StringCells()
    /// Cells that live as long as the heap (`registerPermanent`): never swept, released
    /// with the heap.
    private var permanentCells: ContiguousArray<Unmanaged<HeapCell>> = []
    private var epoch: UInt32 = 1
    private var allocationDebt = 0
    private var threshold: Int
    /// Bytes allocated outside cells (ArrayBuffer data, long strings) since the last
    /// collection. A cell count alone would let a loop that reads a 20 MB file into a
    /// fresh buffer each time run to gigabytes before its few dead cells — each holding
    /// megabytes — added up to a collection (V8 accounts external memory the same way).
    private var externalDebt = 0
    private var collectionCount = 0
    private var freedCellCount = 0
    private var totalCollectionTime = Duration.zero
    private var longestCollectionTime = Duration.zero

    /// The smallest allocation debt that triggers a collection (and the first one's): below
    /// it, collecting costs more than the memory it frees.
    let minimumThreshold: Int

    /// `EDDY_GC_STRESS=1`: every safe point collects.
    var isStressEnabled: Bool

    /// `EDDY_GC_VERIFY=1`: a collection that reaches a cell an earlier collection dropped
    /// stops the process with a report. Such a cell was held by Swift code across a
    /// collection without being rooted and then stored where the roots reach it; it would
    /// be a dangling pointer (object values do not own their cells), so verifying keeps
    /// dropped cells as zombies (`keepsDroppedCells`) and makes reaching one fatal.
    var isVerifying = false

    /// The mark epoch of a dropped cell; no collection uses it.
    static let deadEpoch = UInt32.max
    /// The mark epoch of a cell not registered yet (see `HeapCell.markEpoch`); no
    /// collection uses it either.
    static let unregisteredEpoch = UInt32.max - 1
    /// The mark epoch of an orphan string, made where no heap was bound to the thread and
    /// owned by nobody yet (`registerEscapingString`): the first collection to mark it
    /// adopts it. No collection uses it.
    static let orphanEpoch = UInt32.max - 2

    /// Stops the process if `object`, about to become a value, is owned by no heap.
    static func checkRegistered(_ object: HeapCell) {
        if object.markEpoch == unregisteredEpoch {
            fatalError("a \(type(of: object)) no heap owns became a value: register it (Heap.register) "
                       + "before a value refers to it")
        }
    }

    /// `EDDY_GC_VERIFY=1` for the whole process: every heap keeps the cells it drops as
    /// zombies (cleared, `deadEpoch`, not released) and debug builds check, each time an
    /// object value is unwrapped (`ObjectReference.object`), that it is not one. An object
    /// value does not keep its cell alive, so a value held where the collector cannot see
    /// it would otherwise point at freed memory; as a zombie it is caught where it is used.
    static let keepsDroppedCells = getenv("EDDY_GC_VERIFY").map { String(cString: $0) != "0" } ?? false

    /// Stops the process if `cell` was dropped by a collection (see `keepsDroppedCells`).
    @inline(__always) static func checkLive(_ cell: HeapCell) {
        if cell.markEpoch == deadEpoch { reportDeadCell(cell) }
    }

    private static func reportDeadCell(_ cell: HeapCell) -> Never {
        fatalError("heap verifier: a \(type(of: cell)) the collector dropped is used again: a value held "
                   + "outside the collector's roots across a collection (a missed root; the backtrace "
                   + "below names the site)")
    }

    /// Dropped cells kept unreleased while verifying (see `keepsDroppedCells`), one batch per
    /// collection, oldest first. Past `zombieLimit` cells the oldest batches are released: a
    /// missed root is used soon after the collection that dropped its cell, and keeping every
    /// zombie would hold a program's whole allocation history (600 MB for
    /// bench/engine/cyclic_garbage.js).
    private var zombies: [[Unmanaged<HeapCell>]] = []
    private var zombieCount = 0
    /// The first batch not released yet (released ones are emptied, then dropped in bulk).
    private var zombieHead = 0
    static let zombieLimit = 500_000

    /// How many dropped cells collections have reached again (counted always; fatal when
    /// verifying).
    private(set) var droppedCellsReached = 0
    /// What the last collection found wrong, if anything: the agent reports it with the
    /// JavaScript stack when verifying.
    var verifierFinding: String?

    /// `EDDY_GC_DISABLE=1`: safe points never collect (explicit `collect()` still does), so
    /// the memory benchmark can show what the collector saves.
    var isAutomaticCollectionDisabled = false

    /// The shape every cleared object falls back to, so that a stale reference to a freed
    /// object still sees a consistent (empty) object.
    let emptyShape: Shape

    /// The agent's interpreter (see `Agent.vm`), which lives as long as the agent: the heap
    /// is the agent's part that owns it. The VM refers back to the agent without retaining it.
    var interpreter: VM? {
        didSet { interpreterReference = interpreter.map { Unmanaged.passUnretained($0) } }
    }
    /// `interpreter`, borrowed: the per-call checks read it without a retain and a release.
    private(set) var interpreterReference: Unmanaged<VM>?

    /// The private elements (ES2022) of the objects that have any, by the object's identity
    /// (Object/PrivateName.swift). An object marks its entry as part of itself and removes it
    /// when it dies, which every registered cell does through `clearReferences`.
    var privateElements: [ObjectIdentifier: PrivateElements] = [:]

    /// Cells pinned by embedders, with a count per cell.
    private var pins: [ObjectIdentifier: (cell: HeapCell, count: Int)] = [:]

    /// The handle scopes of running natives (see `Agent.enterNativeScope`): every cell
    /// allocated while a native runs, and every value handed back to it, stays rooted until
    /// that native returns. This is what makes Swift locals in natives safe without
    /// explicit rooting.
    private(set) var scopedCells: ContiguousArray<HeapCell> = []
    /// Whether new cells go into the innermost handle scope (a native is running, not
    /// bytecode).
    var isRecordingScope = false

    /// This heap as the threads it ran on know it (Heap+Strings.swift): detached when the
    /// heap is disposed of or freed.
    private(set) lazy var threadLink = ThreadLink(self)

    /// The agent's interned property names. The heap owns them as it owns any string and
    /// takes each out of the table when it drops it (`JSString.clearReferences`).
    private(set) lazy var atoms = AtomTable(heap: self)

    init(emptyShape: Shape, isStressEnabled: Bool, minimumThreshold: Int = Heap.defaultMinimumThreshold) {
        self.emptyShape = emptyShape
        self.isStressEnabled = isStressEnabled
        self.minimumThreshold = minimumThreshold
        self.threshold = minimumThreshold
    }

    /// Drops every cell and its references now, pins included: the heap of an agent that
    /// will run nothing more. Cycles through Swift closures (a host function capturing its
    /// host, which owns the agent) end here, so the host and agent can be freed.
    func dispose() {
        threadLink.detach()
        atoms.removeAll()
        let all = cells + sharedCells + zombies.joined() + permanentCells
        strings.removeAll(clearing: true)
        cells = []
        sharedCells = []
        permanentCells = []
        zombies = []
        zombieCount = 0
        zombieHead = 0
        defer { for cell in all { cell.release() } }
        pins = [:]
        scopedCells = []
        for cell in all { cell._withUnsafeGuaranteedRef { $0.clearReferences(in: self) } }
    }

    /// Drops every cell's references so the whole graph is freed with the agent.
    deinit {
        threadLink.detach()
        atoms.removeAll()
        for cell in cells { cell._withUnsafeGuaranteedRef { $0.clearReferences(in: self) } }
        for cell in cells { cell.release() }
        for cell in sharedCells { cell.release() }
        strings.removeAll(clearing: false)
        strings.deallocate()
        for batch in zombies { for cell in batch { cell.release() } }
        for cell in permanentCells { cell.release() }
    }

    var statistics: HeapStatistics {
        HeapStatistics(liveCellCount: liveCellCount, liveSharedCellCount: sharedCells.count + strings.count,
                       atomCount: atoms.count,
                       droppedCellsReached: droppedCellsReached,
                       collectionCount: collectionCount,
                       freedCellCount: freedCellCount, allocationsSinceCollection: allocationDebt,
                       totalCollectionTime: totalCollectionTime, longestCollectionTime: longestCollectionTime)
    }

    var liveCellCount: Int { cells.count + sharedCells.count + strings.count }

    /// Whether `liveCellCount` may include dead strings an automatic collection left for a
    /// later sweep (`StringCells`); `collect(full: true)` sweeps them.
    var hasUnsweptStrings: Bool { strings.hasUnsweptStrings }

    /// Adds a new cell to the heap. Every object and environment goes through here.
    @inline(__always) @discardableResult
    func register<Cell: HeapCell>(_ cell: Cell) -> Cell {
        cells.append(Unmanaged<HeapCell>.passRetained(cell))
        return noteRegistered(cell)
    }

    /// Adds a symbol or BigInt (strings: `registerString`). Besides values, which the
    /// collector marks, Swift code holds these by strong references it does not trace: every
    /// property key (shapes, their transitions and lookup tables, for-in name caches, key
    /// lists a native is walking), ropes and slices over a string, the global symbol
    /// registry, the well-known symbols, loaded code's literals, any Swift local holding a
    /// `JSString`. A collection drops such a cell only when it is unmarked *and* the heap's
    /// reference is its only one (see `markSharedCellsHeldElsewhere`), so each of those
    /// holders keeps it exactly as long as it holds it, with no root to forget.
    @inline(__always) @discardableResult
    func registerShared<Cell: HeapCell>(_ cell: Cell) -> Cell {
        sharedCells.append(Unmanaged<HeapCell>.passRetained(cell))
        return noteRegistered(cell)
    }

    /// Adds a string, a shared cell as `registerShared` describes (the atom table's
    /// reference is borrowed, so an atom lives while a key or value holds it).
    @inline(__always)
    func registerString(_ string: JSString) {
        strings.append(string)
        _ = noteRegistered(string)
    }

    /// What registering a cell in either list does besides the list: its first epoch, the
    /// debt that triggers a collection, and the recording scope.
    @inline(__always)
    private func noteRegistered<Cell: HeapCell>(_ cell: Cell) -> Cell {
        if cell.markEpoch == Heap.unregisteredEpoch { cell.markEpoch = 0 }
        allocationDebt += 1
        if isRecordingScope { scopedCells.append(cell) }
        return cell
    }

    /// Adds a cell that lives as long as the heap: never collected, so no root need hold it
    /// (the well-known symbols, which the agent holds anyway).
    @discardableResult
    func registerPermanent<Cell: HeapCell>(_ cell: Cell) -> Cell {
        permanentCells.append(Unmanaged<HeapCell>.passRetained(cell))
        if cell.markEpoch == Heap.unregisteredEpoch { cell.markEpoch = 0 }
        return cell
    }

    /// Roots `cell` in the innermost handle scope, if one is recording.
    @inline(__always) func retainInScope(_ cell: HeapCell) {
        if isRecordingScope { scopedCells.append(cell) }
    }

    /// Drops the handle-scope entries above `mark`.
    func truncateScope(to mark: Int) {
        if scopedCells.count > mark { scopedCells.removeLast(scopedCells.count - mark) }
    }

    /// How many bytes allocated outside cells make a collection due (less under a byte
    /// limit: see `limitLiveBytes`).
    static let externalThreshold = 64 << 20
    private var externalThreshold = Heap.externalThreshold

    /// What one cell counts for under a byte limit, besides what it owns elsewhere: a Swift
    /// object's header and fields, and its entry in the heap's list.
    static let cellByteEstimate = 64
    /// Whether each collection adds up `liveByteCount` (only under a byte limit: it costs a
    /// pass over the surviving cells).
    private var measuresLiveBytes = false
    /// The bytes the cells that survived the last collection hold, cells and what they own
    /// (`HeapCell.ownedByteCount`); 0 unless measured.
    private(set) var liveByteCount = 0

    /// Measures `liveByteCount` at every collection from now on, and collects often enough
    /// for a limit of `bytes`: after a quarter of it allocated outside cells.
    func limitLiveBytes(to bytes: Int) {
        measuresLiveBytes = true
        externalThreshold = Swift.max(Swift.min(Heap.externalThreshold, bytes / 4), 1 << 16)
    }

    /// Counts `bytes` allocated outside the heap's cells but owned by one of them.
    @inline(__always) func noteExternalAllocation(bytes: Int) {
        externalDebt &+= bytes
    }

    /// Whether the allocation debt says a collection is due.
    var isCollectionDue: Bool {
        !isAutomaticCollectionDisabled
            && (isStressEnabled || allocationDebt >= threshold || externalDebt >= externalThreshold)
    }

    func pin(_ cell: HeapCell) {
        let id = ObjectIdentifier(cell)
        pins[id, default: (cell, 0)].count += 1
    }

    func unpin(_ cell: HeapCell) {
        let id = ObjectIdentifier(cell)
        guard let entry = pins[id] else { return }
        if entry.count <= 1 {
            pins[id] = nil
        } else {
            pins[id] = (entry.cell, entry.count - 1)
        }
    }

    /// Cells pinned at least once.
    var pinnedCellCount: Int { pins.count }

    func pinCount(of cell: HeapCell) -> Int {
        pins[ObjectIdentifier(cell)]?.count ?? 0
    }

    /// Marks from the roots `markRoots` pushes (plus pinned cells), then clears and drops
    /// every cell not reached.
    /// A collection that is not `full` leaves old strings for a later one (`StringCells`).
    func collect(full: Bool = true, markingRoots markRoots: (inout Marker) -> Void) {
        let start = ContinuousClock.now
        defer {
            let elapsed = ContinuousClock.now - start
            totalCollectionTime += elapsed
            longestCollectionTime = max(longestCollectionTime, elapsed)
        }
        epoch = epoch &+ 1
        // 0 is the epoch of cells never marked, `deadEpoch` that of dropped ones,
        // `unregisteredEpoch` that of cells no heap owns yet, `orphanEpoch` that of orphans.
        if epoch == 0 || epoch >= Heap.orphanEpoch { epoch = 1 }
        var marker = Marker(epoch: epoch)
        marker.privateElements = privateElements
        marker.rootLabel = "pins"
        for entry in pins.values { marker.mark(entry.cell) }
        marker.rootLabel = "handle scopes"
        for cell in scopedCells { marker.mark(cell) }
        markRoots(&marker)
        marker.drain()
        marker.rootLabel = "property keys and literals"
        markSharedCellsHeldElsewhere(&marker)
        marker.resolveEphemerons()
        marker.sweepEphemerons()
        if marker.droppedCellsReached > 0 {
            droppedCellsReached += marker.droppedCellsReached
            verifierFinding = "\(marker.droppedCellsReached) cell(s) dropped by an earlier collection are "
                + "reachable again (the first \(marker.firstDroppedCell ?? "a cell")): a missed root"
        }
        // Dropped before the sweep removes dead objects' entries, which must not copy it.
        marker.privateElements = [:]
        // Marked now, so the sweep below keeps them.
        for orphan in marker.adoptedStrings { strings.adopt(orphan) }

        // Compacted in place: the list holds plain pointers, so keeping a cell costs no
        // retain and release. A dead cell is released as soon as its references are
        // cleared: whatever it still held is either another cell, which the heap's own
        // reference keeps until its turn comes, or plain Swift data, so no release cascades.
        // Verifying keeps dead cells instead, so that a value still pointing at one finds a
        // zombie rather than freed memory.
        let epoch = epoch
        let keepsDropped = isVerifying || Heap.keepsDroppedCells
        var kept = 0
        var dead: [Unmanaged<HeapCell>] = []
        for index in cells.indices {
            let cell = cells[index]
            if cell._withUnsafeGuaranteedRef({ $0.markEpoch == epoch }) {
                cells[kept] = cell
                kept += 1
            } else {
                cell._withUnsafeGuaranteedRef {
                    $0.clearReferences(in: self)
                    $0.markEpoch = Heap.deadEpoch
                }
                if keepsDropped { dead.append(cell) } else { cell.release() }
            }
        }
        var freed = cells.count - kept
        cells.removeLast(freed)
        freed += sweepSharedCells(epoch: epoch, keepsDead: keepsDropped, in: &dead)
        // After the other cells: a dead symbol or object lets go of strings (a description,
        // a dictionary shape's keys) that can go in this collection.
        freed += strings.sweep(epoch: epoch, full: full || keepsDropped, atoms: atoms, keepingDropped: keepsDropped,
                               into: &dead)
        // The dead strings' references are gone, so releasing each frees it without a
        // recursive cascade of deinits.
        if keepsDropped {
            if !dead.isEmpty { zombies.append(dead) }
            zombieCount += dead.count
            while zombieCount > Heap.zombieLimit, zombies.count - zombieHead > 1 {
                let oldest = zombies[zombieHead]
                zombies[zombieHead] = []
                zombieHead += 1
                zombieCount -= oldest.count
                for cell in oldest { cell.release() }
            }
            if zombieHead > 1024, zombieHead * 2 > zombies.count {
                zombies.removeFirst(zombieHead)
                zombieHead = 0
            }
        } else {
            for cell in dead { cell.release() }
        }
        freedCellCount += freed
        collectionCount += 1
        // Growing: most of what was allocated since the last collection is still alive, and
        // that was more than the minimum debt (see `isGrowing`).
        let isGrowing = Heap.isGrowing(freed: freed, debt: allocationDebt, previousThreshold: threshold,
                                       minimum: minimumThreshold)
        allocationDebt = 0
        externalDebt = 0
        threshold = Heap.threshold(live: kept + sharedCells.count + strings.count, minimum: minimumThreshold,
                                   isGrowing: isGrowing)
        if measuresLiveBytes { liveByteCount = measureLiveBytes() }
        if Heap.tracesCollections { traceCollection(kept: kept, freed: freed, since: start) }
    }

    /// `EDDY_GC_TRACE=1`: a line on standard error after each collection.
    private static let tracesCollections = getenv("EDDY_GC_TRACE").map { String(cString: $0) == "1" } ?? false

    private func traceCollection(kept: Int, freed: Int, since start: ContinuousClock.Instant) {
        let line = "eddy gc: kept \(kept) cells, \(sharedCells.count) shared, \(strings.count) strings; "
            + "freed \(freed); next after \(threshold) allocations; \(ContinuousClock.now - start)\n"
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }

    private func measureLiveBytes() -> Int {
        var total = 0
        for list in [cells, sharedCells] {
            for cell in list {
                total &+= cell._withUnsafeGuaranteedRef { Heap.cellByteEstimate &+ $0.ownedByteCount }
            }
        }
        return total &+ strings.byteCount(perCell: Heap.cellByteEstimate)
    }

    /// How many cells may be allocated after a collection, per cell it kept, before the next:
    /// each collection marks every live cell, so a program with a large live heap (Havlak's
    /// loop graph) spends half as long marking at 2 as at 1, for about a third more memory.
    static let growthFactor = 2

    /// A heap that kept most of what was allocated since the last collection is growing: it
    /// may grow by this factor of its live cells before the next, up to `growingHeapDebtLimit`,
    /// so building a large live heap (a million-promise chain) marks it a few times only.
    static let growingHeapFactor = 5
    /// The debt past which a growing heap's growth is `growthFactor` alone.
    static let growingHeapDebtLimit = 100_000

    /// The allocation debt that makes the next collection due after one that kept `live`
    /// cells: `growthFactor` times them, at least `minimum`, and for a heap that `isGrowing`
    /// `growingHeapFactor` times them within `growingHeapDebtLimit`. A heap in a steady state
    /// makes garbage only, and that garbage is most of its memory between collections, so its
    /// minimum is small: 1M short-lived cycles (bench/engine/cyclic_garbage.js, ~5,600 live
    /// cells) peaked 20 MiB above an empty script with a fixed debt of 100,000 cells, 5 MiB
    /// above at 28,000 and 2 MiB above at 11,000, where marking the few live cells again
    /// costs little.
    static func threshold(live: Int, minimum: Int, isGrowing: Bool) -> Int {
        let steady = max(minimum, live * growthFactor)
        guard isGrowing else { return steady }
        return max(steady, min(growingHeapDebtLimit, live * growingHeapFactor))
    }

    /// Whether a collection that freed `freed` cells of the `debt` allocated since the last one
    /// finds the heap growing: most of them survived, and the collection came after more than
    /// the `minimum` debt. A collection due at the minimum (the first one, or any while the
    /// live heap is small) says nothing about growth: start-up keeps most of what it makes,
    /// and calling its heap growing let 1M short-lived cycles
    /// (bench/engine/cyclic_garbage.js) allocate at the growing pace before their first
    /// collection, which set their peak (3 MiB above the steady pace's). A heap that really
    /// grows (a million-promise chain) passes the minimum at the next collection, which
    /// costs one more marking of its then small live set.
    static func isGrowing(freed: Int, debt: Int, previousThreshold: Int, minimum: Int) -> Bool {
        previousThreshold > minimum && freed * 2 < debt
    }

    /// The minimum debt (`minimumThreshold`) unless `EDDY_GC_MINIMUM` gives another, in cells:
    /// for measuring the collector's pace against memory.
    static let defaultMinimumThreshold = 10_000

    /// Marks the symbols and BigInts that Swift code holds by strong references (see
    /// `registerShared`), before weak collections are resolved: such a symbol is live, so a
    /// WeakMap entry, WeakRef or FinalizationRegistry cell keyed by it must stay. One held
    /// only by a cell that dies in this collection (a dead object's shape) goes in the next.
    /// Strings, in a list of their own, are left to their sweep: no weak collection is keyed
    /// by one, and marking one marks nothing else (a string refers only to strings, by strong
    /// references).
    private func markSharedCellsHeldElsewhere(_ marker: inout Marker) {
        let epoch = marker.epoch
        for cell in sharedCells where cell._withUnsafeGuaranteedRef({ $0.markEpoch != epoch }) {
            if !Heap.isOwnedByHeapAlone(cell) { marker.mark(borrowed: cell) }
        }
        marker.drain()
    }

    /// Drops the symbols and BigInts that are unmarked and held by no Swift reference,
    /// releasing them or, when `keepsDead`, appending them to `dead`; returns how many.
    private func sweepSharedCells(epoch: UInt32, keepsDead: Bool, in dead: inout [Unmanaged<HeapCell>]) -> Int {
        var freed = 0
        for index in sharedCells.indices.reversed() {
            let cell = sharedCells[index]
            guard cell._withUnsafeGuaranteedRef({ $0.markEpoch != epoch }), Heap.isOwnedByHeapAlone(cell) else {
                continue
            }
            cell._withUnsafeGuaranteedRef {
                $0.clearReferences(in: self)
                $0.markEpoch = Heap.deadEpoch
            }
            freed += 1
        }
        guard freed > 0 else { return 0 }
        // The dead ones carry `deadEpoch`, which no cell still in the list has.
        var kept = 0
        for index in sharedCells.indices {
            let cell = sharedCells[index]
            if cell._withUnsafeGuaranteedRef({ $0.markEpoch == Heap.deadEpoch }) {
                if keepsDead { dead.append(cell) } else { cell.release() }
            } else {
                sharedCells[kept] = cell
                kept += 1
            }
        }
        sharedCells.removeLast(sharedCells.count - kept)
        return freed
    }

    /// Whether the heap's reference (retained once by `registerShared`) is `cell`'s only
    /// strong one. The check borrows that reference into a variable for
    /// `isKnownUniquelyReferenced` and gives it back, so the count is unchanged.
    @inline(__always)
    static func isOwnedByHeapAlone<Cell: HeapCell>(_ cell: Unmanaged<Cell>) -> Bool {
        var owned = cell.takeRetainedValue()
        defer { _ = Unmanaged.passRetained(owned) }
        return isKnownUniquelyReferenced(&owned)
    }
}
