#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A job of the agent's job queue (§8.4): data, not closures, so the collector can trace
/// what each one holds.
enum Job {
    /// PromiseReactionJob (§25.6.2.1) for one half of a reaction.
    case promiseReaction(PromiseReaction, PromiseReaction.Kind, argument: JSValue)
    /// PromiseResolveThenableJob (§25.6.2.2), with the async context it was queued in.
    case promiseResolveThenable(promise: JSPromise, thenable: JSObject, then: JSObject, context: JSObject?)
    /// A job a host enqueues (`queueMicrotask`); `roots` are traced while it waits.
    case host(roots: [JSValue], run: (Agent) throws -> Void)
    /// What a slot of the queue holds once its job was taken out to run.
    case taken
}

/// HostPromiseRejectionTracker's operation (§25.6.1.9).
package enum PromiseRejectionOperation: String, Sendable {
    case reject
    case handle
}

/// Behaviour the host supplies (§8.5 host-defined hooks).
struct HostHooks {
    /// HostPromiseRejectionTracker: called with "reject" when a promise is rejected with no
    /// handler, and "handle" when a handler is later added to such a promise. The agent is
    /// passed in so the hook need not capture it (which would be a reference cycle).
    var promiseRejectionTracker: ((Agent, JSPromise, PromiseRejectionOperation) -> Void)?
    /// Called after every collection, so a host can enforce a memory limit.
    var afterCollection: ((Agent) -> Void)?
}

/// A native function running: recorded for stack traces, and a root of its `this` and
/// arguments.
///
/// Its references are borrowed from the `runNative` call that pushed it, which holds them
/// until it pops the frame: counting them again cost six atomic reference-count updates on
/// every native call.
struct NativeFrame {
    let functionReference: Unmanaged<JSFunction>
    /// `Agent.callDepth` when it was entered, so a frame provider can interleave these with
    /// bytecode frames.
    let callDepth: Int
    let this: UnsafePointer<JSValue>
    let arguments: UnsafePointer<Arguments>

    var function: JSFunction { functionReference.takeUnretainedValue() }
}

