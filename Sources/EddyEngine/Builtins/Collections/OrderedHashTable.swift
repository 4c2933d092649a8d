/// A key as Map and Set compare them (SameValueZero, §7.2.11): numbers by value with
/// −0 = +0 and NaN = NaN, strings and BigInts by contents, symbols and objects by identity. The table
/// holding the key keeps any object alive, so its identity is never reused meanwhile.
enum CollectionKey: Hashable {
    case undefined, null
    case boolean(Bool)
    case number(UInt64)
    case string(JSString)
    case bigint(BigInteger)
    case identity(ObjectIdentifier)

    init(_ value: JSValue) {
        switch value {
        case .undefined: self = .undefined
        case .null: self = .null
        case .boolean(let boolean): self = .boolean(boolean)
        case .number(let number):
            if number.isNaN {
                self = .number(Double.nan.bitPattern)
            } else {
                self = .number((number == 0 ? 0.0 : number).bitPattern)
            }
        case .string(let string): self = .string(string.string)
        case .bigint(let bigint): self = .bigint(bigint.value)
        case .symbol(let symbol): self = .identity(ObjectIdentifier(symbol.symbol))
        case .object(let object):
            let object = object.object
            self = .identity(ObjectIdentifier(object))
        }
    }
}

/// A position in a table's entries that survives deletion, clearing and compaction, so
/// iteration sees every entry present when it gets there (§23.1.3.5 forEach, §23.1.5.2.1).
final class TableCursor {
    fileprivate(set) var position = 0
    /// Cleared once its iteration is over (exhausted, or its iterator collected), so the
    /// table forgets it at its next sweep.
    fileprivate(set) var isAttached = true
}

/// Map's and Set's [[MapData]]/[[SetData]]: entries in insertion order, deleted entries
/// left as holes until a compaction, which moves every live cursor with them.
final class OrderedHashTable {
    private(set) var keys: ContiguousArray<JSValue?> = []
    private(set) var values: ContiguousArray<JSValue> = []
    private var index: [CollectionKey: Int] = [:]
    private(set) var count = 0
    /// The cursors of iterations still running. Held strongly: a weak reference would give
    /// every cursor a side table and send its retains down the runtime's slow path, and a
    /// sweep of dead ones at every new cursor made iterating a map while earlier iterators
    /// awaited collection quadratic. Detached cursors are dropped when the list has doubled.
    private var cursors: [TableCursor] = []
    private var cursorSweepCount = 8

    func value(for key: JSValue) -> JSValue? {
        index[CollectionKey(key)].map { values[$0] }
    }

    func contains(_ key: JSValue) -> Bool {
        index[CollectionKey(key)] != nil
    }

    /// Sets the value of an existing key, or appends a new entry (−0 is stored as +0).
    func set(_ key: JSValue, _ value: JSValue) {
        let normalizedKey = CollectionKey(key)
        if let position = index[normalizedKey] {
            values[position] = value
            return
        }
        var stored = key
        if case .number(let number) = key, number == 0 { stored = .number(0) }
        index[normalizedKey] = keys.count
        keys.append(stored)
        values.append(value)
        count += 1
    }

    @discardableResult
    func remove(_ key: JSValue) -> Bool {
        guard let position = index.removeValue(forKey: CollectionKey(key)) else { return false }
        keys[position] = nil
        values[position] = .undefined
        count -= 1
        compactIfSparse()
        return true
    }

    /// Empties the table; cursors restart at the first entry added from now on.
    func removeAll() {
        keys = []
        values = []
        index = [:]
        count = 0
        for cursor in cursors { cursor.position = 0 }
    }

    /// A cursor at the first entry; `detach` it when its iteration ends.
    func makeCursor() -> TableCursor {
        let cursor = TableCursor()
        if cursors.count >= cursorSweepCount {
            cursors.removeAll { !$0.isAttached }
            cursorSweepCount = max(8, 2 * cursors.count)
        }
        cursors.append(cursor)
        return cursor
    }

    /// Ends the cursor's iteration: compactions no longer move it.
    func detach(_ cursor: TableCursor) {
        cursor.isAttached = false
    }

    /// Calls `body` with each entry in order, including those added meanwhile (forEach's
    /// iteration, §23.1.3.5).
    func forEachEntry(_ body: (_ key: JSValue, _ value: JSValue) throws -> Void) rethrows {
        let cursor = makeCursor()
        defer { detach(cursor) }
        while let (key, value) = next(cursor) { try body(key, value) }
    }

    /// The next live entry at or after the cursor, which moves past it; nil at the end.
    func next(_ cursor: TableCursor) -> (key: JSValue, value: JSValue)? {
        while cursor.position < keys.count {
            let position = cursor.position
            cursor.position += 1
            if let key = keys[position] { return (key, values[position]) }
        }
        return nil
    }

    /// The live entries from the cursor on, without moving it (util.inspect's preview).
    func remaining(from cursor: TableCursor) -> [(key: JSValue, value: JSValue)] {
        var result: [(key: JSValue, value: JSValue)] = []
        for position in min(cursor.position, keys.count)..<keys.count {
            if let key = keys[position] { result.append((key, values[position])) }
        }
        return result
    }

    /// Drops the holes once they outnumber the live entries.
    private func compactIfSparse() {
        let holes = keys.count - count
        guard holes > 16, holes > count else { return }
        // livesBefore[i]: how many live entries precede old position i.
        var livesBefore = [Int](repeating: 0, count: keys.count + 1)
        var newKeys = ContiguousArray<JSValue?>()
        var newValues = ContiguousArray<JSValue>()
        newKeys.reserveCapacity(count)
        newValues.reserveCapacity(count)
        for position in 0..<keys.count {
            livesBefore[position] = newKeys.count
            if let key = keys[position] {
                index[CollectionKey(key)] = newKeys.count
                newKeys.append(key)
                newValues.append(values[position])
            }
        }
        livesBefore[keys.count] = newKeys.count
        cursors.removeAll { !$0.isAttached }
        cursorSweepCount = max(8, 2 * cursors.count)
        for cursor in cursors { cursor.position = livesBefore[min(cursor.position, keys.count)] }
        keys = newKeys
        values = newValues
    }

    /// Every key and value, for the collector.
    func visit(_ marker: inout Marker) {
        for case let key? in keys { marker.mark(key) }
        marker.mark(values)
    }
}
