import EddySyntax

/// What a host (EddyRuntime) builds on. The engine's types are `package`, not `public`: the
/// runtime host and the embedding API in this package reach them, programs outside it see
/// only the public embedding API. Everything here runs on the agent's thread.
extension Agent {
    /// Creates an agent with one realm; `EDDY_GC_STRESS=1` turns on the collector's stress mode.
    /// `stackSizeKilobytes` is node's `--stack-size`: the frame limit scales with it from
    /// node's default of 984 KB, within 100 and 200,000 frames.
    package static func makeHostAgent(stackSizeKilobytes: Int? = nil) -> Agent {
        let agent = Agent()
        if let kilobytes = stackSizeKilobytes {
            let frames = Double(kilobytes) * Double(Agent.defaultCallFrames) / 984
            agent.maximumCallFrames = Int(Swift.min(Swift.max(frames, 100), 200_000))
            agent.maximumCallDepth = Swift.min(agent.maximumCallDepth, agent.maximumCallFrames)
        }
        _ = agent.vm.extras(agent.currentRealm)
        return agent
    }

    /// The realm code runs in when the host calls in.
    package var hostRealm: Realm { currentRealm }

    /// An ordinary object inheriting from %Object.prototype%.
    package func makePlainObject() -> JSObject { makeObject() }

    /// An array holding `values`.
    package func makeArrayObject(_ values: [JSValue]) -> JSObject { makeArray(values) }

    /// A function implemented in Swift. Its body must not capture JavaScript values: the
    /// collector cannot see Swift captures (pin them, or keep them in JavaScript objects).
    package func makeHostFunction(_ name: String, length: Int = 0,
                                  _ body: @escaping NativeFunctionBody) -> JSObject {
        currentRealm.makeFunction(name, length: length, in: self, body: body)
    }

    /// Compiles `source` as the body of a function taking `parameters` (how the CommonJS
    /// loader wraps a module) and closes it over the global scope. Line and column numbers
    /// in its errors and stack traces are those of `source` itself: nothing is prepended.
    /// - Throws: `JSException` with a `SyntaxError` whose stack names `name:line:column`.
    package func compileFunction(_ source: String, name: String, parameters: [String]) throws -> JSObject {
        try compileFunction(source: SourceText(source, name: name), parameters: parameters)
    }

    /// `compileFunction` of a source given as a script value: its UTF-16 code units are
    /// parsed as they are, lone surrogates included (a Swift `String` would replace them).
    package func compileFunction(_ source: JSValue, name: String, parameters: [String]) throws -> JSObject {
        try compileFunction(source: SourceText(units: try toString(source).units, name: name), parameters: parameters)
    }

    private func compileFunction(source: SourceText, parameters: [String]) throws -> JSObject {
        try vm.compileFunctionBody(source, parameters: parameters, realm: currentRealm)
    }

    /// Parses and runs a script in the global scope; returns its completion value.
    package func runScript(_ source: String, name: String) throws -> JSValue {
        try evaluateScript(source, name: name)
    }

    /// Runs a script given as a script value (its code units as they are, see
    /// `compileFunction`) in `realm`'s global scope, the current realm's by default.
    /// A `//# sourceURL=` comment names the script in stack traces, as V8's does.
    /// `refusingDynamicImport`: `import()` in the script rejects (see
    /// `ModuleHost.dynamicImportRefusal`).
    package func runScript(_ source: JSValue, name: String, in realm: Realm? = nil,
                           refusingDynamicImport: Bool = false) throws -> JSValue {
        var text = SourceText(units: try toString(source).units, name: name)
        text.adoptSourceURL()
        return try evaluateScript(text, in: realm, refusingDynamicImport: refusingDynamicImport)
    }

    /// Checks a script's syntax without running it.
    /// - Throws: `JSException` with a `SyntaxError`.
    package func checkSyntax(_ source: String, name: String, asFunctionBody parameters: [String]?) throws {
        let text = SourceText(source, name: name)
        do {
            if let parameters {
                _ = try Parser.parseFunctionBody(text, parameters: parameters)
            } else {
                _ = try Parser.parseScript(text)
            }
        } catch {
            throw vm.syntaxErrorObject(error, in: text)
        }
    }

    /// Calls `function` with `this` and `arguments` ([[Call]]).
    package func callFunction(_ function: JSValue, this: JSValue = .undefined, _ arguments: [JSValue]) throws -> JSValue {
        try call(function, this: this, arguments: arguments)
    }

