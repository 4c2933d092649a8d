/// A Map or Set instance: an ordinary object with a [[MapData]] or [[SetData]] slot.
class JSKeyedCollection: JSObject {
    let table = OrderedHashTable()

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        table.visit(&marker)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        table.removeAll()
    }

    /// Each entry: its key and value, and the hash index's entry (about as much again).
    override var ownedByteCount: Int { super.ownedByteCount &+ table.keys.count &* 4 &* MemoryLayout<JSValue?>.stride }

    /// Sets an entry, counting the table's growth toward the next collection: a loop adding
    /// numbers allocates no cell, so nothing else would bring one (or a heap byte limit's check).
    func setEntry(_ key: JSValue, _ value: JSValue, in agent: Agent) {
        let capacity = table.keys.capacity
        table.set(key, value)
        let grown = table.keys.capacity &- capacity
        if grown > 0 { agent.heap.noteExternalAllocation(bytes: grown &* 4 &* MemoryLayout<JSValue?>.stride) }
    }
}

/// A Map instance (§23.1).
final class JSMap: JSKeyedCollection {
    override var className: String { "Map" }
}

/// A Set instance (§23.2); its table's values are unused.
final class JSSet: JSKeyedCollection {
    override var className: String { "Set" }
}

/// A Map Iterator or Set Iterator instance (§23.1.5.3, §23.2.5.3).
final class CollectionIterator: JSObject {
    enum Kind { case keys, values, entries }

    /// The collection iterated; nil once exhausted.
    var collection: JSKeyedCollection?
    let cursor: TableCursor
    let kind: Kind
    /// Whether this is a Map Iterator (else a Set Iterator), for the brand check of `next`.
    let isMap: Bool

    init(iterating collection: JSKeyedCollection, kind: Kind, prototype: JSObject, in agent: Agent) {
        self.collection = collection
        isMap = collection is JSMap
        cursor = collection.table.makeCursor()
        self.kind = kind
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    override var className: String { isMap ? "Map Iterator" : "Set Iterator" }

    /// What the iterator has still to give, as V8's `previewEntries` reports it to
    /// util.inspect: keys or values alone, or for an entries iterator the flat list
    /// `[key, value, key, value…]` (`isKeyValue`). Nothing is consumed.
    func preview() -> (entries: [JSValue], isKeyValue: Bool) {
        let remaining = collection?.table.remaining(from: cursor) ?? []
        switch kind {
        case .keys: return (remaining.map(\.key), false)
        // A Set's table keeps its values as keys.
        case .values: return (remaining.map { isMap ? $0.value : $0.key }, false)
        case .entries: return (remaining.flatMap { [$0.key, isMap ? $0.value : $0.key] }, true)
        }
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(collection)
    }

    /// Ends the iteration: the table stops moving the cursor.
    func finish() {
        collection?.table.detach(cursor)
        collection = nil
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        finish()
    }
}

/// A WeakMap or WeakSet instance (§23.3, §23.4). Its entries are ephemerons: the collector
/// marks a value only once its key is reachable some other way, and drops the entries of
/// keys that are not (see `Marker.resolveEphemerons`). Non-registered symbols may be keys
/// too (ES2023), held the same way: by a plain word, which keeps nothing alive (a strong
/// reference would keep the symbol forever, see `Heap.registerShared`).
final class JSWeakCollection: JSObject, EphemeronTable {
    let isSet: Bool
    override var className: String { isSet ? "WeakSet" : "WeakMap" }
    private(set) var entries: [ObjectIdentifier: (key: JSObject, value: JSValue)] = [:]
    private(set) var symbolEntries: [ObjectIdentifier: (key: SymbolReference, value: JSValue)] = [:]

    init(isSet: Bool, prototype: JSObject, in agent: Agent) {
        self.isSet = isSet
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    /// The entry of an object or symbol key (nil for other values, which are never keys).
    func value(for key: JSValue) -> JSValue? {
        switch key {
        case .object(let object):
            let object = object.object
            return entries[ObjectIdentifier(object)]?.value
        case .symbol(let symbol): return symbolEntries[ObjectIdentifier(symbol.symbol)]?.value
        default: return nil
        }
    }

    /// Adds or replaces an entry; the key is an object or a symbol that can be held weakly.
    func set(_ key: JSValue, _ value: JSValue) {
        switch key {
        case .object(let object):
            let object = object.object
            entries[ObjectIdentifier(object)] = (object, value)
        case .symbol(let symbol): symbolEntries[ObjectIdentifier(symbol.symbol)] = (symbol, value)
        default: break
        }
    }

    @discardableResult
    func remove(_ key: JSValue) -> Bool {
        switch key {
        case .object(let object):
            let object = object.object
            return entries.removeValue(forKey: ObjectIdentifier(object)) != nil
        case .symbol(let symbol): return symbolEntries.removeValue(forKey: ObjectIdentifier(symbol.symbol)) != nil
        default: return false
        }
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        if !entries.isEmpty || !symbolEntries.isEmpty { marker.ephemeronTables.append(self) }
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        entries = [:]
        symbolEntries = [:]
    }

    func markValuesOfMarkedKeys(_ marker: inout Marker) -> Bool {
        guard !isSet else { return false }
        var marked = false
        // A value may be an object, a symbol or a BigInt: each is a cell.
        for entry in entries.values where entry.key.markEpoch == marker.epoch
            && entry.value.holdsCellUnmarked(in: marker.epoch) {
            marker.mark(entry.value)
            marked = true
        }
        for entry in symbolEntries.values where !JSValue.symbol(entry.key).holdsCellUnmarked(in: marker.epoch)
            && entry.value.holdsCellUnmarked(in: marker.epoch) {
            marker.mark(entry.value)
            marked = true
        }
        return marked
    }

    func removeEntriesWithUnmarkedKeys(epoch: UInt32) {
        entries = entries.filter { $0.value.key.markEpoch == epoch }
        symbolEntries = symbolEntries.filter { !JSValue.symbol($0.value.key).holdsCellUnmarked(in: epoch) }
    }
}
