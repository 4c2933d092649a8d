/// A suspended (or running) generator, async function or async generator: its frame copied
/// out of the register file while it waits (§25.4 Generator objects, §25.7 AsyncFunction
/// objects, §27.6 AsyncGenerator objects).
final class Coroutine: GeneratorContinuation {
    enum Kind { case generator, async, asyncGenerator }
    enum State { case suspendedStart, suspendedYield, executing, completed }

    let kind: Kind
    var state: State = .suspendedStart
    let function: BytecodeFunction
    /// The frame while suspended (its `base` is meaningless until resumed).
    var frame: Frame?
    /// The suspended frame's details, which the frame stack owned while it ran (see `Frame`).
    var frameDetails: FrameDetails?
    var savedRegisters: [JSValue] = []
    /// The promise an async function returns.
    var promise: JSPromise?
    /// The generator object (a `JSGeneratorObject` or `JSAsyncGeneratorObject`). Strong: a
    /// weak reference would give the object a side table and send every retain and release
    /// of it down the runtime's slow path. The cycle with the object's reference to this
    /// coroutine is cut by `clearReferences` when the collector frees either.
    var generator: JSObject?

    init(kind: Kind, function: BytecodeFunction) {
        self.kind = kind
        self.function = function
    }

    func finish() {
        state = .completed
        frame = nil
        frameDetails = nil
        savedRegisters = []
    }

    /// GeneratorContinuation: resumes the body; the runtime model's generator object keeps
    /// the [[GeneratorState]] and makes the iterator result.
    func resume(_ mode: GeneratorResumeMode, with value: JSValue, in agent: Agent) throws -> (value: JSValue, isDone: Bool) {
        let (result, isDone) = try resumeToResult(mode, with: value, in: agent)
        guard let object = result.asObject else { return (result, isDone) }
        return (try object.get(.atom(agent.names.value), in: agent), isDone)
    }

    /// The body's iterator result as it is: whether the generator is done is its state,
    /// not the result's `done` (which a `yield*` inner iterator controls, and may not have).
    func resumeToResult(_ mode: GeneratorResumeMode, with value: JSValue,
                        in agent: Agent) throws -> (result: JSValue, isDone: Bool) {
        let resumeMode: ResumeMode
        switch mode {
        case .next: resumeMode = .next
        case .return: resumeMode = .return
        case .throw: resumeMode = .throw
        }
        let result = try agent.vm.resume(self, value: value, mode: resumeMode)
        return (result, state == .completed)
    }

    func clearReferences() {
        finish()
        generator = nil
    }

    func markReferences(_ marker: inout Marker) {
        marker.mark(function)
        marker.mark(savedRegisters)
        if let frame {
            marker.mark(frame.function)
            marker.mark(frame.environment)
            marker.mark(frame.newTarget)
            frame.code.markCaches(&marker)
        }
        marker.mark(promise)
        marker.mark(generator)
    }
}

/// How resuming delivers a value: `next(v)`, `throw(v)` or `return(v)`.
enum ResumeMode: Int {
    case next = 0
    case `throw` = 1
    case `return` = 2
}

enum SuspendOutcome {
    case continueHere(Int)
    case suspended(JSValue)
}

/// Intrinsics the VM adds to a realm.
final class RealmExtras {
    let generatorFunctionPrototype: JSObject
    let generatorPrototype: JSObject
    let asyncFunctionPrototype: JSObject
    let asyncGeneratorFunctionPrototype: JSObject
    let asyncGeneratorPrototype: JSObject
    let asyncIteratorPrototype: JSObject
    let asyncFromSyncIteratorPrototype: JSObject
    var evalFunction: JSObject?
    /// See `VM.legacyFunctionAccessors`.
    var legacyFunctionAccessors: (arguments: AccessorPair, caller: AccessorPair)?
    /// The `callee` accessor every unmapped arguments object of the realm shares (its
    /// %ThrowTypeError% pair; a redefinition stores a new pair, never changes this one).
    var argumentsCalleeThrower: AccessorPair?