    /// A new error object of `kind` with `message` and a captured `stack`.
    package func makeErrorObject(_ kind: ErrorKind, _ message: String) -> JSObject {
        guard let object = makeError(kind, message).value.asObject else { return makeObject() }
        return object
    }

    /// Runs every queued promise job (and the jobs they queue).
    /// - Throws: the exception of a job that threw; later jobs stay queued.
    package func runQueuedJobs() throws { try runJobs() }

    /// Queues a call of `function` as a microtask (`queueMicrotask`).
    package func enqueueHostCall(_ function: JSValue) { enqueueCall(function) }

    /// The number of promise jobs waiting.
    package var queuedJobCount: Int { pendingJobCount }

    /// HostPromiseRejectionTracker (§25.6.1.9): told when a promise is rejected without a
    /// handler (`.reject`) and when such a promise later gets one (`.handle`).
    package func setPromiseRejectionTracker(_ tracker: ((Agent, JSObject, PromiseRejectionOperation) -> Void)?) {
        guard let tracker else {
            hostHooks.promiseRejectionTracker = nil
            return
        }
        hostHooks.promiseRejectionTracker = { agent, promise, operation in tracker(agent, promise, operation) }
    }

    /// Called after every collection (a host's heap limit).
    package func setCollectionObserver(_ observer: ((Agent) -> Void)?) {
        hostHooks.afterCollection = observer
    }

    /// The reason of a rejected promise, or undefined.
    package func rejectionReason(of promise: JSObject) -> JSValue {
        guard let promise = promise as? JSPromise, case .rejected = promise.state else { return .undefined }
        return promise.result
    }

    /// Keeps `object` alive (and its references intact) while the host holds it; balanced by
    /// `release(_:)`.
    package func retain(_ object: JSObject) { pin(object) }

    /// Balances one `retain(_:)`.
    package func release(_ object: JSObject) { unpin(object) }

    /// Runs a full collection now (`gc()` of `--expose-gc`).
    package func collectGarbage() { collect() }

    /// Live cells in the heap.
    package var liveObjectCount: Int { heap.liveCellCount }

    /// Whether `liveObjectCount` may count dead strings that the last automatic collection
    /// left for a later one: `collectGarbage()` counts exactly.
    package var mayCountDeadCells: Bool { heap.hasUnsweptStrings }

    /// The bytes live after the last collection (cells, strings, storage, buffers), once
    /// `limitHeapBytes` has turned the measurement on.
    package var liveHeapByteCount: Int { heap.liveByteCount }

    /// Turns on the measurement of `liveHeapByteCount` for a limit of `bytes`.
    package func limitHeapBytes(to bytes: Int) { heap.limitLiveBytes(to: bytes) }

    // MARK: Properties by name

    /// `object[name]` ([[Get]], may run getters).
    package func get(_ object: JSObject, _ name: String) throws -> JSValue {
        try object.get(key(name), in: self)
    }

    /// `object[name] = value` ([[Set]], throwing like strict code on failure).
    package func set(_ object: JSObject, _ name: String, _ value: JSValue) throws {
        try object.set(key(name), value, in: self)
    }

    /// `object[index]`.
    package func get(_ object: JSObject, index: Int) throws -> JSValue {
        try object.get(index >= 0 && index < Int(UInt32.max) ? .index(UInt32(index)) : key(String(index)), in: self)
    }

    /// Defines a data property that scripts see as a plain method or value: writable and
    /// configurable; enumerable when `isEnumerable`.
    package func define(_ object: JSObject, _ name: String, _ value: JSValue, isEnumerable: Bool = false) {
        object.defineBuiltinProperty(key(name), value, attributes: isEnumerable ? .defaultData : .builtin)
    }

    /// The object's own enumerable string keys, in property order.
    package func ownEnumerableKeys(_ object: JSObject) throws -> [String] {
        var result: [String] = []
        for key in try object.ownPropertyKeys(in: self) where !key.isSymbol {
            if let descriptor = try object.getOwnProperty(key, in: self), descriptor.enumerable == true {
                result.append(key.displayString)
            }
        }
        return result
    }

    /// The elements of an array-like, by its `length`.
    package func arrayElements(_ value: JSValue) throws -> [JSValue] {
        guard let object = value.asObject else { return [] }
        let length = Int(try toLength(try get(object, "length")))
        var result: [JSValue] = []
        result.reserveCapacity(min(length, 1 << 16))
        for index in 0..<length { result.append(try get(object, index: index)) }
        return result
    }

