/// An async-from-sync iterator (§27.1.4.1 CreateAsyncFromSyncIterator): the async iterator
/// `for await` and `yield*` in an async generator use over a sync iterable. It holds the
/// sync iterator's record ([[SyncIteratorRecord]]); its methods come from
/// %AsyncFromSyncIteratorPrototype%, which no script can reach.
final class JSAsyncFromSyncIterator: JSObject {
    let syncIterator: JSObject
    let syncNextMethod: JSValue

    init(syncIterator: JSObject, syncNextMethod: JSValue, shape: Shape, prototype: JSObject) {
        self.syncIterator = syncIterator
        self.syncNextMethod = syncNextMethod
        super.init(shape: shape, prototype: prototype)
    }

    var syncRecord: IteratorRecord { IteratorRecord(iterator: syncIterator, nextMethod: syncNextMethod) }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(syncIterator)
        marker.mark(syncNextMethod)
    }
}

extension Agent {
    /// CreateAsyncFromSyncIterator (§27.1.4.1): the record of a new async-from-sync
    /// iterator over `record`, whose next method is %AsyncFromSyncIteratorPrototype%.next.
    func makeAsyncFromSyncIterator(_ record: IteratorRecord) throws -> IteratorRecord {
        let prototype = vm.extras(currentRealm).asyncFromSyncIteratorPrototype
        let iterator = heap.register(JSAsyncFromSyncIterator(syncIterator: record.iterator,
                                                             syncNextMethod: record.nextMethod,
                                                             shape: rootShape, prototype: prototype))
        return IteratorRecord(iterator: iterator, nextMethod: try iterator.get(.atom(names.next), in: self))
    }
}
