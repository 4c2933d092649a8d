/// An Iterator Record (§7.4.1).
struct IteratorRecord {
    let iterator: JSObject
    let nextMethod: JSValue
    var isDone = false
}

/// Operations on iterator objects (§7.4).
extension Agent {
    /// GetIterator (§7.4.1) for a sync iterator.
    func getIterator(_ value: JSValue) throws -> IteratorRecord {
        // GetMethod would fail in ToObject; V8 (and so Node) says what was not iterable.
        if value.isNullish { throw typeError("\(value.isNull ? "null" : "undefined") is not iterable") }
        guard let method = try getMethod(value, .symbol(symbols.iterator)) else {
            throw typeError("\(value.shortDescription) is not iterable")
        }
        return try getIterator(value, method: method)
    }

    /// GetIterator (§7.4.1) for an iterable a built-in reads (the Map and Set family's
    /// constructors, Object.fromEntries, the Promise combinators, AggregateError): no source
    /// text names the value, so V8 (and so Node) names it by its type, as
    /// `number 5 is not iterable (cannot read property Symbol(Symbol.iterator))`.
    func getIteratorOfArgument(_ value: JSValue) throws -> IteratorRecord {
        let method = value.isNullish ? nil : try getMethod(value, .symbol(symbols.iterator))
        guard let method else {
            throw typeError("\(value.typeDescription) is not iterable (cannot read property Symbol(Symbol.iterator))")
        }
        return try getIterator(value, method: method)
    }

    func getIterator(_ value: JSValue, method: JSObject) throws -> IteratorRecord {
        let iterator = try call(method, this: value, arguments: [])
        guard let iteratorObject = iterator.asObject else {
            throw typeError("Result of the Symbol.iterator method is not an object")
        }
        let nextMethod = try iteratorObject.get(.atom(names.next), in: self)
        return IteratorRecord(iterator: iteratorObject, nextMethod: nextMethod)
    }

    /// IteratorNext (§7.4.2).
    func iteratorNext(_ record: IteratorRecord, _ value: JSValue? = nil) throws -> JSObject {
        let result = try call(record.nextMethod, this: .object(record.iterator),
                              arguments: value.map { [$0] } ?? [])
        guard let object = result.asObject else {
            throw typeError("Iterator result \(result.shortDescription) is not an object")
        }
        return object
    }

    /// IteratorComplete (§7.4.3).
    func iteratorComplete(_ result: JSObject) throws -> Bool {
        try result.get(.atom(names.done), in: self).toBoolean
    }

    /// IteratorValue (§7.4.4).
    func iteratorValue(_ result: JSObject) throws -> JSValue {
        try result.get(.atom(names.value), in: self)
    }

    /// IteratorStep (§7.4.5): the next result, or `nil` when done. Marks the record done
    /// when the iterator finishes or throws, so callers do not close it again.
    func iteratorStep(_ record: inout IteratorRecord) throws -> JSObject? {
        do {
            let result = try iteratorNext(record)
            if try iteratorComplete(result) {
                record.isDone = true
                return nil
            }
            return result
        } catch {
            record.isDone = true
            throw error
        }
    }

    /// One step of an array or string iterator whose next method is the realm's own,
    /// taken without calling it: the result object it would make is fresh and ordinary, so
    /// reading its `done` and `value` cannot be observed (§7.4.2–7.4.4).
    enum IntrinsicStep {
        case value(JSValue)
        case done
        /// The iterator or its next method is not intrinsic: step it through the protocol.
        case notIntrinsic
    }

    @inline(__always) func intrinsicIteratorStep(_ iterator: JSObject, nextMethod: JSValue) throws -> IntrinsicStep {
        guard let next = nextMethod.asObject else { return .notIntrinsic }
        let realm = currentRealm
        if next === realm.arrayIteratorNext, let arrayIterator = iterator as? ArrayIterator {
            return try arrayIterator.nextValue(in: self).map(IntrinsicStep.value) ?? .done
        }
        if next === realm.stringIteratorNext, let stringIterator = iterator as? StringIterator {
            return stringIterator.nextValue().map(IntrinsicStep.value) ?? .done
        }
        if let result = try GeneratorBuiltins.resumeDirectly(.object(iterator), nextMethod: nextMethod, value: .undefined,
                                                             in: self) {
            // IteratorComplete and IteratorValue on the result, which a `yield*` may have
            // taken from any iterator.
            guard let resultObject = result.asObject else {
                throw typeError("Iterator result \(result.shortDescription) is not an object")
            }
            if try resultObject.get(.atom(names.done), in: self).toBoolean { return .done }
            return .value(try resultObject.get(.atom(names.value), in: self))
        }
        return .notIntrinsic
    }

    /// IteratorStep then IteratorValue: the next value, or `nil` when done.
    func iteratorStepValue(_ record: inout IteratorRecord) throws -> JSValue? {
        do {
            switch try intrinsicIteratorStep(record.iterator, nextMethod: record.nextMethod) {
            case .value(let value): return value
            case .done:
                record.isDone = true
                return nil
            case .notIntrinsic: break
            }
        } catch {
            record.isDone = true
            throw error
        }
        guard let result = try iteratorStep(&record) else { return nil }
        do {
            return try iteratorValue(result)
        } catch {
            record.isDone = true
            throw error
        }
    }

    /// IteratorClose (§7.4.6) after an abrupt completion `error` (rethrown), or after a
    /// normal one (`error` nil).
    func iteratorClose(_ record: IteratorRecord, error: Error?) throws {
        let returnMethod: JSObject?
        do {
            returnMethod = try getMethod(.object(record.iterator), .atom(names.return))
        } catch let closeError {
            throw error ?? closeError
        }
        guard let returnMethod else {
            if let error { throw error }
            return
        }
        let result: JSValue
        do {
            result = try call(returnMethod, this: .object(record.iterator), arguments: [])
        } catch let closeError {
            throw error ?? closeError
        }
        if let error { throw error }
        if !result.isObject { throw typeError("Iterator result \(result.shortDescription) is not an object") }
    }

    /// CreateIterResultObject (§7.4.7).
    func makeIteratorResult(_ value: JSValue, done: Bool) -> JSObject {
        let result = makeObject()
        result.storeProperty(.atom(names.value), value, attributes: .defaultData)
        result.storeProperty(.atom(names.done), .boolean(done), attributes: .defaultData)
        return result
    }

    /// IterableToList (§7.4.10 IterableToList).
    /// An `argument` a built-in reads is named as `getIteratorOfArgument` names it.
    func iterableToList(_ value: JSValue, isArgument: Bool = false) throws -> [JSValue] {
        var record = try isArgument ? getIteratorOfArgument(value) : getIterator(value)
        var values: [JSValue] = []
        // Each step may run JavaScript and reach a safe point: what is collected so far stays rooted.
        try withGrowingRoots { root in
            root(.object(record.iterator))
            while let next = try iteratorStepValue(&record) {
                root(next)
                values.append(next)
            }
        }
        return values
    }
}

extension JSValue {
    /// A value as V8 describes it where no source text names it (its default call site):
    /// the `typeof`, followed by the value for numbers, booleans and null.
    var typeDescription: String {
        switch self {
        case .undefined: return "undefined"
        case .null: return "object null"
        case .boolean(let value): return value ? "boolean true" : "boolean false"
        case .number(let value): return "number " + NumberFormatting.string(from: value)
        case .string(let string): return "string \"\(string.stringValue)\""
        case .bigint: return "bigint"
        case .symbol: return "symbol"
        case .object(let reference): return reference.object.isCallable ? "function" : "object"
        }
    }
}