    init(generatorFunctionPrototype: JSObject, generatorPrototype: JSObject, asyncFunctionPrototype: JSObject,
         asyncGeneratorFunctionPrototype: JSObject, asyncGeneratorPrototype: JSObject,
         asyncIteratorPrototype: JSObject, asyncFromSyncIteratorPrototype: JSObject) {
        self.generatorFunctionPrototype = generatorFunctionPrototype
        self.generatorPrototype = generatorPrototype
        self.asyncFunctionPrototype = asyncFunctionPrototype
        self.asyncGeneratorFunctionPrototype = asyncGeneratorFunctionPrototype
        self.asyncGeneratorPrototype = asyncGeneratorPrototype
        self.asyncIteratorPrototype = asyncIteratorPrototype
        self.asyncFromSyncIteratorPrototype = asyncFromSyncIteratorPrototype
    }

    func markReferences(_ marker: inout Marker) {
        marker.mark(generatorFunctionPrototype)
        marker.mark(generatorPrototype)
        marker.mark(asyncFunctionPrototype)
        marker.mark(asyncGeneratorFunctionPrototype)
        marker.mark(asyncGeneratorPrototype)
        marker.mark(asyncIteratorPrototype)
        marker.mark(asyncFromSyncIteratorPrototype)
        marker.mark(evalFunction)
        marker.mark(legacyFunctionAccessors?.arguments)
        marker.mark(legacyFunctionAccessors?.caller)
        marker.mark(argumentsCalleeThrower)
    }
}

extension VM {
    /// The VM's intrinsics for `realm`, installed on first use.
    func extras(_ realm: Realm) -> RealmExtras {
        let id = ObjectIdentifier(realm)
        // Every closure made asks: one realm at a time is the rule, so remember the last one.
        if let lastExtras, lastExtras.realm == id { return lastExtras.extras }
        if let existing = realmExtras[id] {
            lastExtras = (id, existing)
            return existing
        }
        let names = agent.names
        let toStringTag = PropertyKey.symbol(agent.symbols.toStringTag)
        let generatorFunctionPrototype = realm.generatorFunctionPrototype
        let generatorPrototype = realm.generatorPrototype
        let asyncFunctionPrototype = agent.makeObject(prototype: realm.functionPrototype)
        asyncFunctionPrototype.defineBuiltinProperty(toStringTag, JSValue("AsyncFunction"), attributes: .configurable)
        let asyncGeneratorFunctionPrototype = agent.makeObject(prototype: realm.functionPrototype)
        let asyncIteratorPrototype = agent.makeObject(prototype: realm.objectPrototype)
        let asyncGeneratorPrototype = agent.makeObject(prototype: asyncIteratorPrototype)
        let asyncFromSyncIteratorPrototype = agent.makeObject(prototype: asyncIteratorPrototype)
        asyncGeneratorFunctionPrototype.defineBuiltinProperty(.atom(names.prototype), .object(asyncGeneratorPrototype),
                                                              attributes: .configurable)
        let extras = RealmExtras(generatorFunctionPrototype: generatorFunctionPrototype,
                                 generatorPrototype: generatorPrototype, asyncFunctionPrototype: asyncFunctionPrototype,
                                 asyncGeneratorFunctionPrototype: asyncGeneratorFunctionPrototype,
                                 asyncGeneratorPrototype: asyncGeneratorPrototype,
                                 asyncIteratorPrototype: asyncIteratorPrototype,
                                 asyncFromSyncIteratorPrototype: asyncFromSyncIteratorPrototype)
        realmExtras[id] = extras
        AsyncIteratorBuiltins.install(asyncIteratorPrototype: asyncIteratorPrototype,
                                      asyncFromSyncIteratorPrototype: asyncFromSyncIteratorPrototype,
                                      in: realm, agent: agent)
        AsyncGeneratorBuiltins.install(functionPrototype: asyncGeneratorFunctionPrototype,
                                       prototype: asyncGeneratorPrototype, in: realm, agent: agent)
        installGlobals(in: realm, extras: extras)
        return extras
    }