    // MARK: Conversions

    /// ToString, as Swift text.
    package func string(_ value: JSValue) throws -> String { try toString(value).stringValue }

    /// ToNumber.
    package func number(_ value: JSValue) throws -> Double { try toNumber(value) }

    /// ToString as UTF-16 code units, without a detour through a Swift `String`.
    package func utf16Units(of value: JSValue) throws -> [UInt16] {
        if case .string(let string) = value { return string.units }
        return try toString(value).units
    }

    /// ToNumber, truncated toward zero and saturated to `Int` (NaN is 0). A binding's
    /// arguments are whatever a script passes (`process.binding('fs')` reaches them
    /// unchecked), and `Int(_: Double)` traps on NaN, infinities and out-of-range values.
    package func integer(_ value: JSValue) throws -> Int {
        let number = try toNumber(value)
        if number.isNaN { return 0 }
        if number >= 0x1p63 { return .max }
        if number <= -0x1p63 { return .min }
        return Int(number)
    }

    /// Whether `value` is a callable object.
    package func isCallable(_ value: JSValue) -> Bool {
        if let object = value.asObject { return object.isCallable }
        return false
    }

    // MARK: Errors

    /// Where an error object was thrown by a `throw` statement, or else made (the innermost
    /// frame with a source position); for other values the last `throw` statement. For the
    /// host's report of an uncaught exception.
    package func origin(of value: JSValue) -> SourceLocation? {
        guard let object = value.asObject, let error = object as? JSErrorObject else { return lastThrowSite }
        return error.origin
    }
}

extension JSValue {
    /// A string value.
    package static func text(_ string: String) -> JSValue { .string(JSString(string)) }

    /// A number value from an integer.
    package static func integer<Integer: BinaryInteger>(_ value: Integer) -> JSValue { .number(Double(value)) }

    /// The object, if this is one.
    package var objectValue: JSObject? { asObject }

    /// The string's text, if this is a string.
    package var textValue: String? { asString?.stringValue }

    /// A BigInt's decimal digits (with a `-` when negative), if this is a BigInt.
    package var bigintDigits: String? {
        if case .bigint(let bigint) = self { return bigint.bigint.string() }
        return nil
    }

    /// A BigInt value from decimal digits (optionally signed), or nil when they are not.
    package static func bigint(digits: String, in agent: Agent) -> JSValue? {
        BigIntArithmetic.bigInt(from: Array(digits.utf16)).map { agent.bigint($0) }
    }

    /// `typeof`'s answer.
    package var typeName: String { typeofName }

    /// ToBoolean (§7.1.2).
    package var truthy: Bool { toBoolean }
}

extension Arguments {
    /// The argument at `index`, or undefined.
    package func value(at index: Int) -> JSValue { self[index] }

    /// How many arguments were passed.
    package var passedCount: Int { count }
}

extension JSException {
    /// The thrown JavaScript value.
    package var thrownValue: JSValue { value }

    /// Wraps a value to throw it into JavaScript.
    package static func throwing(_ value: JSValue) -> JSException { JSException(value) }
}

extension SourceLocation {
    /// The file (script name) of the location.
    package var fileName: String { file }
    /// 1-based line.
    package var lineNumber: Int { line }
    /// 1-based column.
    package var columnNumber: Int { column }

    /// The text of the location's line (without its terminator) in the source it is in,
    /// nil when the location does not carry its source.
    package var sourceLine: String? {
        guard let text, line >= 1, line <= text.lineStarts.count else { return nil }
        let start = text.lineStarts[line - 1]
        var end = line < text.lineStarts.count ? text.lineStarts[line] : text.units.count
        while end > start, [0x0A, 0x0D, 0x2028, 0x2029].contains(text.units[end - 1]) { end -= 1 }
        return String(decoding: text.units[start..<end], as: UTF16.self)
    }
}

// MARK: Introspection for util.inspect

extension Agent {
    /// Whether `value` has [[ErrorData]].
    package func isErrorObject(_ value: JSValue) -> Bool {
        if let object = value.asObject { return object is JSErrorObject }
        return false
    }

    /// Whether `value` is a promise.
    package func isArrayObject(_ value: JSValue) -> Bool {
        if let object = value.asObject { return object is JSArray }
        return false
    }

    package func isPromiseObject(_ value: JSValue) -> Bool {
        if let object = value.asObject { return object is JSPromise }
        return false
    }

