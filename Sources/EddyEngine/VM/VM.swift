#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One activation of bytecode: where its registers start in the register file and what it
/// needs to resume after a call.
///
/// A frame is plain data (no strong reference, so copying and dropping one costs no
/// reference counting, which was most of the cost of a call). What it refers to is kept
/// alive by someone else for as long as the frame exists:
/// - `code`, `function` and the closure environment: the callee's register (just below
///   `base`), the coroutine, or the entry point's caller;
/// - `realm`: realms outlive their code;
/// - `newTarget`: the callee register (`new F` passes F itself), the Swift caller of
///   `VM.invoke`/`runScript` for the duration of that call, or the arrow function that
///   captured it;
/// - an environment the frame entered (`setHeapEnvironment`): the heap, which owns every
///   environment and frees one only when a collection finds no frame or cell marking it;
/// - anything else (an entry point's environment, the coroutine, a derived constructor's
///   `this` box): `details`, made only when needed and
///   owned by the frame's slot in the `FrameStack` (one retain, released when the frame is
///   dropped) or, while suspended, by its `Coroutine`. Copies of a frame do not own it.
struct Frame {
    private var codeReference: Unmanaged<FunctionCode>
    unowned(unsafe) var function: BytecodeFunction?
    private var realmReference: Unmanaged<Realm>
    /// The running environment; see `environment`.
    private(set) var environmentReference: Unmanaged<Environment>?
    var base: Int
    var pc: Int = 0
    var environmentDepth = 0
    /// Absolute register receiving the result in the caller's frame; -1 when the caller is
    /// Swift (a native, or an entry point), which ends that `run` loop.
    var returnRegister: Int
    var isConstruct = false
    /// A parent constructor's frame pushed by `super(…)`: its result binds the caller's
    /// `this` when it returns (see `VM.bindSuperResult`).
    var isSuperCall = false
    unowned(unsafe) var newTarget: JSObject?
    var argumentCount = 0
    /// `agent.nativeFrames.count` when pushed, to interleave stack traces.
    var nativeDepth: Int
    /// The strong references only some frames need (see above); `nil` for a plain call.
    private(set) var detailsReference: Unmanaged<FrameDetails>?

    /// An entry point's frame (or a resumed one): the details it makes are owned by the frame
    /// stack once it is appended.
    init(code: FunctionCode, function: BytecodeFunction?, realm: Realm, base: Int, environment: Environment? = nil,
         returnRegister: Int, isConstruct: Bool = false, newTarget: JSObject? = nil, argumentCount: Int = 0,
         nativeDepth: Int) {
        codeReference = Unmanaged.passUnretained(code)
        self.function = function
        realmReference = Unmanaged.passUnretained(realm)
        self.base = base
        self.returnRegister = returnRegister
        self.isConstruct = isConstruct
        self.newTarget = newTarget
        self.argumentCount = argumentCount
        self.nativeDepth = nativeDepth
        // An entry point's environment may be held by nothing else (eval code's).
        self.environment = environment
    }

    /// A bytecode-to-bytecode call's frame: everything borrowed (see above), nothing retained.
    @inline(__always)
    init(code: Unmanaged<FunctionCode>, function: BytecodeFunction, realm: Unmanaged<Realm>, base: Int,
         closureEnvironment: Unmanaged<Environment>?, returnRegister: Int, isConstruct: Bool, newTarget: JSObject?,
         argumentCount: Int, nativeDepth: Int, details: Unmanaged<FrameDetails>?) {
        codeReference = code
        self.function = function
        realmReference = realm
        environmentReference = closureEnvironment
        self.base = base
        self.returnRegister = returnRegister
        self.isConstruct = isConstruct
        self.newTarget = newTarget
        self.argumentCount = argumentCount
        self.nativeDepth = nativeDepth
        detailsReference = details
    }

    var code: FunctionCode { codeReference.takeUnretainedValue() }
    /// `function` and `newTarget` as borrowed words, for reads that retain nothing.
    var functionUnmanaged: Unmanaged<BytecodeFunction>? { unsafeBitCast(function, to: Unmanaged<BytecodeFunction>?.self) }
    var newTargetUnmanaged: Unmanaged<JSObject>? { unsafeBitCast(newTarget, to: Unmanaged<JSObject>?.self) }
    /// The code without a retain, for the dispatch loop.
    @inline(__always) var codeUnmanaged: Unmanaged<FunctionCode> { codeReference }
    var realm: Realm { realmReference.takeUnretainedValue() }
    @inline(__always) var realmUnmanaged: Unmanaged<Realm> { realmReference }
    var details: FrameDetails? { detailsReference?.takeUnretainedValue() }

    /// The running environment: the function's closure environment (which the function
    /// keeps alive) until the frame pushes or replaces one, which `details` then holds.
    var environment: Environment? {
        get { environmentReference?.takeUnretainedValue() }
        set {
            if let newValue {
                makeDetails().environment = newValue
                environmentReference = Unmanaged.passUnretained(newValue)
            } else {
                details?.environment = nil
                environmentReference = nil
            }
        }
    }

    /// Makes `environment` the running one without holding it: for environments the heap
    /// owns (every one `VM.makeEnvironment` makes) and the links above them, which the
    /// collector keeps while a frame points at them — `VM.markRoots` marks each frame's
    /// environment, `Coroutine.markReferences` a suspended frame's — and which only a
    /// collection frees. Holding them through `details` cost a `FrameDetails` allocation,
    /// a retain and a release per call of a function that enters a scope. An entry point's
    /// environment, which the heap may not own (eval code's), stays held by `details` until
    /// the frame is dropped.
    @inline(__always)
    mutating func setHeapEnvironment(_ environment: Environment?) {
        environmentReference = environment.map { Unmanaged.passUnretained($0) }
    }

    /// `setHeapEnvironment` of a word already borrowed (a link of the running chain).
    @inline(__always)
    mutating func setHeapEnvironment(reference: Unmanaged<Environment>?) {
        environmentReference = reference
    }