/// The spec's agent (§8.7): the heap, the atom table, the job queue and the host hooks, shared
/// by all realms. All of it belongs to one thread.
///
/// How the rest of the engine uses it:
///
/// ```swift
/// let agent = Agent()                                   // with one realm: agent.currentRealm
/// let object = agent.makeObject()                       // ordinary, inherits %Object.prototype%
/// try object.createDataPropertyOrThrow(agent.key("x"), 1, in: agent)
/// try object.set(agent.key("x"), 2, in: agent)          // [[Set]], TypeError on failure
/// let x = try object.get(agent.key("x"), in: agent)     // [[Get]]
/// let result = try agent.call(function, this: .undefined, arguments: [x])
/// throw agent.typeError("x is not a function")          // a JSException holding a TypeError
/// let scope = agent.makeEnvironment(slotCount: 2, parent: nil)
/// try agent.withRooted([x]) { try agent.runJobs() }     // keep x alive across a safe point
/// agent.collectIfNeeded()                               // a safe point
/// ```
///
/// Every cell (object, environment) must be registered with `heap` when created; the
/// `make…` methods do it. Inside a native function, a handle scope roots every cell the
/// native allocates and every value returned or thrown to it, until it returns. Swift code
/// outside natives (a host, a test) that holds a value only in locals across a call into
/// JavaScript must root it (`withRooted`, `pin`, `JSHandle`, or a `RootProvider`), or a
/// collection at a safe point will clear it. The VM brackets bytecode entered from Swift
/// with `enterScriptScope()` / `exitScope(_:returning:)`.
package final class Agent {
    let heap: Heap
    let atoms: AtomTable
    let names: CommonNames
    let symbols = WellKnownSymbols()
    /// `prototype`'s and @@hasInstance's `PropertyKey.identityBits`, for `instanceof`'s
    /// shape lookups (making the keys retained the atom's string and the symbol each time).
    private(set) var prototypeKeyBits: UInt = 0
    private(set) var hasInstanceKeyBits: UInt = 0
    /// The root of the shape tree: every new object starts here.
    let rootShape: Shape
    var hostHooks = HostHooks()
    /// Every module record, and the host that loads them (Module/ModuleHost.swift).
    lazy var moduleRegistry: ModuleRegistry = {
        let registry = ModuleRegistry()
        addRootProvider(registry)
        return registry
    }()
    /// Where the last `throw` statement ran (for a host's report of an uncaught value).
    var lastThrowSite: SourceLocation?
    /// The value of that `throw`, when it is not an error object (a `finally` rethrow of the
    /// same value keeps the first site). A root: one value at most.
    var lastThrownValue: JSValue = .undefined

    /// Matching machines of RegExps that matched once, for the next RegExp of their program.
    var regExpSpareMachines = RegExpSpareMachines()

    /// The GlobalSymbolRegistry (§19.4.2.2 Symbol.for).
    var symbolRegistry: [JSString: JSSymbol] = [:]

    /// Every realm created in this agent; each is a root.
    private(set) var realms: [Realm] = []

    /// The realm of the running execution context (§8.3). Natives switch to their own.
    var currentRealm: Realm {
        get {
            if let realm = currentRealmStorage { return realm }
            let realm = Realm(agent: self)
            self.currentRealm = realm
            return realm
        }
        set {
            currentRealmStorage = newValue
            currentRealmAddress = Unmanaged.passUnretained(newValue).toOpaque()
        }
    }
    private var currentRealmStorage: Realm?
    /// `currentRealm`'s address, so that a call can see whether it switches realms without
    /// a retain and a release of the realm.
    private(set) var currentRealmAddress: UnsafeMutableRawPointer?

    // Re-entrancy and stack traces.
    /// The depth of calls that recurse on the Swift stack: natives, bound functions, and
    /// each entry of the VM's interpreter loop from Swift. Bytecode-to-bytecode calls live in
    /// the VM's own frames and get their own (larger) limit there.
    var callDepth = 0
    /// Past this depth of native and re-entrant calls, `RangeError: Maximum call stack size
    /// exceeded`; the Swift stack actually left is checked on each call as well, so this is
    /// the limit on a thread with a large stack (the CLI's) and never a crash on a small one.
    var maximumCallDepth = 10_000
    /// Bytecode frames allowed at once (the VM's own stack), read when the VM is made:
    /// about node's depth for its default `--stack-size` (984 KB).
    var maximumCallFrames = Agent.defaultCallFrames
    static let defaultCallFrames = 10_000
    /// Set from another thread to stop the running script (see `ExecutionInterrupt`).
    package let interrupt = ExecutionInterrupt()
    /// AgentCanSuspend (§9.7): whether `Atomics.wait` may block this agent's thread.
    package var canBlock = true
    /// The agent's pending `Atomics.waitAsync` promises.
    package let asyncWaits = AsyncWaits()
    private(set) var nativeFrames: [NativeFrame] = []
    /// Error.stackTraceLimit's default.
    var stackTraceLimit = 10
    /// `Error.prepareStackTrace` is running: errors it makes get the default `stack`.
    var isPreparingStackTrace = false
    /// Arrays whose `join` is running, so a cyclic array joins as "" instead of recursing.
    var arraysBeingJoined = Set<ObjectIdentifier>()
    /// The one-code-unit strings of ASCII, made once: parsers that walk a string a character
    /// at a time (`s.substring(i, i + 1)`, `s[i]`, `charAt`) then allocate nothing, and a
    /// comparison with a one-character literal (the same instance) is an identity check.
    private var singleUnitStrings = [JSString?](repeating: nil, count: 128)
    /// The same strings as values (registered with this heap; `singleUnitStrings` keeps
    /// them), so that `substringValue` hands one out without a retain and a release.
    private var singleUnitValues = [JSValue?](repeating: nil, count: 128)
    /// `Object.prototype.toString`'s results by tag (`[object Array]`…), made once: type
    /// checks call it in loops. Held as strings, not values: a value would not keep them.
    var objectTagStrings: [String: JSString] = [:]
    /// Math.random's generator: one per agent (§20.2.2.27).
    var randomGenerator = XorShift128Plus()

    /// The host's async context (V8's continuation-preserved embedder data): an object the
    /// engine never looks into, carried from where a promise reaction or job is queued to
    /// where it runs, so `AsyncLocalStorage` sees across `await` and `then`. Nil is the empty
    /// context.
    package var asyncContext: JSObject?

    // Roots.
    private var nativeRoots: [JSValue] = []
    /// WeakRef targets (objects and symbols) created or dereferenced in the current job
    /// (§9.10 AddToKeptObjects): alive until `clearKeptObjects()`.
    private var keptObjects: [JSValue] = []
    /// Finalization registries with collected targets, waiting for their cleanup callbacks.
    private var pendingFinalizations: [JSFinalizationRegistry] = []
    /// Held weakly, so a VM that owns the agent and registers itself makes no cycle.
    private var rootProviders: [ObjectIdentifier: WeakRootProvider] = [:]

    private final class WeakRootProvider {
        weak var provider: RootProvider?
        init(_ provider: RootProvider) { self.provider = provider }
    }

    // The job queue (§8.4): run only when the host calls `runJobs()`.
    private var jobs: [Job] = []
    private var jobHead = 0
    /// Jobs dequeued and running, each in the local of the `runJobs` running it: still
    /// roots (a reaction's derived promise may be held by nothing else while its handler
    /// runs). Pointed to rather than copied: a copy cost a retain and a release of every
    /// reference the job holds, on every job.
    private var runningJobs: [UnsafePointer<Job>] = []

    /// - Parameter isGCStressEnabled: collect at every safe point; defaults to the
    ///   `EDDY_GC_STRESS=1` environment variable.
    init(isGCStressEnabled: Bool? = nil) {
        let stress = isGCStressEnabled ?? Agent.environmentRequestsGCStress()
        rootShape = Shape()
        let minimum = getenv("EDDY_GC_MINIMUM").flatMap { Int(String(cString: $0)) }.map { max($0, 1) }
        heap = Heap(emptyShape: rootShape, isStressEnabled: stress,
                    minimumThreshold: minimum ?? Heap.defaultMinimumThreshold)
        atoms = heap.atoms
        heap.isAutomaticCollectionDisabled = Agent.environmentFlag("EDDY_GC_DISABLE")
        heap.isVerifying = Agent.environmentFlag("EDDY_GC_VERIFY")
        names = CommonNames(atoms: atoms)
        prototypeKeyBits = PropertyKey.atom(names.prototype).identityBits
        hasInstanceKeyBits = PropertyKey.symbol(symbols.hasInstance).identityBits
        for (_, symbol) in symbols.all { heap.registerPermanent(symbol) }
        heap.registerPermanent(symbols.intlFallback)
        // Bound while the intrinsics are made, then the thread is left as it was: whoever
        // runs the agent binds it again (`enterScriptScope`, `claimCurrentThread`).
        let binding = heap.bindToCurrentThread()
        _ = currentRealm
        heap.restoreThreadBinding(binding)
    }

    /// Makes this agent's heap the one strings made on this thread register with, for good:
    /// for a thread that runs this agent alone, such as a runtime's loop thread, whose
    /// callbacks make strings between runs of script.
    package func claimCurrentThread() {
        heap.claimCurrentThread()
    }

    private static func environmentRequestsGCStress() -> Bool {
        environmentFlag("EDDY_GC_STRESS")
    }

    private static func environmentFlag(_ name: String) -> Bool {
        guard let value = getenv(name) else { return false }
        return String(cString: value) == "1"
    }

    /// Called by `Realm.init`.
    func register(_ realm: Realm) {
        realms.append(realm)
    }

    // MARK: - Allocation

    /// A new symbol, collected once no value and no property key holds it (see
    /// `Heap.registerShared`).
    func makeSymbol(description: JSString?) -> JSSymbol {
        heap.registerShared(JSSymbol(description: description))
    }

    /// A new BigInt cell, collected as objects are (see `Heap.registerShared`).
    func makeBigInt(_ value: BigInteger) -> JSBigInt {
        heap.registerShared(JSBigInt(value))
    }

    /// A new BigInt value (see `makeBigInt`).
    func bigint(_ value: BigInteger) -> JSValue {
        .bigint(makeBigInt(value))
    }

    /// A new ordinary object inheriting from %Object.prototype% (OrdinaryObjectCreate).
    func makeObject(slotCapacity: Int = 0) -> JSObject {
        makeObject(prototype: currentRealm.objectPrototype, slotCapacity: slotCapacity)
    }

    /// A new ordinary object with the given prototype (`nil` for none). With a
    /// `slotCapacity`, its slots have room for that many properties, so adding them one by
    /// one allocates the slots once rather than growing them 1, 2, 4…
    func makeObject(prototype: JSObject?, slotCapacity: Int = 0) -> JSObject {
        heap.register(JSObject.makeOrdinary(shape: rootShape, prototype: prototype, slotCapacity: slotCapacity))
    }

    /// A new ordinary object of a known shape with its slot values, as the VM builds object
    /// literals from a cached shape. Missing slots are undefined, extra values dropped.
    func makeObject<Values: Collection<JSValue>>(prototype: JSObject?, shape: Shape, slots: Values,
                                                 slotCapacity: Int = 0) -> JSObject {
        let object = JSObject.makeOrdinary(shape: shape, prototype: prototype, slotCapacity: slotCapacity)
        for (index, value) in zip(0..<object.slots.count, slots) { object.slots[index] = value }
        return heap.register(object)
    }

    /// A new Array exotic object holding `values`.
    func makeArray(_ values: [JSValue] = []) -> JSArray {
        JSArray.make(values, in: self)
    }

    /// A new Environment cell for captured variables.
    func makeEnvironment(slotCount: Int, parent: Environment?) -> Environment {
        heap.register(Environment.make(slotCount: slotCount, parent: parent))
    }

    /// Interns a string as a property key (an index or an atom).
    func key(_ string: String) -> PropertyKey {
        atoms.key(string)
    }

    func key(_ string: JSString) -> PropertyKey {
        atoms.key(string)
    }

    // MARK: - Calls

    /// Call (§7.3.13).
    func call(_ callee: JSValue, this: JSValue, arguments: [JSValue]) throws -> JSValue {
        guard let object = callee.asObject, let function = object as? JSFunction, function.isCallable else {
            throw typeError("\(callee.shortDescription) is not a function")
        }
        return try function.call(this: this, arguments: Arguments(arguments), in: self)
    }

    func call(_ function: JSObject, this: JSValue, arguments: [JSValue]) throws -> JSValue {
        try call(.object(function), this: this, arguments: arguments)
    }

    /// Construct (§7.3.14).
    func construct(_ constructor: JSValue, arguments: [JSValue], newTarget: JSObject? = nil) throws -> JSObject {
        guard let object = constructor.asObject, let function = object as? JSFunction,
            function.isConstructor
        else {
            throw typeError("\(constructor.shortDescription) is not a constructor")
        }
        return try function.construct(arguments: Arguments(arguments), newTarget: newTarget ?? function, in: self)
    }

    /// Runs a native body with the bookkeeping every native call needs: the depth limit,
    /// the function's realm, a frame for stack traces, and its arguments rooted.
    func runNative(_ function: JSFunction, this: JSValue, arguments: Arguments,
                   body: NativeFunctionBody) throws -> JSValue {
        try enterCall()
        defer { callDepth -= 1 }
        // Most natives run in the realm already current: compared by address, switched
        // (and switched back) only when they differ.
        var savedRealm: Realm?
        if function.realmReference.toOpaque() != currentRealmAddress {
            savedRealm = currentRealm
            currentRealm = function.realmReference.takeUnretainedValue()
        }
        defer { if let savedRealm { currentRealm = savedRealm } }
        return try withUnsafePointer(to: this) { thisPointer in
            try withUnsafePointer(to: arguments) { argumentsPointer in
                nativeFrames.append(NativeFrame(functionReference: Unmanaged.passUnretained(function),
                                                callDepth: callDepth, this: thisPointer, arguments: argumentsPointer))
                defer { nativeFrames.removeLast() }
                let scope = enterNativeScope()
                let result: JSValue
                do {
                    result = try body(self, this, arguments)
                } catch let exception as JSException {
                    exitScope(scope, returning: exception.value)
                    throw exception
                } catch {
                    exitScope(scope, returning: nil)
                    throw error
                }
                exitScope(scope, returning: result)
                return result
            }
        }
    }

    /// What a handle scope restores when it ends.
    struct HandleScope {
        fileprivate let mark: Int
        fileprivate let wasRecording: Bool
        fileprivate let binding: Heap.ThreadBinding
    }

    /// Opens a handle scope for a native: cells it allocates and values handed back to it
    /// stay rooted until `exitScope`. `runNative` does this for every native function.
    @inline(__always) func enterNativeScope() -> HandleScope {
        let scope = HandleScope(mark: heap.scopedCells.count, wasRecording: heap.isRecordingScope,
                                binding: heap.bindToCurrentThread())
        heap.isRecordingScope = true
        return scope
    }

    /// Opens a scope for bytecode entered from Swift: its allocations are rooted by the
    /// VM's registers, not recorded. The VM calls this on entry to a bytecode function
    /// from Swift, and `exitScope(_:returning:)` with the result (or thrown value).
    @inline(__always) func enterScriptScope() -> HandleScope {
        let scope = HandleScope(mark: heap.scopedCells.count, wasRecording: heap.isRecordingScope,
                                binding: heap.bindToCurrentThread())
        heap.isRecordingScope = false
        return scope
    }

    /// Closes a scope; the value handed back joins the enclosing native's scope, if any.
    @inline(__always) func exitScope(_ scope: HandleScope, returning value: JSValue?) {
        heap.truncateScope(to: scope.mark)
        heap.isRecordingScope = scope.wasRecording
        heap.restoreThreadBinding(scope.binding)
        if scope.wasRecording, let cell = value?.heapCell { heap.retainInScope(cell) }
    }

    /// Counts one more nested call, throwing past the limit. The VM calls this (and
    /// `callDepth -= 1`) around each frame.
    func enterCall() throws {
        if callDepth >= maximumCallDepth {
            throw rangeError("Maximum call stack size exceeded")
        }
        // Natives recurse on the Swift stack: the real stack left bounds them as well.
        if let vm = heap.interpreterReference {
            try vm._withUnsafeGuaranteedRef { try $0.checkStack() }
        } else {
            try vm.checkStack()
        }
        try checkInterrupt()
        callDepth += 1
    }

    // MARK: - Errors

    /// A new error object of `kind` in the current realm, as a throwable exception.
    func makeError(_ kind: ErrorKind, _ message: String) -> JSException {
        JSException(.object(currentRealm.makeError(kind, message: message, in: self)))
    }

    func typeError(_ message: String) -> JSException { makeError(.typeError, message) }
    func rangeError(_ message: String) -> JSException { makeError(.rangeError, message) }
    func referenceError(_ message: String) -> JSException { makeError(.referenceError, message) }
    func syntaxError(_ message: String) -> JSException { makeError(.syntaxError, message) }

    /// `Error.stackTraceLimit`, read without running JavaScript (the default when it is not
    /// a number).
    var currentStackTraceLimit: Int {
        if let error = currentRealm.intrinsic(.error(.error)),
            case .data(.number(let number), _)? = error.storedProperty(key("stackTraceLimit"))
        {
            return number.isNaN ? 0 : Int(max(0, min(number, 10_000)))
        }
        return stackTraceLimit
    }

    /// The frames of a new error's stack, innermost first: `Error.stackTraceLimit` of them,
    /// and `extra` more for callers that leave some out.
    func captureStackFrames(extra: Int = 0) -> [StackFrame] {
        let limit = currentStackTraceLimit + extra
        if let vm = heap.interpreter {
            return vm.captureStackFrames(in: self, limit: limit)
        }
        return nativeFrames.reversed().prefix(limit).map {
            StackFrame(functionName: $0.function.debugName, location: nil, function: ObjectIdentifier($0.function))
        }
    }

    // MARK: - Roots and collection

    /// Runs `body` with `values` rooted: native code holding values across a call back into
    /// JavaScript (where a collection may happen) roots them for that time.
    func withRooted<Result>(_ values: [JSValue], _ body: () throws -> Result) rethrows -> Result {
        let mark = nativeRoots.count
        nativeRoots.append(contentsOf: values)
        defer { nativeRoots.removeLast(nativeRoots.count - mark) }
        return try body()
    }

    func withRooted<Result>(_ object: JSObject, _ body: () throws -> Result) rethrows -> Result {
        try withRooted([.object(object)], body)
    }

    /// Runs `body` with a root list it can grow, for Swift code that accumulates values
    /// while calling into JavaScript (spreading an iterator, reading an array-like).
    func withGrowingRoots<Result>(_ body: (_ root: (JSValue) -> Void) throws -> Result) rethrows -> Result {
        let mark = nativeRoots.count
        defer { nativeRoots.removeLast(nativeRoots.count - mark) }
        return try body { self.nativeRoots.append($0) }
    }

    /// Keeps a cell alive until a matching `unpin`; pins count.
    func pin(_ cell: HeapCell) { heap.pin(cell) }
    func unpin(_ cell: HeapCell) { heap.unpin(cell) }

    func addRootProvider(_ provider: RootProvider) {
        rootProviders[ObjectIdentifier(provider)] = WeakRootProvider(provider)
    }

    func removeRootProvider(_ provider: RootProvider) {
        rootProviders[ObjectIdentifier(provider)] = nil
    }

    /// A safe point: collects if the allocation debt (or stress mode) says so. The VM calls
    /// this where no unrooted value is live in Swift locals.
    @inline(__always) func collectIfNeeded() {
        if heap.isCollectionDue { collect(full: false) }
    }

    /// Collects now; a collection that is not `full` may leave old dead strings for a later
    /// one (`StringCells`).
    func collect(full: Bool = true) {
        heap.collect(full: full) { marker in
            marker.rootLabel = "realms"
            for realm in realms { realm.markRoots(&marker) }
            currentRealm.markRoots(&marker)
            marker.rootLabel = "native roots"
            marker.mark(nativeRoots)
            marker.mark(asyncContext)
            marker.mark(lastThrownValue)
            marker.mark(keptObjects)
            for registry in pendingFinalizations { marker.mark(registry) }
            marker.rootLabel = "native frames"
            for frame in nativeFrames {
                marker.mark(frame.function)
                marker.mark(frame.this.pointee)
                marker.mark(frame.arguments.pointee.values)
            }
            marker.rootLabel = "interpreter's registers and frames"
            heap.interpreter?.markRoots(&marker)
            marker.rootLabel = "root providers"
            for entry in rootProviders.values { entry.provider?.markRoots(&marker) }
            marker.rootLabel = "job queue"
            for index in jobHead..<jobs.count { Agent.mark(jobs[index], &marker) }
            for job in runningJobs { Agent.mark(job.pointee, &marker) }
        }
        if heap.isVerifying, let finding = heap.verifierFinding {
            let stack = heap.interpreter?.captureStackFrames(in: self, limit: 12) ?? []
            fatalError("heap verifier: \(finding)\n" + stack.map { "    " + $0.formatted }.joined(separator: "\n"))
        }
        heap.verifierFinding = nil
        hostHooks.afterCollection?(self)
    }

    private static func mark(_ job: Job, _ marker: inout Marker) {
        switch job {
        case .promiseReaction(let reaction, _, let argument):
            reaction.markReferences(&marker)
            marker.mark(argument)
        case .promiseResolveThenable(let promise, let thenable, let then, let context):
            marker.mark(promise)
            marker.mark(thenable)
            marker.mark(then)
            marker.mark(context)
        case .host(let roots, _):
            marker.mark(roots)
        case .taken:
            break
        }
    }

    // MARK: - Strings

    /// The string of one code unit: shared for ASCII (an atom, unless it spells an index).
    func string(ofUnit unit: UInt16) -> JSString {
        guard unit < 128 else { return JSString(units: [unit]) }
        if let string = singleUnitStrings[Int(unit)] { return string }
        let string: JSString
        if case .atom(let atom) = atoms.key(JSString(units: [unit])) {
            string = atom.string
        } else {
            // A digit, whose key is an index: hashed now, so that comparing it with another
            // character (`JSString.==`, which ends at differing hashes) never reads the units
            // (AWFY Json's `this.current === '{'` on every digit read).
            string = JSString(units: [unit])
            _ = string.contentHash
        }
        singleUnitStrings[Int(unit)] = string
        return string
    }

    /// `substring(of:from:to:)` as a value: a one-unit ASCII result comes from the values
    /// made once (a parser reading a character at a time calls this for every character).
    func substringValue(of string: JSString, from start: Int, to end: Int) -> JSValue {
        if end - start == 1, start >= 0, let unit = string.codeUnit(at: start), unit < 128 {
            if let value = singleUnitValues[Int(unit)] { return value }
            let value = self.value(of: self.string(ofUnit: unit))
            singleUnitValues[Int(unit)] = value
            return value
        }
        return value(of: string.substring(from: start, to: end))
    }

    /// `string.substring(from:to:)`, a one-unit result shared as `string(ofUnit:)` makes it.
    func substring(of string: JSString, from start: Int, to end: Int) -> JSString {
        if end - start == 1, start >= 0, let unit = string.codeUnit(at: start) { return self.string(ofUnit: unit) }
        return string.substring(from: start, to: end)
    }

    // MARK: - Jobs

    /// HostEnqueuePromiseJob (§8.4.1): appends to the queue; nothing runs until `runJobs()`.
    func enqueue(_ job: Job) {
        jobs.append(job)
    }

    var pendingJobCount: Int { jobs.count - jobHead }

    /// Queues a call of `function` with `arguments` as a job (`queueMicrotask`); both stay
    /// rooted while it waits.
    func enqueueCall(_ function: JSValue, arguments: [JSValue] = []) {
        let context = asyncContext
        enqueue(.host(roots: [function, context.map(JSValue.object) ?? .undefined] + arguments, run: { agent in
            let saved = agent.asyncContext
            agent.asyncContext = context
            defer { agent.asyncContext = saved }
            _ = try agent.call(function, this: .undefined, arguments: arguments)
        }))
    }

    /// Runs queued jobs in FIFO order until the queue is empty, including jobs they queue.
    /// A job that throws stops the run and rethrows; later jobs stay queued.
    func runJobs() throws {
        while jobHead < jobs.count {
            let job = takeJob(at: jobHead)
            jobHead += 1
            if jobHead >= 1024 && jobHead * 2 >= jobs.count {
                jobs.removeFirst(jobHead)
                jobHead = 0
            }
            try withUnsafePointer(to: job) { pointer in
                runningJobs.append(pointer)
                defer { runningJobs.removeLast() }
                try run(job)
            }
            collectIfNeeded()
        }
        jobs.removeAll(keepingCapacity: true)
        jobHead = 0
        clearKeptObjects()
    }

    /// AddToKeptObjects (§9.10): a WeakRef's target stays alive until the job ends.
    func keepDuringJob(_ value: JSValue) {
        switch value {
        case .object, .symbol: keptObjects.append(value)
        default: break
        }
    }

    /// ClearKeptObjects (§9.9), when the jobs of a turn are done.
    package func clearKeptObjects() {
        keptObjects.removeAll()
    }

    func scheduleFinalizationCleanup(_ registry: JSFinalizationRegistry) {
        if !pendingFinalizations.contains(where: { $0 === registry }) { pendingFinalizations.append(registry) }
    }

    /// Whether cleanup callbacks of finalization registries wait to be called.
    package var hasPendingFinalizations: Bool { !pendingFinalizations.isEmpty }

    /// Calls the cleanup callbacks of registries whose targets were collected (the host's
    /// HostEnqueueFinalizationRegistryCleanupJob). A callback that throws stops the run;
    /// the rest stay pending for the next one.
    package func runFinalizationCleanups() throws {
        while let registry = pendingFinalizations.first {
            try registry.runCleanup(in: self)
            pendingFinalizations.removeFirst()
        }
    }

    /// Moves the job at `index` out of the queue, leaving `.taken`: moved, not copied, so
    /// its references change hands without a retain and a release each.
    private func takeJob(at index: Int) -> Job {
        jobs.withUnsafeMutableBufferPointer { buffer in
            let slot = buffer.baseAddress! + index
            let job = slot.move()
            slot.initialize(to: .taken)
            return job
        }
    }

    private func run(_ job: Job) throws {
        switch job {
        case .promiseReaction(let reaction, let kind, let argument):
            let saved = asyncContext
            asyncContext = reaction.context
            defer { asyncContext = saved }
            try JSPromise.runReactionJob(reaction, kind, argument: argument, in: self)
        case .promiseResolveThenable(let promise, let thenable, let then, let context):
            let saved = asyncContext
            asyncContext = context
            defer { asyncContext = saved }
            try JSPromise.runResolveThenableJob(promise: promise, thenable: thenable, then: then, in: self)
        case .host(_, let run):
            try run(self)
        case .taken:
            break
        }
    }
}

extension JSValue {
    /// A short rendering for error messages; never calls into JavaScript.
    var shortDescription: String {
        switch self {
        case .string(let string): return string.stringValue
        case .object(let object):
            let object = object.object
            if let function = object as? JSFunction, function.isCallable {
                let name = function.debugName
                return name.isEmpty ? "function" : name
            }
            return "object"
        default: return debugDescription
        }
    }
}

extension Agent {
    /// V8's TypeError for a built-in method called on the wrong kind of `this`:
    /// `Method Map.prototype.get called on incompatible receiver #<Object>`.
    func incompatibleReceiver(_ method: String, _ receiver: JSValue) -> JSException {
        typeError("Method \(method) called on incompatible receiver \(receiverDescription(receiver))")
    }

    /// How V8 names a receiver in that message: primitives as text, arrays as
    /// `[object Array]`, functions by name, other objects as `#<Class>`.
    func receiverDescription(_ receiver: JSValue) -> String {
        guard let object = receiver.asObject else {
            if case .string(let string) = receiver { return string.stringValue }
            return receiver.debugDescription
        }
        if object.isCallable { return receiver.shortDescription }
        if object is JSArray { return "[object Array]" }
        return "#<\(object.className)>"
    }
}