    /// Marks a promise as handled, so that its rejection is no unhandled one.
    package func markHandled(_ value: JSValue) {
        if let object = value.asObject, let promise = object as? JSPromise { promise.markHandled(in: self) }
    }

    /// A promise's state (0 pending, 1 fulfilled, 2 rejected) and result.
    package func promiseDetails(_ value: JSValue) -> (state: Int, result: JSValue) {
        guard let object = value.asObject, let promise = object as? JSPromise else { return (0, .undefined) }
        switch promise.state {
        case .pending: return (0, .undefined)
        case .fulfilled: return (1, promise.result)
        case .rejected: return (2, promise.result)
        }
    }

    /// A proxy's target and handler (null once revoked); nil for any other value. Lets
    /// util.inspect show what a proxy wraps without running its traps.
    package func proxyDetails(_ value: JSValue) -> (target: JSValue, handler: JSValue)? {
        guard let object = value.asObject, let proxy = object as? JSProxy else { return nil }
        return (proxy.target.map(JSValue.object) ?? .null, proxy.handler.map(JSValue.object) ?? .null)
    }

    /// The class an object's internal slots make it (`Object.prototype.toString`'s builtin
    /// tag): `Array`, `Function`, `Error`, `Boolean`, `Number`, `String`, `Date`, `RegExp`…
    package func builtinTag(of value: JSValue) -> String {
        guard let object = value.asObject else { return "" }
        return object.className
    }

    /// An object's own keys that are not array indices, strings before symbols (V8's
    /// `GetOwnPropertyNames` with `SKIP_INDICES`): util.inspect and assert's deep comparison
    /// list a Buffer's or an array's named properties with it, so a 1 MB Buffer costs no
    /// million keys. A typed array's elements are never asked for at all. Nil for a primitive.
    package func ownNonIndexKeys(of value: JSValue, onlyEnumerable: Bool,
                                 includingSymbols: Bool) throws -> [JSValue]? {
        guard let object = value.asObject else { return nil }
        let named: [PropertyKey]
        if object is JSTypedArray {
            // Its elements are virtual and its shape holds no index (canonical numeric keys
            // are never stored on an integer-indexed object).
            let keys = object.shape.keys
            named = keys.filter { !$0.isSymbol } + keys.filter(\.isSymbol)
        } else {
            named = try object.ownPropertyKeys(in: self).filter { $0.arrayIndex == nil }
        }
        var result: [JSValue] = []
        for key in named where includingSymbols || !key.isSymbol {
            if onlyEnumerable {
                guard let descriptor = try object.getOwnProperty(key, in: self),
                      descriptor.enumerable == true else { continue }
            }
            result.append(key.value)
        }
        return result
    }

    /// A Map or Set iterator's remaining entries without consuming them (V8's
    /// `previewEntries`), for util.inspect; nil for other values.
    package func iteratorPreview(of value: JSValue) -> (entries: [JSValue], isKeyValue: Bool)? {
        guard let object = value.asObject, let iterator = object as? CollectionIterator else { return nil }
        return iterator.preview()
    }
}

// MARK: Realms for `vm` contexts

extension Agent {
    /// A new realm with its own intrinsics and global object (`vm.createContext`).
    package func makeRealm() -> Realm {
        let realm = Realm(agent: self)
        _ = vm.extras(realm)
        return realm
    }

    /// Parses and runs a script in `realm`'s global scope; returns its completion value.
    package func runScript(_ source: String, name: String, in realm: Realm) throws -> JSValue {
        try evaluateScript(source, name: name, in: realm)
    }
}

extension Realm {
    /// The realm's global object.
    package var global: JSObject { globalObject }
}

/// Runs `body` on a thread with a stack of 1 GiB (reserved, not committed) and waits for it.
/// A host runs its agent there, so that the parser and compiler recurse in place (on an
/// ordinary 8 MiB stack every compilation would need a thread of its own, about a
/// millisecond each at start-up) and deep JavaScript recursion has room.
package func withScriptThreadStack<Result>(_ body: () -> Result) -> Result {
    withDeepStack(size: 1 << 30, ifLessThan: .max, body)
}

// MARK: Bytes for `Buffer` and `fs`

extension Agent {
    /// A new ArrayBuffer holding `bytes`.
    package func makeArrayBufferObject(_ bytes: [UInt8]) -> JSObject {
        heap.register(JSArrayBuffer(holding: bytes, prototype: currentRealm.intrinsic(.arrayBufferPrototype), in: self))
    }