    // MARK: - Starting, suspending, resuming

    /// Called with the function's frame just pushed: a generator runs its prologue until
    /// `initialYield`; an async function runs until its first `await`.
    func startCoroutine(_ function: BytecodeFunction, flags: FunctionFlags) throws -> JSValue? {
        let kind: Coroutine.Kind
        if flags.contains(.generator) {
            kind = flags.contains(.async) ? .asyncGenerator : .generator
        } else {
            kind = .async
        }
        let coroutine = Coroutine(kind: kind, function: function)
        coroutine.state = .executing
        if kind == .async {
            coroutine.promise = JSPromise.make(in: agent)
        }
        frames[frames.count - 1].coroutine = coroutine
        return nil
    }

    /// Copies the top frame out of the register file into its coroutine and pops it.
    func saveAndPop(_ coroutine: Coroutine, frameIndex: Int, resumePC: Int) -> Int {
        var frame = frames[frameIndex]
        frame.pc = resumePC
        // Into the array's own storage, kept from the last suspension: a generator suspends
        // at every yield, and allocating the copy each time was most of the cost of one.
        coroutine.savedRegisters.removeAll(keepingCapacity: true)
        coroutine.savedRegisters.append(contentsOf: UnsafeBufferPointer(start: registers + frame.base,
                                                                        count: frame.code.registerCount))
        let returnRegister = frame.returnRegister
        frame.coroutine = nil
        coroutine.frame = frame
        coroutine.frameDetails = frame.details
        frames.dropLast()
        restoreCaller()
        return returnRegister
    }

    /// Executes `initialYield`, `yield`, `yieldDelegate` or `await` in the top frame.
    func suspend(_ coroutine: Coroutine, opcode: Opcode, frameIndex: Int, pc: Int,
                 regs: UnsafeMutablePointer<JSValue>) throws -> SuspendOutcome {
        let words = frames[frameIndex].code.words
        switch opcode {
        case .initialYield:
            // §25.2.1.1 OrdinaryCreateFromConstructor(functionObject, "%GeneratorPrototype%").
            let prototype = try coroutine.function.get(.atom(agent.names.prototype), in: agent)
            let generator: JSObject
            if coroutine.kind == .asyncGenerator {
                let fallback = extras(coroutine.function.functionRealm).asyncGeneratorPrototype
                generator = JSAsyncGeneratorObject.make(body: coroutine, prototype: prototype.asObject ?? fallback,
                                                        in: agent)
            } else {
                generator = JSGeneratorObject.make(continuation: coroutine,
                                                   prototype: prototype.asObject ?? coroutine.function.functionRealm.generatorPrototype,
                                                   in: agent)
            }
            coroutine.generator = generator
            coroutine.state = .suspendedStart
            let returnRegister = saveAndPop(coroutine, frameIndex: frameIndex, resumePC: pc + 1)
            return deliver(.object(generator), to: returnRegister)
        case .yield where coroutine.kind == .asyncGenerator:
            return try asyncGeneratorYield(regs[Int(words[pc + 2])], coroutine, frameIndex: frameIndex, pc: pc,
                                           regs: regs)
        case .asyncYieldDelegate:
            return try asyncYieldDelegate(coroutine, frameIndex: frameIndex, pc: pc, regs: regs)
        case .yield:
            let value = regs[Int(words[pc + 2])]
            coroutine.state = .suspendedYield
            let returnRegister = saveAndPop(coroutine, frameIndex: frameIndex, resumePC: pc)
            return deliver(.object(agent.makeIteratorResult(value, done: false)), to: returnRegister)
        case .yieldDelegate:
            let target = Int(words[pc + 1])
            let record = Int(words[pc + 2])
            let received = regs[target]
            let mode = ResumeMode(rawValue: Int(regs[target + 1].asNumber ?? 0)) ?? .next
            let iterator = regs[record]
            let result: JSValue
            switch mode {
            case .next:
                result = try GeneratorBuiltins.resumeDirectly(iterator, nextMethod: regs[record + 1], value: received,
                                                              in: agent)
                    ?? callValue(regs[record + 1], this: iterator, arguments: [received])
            case .throw:
                guard let method = try agent.getMethod(iterator, .atom(agent.names.throw)) else {
                    try iteratorClose(regs + record, quietly: false)
                    throw agent.typeError("The iterator does not provide a 'throw' method.")
                }
                result = try agent.call(method, this: iterator, arguments: [received])
            case .return:
                guard let method = try agent.getMethod(iterator, .atom(agent.names.return)) else {
                    regs[target] = received
                    regs[target + 1] = .number(2)
                    return .continueHere(pc + 3)
                }
                result = try agent.call(method, this: iterator, arguments: [received])
            }
            guard let resultObject = result.asObject else {
                throw agent.typeError("Iterator result \(result.shortDescription) is not an object")
            }
            if try resultObject.get(.atom(agent.names.done), in: agent).toBoolean {
                regs[target] = try resultObject.get(.atom(agent.names.value), in: agent)
                regs[target + 1] = .number(mode == .return ? 2 : 0)
                return .continueHere(pc + 3)
            }
            coroutine.state = .suspendedYield
            let returnRegister = saveAndPop(coroutine, frameIndex: frameIndex, resumePC: pc)
            return deliver(result, to: returnRegister)
        default:  // await
            return try awaitValue(regs[Int(words[pc + 2])], coroutine, frameIndex: frameIndex, pc: pc)
        }
    }