    /// How many arguments past the formal parameters sit just below `base` (see
    /// `VM.pushFrame`): kept only for code that reads them (`arguments`, a rest parameter).
    @inline(__always) var extraArgumentCount: Int {
        codeReference._withUnsafeGuaranteedRef {
            $0.flags.contains(.keepsExtraArguments) ? Swift.max(0, argumentCount - $0.parameterCount) : 0
        }
    }

    /// The generator or async function this frame runs for.
    var coroutine: Coroutine? {
        get { details?.coroutine }
        set {
            if newValue == nil && detailsReference == nil { return }
            makeDetails().coroutine = newValue
        }
    }

    /// A derived constructor's `this`, shared with arrows made before `super()` returned.
    var thisBox: ThisBox? {
        get { details?.thisBox }
        set {
            if newValue == nil && detailsReference == nil { return }
            makeDetails().thisBox = newValue
        }
    }

    /// The frame's register count, read without retaining the code.
    @inline(__always) var registerCount: Int { codeReference._withUnsafeGuaranteedRef { $0.registerCount } }

    /// Whether the frame runs a generator or async function (checked on every return).
    @inline(__always) var hasCoroutine: Bool {
        guard let detailsReference else { return false }
        return detailsReference._withUnsafeGuaranteedRef { $0.coroutine != nil }
    }

    /// Makes this copy own `details` (one retain): for a suspended frame going back on the
    /// stack, whose coroutine held them meanwhile.
    mutating func adoptDetails(_ details: FrameDetails?) {
        detailsReference = details.map { Unmanaged.passRetained($0) }
    }

    private mutating func makeDetails() -> FrameDetails {
        if let detailsReference { return detailsReference.takeUnretainedValue() }
        let created = FrameDetails()
        detailsReference = Unmanaged.passRetained(created)
        return created
    }
}

/// The strong references of a frame that is more than a plain call (see `Frame`).
final class FrameDetails {
    /// Keeps alive the frame's environment when the frame made it (block scopes, `with`,
    /// eval code), or an entry point's environment.
    var environment: Environment?
    var coroutine: Coroutine?
    var thisBox: ThisBox?
}

/// The bytecode interpreter of one agent: a register file shared by every frame, the frame
/// stack, and the dispatch loop.
///
/// A call from bytecode to bytecode pushes a frame and stays in the same loop; a native that
/// calls back into JavaScript re-enters `run`, bounded by the agent's call depth.
final class VM: RootProvider {
    /// The agent owns the VM and outlives it.
    unowned(unsafe) let agent: Agent
    let registers: UnsafeMutablePointer<JSValue>
    let capacity: Int
    let frames: FrameStack
    /// One past the last register in use by the top frame.
    var stackTop = 0
    /// The pc of the instruction running in the top frame (for stack traces).
    var currentPC = 0
    /// Frames allowed at once before `RangeError: Maximum call stack size exceeded`
    /// (`Agent.maximumCallFrames` when the VM was made).
    let maximumFrameCount: Int
    /// Distinguishes this VM's loaded constants from another agent's (see `FunctionCode.load`).
    let generation: Int
    nonisolated(unsafe) private static var generations = 0
    /// Each realm's global lexical environment (§8.1.1.4 [[DeclarativeRecord]]).
    var globalLexicals: [ObjectIdentifier: GlobalLexicalEnvironment] = [:]
    /// The marker of an uninitialized register binding (TDZ); never visible to scripts.
    let hole: JSValue
    /// `length`'s key identity (`PropertyKey.identityBits`), for the array length fast path.
    let lengthKeyBits: UInt
    /// `prototype`'s, which a function whose prototype object is deferred answers itself.
    let prototypeKeyBits: UInt
    let holeSymbol: JSSymbol
    /// `hole`'s payload word and tag byte, for `isHole(at:)` (the layout `checkValueLayout`
    /// verifies: a payload word, then a tag byte).
    let holeBits: (payload: UInt, tag: UInt8)
    /// Intrinsics the VM adds to each realm (generator prototypes…), created on demand.
    var realmExtras: [ObjectIdentifier: RealmExtras] = [:]
    /// The entry of `realmExtras` last asked for (see `extras(_:)`).
    var lastExtras: (realm: ObjectIdentifier, extras: RealmExtras)?
    /// Where `prototype` lives in constructors of the last two shapes seen (see
    /// `instancePrototype`): classes and plain functions have shapes of their own, and a
    /// program constructing both took the uncached lookup on every `new` with one entry.
    var prototypeSlotCache = PropertyCache()
    var previousPrototypeSlotCache = PropertyCache()
    /// Emptied argument arrays of natives called from bytecode, kept for the next call: an
    /// array each call cost an allocation and a free.
    var argumentArrayPool: [[JSValue]] = []
    /// See `closureShapes()`.
    var closureShapeCache: ClosureShapes?
    /// `closureShapeCache` as a borrowed word.
    var closureShapeCacheReference: Unmanaged<ClosureShapes>?
    /// Where fresh arguments objects keep their properties (see `makeArguments`).
    var mappedArgumentsLayout: ArgumentsLayout?
    var unmappedArgumentsLayout: ArgumentsLayout?
    /// Each shared shape's enumerable string keys, for `for-in` (see `forInIterator`); the
    /// entry holds its shape, so the identifier is not reused while it is cached.
    var forInNames: [ObjectIdentifier: (shape: Shape, names: [PropertyKey])] = [:]
    /// Bumped whenever a global lexical binding is declared: global inline caches filled
    /// before then may miss a binding that now shadows a global property.
    var globalEpoch = 1
    /// The lowest address of the stack of the thread the VM last ran on (0: unknown).
    var stackLowWater: UInt = 0
    /// One past the highest address of that stack (0: unknown).
    var stackHighWater: UInt = 0
    /// Parents of shapes made by the VM's property additions (see `keepTransition`).
    var shapeParents: [ObjectIdentifier: Shape] = [:]
    /// Async functions suspended at an `await`, rooted until resumed.
    var awaiting: [ObjectIdentifier: Coroutine] = [:]
    /// Property reads at megamorphic sites (see `MegamorphicPropertyCache`), made on first
    /// use; `megamorphicEntries` is its table, read by the dispatch loop without a retain.
    var megamorphicProperties: MegamorphicPropertyCache?
    var megamorphicEntries: UnsafeMutablePointer<MegamorphicPropertyCache.Entry>?