    /// Counts memory a host made for a value it hands to scripts (a file read as one long
    /// string), so that collection keeps pace with it.
    package func noteExternalAllocation(bytes: Int) {
        heap.noteExternalAllocation(bytes: bytes)
    }

    /// The bytes an ArrayBuffer, typed array or DataView covers, copied; nil for other values.
    package func bytes(of value: JSValue) -> [UInt8]? {
        guard let (buffer, start, length) = viewedRegion(of: value) else { return nil }
        if start == 0 && length == buffer.byteLength { return buffer.copiedBytes }
        return buffer.withUnsafeBytes { raw in
            guard start >= 0, length >= 0, start + length <= raw.count else { return [] }
            return Array(raw[start..<(start + length)])
        }
    }

    /// The byte length of an ArrayBuffer or view; nil for other values.
    package func byteLength(of value: JSValue) -> Int? {
        viewedRegion(of: value)?.length
    }

    /// The buffer an ArrayBuffer, typed array or DataView views, and the range it covers.
    private func viewedRegion(of value: JSValue) -> (buffer: JSArrayBuffer, start: Int, length: Int)? {
        guard let object = value.asObject else { return nil }
        switch object {
        case let target as JSArrayBuffer: return (target, 0, target.byteLength)
        case let array as JSTypedArray: return (array.buffer, array.byteOffset, array.byteLength)
        case let view as JSDataView: return (view.buffer, view.byteOffset, view.byteLength)
        default: return nil
        }
    }

    /// Runs `body` over the bytes an ArrayBuffer, typed array or DataView covers, in place
    /// (no copy); nil for other values. `body` must not run JavaScript.
    package func withMutableBytes<Result>(of value: JSValue,
                                          _ body: (UnsafeMutableRawBufferPointer) throws -> Result) rethrows -> Result? {
        guard let (buffer, start, length) = viewedRegion(of: value) else { return nil }
        return try buffer.withUnsafeMutableBytes { raw in
            guard start >= 0, length >= 0, start + length <= raw.count else { return nil }
            return try body(UnsafeMutableRawBufferPointer(rebasing: raw[start..<(start + length)]))
        }
    }

    /// Runs `body` over the bytes an ArrayBuffer, typed array or DataView covers, read-only and
    /// in place; nil for other values. Reads may nest (two views of one buffer), which
    /// mutable access may not. `body` must not run JavaScript.
    package func withBytes<Result>(of value: JSValue, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result? {
        guard let (buffer, start, length) = viewedRegion(of: value) else { return nil }
        return try buffer.withUnsafeBytes { raw in
            guard start >= 0, length >= 0, start + length <= raw.count else { return nil }
            return try body(UnsafeRawBufferPointer(rebasing: raw[start..<(start + length)]))
        }
    }

    /// Copies `bytes` into an ArrayBuffer or view starting at `offset` (clipped to its end);
    /// returns how many were copied.
    @discardableResult
    package func copy(_ bytes: some Collection<UInt8>, into value: JSValue, at offset: Int) -> Int {
        guard let (buffer, start, length) = viewedRegion(of: value), offset >= 0, offset < length else { return 0 }
        let count = min(bytes.count, length - offset)
        return buffer.withUnsafeMutableBytes { raw in
            guard start + offset + count <= raw.count else { return 0 }
            UnsafeMutableRawBufferPointer(rebasing: raw[(start + offset)..<(start + offset + count)]).copyBytes(from: bytes.prefix(count))
            return count
        }
    }
}

extension Arguments {
    /// `new.target` of a construct call, nil for a call.
    package var constructTarget: JSObject? { newTarget }
}

// MARK: Embedding: nesting, pins and teardown

extension Agent {
    /// Whether JavaScript is on the stack (a host function runs inside a script): a host
    /// calling in then must not drain the task queues, which only the outermost call does.
    package var isRunningJavaScript: Bool { callDepth > 0 }

    /// How many cells the host keeps pinned (`retain` without `release`), for leak tests.
    package var pinnedCellCount: Int { heap.pinnedCellCount }

    /// Frees the heap of an agent that will run nothing more: every object, pinned or not.
    /// Host functions lose their Swift closures, so a host they captured can be freed; any
    /// use of the agent afterwards sees empty objects.
    package func dispose() {
        hostHooks = HostHooks()
        heap.dispose()
    }
}