    /// Await (§6.2.3.1): suspends the top frame at `pc` until `value` settles; resuming
    /// puts the outcome in the instruction's target registers.
    func awaitValue(_ value: JSValue, _ coroutine: Coroutine, frameIndex: Int, pc: Int) throws -> SuspendOutcome {
        let promise = try promiseResolve(value)
        coroutine.state = .suspendedYield
        let returnRegister = saveAndPop(coroutine, frameIndex: frameIndex, resumePC: pc)
        // Only the promise's reaction knows the coroutine: root it while it waits.
        awaiting[ObjectIdentifier(coroutine)] = coroutine
        promise.performThen(onFulfilled: .undefined, onRejected: .undefined, target: .resume(coroutine), in: agent)
        let result: JSValue = coroutine.promise.map { .object($0) } ?? .undefined
        return deliver(result, to: returnRegister)
    }

    /// Hands a suspension's result to the caller: a register of a bytecode caller, or the
    /// Swift caller (`.suspended`, which makes `run` return).
    func deliver(_ value: JSValue, to returnRegister: Int) -> SuspendOutcome {
        if returnRegister >= 0 && !frames.isEmpty {
            registers[returnRegister] = value
        }
        return .suspended(value)
    }

    func promiseResolve(_ value: JSValue) throws -> JSPromise {
        if let object = value.asObject as? JSPromise {
            let constructor = try object.get(.atom(agent.names.constructor), in: agent)
            if let constructorObject = constructor.asObject,
                constructorObject === agent.currentRealm.intrinsic(.promise)
            {
                return object
            }
        }
        let promise = JSPromise.make(in: agent)
        promise.resolve(with: value, in: agent)
        return promise
    }

    /// The result of a coroutine's `return`: `{value, done: true}` for generators, the
    /// promise (resolved) for async functions.
    func finishCoroutine(_ coroutine: Coroutine, frameIndex: Int, value: JSValue) throws -> JSValue {
        coroutine.state = .completed
        switch coroutine.kind {
        case .async:
            coroutine.promise?.resolve(with: value, in: agent)
            return coroutine.promise.map { .object($0) } ?? .undefined
        case .asyncGenerator:
            // Settled by the caller once the frame is gone (`completeAsyncGenerator`).
            return .undefined
        default:
            return .object(agent.makeIteratorResult(value, done: true))
        }
    }