    init(agent: Agent) {
        self.agent = agent
        maximumFrameCount = agent.maximumCallFrames
        // Registers for the deepest recursion of small frames the limit allows.
        let capacity = Swift.max(1 << 18, maximumFrameCount * 26)
        self.capacity = capacity
        frames = FrameStack(capacity: maximumFrameCount + 1)
        VM.generations += 1
        generation = VM.generations
        registers = VM.mapRegisters(count: capacity)
        holeSymbol = agent.makeSymbol(description: JSString("<uninitialized>"))
        hole = .symbol(holeSymbol)
        var probe = JSValue.symbol(holeSymbol)
        holeBits = withUnsafeBytes(of: &probe) {
            ($0.load(as: UInt.self), $0.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt8.self))
        }
        lengthKeyBits = PropertyKey.atom(agent.names.length).identityBits
        prototypeKeyBits = PropertyKey.atom(agent.names.prototype).identityBits
        // The call path reads registers through the enum's layout (`VM.peekObject`).
        precondition(VM.checkValueLayout(with: agent.heap.register(JSObject(shape: agent.rootShape, prototype: nil)),
                                         JSString("probe"), holeSymbol, agent.makeBigInt(1)),
                     "JSValue's layout changed: update VM.objectTag")
    }

    deinit {
        munmap(registers, capacity * MemoryLayout<JSValue>.stride)
    }

    /// The register file, mapped rather than allocated and filled: the kernel hands out
    /// zeroed pages on first touch, so a VM that never recurses deeply touches a few of its
    /// 4 MB of pages instead of writing every one (a VM is made per agent: per test262 test,
    /// per worker, per `vm` realm host). Every frame writes its registers before reading
    /// them; the collector marks registers a frame spans, and a register no one has written
    /// yet holds all-zero bits, which are `.boolean(false)`, not a cell: checked here.
    private static func mapRegisters(count: Int) -> UnsafeMutablePointer<JSValue> {
        let byteCount = count * MemoryLayout<JSValue>.stride
        guard let mapping = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED
        else { fatalError("cannot map \(byteCount) bytes for the register file: errno \(errno)") }
        let registers = mapping.bindMemory(to: JSValue.self, capacity: count)
        switch registers[count - 1] {
        case .boolean(false): break
        default: fatalError("JSValue's all-zero bits are not false: the register file must be filled")
        }
        return registers
    }

    // MARK: - Roots and stack traces

    func markRoots(_ marker: inout Marker) {
        // A callee's frame starts at its caller's outgoing arguments and may end below the
        // caller's last register, so while it runs the registers above `stackTop` still
        // belong to the caller: its dead temporaries, which it overwrites before reading
        // but which are in its frame again once the callee returns. Every register of
        // every frame is marked, so the collector never drops a cell a register still
        // holds (the verifier would report it reached again).
        var extent = stackTop
        for frame in frames { extent = max(extent, frame.base + frame.registerCount) }
        marker.mark(UnsafeBufferPointer(start: registers, count: extent))
        for frame in frames {
            marker.mark(frame.function)
            marker.mark(frame.environment)
            marker.mark(frame.newTarget)
            frame.code.markCaches(&marker)
            frame.coroutine?.markReferences(&marker)
            if let value = frame.thisBox?.value { marker.mark(value) }
        }
        for lexicals in globalLexicals.values {
            for binding in lexicals.bindings.values { marker.mark(binding.value) }

        }
        for extras in realmExtras.values { extras.markReferences(&marker) }
        for coroutine in awaiting.values { coroutine.markReferences(&marker) }
    }

    func captureStackFrames(in agent: Agent, limit: Int) -> [StackFrame] {
        var result: [StackFrame] = []
        let natives = agent.nativeFrames
        var nativeIndex = natives.count - 1
        var frameIndex = frames.count - 1
        while result.count < limit && (frameIndex >= 0 || nativeIndex >= 0) {
            if nativeIndex >= 0 && (frameIndex < 0 || nativeIndex >= frames[frameIndex].nativeDepth) {
                let native = natives[nativeIndex]
                nativeIndex -= 1
                let function = native.function
                if (function as? NativeFunction)?.isHiddenFromStackTraces == true { continue }
                result.append(nativeStackFrame(native, function: function))
                continue
            }
            let frame = frames[frameIndex]
            // A caller that entered Swift (`saveTopPC`, callee's returnRegister -1) saved the
            // start of its call instruction; one the loop left saved the next instruction.
            let pc = frameIndex == frames.count - 1 ? currentPC
                : frames[frameIndex + 1].returnRegister == -1 ? frame.pc : frame.pc - 1
            let position = frame.code.position(at: pc)
            var name = frame.code.name
            if let function = frame.function {
                let debugName = function.debugName
                if !debugName.isEmpty { name = debugName }
            }
            if name.isEmpty, let inferred = frame.code.inferredName { name = inferred }
            let evalOrigin = frame.code.source.evalOrigin
            // V8 calls eval code and a `Function` constructor's function `eval`.
            if evalOrigin != nil && (frame.code.isDynamicFunction || frame.code.flags.contains(.script)) { name = "eval" }
            var details = StackFrameDetails(functionName: name.isEmpty ? nil : name)
            // Eval code named by a sourceURL comment shows that name instead of its origin.
            details.evalOrigin = frame.code.source.isNamedBySourceURL ? nil : evalOrigin
            if frame.code.flags.contains(.script) {
                if evalOrigin == nil { name = "" }
                details.functionName = evalOrigin == nil ? nil : name
            } else if frame.isConstruct {
                name = "new " + (name.isEmpty ? "<anonymous>" : name)
                details.isConstructor = true
                details.isToplevel = false
            } else if let receiver = frameReceiver(frame),
                let typeName = receiverTypeName(receiver, realm: frame.realm, includingFunctions: true)
            {
                // V8's method-call form: `Type.method`, `Object.<anonymous>` for a module body,
                // `Type.function [as property]` when called through another name.
                let methodName = frame.function.flatMap { function in
                    (receiver.asObject ?? (try? agent.toObject(receiver))).flatMap {
                        propertyName(holding: function, named: name, on: $0)
                    }
                }
                details.typeName = typeName
                details.methodName = methodName
                details.isToplevel = false
                name = VM.methodCallName(function: name, type: typeName, method: methodName)
            }
            result.append(StackFrame(functionName: name,
                                     location: SourceLocation(file: frame.code.sourceName, line: position.line,
                                                              column: position.column, text: frame.code.source),
                                     function: frame.function.map { ObjectIdentifier($0) }, details: details))
            frameIndex -= 1
        }
        return result
    }

    /// A built-in's frame as V8 shows it: `Array.forEach`, `JSON.parse`, `new Promise`.
    private func nativeStackFrame(_ native: NativeFrame, function: JSFunction) -> StackFrame {
        var name = function.debugName
        var details = StackFrameDetails(functionName: name.isEmpty ? nil : name)
        if native.arguments.pointee.newTarget != nil {
            name = "new " + (name.isEmpty ? "<anonymous>" : name)
            details.isConstructor = true
            details.isToplevel = false
        } else if let typeName = namespaceName(native.this.pointee)
                    ?? receiverTypeName(native.this.pointee, realm: function.realm, includingFunctions: true) {
            details.typeName = typeName
            details.methodName = details.functionName
            details.isToplevel = false
            name = "\(typeName).\(name.isEmpty ? "<anonymous>" : name)"
        }
        return StackFrame(functionName: name, location: nil, function: ObjectIdentifier(function), details: details)
    }

    /// `JSON`, `Math`, `Reflect`: a namespace object's own @@toStringTag, which V8 names
    /// its methods' frames by.
    private func namespaceName(_ receiver: JSValue) -> String? {
        guard let object = receiver.asObject, !(object is JSFunction),
            case .data(let tag, _)? = object.storedProperty(.symbol(agent.symbols.toStringTag)),
            let name = tag.asString
        else { return nil }
        return name.stringValue
    }

    /// A `throw` statement ran: an error object's origin becomes the statement (what a host
    /// shows under an uncaught exception, as V8's message location), and the agent keeps the
    /// position for values that are not errors.
    ///
    /// Only the first `throw` of a value counts: a `finally` block rethrows with the same
    /// instruction, and that must not move the site.
    /// The library module that raises unhandled rejections (lib/internal/process/task_queues).
    static let rejectionRaiseSource = "node:internal/process/task_queues"

    func noteThrowSite(_ value: JSValue, code: FunctionCode, pc: Int) {
        func location() -> SourceLocation {
            let position = code.position(at: pc)
            return SourceLocation(file: code.sourceName, line: position.line, column: position.column, text: code.source)
        }
        if let object = value.asObject, let error = object as? JSErrorObject {
            // An unhandled rejection raised as an uncaught exception shows the place the
            // error was made, as Node shows it (other library rethrows, such as an
            // unhandled 'error' event, show the library's line, as Node's do).
            if code.sourceName == VM.rejectionRaiseSource, let made = error.creationOrigin {
                error.origin = made
                error.hasThrowSite = true
            }
            if error.hasThrowSite { return }
            error.hasThrowSite = true
            if code.sourceName != VM.rejectionRaiseSource || error.origin == nil {
                error.origin = location()
            }
            agent.lastThrowSite = error.origin
            agent.lastThrownValue = .undefined
            return
        }
        if JSValue.isStrictlyEqual(value, agent.lastThrownValue), agent.lastThrowSite != nil { return }
        agent.lastThrownValue = value
        agent.lastThrowSite = location()
    }

    /// The receiver a frame was called with, when it still has it: an arrow that never
    /// reads `this` keeps it in its `this` register (`finishCallFrame`); other arrows
    /// hold their lexical `this` there.
    private func frameReceiver(_ frame: Frame) -> JSValue? {
        if let function = frame.function, function.code.isArrow,
            !function.code.flags.contains(.ignoresThis) || function.thisBox != nil
        {
            return nil
        }
        return registers[frame.base]
    }

    /// A method call's frame name as V8 writes it (`AppendMethodCall`): the type before a
    /// function name that is an identifier (`Foo.bar`, not `Object.exports.fn` or
    /// `Object.get x`), and `[as key]` when the function is called through another key.
    static func methodCallName(function: String, type: String, method: String?) -> String {
        guard !function.isEmpty else { return "\(type).\(method ?? "<anonymous>")" }
        var name = function
        if function != type, isIdentifier(function) { name = "\(type).\(function)" }
        if let method, function != method, !function.hasSuffix("." + method) { name += " [as \(method)]" }
        return name
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first,
            first == "$" || first == "_" || first.properties.isIDStart
        else { return false }
        return text.unicodeScalars.dropFirst().allSatisfy {
            $0 == "$" || $0.properties.isIDContinue || $0 == "\u{200C}" || $0 == "\u{200D}"
        }
    }

    /// The property of `receiver` or its prototypes that holds `function` (V8's
    /// `getMethodName`): its own name when that finds it (a getter's or setter's without
    /// its `get `/`set `, an inferred name's last part), else the only enumerable string-keyed
    /// such property (nil when there are several). Reads stored properties only, so no
    /// JavaScript runs.
    private func propertyName(holding function: JSFunction, named name: String, on receiver: JSObject) -> String? {
        func holds(_ object: JSObject, _ key: PropertyKey, enumerableOnly: Bool) -> Bool {
            switch object.storedProperty(key) {
            case .data(.object(let value), let attributes)?:
                return value.object === function && (!enumerableOnly || attributes.contains(.enumerable))
            case .accessor(let pair, let attributes)?:
                return (pair.getter === function || pair.setter === function)
                    && (!enumerableOnly || attributes.contains(.enumerable))
            default:
                return false
            }
        }
        var chain: [JSObject] = []
        var current: JSObject? = receiver
        while let object = current, chain.count < 64 {
            chain.append(object)
            current = object.prototype
        }
        var lookup = name
        if lookup.hasPrefix("get ") || lookup.hasPrefix("set ") {
            lookup.removeFirst(4)
        } else if let dot = lookup.lastIndex(of: ".") {
            lookup = String(lookup[lookup.index(after: dot)...])
        }
        if !lookup.isEmpty {
            let key = agent.key(lookup)
            // The first object on the chain with the key decides, as a property lookup does.
            if let holder = chain.first(where: { $0.storedProperty(key) != nil }),
                holds(holder, key, enumerableOnly: false)
            {
                return lookup
            }
        }
        var found: String?
        for object in chain {
            for key in object.shape.keys {
                guard case .atom = key, holds(object, key, enumerableOnly: true) else { continue }
                if found != nil && found != key.displayString { return nil }
                found = key.displayString
            }
        }
        return found
    }

    /// The constructor name V8 shows before a method's name (`GetConstructorName`): a
    /// class's own name for a class, `Function` for another function, a `Symbol.toStringTag`
    /// string met first on the prototype chain (`process`), else the `constructor` of the
    /// first prototype that has one, else `Object`; a primitive's wrapper (`String`). Reads
    /// stored data properties only, so no JavaScript runs. Nil for calls without a receiver
    /// object (`this` undefined, null or the global object).
    private func receiverTypeName(_ receiver: JSValue, realm: Realm, includingFunctions: Bool = false) -> String? {
        switch receiver {
        case .undefined, .null: return nil
        case .string: return "String"
        case .number: return "Number"
        case .boolean: return "Boolean"
        case .symbol: return "Symbol"
        case .bigint: return "BigInt"
        case .object: break
        }
        guard let object = receiver.asObject else { return nil }
        guard object !== realm.globalObject, includingFunctions || !(object is JSFunction) else { return nil }
        if let function = object as? BytecodeFunction, function.isClassConstructor {
            let name = function.debugName
            if !name.isEmpty { return name }
        }
        if object is JSFunction { return "Function" }
        var current: JSObject? = object
        var depth = 0
        while let candidate = current, depth < 64 {
            if case .data(let tag, _)? = candidate.storedProperty(.symbol(agent.symbols.toStringTag)),
                let name = tag.asString
            {
                return name.stringValue
            }
            if candidate !== object,
                case .data(.object(let constructor), _)? = candidate.storedProperty(.atom(agent.names.constructor)),
                let function = constructor.object as? JSFunction
            {
                let name = function.debugName
                if !name.isEmpty && name != "Object" { return name }
            }
            current = candidate.prototype
            depth += 1
        }
        return "Object"
    }

    // MARK: - Entry

    /// Runs top-level code (a script or eval code) in `realm`.
    /// - Parameters:
    ///   - function, newTarget: for direct eval code, the caller's function (its `super`
    ///     home object) and `new.target`.
    func runScript(_ code: FunctionCode, realm: Realm, this: JSValue, environment: Environment?,
                   function: BytecodeFunction? = nil, newTarget: JSObject? = nil) throws -> JSValue {
        let base = stackTop
        guard base + code.registerCount < capacity, frames.count < maximumFrameCount else {
            throw agent.rangeError("Maximum call stack size exceeded")
        }
        try agent.enterCall()  // bounds the Swift stack too
        defer { agent.callDepth -= 1 }
        let savedRealm = agent.currentRealm
        agent.currentRealm = realm
        defer { agent.currentRealm = savedRealm }
        saveTopPC()
        for index in 0..<code.registerCount { registers[base + index] = .undefined }
        registers[base] = this
        frames.append(Frame(code: code, function: function, realm: realm, base: base, environment: environment,
                            returnRegister: -1, newTarget: newTarget, nativeDepth: agent.nativeFrames.count))
        stackTop = base + code.registerCount
        return try runInScriptScope()
    }

    /// Calls a bytecode function from Swift (a native, an entry point): re-enters the loop.
    func invoke(_ function: BytecodeFunction, this: JSValue, arguments: [JSValue], newTarget: JSObject?) throws -> JSValue {
        try agent.enterCall()  // bounds the Swift stack too
        defer { agent.callDepth -= 1 }
        saveTopPC()
        let savedRealm = agent.currentRealm
        defer { agent.currentRealm = savedRealm }
        let base = stackTop
        guard base + 2 + arguments.count < capacity else { throw agent.rangeError("Maximum call stack size exceeded") }
        // A native may have switched realms: the callee's realm applies from here.
        agent.currentRealm = function.functionRealm
        registers[base] = .object(function)
        registers[base + 1] = this
        for (index, value) in arguments.enumerated() { registers[base + 2 + index] = value }
        if let newTarget {
            registers[base + 1] = .object(newTarget)
            if let result = try pushConstructFrame(function, base: base, argumentCount: arguments.count,
                                                   newTarget: newTarget, returnRegister: -1) {
                return result
            }
        } else {
            if let result = try pushCallFrame(function, base: base, argumentCount: arguments.count, returnRegister: -1) {
                return result
            }
        }
        defer { if let top = frames.last { currentPC = top.pc } }
        return try runInScriptScope()
    }

    /// Runs the frame just pushed with allocation recording off: bytecode entered from a
    /// native (a module body under `Function.prototype.call`, a callback under `forEach`)
    /// keeps its values in registers, so its cells need no handle scope, and recording them
    /// would keep every one alive until the native returns.
    func runInScriptScope() throws -> JSValue {
        let scope = agent.enterScriptScope()
        do {
            let result = try run()
            agent.exitScope(scope, returning: result)
            return result
        } catch let exception as JSException {
            agent.exitScope(scope, returning: exception.value)
            throw exception
        } catch {
            agent.exitScope(scope, returning: nil)
            throw error
        }
    }

    func saveTopPC() {
        if !frames.isEmpty { frames[frames.count - 1].pc = currentPC }
    }

    // MARK: - Frames

    /// Pushes a frame for a call of `function` whose callee, `this` and arguments sit at
    /// `base`, `base + 1`, `base + 2…`. Returns a value instead when the call completes at
    /// once (a generator or async function starting).
    @inline(__always)
    func pushCallFrame(_ function: BytecodeFunction, base: Int, argumentCount: Int, returnRegister: Int) throws -> JSValue? {
        let flags = function.code.flags
        if function.isClassConstructor {
            throw agent.typeError("Class constructor \(function.debugName) cannot be invoked without 'new'")
        }
        let frameBase = try pushFrame(function, base: base + 1, argumentCount: argumentCount,
                                      returnRegister: returnRegister, newTarget: nil, isConstruct: false)
        if flags.contains(.strict) || flags.contains(.ignoresThis), !flags.contains(.arrow),
            !flags.contains(.generator), !flags.contains(.async)
        {
            return nil
        }
        return try finishCallFrame(function, base: frameBase, flags: flags)
    }

    /// The rest of `pushCallFrame` for calls that bind `this` or start a coroutine.
    private func finishCallFrame(_ function: BytecodeFunction, base frameBase: Int, flags: FunctionFlags) throws -> JSValue? {
        if flags.contains(.arrow) {
            if let box = function.thisBox {
                registers[frameBase] = box.value ?? hole
            } else if !flags.contains(.ignoresThis) {
                registers[frameBase] = function.lexicalThis
            }
            // An arrow that never reads `this` keeps the receiver it was called with there,
            // which its stack frame is named by, as V8 names it (`Test.<anonymous>`).
            // Kept alive by the arrow (see `Frame`).
            if let newTarget = function.lexicalNewTarget { frames[frames.count - 1].newTarget = newTarget }
        } else if !flags.contains(.strict) && !flags.contains(.ignoresThis), VM.peekObject(registers + frameBase) == nil {
            // §9.2.1.2 OrdinaryCallBindThis for sloppy functions (an object `this` stays:
            // checked without copying it out).
            switch registers[frameBase] {
            case .undefined, .null: registers[frameBase] = .object(function.functionRealm.globalObject)
            case .object: break
            default: registers[frameBase] = .object(try agent.toObject(registers[frameBase]))
            }
        }
        if flags.contains(.generator) || flags.contains(.async) {
            return try startCoroutine(function, flags: flags)
        }
        return nil
    }

    /// Pushes a frame for `new function(…)`: callee at `base`, new.target at `base + 1`.
    func pushConstructFrame(_ function: BytecodeFunction, base: Int, argumentCount: Int, newTarget: JSObject,
                            returnRegister: Int) throws -> JSValue? {
        let code = function.code
        var this: JSValue = hole
        if !code.flags.contains(.derived) {
            // The slots the instances of `newTarget` ended with last time: a subclass's
            // include its own.
            let slotCapacity = type(of: newTarget) == BytecodeFunction.self
                ? unsafeDowncast(newTarget, to: BytecodeFunction.self).code.instanceSlotCapacity : 0
            if let prototype = cachedInstancePrototype(of: newTarget) {
                this = .object(prototype._withUnsafeGuaranteedRef { agent.makeObject(prototype: $0, slotCapacity: slotCapacity) })
            } else {
                this = .object(agent.makeObject(prototype: try instancePrototype(of: newTarget), slotCapacity: slotCapacity))
            }
        }
        let frameBase = try pushFrame(function, base: base + 1, argumentCount: argumentCount,
                                      returnRegister: returnRegister, newTarget: newTarget, isConstruct: true)
        registers[frameBase] = this
        // Fields of a base class are defined before its body runs (rooted in the frame's
        // `this` register meanwhile); a derived class defines them after super().
        if !function.instanceFields.isEmpty, let instance = this.asObject {
            // The new frame is the top one now, at its first instruction: calls made from here
            // save that as its pc.
            currentPC = 0
            try initializeInstanceFields(of: function, on: instance)
        }
        return nil
    }

    /// InitializeInstanceElements (ES2022 §7.3.34): the class's brand first when it has
    /// private methods (the compiler puts it first), then each field in order, its
    /// initializer run with `this` the instance; a public field's value is defined as a data
    /// property, a private one's added as a private element (PrivateFieldAdd, §7.3.28).
    func initializeInstanceFields(of constructor: BytecodeFunction, on instance: JSObject) throws {
        let fields = constructor.instanceFields
        var index = 0
        while index + 1 < fields.count {
            var value = JSValue.undefined
            var namesValue = false
            if let initializer = fields[index + 1].asObject {
                value = try agent.call(fields[index + 1], this: .object(instance), arguments: [])
                namesValue = (initializer as? BytecodeFunction)?.code.flags.contains(.namesValueByKey) == true
            }
            if let name = fields[index].asObject as? PrivateName {
                try agent.addPrivateElement(name, to: instance, value: value)
            } else {
                let key = try agent.toPropertyKey(fields[index])
                if namesValue, let function = value.asObject as? JSFunction { nameAnonymousFunction(function, key: key, prefix: nil) }
                try instance.createDataPropertyOrThrow(key, value, in: agent)
            }
            index += 2
        }
    }

    /// `instancePrototype(of:)` when its cache holds, borrowed from the constructor's slot
    /// (the constructor, in its register, keeps it alive): the strong read cost a retain and
    /// a release per `new`, besides the one the new object's own reference takes.
    @inline(__always)
    func cachedInstancePrototype(of constructor: JSObject) -> Unmanaged<JSObject>? {
        let slot: Int
        if prototypeSlotCache.matches(constructor) {
            slot = prototypeSlotCache.slot
        } else if previousPrototypeSlotCache.matches(constructor) {
            slot = previousPrototypeSlotCache.slot
        } else {
            return nil
        }
        guard UInt(bitPattern: slot) < UInt(bitPattern: constructor.slots.count) else { return nil }
        return VM.peekObject(constructor.slots.address(of: slot))
    }

    /// GetPrototypeFromConstructor (§9.1.14) with a one-entry inline cache: ordinary
    /// functions share one shape, so `prototype` sits in the same slot for all of them.
    func instancePrototype(of constructor: JSObject) throws -> JSObject {
        if prototypeSlotCache.matches(constructor), prototypeSlotCache.slot < constructor.slots.count,
            let prototype = constructor.slots[prototypeSlotCache.slot].asObject
        {
            return prototype
        }
        let key = PropertyKey.atom(agent.names.prototype)
        if !constructor.hasExoticProperties, !constructor.shape.isDictionary, let property = constructor.shape.lookup(key),
            !property.attributes.isAccessor
        {
            previousPrototypeSlotCache = prototypeSlotCache
            prototypeSlotCache = PropertyCache(shape: constructor.shape, slot: property.slot)
        }
        return try agent.prototype(fromConstructor: constructor) { $0.objectPrototype }
    }

    /// Pushes the frame of a call from bytecode or from `invoke` whose `this` and arguments
    /// sit at `base`, `base + 1…`; returns where the frame starts. Retains nothing on the
    /// common path (see `Frame`): reference counting here was most of the cost of a call.
    ///
    /// Arguments past the parameters would be overwritten by the callee's locals. When its
    /// code reads them (`arguments`, a rest parameter), `this` and the parameters are rotated
    /// past them instead, so they stay where the caller put them, just below the frame
    /// (`VM.extraArguments`), in registers the caller does not use until the call returns:
    /// no array, no frame details.
    @inline(__always)
    private func pushFrame(_ function: BytecodeFunction, base: Int, argumentCount: Int, returnRegister: Int,
                           newTarget: JSObject?, isConstruct: Bool) throws -> Int {
        let code = function.code
        // The one check for lazily compiled code: every frame of a function is pushed here,
        // and nothing reads its bytecode but a frame.
        if _slowPath(!code.isCompiled) { try compilePending(code) }
        let registerCount = code.registerCount
        let frameCount = frames.count
        let parameterCount = code.parameterCount
        let extraCount = argumentCount > parameterCount && code.flags.contains(.keepsExtraArguments)
            ? argumentCount - parameterCount : 0
        guard base + extraCount + max(registerCount, argumentCount + 1) < capacity, frameCount < maximumFrameCount else {
            throw agent.rangeError("Maximum call stack size exceeded")
        }
        var base = base
        if extraCount > 0 {
            VM.rotate(registers + base, count: argumentCount + 1, movingToEnd: 1 + parameterCount)
            base += extraCount
        }
        // Missing arguments and locals start undefined. What the registers held is dead (a
        // finished frame's values): only a counted reference needs releasing, so most stores
        // are plain writes rather than a call to the enum's outlined destroy per register.
        let frameRegisters = registers + base
        var index = 1 + min(argumentCount, parameterCount)
        while index < registerCount {
            VM.storeTrivial(.undefined, at: frameRegisters + index)
            index &+= 1
        }
        let realm = function.realmUnmanaged
        // While a frame runs, the agent's current realm is the frame's: switch only on change,
        // compared by address — with the caller frame's, or for a first frame (a promise
        // job's handler, a host call) with the current one: storing the same realm again
        // retained it and released the old reference.
        let realmChanges = frameCount == 0 ? agent.currentRealmAddress != realm.toOpaque()
            : frames[frameCount - 1].realmUnmanaged.toOpaque() != realm.toOpaque()
        if realmChanges {
            agent.currentRealm = realm.takeUnretainedValue()
        }
        let nativeDepth = agent.nativeFrames.count
        frames.append(Frame(code: Unmanaged.passUnretained(code), function: function, realm: realm, base: base,
                            closureEnvironment: function.environmentUnmanaged, returnRegister: returnRegister,
                            isConstruct: isConstruct, newTarget: newTarget, argumentCount: argumentCount,
                            nativeDepth: nativeDepth, details: nil))
        stackTop = base + registerCount
        return base
    }

    /// Rotates `count` values left so the first `prefix` of them come last, by moving them
    /// (no copies, so no reference counting): the three-reversal rotation.
    private static func rotate(_ start: UnsafeMutablePointer<JSValue>, count: Int, movingToEnd prefix: Int) {
        func reverse(_ lower: Int, _ upper: Int) {
            var low = lower
            var high = upper - 1
            while low < high {
                let value = (start + low).move()
                (start + low).moveInitialize(from: start + high, count: 1)
                (start + high).initialize(to: value)
                low += 1
                high -= 1
            }
        }
        reverse(0, prefix)
        reverse(prefix, count)
        reverse(0, count)
    }

    /// The arguments past the parameters of the frame at `frameIndex`, for `arguments` and a
    /// rest parameter: valid until the frame first suspends (both read them in the
    /// function's prologue, before any `yield` or `await`); the frames it pushes start above.
    func extraArguments(frameIndex: Int) -> UnsafeBufferPointer<JSValue> {
        let count = frames[frameIndex].extraArgumentCount
        return UnsafeBufferPointer(start: registers + frames[frameIndex].base - count, count: count)
    }

    /// Pops the top frame, turning its return value into the call's result.
    @inline(__always)
    func popFrame(returning value: JSValue) throws -> JSValue {
        if frames[frames.count - 1].isConstruct && !value.isObject {
            return try popConstructFrame(returning: value)
        }
        dropTopFrame()
        return value
    }

    /// Pops the top frame and makes the caller's registers, pc and realm current, comparing
    /// realms by address (no retain).
    @inline(__always)
    private func dropTopFrame() {
        let poppedRealm = frames[frames.count - 1].realmUnmanaged
        frames.dropLast()
        let count = frames.count
        if count > 0 {
            currentPC = frames[count - 1].pc - 1
            stackTop = frames[count - 1].base + frames[count - 1].registerCount
            if frames[count - 1].realmUnmanaged.toOpaque() != poppedRealm.toOpaque() {
                agent.currentRealm = frames[count - 1].realm
            }
        } else {
            stackTop = 0
        }
    }

    /// `popFrame` for a constructor returning a non-object: the result is `this`.
    private func popConstructFrame(returning value: JSValue) throws -> JSValue {
        let top = frames.count - 1
        let base = frames[top].base
        if frames[top].codeUnmanaged._withUnsafeGuaranteedRef({ $0.flags.contains(.derived) }) {
            if !value.isUndefined {
                frames.dropLast()
                restoreCaller()
                throw agent.typeError("Derived constructors may only return object or undefined")
            }
            if isHole(registers[base]) {
                frames.dropLast()
                restoreCaller()
                throw agent.referenceError(
                    "Must call super constructor in derived class before accessing 'this' or returning from derived constructor")
            }
        }
        if let instance = VM.peekObject(registers + base) {
            let slotCount = instance._withUnsafeGuaranteedRef { $0.slots.count }
            frames[top].codeUnmanaged._withUnsafeGuaranteedRef {
                if slotCount > $0.instanceSlotCapacity { $0.instanceSlotCapacity = min(slotCount, 64) }
            }
        }
        // `this`, moved out of the dead frame's register rather than copied.
        let result = (registers + base).move()
        (registers + base).initialize(to: .undefined)
        dropTopFrame()
        return result
    }

    @inline(__always)
    func restoreCaller() {
        let count = frames.count
        if count > 0 {
            // An exception raised now belongs to the caller's call instruction.
            currentPC = frames[count - 1].pc - 1
            stackTop = frames[count - 1].base + frames[count - 1].registerCount
            let realm = frames[count - 1].realm
            if agent.currentRealm !== realm { agent.currentRealm = realm }
        } else {
            stackTop = 0
        }
    }

    // MARK: - Environments

    func makeEnvironment(slotCount: Int, parent: Environment?) -> Environment {
        agent.makeEnvironment(slotCount: slotCount, parent: parent)
    }

    /// The environment `hops` links up from the frame's, borrowed: the frame holds the chain.
    @inline(__always)
    func environment(frameIndex: Int, hops: Int) -> Unmanaged<Environment>? {
        guard var environment = frames[frameIndex].environmentReference else { return nil }
        var remaining = hops
        while remaining > 0 {
            guard let parent = environment._withUnsafeGuaranteedRef({ $0.parentUnmanaged }) else { return nil }
            environment = parent
            remaining -= 1
        }
        return environment
    }

    /// Loads a captured variable into `target` (`getEnv`): false if the binding is
    /// uninitialized or missing. A number or an object is stored as a plain word (copying
    /// the slot out and assigning it called the enum's outlined copy and destroy).
    @inline(__always)
    func loadEnvironmentSlot(frameIndex: Int, hops: Int, slot: Int, into target: UnsafeMutablePointer<JSValue>) -> Bool {
        guard let environment = environment(frameIndex: frameIndex, hops: hops) else { return false }
        return environment._withUnsafeGuaranteedRef {
            guard slot < $0.slots.count else { return false }
            switch $0.slots[slot] {
            case .some(.number(let number)): VM.storeTrivial(.number(number), at: target)
            case .some(.object(let reference)): VM.storeTrivial(.object(reference), at: target)
            case .some(let value): target.pointee = value
            case .none: return false
            }
            return true
        }
    }

    /// Assigns a captured variable (`setEnv`); false if `checked` and it is uninitialized.
    @inline(__always)
    func setEnvironmentSlot(frameIndex: Int, hops: Int, slot: Int, value: UnsafeMutablePointer<JSValue>,
                            checked: Bool) -> Bool {
        guard let environment = environment(frameIndex: frameIndex, hops: hops) else { return true }
        return environment._withUnsafeGuaranteedRef {
            guard $0.slots.count > slot else { return true }
            if checked && $0.slots[slot] == nil { return false }
            $0.slots[slot] = value.pointee
            return true
        }
    }

    func globalLexicals(of realm: Realm) -> GlobalLexicalEnvironment {
        let id = ObjectIdentifier(realm)
        if let existing = globalLexicals[id] { return existing }
        let created = GlobalLexicalEnvironment()
        globalLexicals[id] = created
        return created
    }

    func isHole(_ value: JSValue) -> Bool {
        if case .symbol(let symbol) = value { return symbol.address == Unmanaged.passUnretained(holeSymbol).toOpaque() }
        return false
    }

    /// `isHole` of a register read in place (`checkThis`, `checkInitialized`): copying the
    /// value out cost a call to the enum's outlined copy and destroy on every check.
    @inline(__always)
    func isHole(at register: UnsafePointer<JSValue>) -> Bool {
        let raw = UnsafeRawPointer(register)
        return raw.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt8.self) == holeBits.tag
            && raw.load(as: UInt.self) == holeBits.payload
    }
}

/// The declarative part of a realm's global environment: `let`, `const` and `class` at the
/// top level of scripts. `nil` value: not yet initialized.
final class GlobalLexicalEnvironment {
    var bindings: [Atom: GlobalBinding] = [:]
}

/// One `let`/`const`/`class` binding of the global lexical environment, boxed so inline
/// caches can hold it. `nil` value: not yet initialized.
final class GlobalBinding {
    var value: JSValue?
    let isConst: Bool

    init(value: JSValue?, isConst: Bool) {
        self.value = value
        self.isConst = isConst
    }
}

extension Agent {
    /// This agent's interpreter, created on first use and kept as long as the agent lives:
    /// the agent's heap holds it (`Heap.interpreter`), and the collector and stack traces
    /// reach it there.
    ///
    /// Nothing may refer to the VM (or the agent) weakly: a weak reference gives an object
    /// a side table, which makes every retain and release of it take the runtime's slow
    /// path — a quarter of the time of each call from a native into bytecode, when the VM
    /// was a weakly held root provider.
    var vm: VM {
        if let vm = heap.interpreter { return vm }
        let vm = VM(agent: self)
        heap.interpreter = vm
        return vm
    }
}

/// The shapes every closure and its `prototype` object start with (`VM.closureShapes()`).
/// A class, so reading the VM's cache of it for each closure made retains one reference,
/// not each of its four shapes (as copying a struct of them did).
final class ClosureShapes {
    let named: Shape
    let constructor: Shape
    /// A sloppy function's: `arguments` and `caller` before `prototype`, as V8 orders them.
    let sloppyConstructor: Shape
    let instancePrototype: Shape
    /// `constructor` and `sloppyConstructor` again, the same keys, attributes and slots in
    /// shapes of their own: those of an ordinary function whose `prototype` object is not
    /// made yet (`BytecodeFunction.prototypeDeferred`), whose slot holds undefined. No
    /// inline cache filled by a function that has its prototype serves one that does not.
    let deferredConstructor: Shape
    let deferredSloppyConstructor: Shape

    init(named: Shape, constructor: Shape, sloppyConstructor: Shape, instancePrototype: Shape,
         deferredConstructor: Shape, deferredSloppyConstructor: Shape) {
        self.named = named
        self.constructor = constructor
        self.sloppyConstructor = sloppyConstructor
        self.instancePrototype = instancePrototype
        self.deferredConstructor = deferredConstructor
        self.deferredSloppyConstructor = deferredSloppyConstructor
    }
}