    /// The job of an `await`'s reaction: resumes `coroutine` with the settled value, as the
    /// closures of Await (§6.2.3.1) would when called by a PromiseReactionJob — in the realm
    /// of the awaiting frame, a JavaScript exception that escapes dropped (an async
    /// function's rejects its promise first; nothing else can hold one here), anything else
    /// (a termination) passed on.
    func resumeAwaiting(_ coroutine: Coroutine, with value: JSValue, mode: ResumeMode) throws {
        let scope = agent.enterNativeScope()
        defer { agent.exitScope(scope, returning: nil) }
        do {
            _ = try resume(coroutine, value: value, mode: mode)
        } catch is JSException {
        }
    }

    /// Resumes a suspended coroutine from Swift (a generator method, a promise reaction).
    func resume(_ coroutine: Coroutine, value: JSValue, mode: ResumeMode) throws -> JSValue {
        switch coroutine.state {
        case .executing:
            throw agent.typeError("Generator is already running")
        case .completed:
            switch mode {
            case .next: return .object(agent.makeIteratorResult(.undefined, done: true))
            case .return: return .object(agent.makeIteratorResult(value, done: true))
            case .throw: throw JSException(value)
            }
        case .suspendedStart:
            if mode != .next {
                coroutine.finish()
                if mode == .throw { throw JSException(value) }
                return .object(agent.makeIteratorResult(value, done: true))
            }
        case .suspendedYield:
            break
        }
        awaiting[ObjectIdentifier(coroutine)] = nil
        guard var frame = coroutine.frame else { return .object(agent.makeIteratorResult(.undefined, done: true)) }
        try agent.enterCall()  // bounds the Swift stack too
        defer { agent.callDepth -= 1 }
        saveTopPC()
        let savedRealm = agent.currentRealm
        defer { agent.currentRealm = savedRealm }
        let base = stackTop
        let count = coroutine.savedRegisters.count
        guard base + count < capacity, frames.count < maximumFrameCount else {
            throw agent.rangeError("Maximum call stack size exceeded")
        }
        coroutine.savedRegisters.withUnsafeBufferPointer { saved in
            for index in saved.indices { registers[base + index] = saved[index] }
        }
        coroutine.savedRegisters.removeAll(keepingCapacity: true)
        frame.base = base
        frame.returnRegister = -1
        frame.nativeDepth = agent.nativeFrames.count
        frame.adoptDetails(coroutine.frameDetails)
        frame.coroutine = coroutine
        coroutine.frame = nil
        coroutine.frameDetails = nil
        let wasStarting = coroutine.state == .suspendedStart
        coroutine.state = .executing
        let pc = frame.pc
        agent.currentRealm = frame.realm
        frames.append(frame)
        stackTop = base + frame.code.registerCount
        defer { if let top = frames.last { currentPC = top.pc } }
        if !wasStarting {
            let code = frame.code
            let opcode = Opcode(rawValue: code.words[pc]) ?? .nop
            let target = Int(code.words[pc + 1])
            registers[base + target] = value
            registers[base + target + 1] = .number(Double(mode.rawValue))
            if opcode == .yieldDelegate || opcode == .asyncYieldDelegate {
                frames[frames.count - 1].pc = pc
            } else {
                frames[frames.count - 1].pc = pc + opcode.length
                if mode == .throw {
                    currentPC = pc
                    let entryCount = frames.count
                    switch unwind(to: entryCount, exception: value) {
                    case .handled: break
                    case .returned(let result): return result
                    case .unhandled: throw JSException(value)
                    }
                }
            }
        }
        do {
            return try runInScriptScope()
        } catch {
            coroutine.finish()
            if coroutine.kind == .asyncGenerator, let exception = error as? JSException,
                let generator = coroutine.generator as? JSAsyncGeneratorObject
            {
                generator.bodyCompleted(.throw(exception.value), in: agent)
                return .undefined
            }
            if coroutine.kind == .async, let promise = coroutine.promise {
                promise.reject(with: thrownValue(error), in: agent)
                return .object(promise)
            }
            throw error
        }
    }
}
