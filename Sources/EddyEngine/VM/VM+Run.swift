/// The dispatch loop.
extension VM {
    /// Runs the top frame (and every frame it pushes) until it returns to Swift.
    func run() throws -> JSValue {
        let entryCount = frames.count
        while true {
            do {
                return try dispatch(entryCount: entryCount)
            } catch {
                if error is ExecutionInterrupted { abandonFrames(to: entryCount); throw error }
                let value = thrownValue(error)
                // An error raised by an instruction or a native it called (not by `throw`)
                // was made here, so its origin is already its throw site, as in V8: a
                // `finally` that later rethrows it must not move it.
                (value.asObject as? JSErrorObject)?.hasThrowSite = true
                switch unwind(to: entryCount, exception: value) {
                case .handled:
                    continue
                case .returned(let result):
                    return result
                case .unhandled:
                    if let exception = error as? JSException { throw exception }
                    throw JSException(value)
                }
            }
        }
    }

    /// The JavaScript value of any error thrown inside the loop.
    func thrownValue(_ error: Error) -> JSValue {
        if let exception = error as? JSException { return exception.value }
        if let compileError = error as? CompileError {
            return agent.syntaxError(compileError.message).value
        }
        return agent.makeError(.error, "\(error)").value
    }

    /// Finds the handler for an exception in the frames from the top down to the entry
    /// frame; pops the frames it leaves. Returns false (entry frame popped) when none.
    func unwind(to entryCount: Int, exception: JSValue) -> UnwindOutcome {
        var pc = currentPC
        while frames.count >= entryCount {
            let index = frames.count - 1
            let frame = frames[index]
            for handler in frame.code.handlers where pc >= handler.start && pc < handler.end {
                var environment = frame.environment
                var depth = frame.environmentDepth
                while depth > handler.environmentDepth, let current = environment {
                    environment = current.parent
                    depth -= 1
                }
                frames[index].setHeapEnvironment(environment)
                frames[index].environmentDepth = depth
                frames[index].pc = handler.handler
                registers[frame.base + handler.register] = exception
                stackTop = frame.base + frame.code.registerCount
                return .handled
            }
            // Held here: dropping the frame releases its details.
            let poppedCoroutine = frame.coroutine
            frames.dropLast()
            restoreCaller()
            // A caller's saved pc is its return address, one past the call: the call itself
            // is the instruction before it (a call that ends just before a `try` is not inside it).
            if frames.count > 0 { pc = frames[frames.count - 1].pc - 1 }
            if let coroutine = poppedCoroutine {
                coroutine.finish()
                // An async generator settles its requests instead (once it has started).
                if coroutine.kind == .asyncGenerator, let generator = coroutine.generator as? JSAsyncGeneratorObject {
                    generator.bodyCompleted(.throw(exception), in: agent)
                    if frame.returnRegister >= 0 && frames.count >= entryCount {
                        registers[frame.returnRegister] = .undefined
                        return .handled
                    }
                    return .returned(.undefined)
                }
                // An async function turns the exception into a rejected promise.
                if coroutine.kind == .async, let promise = coroutine.promise {
                    promise.reject(with: exception, in: agent)
                    if frame.returnRegister >= 0 && frames.count >= entryCount {
                        registers[frame.returnRegister] = .object(promise)
                        return .handled
                    }
                    return .returned(.object(promise))
                }
            }
            if frames.count < entryCount { return .unhandled }
        }
        return .unhandled
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private func dispatch(entryCount: Int) throws -> JSValue {
        let agent = self.agent
        frameLoop: while true {
            let frameIndex = frames.count - 1
            // The frame's code, borrowed: the callee register keeps it alive (see `Frame`). A
            // strong local here cost a retain and a release on every call and every return.
            let codeReference = frames[frameIndex].codeUnmanaged
            var code: FunctionCode { codeReference.takeUnretainedValue() }
            if codeReference._withUnsafeGuaranteedRef({ $0.loadedGeneration != generation }) { load(code) }
            let words = codeReference._withUnsafeGuaranteedRef { $0.words }
            let regs = registers + frames[frameIndex].base
            var pc = frames[frameIndex].pc
            // Read from the frame where needed, which also holds it (a local would be retained).
            var env: Environment? { frames[frameIndex].environment }
            let caches = codeReference._withUnsafeGuaranteedRef { $0.caches }
            let isStrict = codeReference._withUnsafeGuaranteedRef { $0.flags.contains(.strict) }
            // Held by the frame's realm (`Realm.globalObject` is a `let`), which outlives the
            // frame; borrowed through `Unmanaged` because even an `unowned(unsafe)` local was
            // retained and released around every global access.
            let global = frames[frameIndex].realmUnmanaged._withUnsafeGuaranteedRef {
                Unmanaged.passUnretained($0.globalObject)
            }

            while true {
                currentPC = pc
                let opcode = Opcode.decode(words[pc])
                switch opcode {
                case .nop, .debugger:
                    pc += 1

                // MARK: Modules (Module/VM+Modules.swift)
                case .getImport:
                    regs[Int(words[pc + 1])] = try importBinding(frameIndex: frameIndex, hops: Int(words[pc + 2]),
                                                                 slot: Int(words[pc + 3]), code: code, name: Int(words[pc + 4]))
                    pc += 5
                case .importMeta:
                    regs[Int(words[pc + 1])] = try importMeta(code: code)
                    pc += 2
                case .importCall:
                    let options = words[pc + 3] < 0 ? JSValue.undefined : regs[Int(words[pc + 3])]
                    regs[Int(words[pc + 1])] = importCall(regs[Int(words[pc + 2])], options: options, code: code)
                    pc += 4

                // MARK: Private names (VM+PrivateNames.swift)
                case .newPrivateName:
                    regs[Int(words[pc + 1])] = .object(makePrivateName(text: code.constants[Int(words[pc + 2])],
                                                                       kind: Int(words[pc + 3]),
                                                                       brand: words[pc + 4] < 0 ? nil : regs[Int(words[pc + 4])]))
                    pc += 5
                case .setPrivateMethod:
                    try setPrivateMethod(regs[Int(words[pc + 1])], function: regs[Int(words[pc + 2])],
                                         kind: Int(words[pc + 3]), homeObject: regs[Int(words[pc + 4])])
                    pc += 5
                case .getPrivate:
                    let name = try privateName(in: regs[Int(words[pc + 3])])
                    regs[Int(words[pc + 1])] = try agent.getPrivate(regs[Int(words[pc + 2])], name)
                    pc += 4
                case .setPrivate:
                    let name = try privateName(in: regs[Int(words[pc + 2])])
                    try agent.setPrivate(regs[Int(words[pc + 1])], name, regs[Int(words[pc + 3])])
                    pc += 4
                case .addPrivate:
                    let name = try privateName(in: regs[Int(words[pc + 2])])
                    if let object = regs[Int(words[pc + 1])].asObject {
                        try agent.addPrivateElement(name, to: object, value: regs[Int(words[pc + 3])])
                    }
                    pc += 4
                case .hasPrivate:
                    let name = try privateName(in: regs[Int(words[pc + 2])])
                    regs[Int(words[pc + 1])] = .boolean(try agent.hasPrivate(name, in: regs[Int(words[pc + 3])]))
                    pc += 4

                // MARK: Loads
                case .loadUndefined:
                    VM.storeTrivial(.undefined, at: regs + Int(words[pc + 1]))
                    pc += 2
                case .loadNull:
                    VM.storeTrivial(.null, at: regs + Int(words[pc + 1]))
                    pc += 2
                case .loadTrue:
                    VM.storeTrivial(.boolean(true), at: regs + Int(words[pc + 1]))
                    pc += 2
                case .loadFalse:
                    VM.storeTrivial(.boolean(false), at: regs + Int(words[pc + 1]))
                    pc += 2
                case .loadHole:
                    regs[Int(words[pc + 1])] = hole
                    pc += 2
                case .loadInt:
                    VM.storeTrivial(.number(Double(words[pc + 2])), at: regs + Int(words[pc + 1]))
                    pc += 3
                case .loadConst:
                    // Read through the borrowed code: `code.runtimeConstants` retained and
                    // released the code at every literal (a tenth of Json, whose parser
                    // loads a string constant per character compared).
                    let constant = Int(words[pc + 2])
                    regs[Int(words[pc + 1])] = codeReference._withUnsafeGuaranteedRef {
                        $0.runtimeConstants.withUnsafeBufferPointer { $0[constant] }
                    }
                    pc += 3
                case .move:
                    VM.copyValue(from: regs + Int(words[pc + 2]), to: regs + Int(words[pc + 1]))
                    pc += 3
                case .loadThis:
                    let value = try thisValue(frameIndex: frameIndex)
                    regs[Int(words[pc + 1])] = value
                    pc += 2
                case .checkThis:
                    if isHole(at: regs + Int(words[pc + 1])) {
                        throw agent.referenceError("Must call super constructor in derived class before accessing 'this'")
                    }
                    pc += 2
                case .newTarget:
                    regs[Int(words[pc + 1])] = frames[frameIndex].newTarget.map { .object($0) } ?? .undefined
                    pc += 2
                case .loadFunction:
                    regs[Int(words[pc + 1])] = frames[frameIndex].function.map { .object($0) } ?? .undefined
                    pc += 2

                // MARK: Arithmetic
                case .add:
                    // Operands are matched in place: copying them out cost a call each to the
                    // enum's outlined copy and destroy, even for numbers.
                    if case .number(let x) = regs[Int(words[pc + 2])], case .number(let y) = regs[Int(words[pc + 3])] {
                        VM.storeTrivial(.number(x + y), at: regs + Int(words[pc + 1]))
                    } else {
                        regs[Int(words[pc + 1])] = try agent.add(regs[Int(words[pc + 2])], regs[Int(words[pc + 3])])
                    }
                    pc += 4
                case .subtract, .multiply, .divide, .remainder, .exponent:
                    if case .number(let x) = regs[Int(words[pc + 2])], case .number(let y) = regs[Int(words[pc + 3])] {
                        let result: Double
                        switch opcode {
                        case .subtract: result = x - y
                        case .multiply: result = x * y
                        case .divide: result = x / y
                        case .remainder: result = NumericOperator.remainder(x, y)
                        default: result = NumericOperator.power(x, y)
                        }
                        VM.storeTrivial(.number(result), at: regs + Int(words[pc + 1]))
                    } else {
                        regs[Int(words[pc + 1])] = try agent.applyNumericOperator(
                            VM.numericOperator(opcode), regs[Int(words[pc + 2])], regs[Int(words[pc + 3])])
                    }
                    pc += 4
                case .addInt, .subtractInt:
                    // `n - 1`: the literal is an operand, not a register loaded first.
                    let y = Double(words[pc + 3])
                    if case .number(let x) = regs[Int(words[pc + 2])] {
                        VM.storeTrivial(.number(opcode == .addInt ? x + y : x - y), at: regs + Int(words[pc + 1]))
                    } else if opcode == .addInt {
                        regs[Int(words[pc + 1])] = try agent.add(regs[Int(words[pc + 2])], .number(y))
                    } else {
                        regs[Int(words[pc + 1])] = try agent.applyNumericOperator(.subtract, regs[Int(words[pc + 2])], .number(y))
                    }
                    pc += 4
                case .leftShift, .rightShift, .unsignedRightShift, .bitAnd, .bitOr, .bitXor:
                    let operation = VM.numericOperator(opcode)
                    if case .number(let x) = regs[Int(words[pc + 2])], case .number(let y) = regs[Int(words[pc + 3])] {
                        VM.storeTrivial(.number(operation.apply(x, y)), at: regs + Int(words[pc + 1]))
                    } else {
                        regs[Int(words[pc + 1])] = try agent.applyNumericOperator(
                            operation, regs[Int(words[pc + 2])], regs[Int(words[pc + 3])])
                    }
                    pc += 4
                case .equal, .notEqual:
                    let equal = try agent.isLooselyEqual(regs[Int(words[pc + 2])], regs[Int(words[pc + 3])])
                    regs[Int(words[pc + 1])] = .boolean(opcode == .equal ? equal : !equal)
                    pc += 4
                case .strictEqual, .strictNotEqual:
                    let equal = VM.isStrictlyEqual(regs + Int(words[pc + 2]), regs + Int(words[pc + 3]))
                    regs[Int(words[pc + 1])] = .boolean(opcode == .strictEqual ? equal : !equal)
                    pc += 4
                case .lessThan, .lessThanOrEqual, .greaterThan, .greaterThanOrEqual:
                    let result: Bool
                    if case .number(let x) = regs[Int(words[pc + 2])], case .number(let y) = regs[Int(words[pc + 3])] {
                        switch opcode {
                        case .lessThan: result = x < y
                        case .lessThanOrEqual: result = x <= y
                        case .greaterThan: result = x > y
                        default: result = x >= y
                        }
                    } else {
                        result = try compare(opcode, regs[Int(words[pc + 2])], regs[Int(words[pc + 3])])
                    }
                    VM.storeTrivial(.boolean(result), at: regs + Int(words[pc + 1]))
                    pc += 4
                case .instanceOf:
                    let result = try agent.instanceOf(regs[Int(words[pc + 2])], regs[Int(words[pc + 3])])
                    regs[Int(words[pc + 1])] = .boolean(result)
                    pc += 4
                case .hasProperty:
                    guard let object = regs[Int(words[pc + 3])].asObject else {
                        throw agent.typeError("Cannot use 'in' operator to search for '\(regs[Int(words[pc + 2])].shortDescription)' in \(regs[Int(words[pc + 3])].shortDescription)")
                    }
                    let key = try agent.toPropertyKey(regs[Int(words[pc + 2])])
                    regs[Int(words[pc + 1])] = .boolean(try object.hasProperty(key, in: agent))
                    pc += 4

                // MARK: Unary
                case .negate:
                    let value = regs[Int(words[pc + 2])]
                    if case .number(let x) = value {
                        regs[Int(words[pc + 1])] = .number(-x)
                    } else {
                        regs[Int(words[pc + 1])] = try agent.negate(value)
                    }
                    pc += 3
                case .toNumber:
                    let value = regs[Int(words[pc + 2])]
                    if case .number = value {
                        regs[Int(words[pc + 1])] = value
                    } else {
                        regs[Int(words[pc + 1])] = .number(try agent.toNumber(value))
                    }
                    pc += 3
                case .toNumeric:
                    let value = regs[Int(words[pc + 2])]
                    if case .number = value {
                        regs[Int(words[pc + 1])] = value
                    } else {
                        regs[Int(words[pc + 1])] = try agent.toNumeric(value)
                    }
                    pc += 3
                case .increment, .decrement:
                    if case .number(let x) = regs[Int(words[pc + 2])] {
                        VM.storeTrivial(.number(opcode == .increment ? x + 1 : x - 1), at: regs + Int(words[pc + 1]))
                    } else {
                        regs[Int(words[pc + 1])] = try agent.increment(regs[Int(words[pc + 2])],
                                                                       by: opcode == .increment ? 1 : -1)
                    }
                    pc += 3
                case .not:
                    regs[Int(words[pc + 1])] = .boolean(!regs[Int(words[pc + 2])].toBoolean)
                    pc += 3
                case .bitNot:
                    regs[Int(words[pc + 1])] = try agent.bitwiseNot(regs[Int(words[pc + 2])])
                    pc += 3
                case .typeOf:
                    let value = regs[Int(words[pc + 2])]
                    regs[Int(words[pc + 1])] = .string(typeofString(value))
                    pc += 3
                case .toString:
                    let value = regs[Int(words[pc + 2])]
                    if case .string = value {
                        regs[Int(words[pc + 1])] = value
                    } else {
                        regs[Int(words[pc + 1])] = agent.value(of: try agent.toString(value))
                    }
                    pc += 3
                case .toPropertyKey:
                    let value = regs[Int(words[pc + 2])]
                    switch value {
                    case .string, .symbol, .number: regs[Int(words[pc + 1])] = value
                    default: regs[Int(words[pc + 1])] = try agent.toPropertyKey(value).value
                    }
                    pc += 3

                // MARK: Jumps
                case .jump:
                    let target = Int(words[pc + 1])
                    if target <= pc { agent.collectIfNeeded(); try agent.checkInterrupt() }
                    pc = target
                case .jumpIfTrue:
                    pc = regs[Int(words[pc + 1])].toBoolean ? Int(words[pc + 2]) : pc + 3
                case .jumpIfFalse:
                    pc = regs[Int(words[pc + 1])].toBoolean ? pc + 3 : Int(words[pc + 2])
                case .jumpIfNullish:
                    pc = regs[Int(words[pc + 1])].isNullish ? Int(words[pc + 2]) : pc + 3
                case .jumpIfNotNullish:
                    pc = regs[Int(words[pc + 1])].isNullish ? pc + 3 : Int(words[pc + 2])
                case .jumpIfUndefined:
                    pc = regs[Int(words[pc + 1])].isUndefined ? Int(words[pc + 2]) : pc + 3
                case .jumpIfNotUndefined:
                    pc = regs[Int(words[pc + 1])].isUndefined ? pc + 3 : Int(words[pc + 2])
                case .jumpIfNotInt:
                    if case .number(let x) = regs[Int(words[pc + 1])], x == Double(words[pc + 2]) {
                        pc += 4
                    } else {
                        pc = Int(words[pc + 3])
                    }
                case .jumpUnlessLess, .jumpUnlessLessOrEqual, .jumpUnlessGreater, .jumpUnlessGreaterOrEqual,
                     .jumpUnlessLessInt, .jumpUnlessLessOrEqualInt, .jumpUnlessGreaterInt, .jumpUnlessGreaterOrEqualInt:
                    // The `Int` forms compare with a small integer literal held in the operand.
                    let right: JSValue = opcode.comparesWithImmediate
                        ? .number(Double(words[pc + 2])) : regs[Int(words[pc + 2])]
                    let result: Bool
                    if case .number(let x) = regs[Int(words[pc + 1])], case .number(let y) = right {
                        switch opcode {
                        case .jumpUnlessLess, .jumpUnlessLessInt: result = x < y
                        case .jumpUnlessLessOrEqual, .jumpUnlessLessOrEqualInt: result = x <= y
                        case .jumpUnlessGreater, .jumpUnlessGreaterInt: result = x > y
                        default: result = x >= y
                        }
                    } else {
                        let plain: Opcode
                        switch opcode {
                        case .jumpUnlessLess, .jumpUnlessLessInt: plain = .lessThan
                        case .jumpUnlessLessOrEqual, .jumpUnlessLessOrEqualInt: plain = .lessThanOrEqual
                        case .jumpUnlessGreater, .jumpUnlessGreaterInt: plain = .greaterThan
                        default: plain = .greaterThanOrEqual
                        }
                        result = try compare(plain, regs[Int(words[pc + 1])], right)
                    }
                    if result {
                        pc += 4
                    } else {
                        let target = Int(words[pc + 3])
                        if target <= pc { agent.collectIfNeeded(); try agent.checkInterrupt() }
                        pc = target
                    }
                case .jumpUnlessStrictEqual, .jumpUnlessStrictNotEqual:
                    let equal = VM.isStrictlyEqual(regs + Int(words[pc + 1]), regs + Int(words[pc + 2]))
                    if equal == (opcode == .jumpUnlessStrictEqual) {
                        pc += 4
                    } else {
                        pc = Int(words[pc + 3])
                    }
                case .isType:
                    regs[Int(words[pc + 1])] = .boolean(TypeofTest.holds(word: words[pc + 3], for: regs[Int(words[pc + 2])]))
                    pc += 4
                case .jumpUnlessType:
                    if TypeofTest.holds(word: words[pc + 2], for: regs[Int(words[pc + 1])]) {
                        pc += 4
                    } else {
                        pc = Int(words[pc + 3])
                    }
                case .isNullish:
                    VM.storeTrivial(.boolean(NullishTest.holds(word: words[pc + 3], for: regs[Int(words[pc + 2])])),
                                    at: regs + Int(words[pc + 1]))
                    pc += 4
                case .jumpUnlessNullish:
                    if NullishTest.holds(word: words[pc + 2], for: regs[Int(words[pc + 1])]) {
                        pc += 4
                    } else {
                        pc = Int(words[pc + 3])
                    }

                // MARK: Variables
                case .checkInitialized:
                    if isHole(at: regs + Int(words[pc + 1])) {
                        throw agent.referenceError("Cannot access '\(constantName(code, Int(words[pc + 2])))' before initialization")
                    }
                    pc += 3
                case .getEnv, .getEnvChecked:
                    if !loadEnvironmentSlot(frameIndex: frameIndex, hops: Int(words[pc + 2]), slot: Int(words[pc + 3]),
                                            into: regs + Int(words[pc + 1])) {
                        if opcode == .getEnvChecked {
                            throw agent.referenceError("Cannot access '\(constantName(code, Int(words[pc + 4])))' before initialization")
                        }
                        regs[Int(words[pc + 1])] = .undefined
                    }
                    pc += opcode == .getEnv ? 4 : 5
                case .setEnv, .setEnvChecked:
                    if !setEnvironmentSlot(frameIndex: frameIndex, hops: Int(words[pc + 1]), slot: Int(words[pc + 2]),
                                           value: regs + Int(words[pc + 3]), checked: opcode == .setEnvChecked) {
                        throw agent.referenceError("Cannot access '\(constantName(code, Int(words[pc + 4])))' before initialization")
                    }
                    pc += opcode == .setEnv ? 4 : 5
                case .pushEnv:
                    // The parent borrowed from the frame (a strong read retained and released it).
                    let slotCount = Int(words[pc + 1])
                    let environment = if let parent = frames[frameIndex].environmentReference {
                        parent._withUnsafeGuaranteedRef { makeEnvironment(slotCount: slotCount, parent: $0) }
                    } else {
                        makeEnvironment(slotCount: slotCount, parent: nil)
                    }
                    frames[frameIndex].setHeapEnvironment(environment)
                    frames[frameIndex].environmentDepth += 1
                    pc += 2
                case .pushEnvNamed:
                    let environment = makeEnvironment(slotCount: Int(words[pc + 1]), parent: env)
                    let names = ScopeNames(table: scopeNameTable(code, Int(words[pc + 2])), environment: environment,
                                           shape: agent.rootShape)
                    environment.bindingObject = agent.heap.register(names)
                    frames[frameIndex].setHeapEnvironment(environment)
                    frames[frameIndex].environmentDepth += 1
                    pc += 3
                case .popEnv:
                    frames[frameIndex].setHeapEnvironment(
                        reference: frames[frameIndex].environmentReference?._withUnsafeGuaranteedRef { $0.parentUnmanaged })
                    frames[frameIndex].environmentDepth -= 1
                    pc += 1
                case .copyEnv:
                    if let current = env {
                        let copy = makeEnvironment(slotCount: current.slots.count, parent: current.parent)
                        copy.copySlots(from: current)
                        if let names = current.bindingObject as? ScopeNames {
                            copy.bindingObject = agent.heap.register(
                                ScopeNames(table: names.table, environment: copy, shape: agent.rootShape))
                        }
                        frames[frameIndex].setHeapEnvironment(copy)
                    }
                    pc += 1
                case .pushWithEnv:
                    let object = try agent.toObject(regs[Int(words[pc + 1])])
                    let environment = makeEnvironment(slotCount: 0, parent: env)
                    environment.bindingObject = object
                    frames[frameIndex].setHeapEnvironment(environment)
                    frames[frameIndex].environmentDepth += 1
                    pc += 2
                case .getGlobal, .getGlobalOrUndefined:
                    // Operands are read before any closure: a closure that captured `pc`
                    // would keep it in memory for the whole loop, not in a register.
                    let cacheIndex = Int(words[pc + 3])
                    let target = regs + Int(words[pc + 1])
                    if let caches, global._withUnsafeGuaranteedRef({
                        cachedGlobal(caches + cacheIndex, global: $0, into: target)
                    }) {
                        pc += 4
                        continue
                    }
                    let value = try getGlobal(code: code, nameIndex: Int(words[pc + 2]), realm: frames[frameIndex].realm,
                                              orUndefined: opcode == .getGlobalOrUndefined,
                                              cache: caches.map { $0 + cacheIndex })
                    regs[Int(words[pc + 1])] = value
                    pc += 4
                case .setGlobal:
                    let cacheIndex = Int(words[pc + 3])
                    let source = regs + Int(words[pc + 2])
                    if let caches, global._withUnsafeGuaranteedRef({
                        cachedSetGlobal(caches + cacheIndex, global: $0, from: source)
                    }) {
                        pc += 4
                        continue
                    }
                    try setGlobal(code: code, nameIndex: Int(words[pc + 1]), value: source.pointee,
                                  realm: frames[frameIndex].realm, isStrict: isStrict,
                                  cache: caches.map { $0 + cacheIndex })
                    pc += 4
                case .initGlobalLexical:
                    try initializeGlobalLexical(code: code, nameIndex: Int(words[pc + 1]), value: regs[Int(words[pc + 2])],
                                                realm: frames[frameIndex].realm)
                    pc += 3
                case .declareGlobals:
                    try declareGlobals(code: code, index: Int(words[pc + 1]), realm: frames[frameIndex].realm, environment: env,
                                       flags: regs + Int(words[pc + 2]))
                    pc += 3
                case .setVarBinding:
                    try setVarBinding(code: code, nameIndex: Int(words[pc + 1]), value: regs[Int(words[pc + 2])],
                                      environment: env, realm: frames[frameIndex].realm)
                    pc += 3
                case .throwConstAssignment:
                    throw agent.typeError("Assignment to constant variable.")
                case .throwTypeError:
                    throw agent.typeError(constantName(code, Int(words[pc + 1])))
                case .throwReferenceError:
                    throw agent.referenceError(constantName(code, Int(words[pc + 1])))
                case .requireObjectCoercible:
                    let value = regs[Int(words[pc + 1])]
                    if value.isNullish {
                        throw agent.typeError("Cannot read properties of \(value.isNull ? "null" : "undefined")")
                    }
                    pc += 2
                case .getDynamic, .getDynamicOrUndefined, .getDynamicCallee:
                    let name = Int(words[pc + 2])
                    let resolved = Int(words[pc + 6])
                    let result = try getDynamic(code: code, nameIndex: name, environment: env, regs: regs,
                                                fallback: Int(words[pc + 3]), slot: Int(words[pc + 4]),
                                                limit: Int(words[pc + 5]), realm: frames[frameIndex].realm,
                                                orUndefined: opcode == .getDynamicOrUndefined, isStrict: isStrict,
                                                resolved: resolved >= 0 ? regs[resolved] : nil)
                    let target = Int(words[pc + 1])
                    regs[target] = result.value
                    if opcode == .getDynamicCallee { regs[target + 1] = result.this }
                    pc += 7
                case .setDynamic:
                    let resolved = Int(words[pc + 6])
                    try setDynamic(code: code, nameIndex: Int(words[pc + 1]), value: regs[Int(words[pc + 2])],
                                   environment: env, regs: regs, fallback: Int(words[pc + 3]), slot: Int(words[pc + 4]),
                                   limit: Int(words[pc + 5]), realm: frames[frameIndex].realm, isStrict: isStrict,
                                   resolved: resolved >= 0 ? regs[resolved] : nil)
                    pc += 7
                case .resolveDynamic:
                    regs[Int(words[pc + 1])] = try resolveDynamic(code: code, nameIndex: Int(words[pc + 2]), environment: env,
                                                                  fallback: Int(words[pc + 3]), limit: Int(words[pc + 5]))
                    pc += 6
                case .deleteDynamic:
                    let result = try deleteDynamic(code: code, nameIndex: Int(words[pc + 2]), environment: env,
                                                   limit: Int(words[pc + 3]), realm: frames[frameIndex].realm)
                    regs[Int(words[pc + 1])] = .boolean(result)
                    pc += 4

                // MARK: Properties
                case .getProperty:
                    let cacheIndex = Int(words[pc + 4])
                    let target = regs + Int(words[pc + 1])
                    let nameIndex = Int(words[pc + 3])
                    // The receiver is borrowed from its register (no retain); `cachedGet`
                    // writes the target last, which may be that register.
                    if let caches, let object = VM.peekObject(regs + Int(words[pc + 2])),
                        object._withUnsafeGuaranteedRef({
                            caches[cacheIndex].matches($0) && cachedGet($0, caches + cacheIndex, into: target)
                        })
                    {
                        pc += 5
                        continue
                    }
                    // A site that has seen several shapes, read in place as well.
                    if let caches, caches[cacheIndex].polymorphicReference != nil,
                        let object = VM.peekObject(regs + Int(words[pc + 2])),
                        object._withUnsafeGuaranteedRef({
                            polymorphicGet($0, caches + cacheIndex, into: target)
                        })
                    {
                        pc += 5
                        continue
                    }
                    // An array's length (arrays have no inline cache: `length` is not in their shape).
                    if let object = VM.peekObject(regs + Int(words[pc + 2])),
                        let length = object._withUnsafeGuaranteedRef({ arrayLength($0) }),
                        codeReference._withUnsafeGuaranteedRef({ isLengthKey($0, nameIndex) })
                    {
                        VM.storeTrivial(.number(Double(length)), at: regs + Int(words[pc + 1]))
                        pc += 5
                        continue
                    }
                    // A string's length, or a method of String.prototype through the cache.
                    if let string = VM.peekString(regs + Int(words[pc + 2])) {
                        if codeReference._withUnsafeGuaranteedRef({ isLengthKey($0, nameIndex) }) {
                            let count = string._withUnsafeGuaranteedRef { $0.count }
                            VM.storeTrivial(.number(Double(count)), at: regs + Int(words[pc + 1]))
                            pc += 5
                            continue
                        }
                        if let caches, cachedStringMethod(caches + cacheIndex, into: regs + Int(words[pc + 1])) {
                            pc += 5
                            continue
                        }
                    }
                    // A getter through the site's cache, called from this loop (after the array and
                    // string cases, which never have an entry and would pay for the check).
                    if let caches, let object = VM.peekObject(regs + Int(words[pc + 2])),
                        let getter = object._withUnsafeGuaranteedRef({ cachedAccessor($0, caches + cacheIndex)?.getter })
                    {
                        frames[frameIndex].pc = pc + 5
                        if try callAccessor(getter, this: regs + Int(words[pc + 2]), argument: nil,
                                            returnRegister: frames[frameIndex].base + Int(words[pc + 1]), into: target)
                        {
                            continue frameLoop
                        }
                        pc += 5
                        continue
                    }
                    regs[Int(words[pc + 1])] = try getNamed(regs[Int(words[pc + 2])], code: code,
                                                            nameIndex: Int(words[pc + 3]),
                                                            cache: caches.map { $0 + cacheIndex })
                    pc += 5
                case .setProperty:
                    let cacheIndex = Int(words[pc + 4])
                    let source = regs + Int(words[pc + 3])
                    if let caches, let object = VM.peekObject(regs + Int(words[pc + 1])),
                        object._withUnsafeGuaranteedRef({
                            cachedSet($0, caches + cacheIndex, from: source)
                        })
                    {
                        pc += 5
                        continue
                    }
                    // A setter through the site's cache, called from this loop.
                    if let caches, let object = VM.peekObject(regs + Int(words[pc + 1])),
                        let setter = object._withUnsafeGuaranteedRef({ cachedAccessor($0, caches + cacheIndex)?.setter })
                    {
                        frames[frameIndex].pc = pc + 5
                        if try callAccessor(setter, this: regs + Int(words[pc + 1]), argument: source, returnRegister: nil,
                                            into: nil)
                        {
                            continue frameLoop
                        }
                        pc += 5
                        continue
                    }
                    try setNamed(regs[Int(words[pc + 1])], code: code, nameIndex: Int(words[pc + 2]),
                                 value: regs[Int(words[pc + 3])], cache: caches.map { $0 + cacheIndex },
                                 isStrict: isStrict)
                    pc += 5
                case .getElement:
                    let target = regs + Int(words[pc + 1])
                    // A dense element, the receiver borrowed from its register.
                    if let object = VM.peekObject(regs + Int(words[pc + 2])),
                        case .number(let index) = regs[Int(words[pc + 3])],
                        object._withUnsafeGuaranteedRef({ loadElement($0, index, into: target) })
                    {
                        pc += 4
                        continue
                    }
                    regs[Int(words[pc + 1])] = try getElement(regs[Int(words[pc + 2])], regs[Int(words[pc + 3])])
                    pc += 4
                case .setElement:
                    let source = regs + Int(words[pc + 3])
                    if let object = VM.peekObject(regs + Int(words[pc + 1])),
                        case .number(let index) = regs[Int(words[pc + 2])],
                        object._withUnsafeGuaranteedRef({ storeElement($0, index, from: source) })
                    {
                        pc += 4
                        continue
                    }
                    try setElement(regs[Int(words[pc + 1])], regs[Int(words[pc + 2])], regs[Int(words[pc + 3])],
                                   isStrict: isStrict)
                    pc += 4
                case .deleteProperty:
                    let key = code.runtimeKeys[Int(words[pc + 3])] ?? .atom(agent.names.length)
                    regs[Int(words[pc + 1])] = .boolean(try deleteProperty(regs[Int(words[pc + 2])], key, isStrict: isStrict))
                    pc += 4
                case .deleteElement:
                    let objectValue = regs[Int(words[pc + 2])]
                    if objectValue.isNullish { throw agent.typeError("Cannot convert undefined or null to object") }
                    let key = try agent.toPropertyKey(regs[Int(words[pc + 3])])
                    regs[Int(words[pc + 1])] = .boolean(try deleteProperty(objectValue, key, isStrict: isStrict))
                    pc += 4
                case .defineField:
                    let cacheIndex = Int(words[pc + 4])
                    let source = regs + Int(words[pc + 3])
                    if let caches, let object = VM.peekObject(regs + Int(words[pc + 1])),
                        object._withUnsafeGuaranteedRef({ cachedDefine($0, caches + cacheIndex, from: source) })
                    {
                        pc += 5
                        continue
                    }
                    if let object = regs[Int(words[pc + 1])].asObject, let key = code.runtimeKeys[Int(words[pc + 2])] {
                        let oldShape = object.shape
                        let oldSlotCount = object.slots.count
                        try object.createDataPropertyOrThrow(key, regs[Int(words[pc + 3])], in: agent)
                        if object.shape !== oldShape {
                            keepTransition(from: oldShape, to: object.shape)
                            if let caches { fillDefineCache(caches + cacheIndex, object, key: key, from: oldShape, oldSlotCount) }
                        }
                    }
                    pc += 5
                case .defineElement:
                    if let object = regs[Int(words[pc + 1])].asObject {
                        let key = try agent.toPropertyKey(regs[Int(words[pc + 2])])
                        let value = regs[Int(words[pc + 3])]
                        if let function = value.asObject as? BytecodeFunction, function.code.name.isEmpty,
                            !function.code.flags.contains(.classConstructor) || true
                        {
                            nameAnonymousFunction(function, key: key, prefix: nil)
                        }
                        try object.createDataPropertyOrThrow(key, value, in: agent)
                    }
                    pc += 4
                case .defineMethod, .defineAccessor:
                    try defineMethod(regs[Int(words[pc + 1])], key: regs[Int(words[pc + 2])], function: regs[Int(words[pc + 3])],
                                     flags: Int(words[pc + 4]), isAccessor: opcode == .defineAccessor)
                    pc += 5
                case .makeMethod:
                    if let function = regs[Int(words[pc + 1])].asObject as? BytecodeFunction {
                        function.homeObject = regs[Int(words[pc + 2])].asObject
                    }
                    pc += 3
                case .setPrototypeLiteral:
                    if let object = regs[Int(words[pc + 1])].asObject {
                        let prototype = regs[Int(words[pc + 2])]
                        if let prototypeObject = prototype.asObject {
                            _ = try object.setPrototypeOf(prototypeObject, in: agent)
                        } else if prototype.isNull {
                            _ = try object.setPrototypeOf(nil, in: agent)
                        }
                    }
                    pc += 3
                case .getSuperElement:
                    regs[Int(words[pc + 1])] = try getSuper(frameIndex: frameIndex, key: regs[Int(words[pc + 2])])
                    pc += 3
                case .setSuperElement:
                    try setSuper(frameIndex: frameIndex, key: regs[Int(words[pc + 1])], value: regs[Int(words[pc + 2])])
                    pc += 3

                // MARK: Literals
                case .newObject:
                    regs[Int(words[pc + 1])] = .object(agent.makeObject(slotCapacity: Int(words[pc + 2])))
                    agent.collectIfNeeded()
                    pc += 3
                case .newObjectLiteral:
                    let cacheIndex = Int(words[pc + 5])
                    if let caches, let shape = caches[cacheIndex].transitionShape {
                        let values = UnsafeBufferPointer(start: regs + Int(words[pc + 2]), count: Int(words[pc + 3]))
                        regs[Int(words[pc + 1])] = .object(agent.makeObject(prototype: agent.currentRealm.objectPrototype,
                                                                            shape: shape, slots: values,
                                                                            slotCapacity: Int(words[pc + 4])))
                        pc = Int(words[pc + 6])
                    } else {
                        regs[Int(words[pc + 1])] = .object(agent.makeObject(slotCapacity: Int(words[pc + 4])))
                        pc += 7
                    }
                    agent.collectIfNeeded()
                case .cacheObjectLiteral:
                    if let caches, let object = regs[Int(words[pc + 1])].asObject {
                        cacheObjectLiteralShape(object, fieldCount: Int(words[pc + 2]), cache: caches + Int(words[pc + 3]))
                    }
                    pc += 4
                case .newArray:
                    let array = agent.makeArray()
                    let capacity = Int(words[pc + 2])
                    if capacity > 0 { array.elements.reserveCapacity(capacity) }
                    regs[Int(words[pc + 1])] = .object(array)
                    agent.collectIfNeeded()
                    pc += 3
                case .arrayPush:
                    if let array = regs[Int(words[pc + 1])].asObject as? JSArray {
                        array.append(regs[Int(words[pc + 2])])
                    }
                    pc += 3
                case .arrayHole:
                    if let array = regs[Int(words[pc + 1])].asObject as? JSArray {
                        array.length &+= 1
                    }
                    pc += 2
                case .arraySpread:
                    if let array = regs[Int(words[pc + 1])].asObject as? JSArray {
                        try spread(regs[Int(words[pc + 2])], into: array)
                    }
                    pc += 3
                case .copyDataProperties:
                    try copyDataProperties(target: regs[Int(words[pc + 1])], source: regs[Int(words[pc + 2])])
                    pc += 3
                case .copyRestProperties:
                    try copyDataProperties(
                        target: regs[Int(words[pc + 1])], source: regs[Int(words[pc + 2])],
                        excluding: regs[Int(words[pc + 3])])
                    pc += 4
                case .newRegExp:
                    regs[Int(words[pc + 1])] = try makeRegExp(code: code, index: Int(words[pc + 2]))
                    pc += 3
                case .getTemplateObject:
                    regs[Int(words[pc + 1])] = .object(templateObject(code: code, index: Int(words[pc + 2])))
                    pc += 3
                case .closure:
                    // The child code read in place from the borrowed code, and the frame's
                    // environment as its word: the strong reads retained and released the
                    // constants, the child code and the environment for every closure made.
                    let target = regs + Int(words[pc + 1])
                    let constant = Int(words[pc + 2])
                    let environment = frames[frameIndex].environmentReference
                    let this = regs[0]
                    guard let function = codeReference._withUnsafeGuaranteedRef({ code in
                        code.constants.withUnsafeBufferPointer { constants -> Unmanaged<BytecodeFunction>? in
                            guard case .function(let childCode) = constants[constant] else { return nil }
                            // The heap holds the new closure (`makeClosure` registers it).
                            return .passUnretained(makeClosure(childCode, environment: environment, frameIndex: frameIndex,
                                                               this: this))
                        }
                    }) else {
                        throw agent.typeError("bad closure constant")
                    }
                    target.pointee = .object(function.takeUnretainedValue())
                    pc += 3
                case .createClass:
                    guard case .function(let constructorCode) = code.constants[Int(words[pc + 2])] else {
                        throw agent.typeError("bad class constant")
                    }
                    let superRegister = Int(words[pc + 3])
                    let target = Int(words[pc + 1])
                    let (constructor, prototype) = try makeClass(constructorCode, environment: env,
                                                                 superclass: superRegister >= 0 ? regs[superRegister] : nil,
                                                                 realm: frames[frameIndex].realm)
                    regs[target] = .object(constructor)
                    regs[target + 1] = .object(prototype)
                    pc += 4
                case .defineInstanceFields:
                    if let constructor = regs[Int(words[pc + 1])].asObject as? BytecodeFunction {
                        let first = Int(words[pc + 2])
                        constructor.instanceFields = Array(UnsafeBufferPointer(start: regs + first, count: 2 * Int(words[pc + 3])))
                    }
                    pc += 4
                case .createArguments:
                    regs[Int(words[pc + 1])] = .object(makeArguments(frameIndex: frameIndex, mapped: words[pc + 2] != 0,
                                                                     environment: env))
                    pc += 3
                case .argumentCount:
                    regs[Int(words[pc + 1])] = .number(Double(frames[frameIndex].argumentCount))
                    pc += 2
                case .createRestArray:
                    regs[Int(words[pc + 1])] = .object(makeRestArray(frameIndex: frameIndex))
                    pc += 2

                // MARK: Calls
                case .call, .callEval, .callProperty:
                    let target = Int(words[pc + 1])
                    let base = Int(words[pc + 2])
                    let argumentCount = Int(words[pc + 3])
                    let length = opcode == .callProperty ? 6 : 4
                    if opcode == .callProperty {
                        // The method, read into the callee register through the site's cache.
                        let cacheIndex = Int(words[pc + 5])
                        let nameIndex = Int(words[pc + 4])
                        var found = false
                        if let caches, let object = VM.peekObject(regs + base + 1) {
                            found = object._withUnsafeGuaranteedRef {
                                caches[cacheIndex].matches($0) && cachedGet($0, caches + cacheIndex, into: regs + base)
                            }
                            // A method of sibling classes (DeltaBlue's constraints), read in
                            // place too: through `getNamed` each call retained its key and code.
                            if !found, caches[cacheIndex].polymorphicReference != nil {
                                found = object._withUnsafeGuaranteedRef {
                                    polymorphicGet($0, caches + cacheIndex, into: regs + base)
                                }
                            }
                        }
                        if !found {
                            regs[base] = try getNamed(regs[base + 1], code: code, nameIndex: nameIndex,
                                                      cache: caches.map { $0 + cacheIndex })
                        }
                    }
                    frames[frameIndex].pc = pc + length
                    // The callee is borrowed from its register, which keeps it alive for the call.
                    var bytecodeCallee = VM.peekBytecodeFunction(regs + base)
                    // `f.call(thisArg, …)` of a bytecode function runs f in place: its callee,
                    // `this` and arguments already sit in consecutive registers, one further
                    // on (no native frame, no nested dispatch).
                    var shift = 0
                    var passed = argumentCount
                    if bytecodeCallee == nil, opcode != .callEval, argumentCount > 0, let native = VM.peekNativeFunction(regs + base) {
                        if native._withUnsafeGuaranteedRef({ $0.isFunctionCall }) {
                            bytecodeCallee = VM.peekBytecodeFunction(regs + base + 1)
                            shift = 1
                            passed = argumentCount - 1
                        } else if native._withUnsafeGuaranteedRef({ $0.isFunctionApply }), argumentCount <= 2,
                            let function = VM.peekBytecodeFunction(regs + base + 1),
                            let count = spreadApplyArguments(regs + base + 3, isPresent: argumentCount == 2)
                        {
                            // `f.apply(thisArg, list)` likewise, the list's values spread
                            // where its register was (see `spreadApplyArguments`).
                            bytecodeCallee = function
                            shift = 1
                            passed = count
                        }
                    }
                    if let function = bytecodeCallee,
                        opcode != .callEval || !function._withUnsafeGuaranteedRef({ isEvalFunction($0) })
                    {
                        let absoluteBase = frames[frameIndex].base + base + shift
                        let returnRegister = frames[frameIndex].base + target
                        if let result = try function._withUnsafeGuaranteedRef({
                            try pushCallFrame($0, base: absoluteBase, argumentCount: passed,
                                              returnRegister: returnRegister)
                        }) {
                            regs[target] = result
                            pc += length
                            continue
                        }
                        agent.collectIfNeeded()
                        continue frameLoop
                    }
                    if opcode != .callEval, var native = VM.peekNativeFunction(regs + base) {
                        // `f.call(thisArg, …)` and `f.apply(thisArg, list)` of a native f call f
                        // straight away (`call` and `apply` leave no frame in stack traces).
                        var thisRegister = base + 1
                        passed = argumentCount
                        if argumentCount > 0, let function = VM.peekNativeFunction(regs + base + 1) {
                            if native._withUnsafeGuaranteedRef({ $0.isFunctionCall }) {
                                native = function
                                thisRegister = base + 2
                                passed = argumentCount - 1
                            } else if native._withUnsafeGuaranteedRef({ $0.isFunctionApply }), argumentCount <= 2,
                                let count = spreadApplyArguments(regs + base + 3, isPresent: argumentCount == 2)
                            {
                                native = function
                                thisRegister = base + 2
                                passed = count
                            }
                        }
                        let result = try native._withUnsafeGuaranteedRef {
                            try callNative($0, this: regs[thisRegister], arguments: regs + thisRegister + 1, count: passed)
                        }
                        regs[target] = result
                        pc += length
                        continue
                    }
                    let callee = regs[base]
                    let arguments = Array(UnsafeBufferPointer(start: regs + base + 2, count: argumentCount))
                    let result: JSValue
                    if opcode == .callEval, let object = callee.asObject, isEvalFunction(object) {
                        result = try directEval(arguments.first ?? .undefined, frameIndex: frameIndex, environment: env)
                    } else {
                        result = try callValue(callee, this: regs[base + 1], arguments: arguments)
                    }
                    regs[target] = result
                    pc += length
                case .callSpread, .callEvalSpread:
                    let target = Int(words[pc + 1])
                    let base = Int(words[pc + 2])
                    frames[frameIndex].pc = pc + 3
                    let arguments = (regs[base + 2].asObject as? JSArray).map { arrayValues($0) } ?? []
                    if opcode == .callEvalSpread, let object = regs[base].asObject, isEvalFunction(object) {
                        regs[target] = try directEval(arguments.first ?? .undefined, frameIndex: frameIndex, environment: env)
                    } else {
                        regs[target] = try callValue(regs[base], this: regs[base + 1], arguments: arguments)
                    }
                    pc += 3
                case .construct:
                    let target = Int(words[pc + 1])
                    let base = Int(words[pc + 2])
                    let argumentCount = Int(words[pc + 3])
                    frames[frameIndex].pc = pc + 4
                    // Borrowed from its register, like a call's callee.
                    if let function = VM.peekBytecodeFunction(regs + base),
                        function._withUnsafeGuaranteedRef({ $0.isConstructor })
                    {
                        let absoluteBase = frames[frameIndex].base + base
                        let returnRegister = frames[frameIndex].base + target
                        _ = try function._withUnsafeGuaranteedRef {
                            try pushConstructFrame($0, base: absoluteBase, argumentCount: argumentCount, newTarget: $0,
                                                   returnRegister: returnRegister)
                        }
                        agent.collectIfNeeded()
                        continue frameLoop
                    }
                    // A native constructor (`new Array(n)`, `new Map()`): its arguments in a
                    // pooled array, as a call's.
                    if let native = VM.peekNativeFunction(regs + base),
                        let result = try native._withUnsafeGuaranteedRef({
                            try constructNative($0, arguments: regs + base + 2, count: argumentCount)
                        })
                    {
                        regs[target] = .object(result)
                        pc += 4
                        continue
                    }
                    let callee = regs[base]
                    guard let constructor = callee.asObject, constructor.isConstructor else {
                        throw agent.typeError("\(calleeDescription(callee)) is not a constructor")
                    }
                    let arguments = Array(UnsafeBufferPointer(start: regs + base + 2, count: argumentCount))
                    regs[target] = .object(try constructValue(constructor, arguments: arguments, newTarget: constructor))
                    pc += 4
                case .constructSpread:
                    let target = Int(words[pc + 1])
                    let base = Int(words[pc + 2])
                    frames[frameIndex].pc = pc + 3
                    guard let constructor = regs[base].asObject, constructor.isConstructor else {
                        throw agent.typeError("\(calleeDescription(regs[base])) is not a constructor")
                    }
                    let arguments = (regs[base + 2].asObject as? JSArray).map { arrayValues($0) } ?? []
                    regs[target] = .object(try constructValue(constructor, arguments: arguments, newTarget: constructor))
                    pc += 3
                case .superCall, .superCallSpread:
                    let target = Int(words[pc + 1])
                    let returnRegister = frames[frameIndex].base + target
                    frames[frameIndex].pc = pc + opcode.length
                    var arguments: [JSValue]
                    if opcode == .superCall {
                        if try pushSuperFrame(frameIndex: frameIndex, arguments: regs + Int(words[pc + 2]),
                                              count: Int(words[pc + 3]), returnRegister: returnRegister) {
                            agent.collectIfNeeded()
                            continue frameLoop
                        }
                        arguments = Array(UnsafeBufferPointer(start: regs + Int(words[pc + 2]), count: Int(words[pc + 3])))
                    } else {
                        // A default derived constructor's `super(...args)` among them.
                        arguments = (regs[Int(words[pc + 2])].asObject as? JSArray).map { arrayValues($0) } ?? []
                        let count = arguments.count
                        let pushed = try arguments.withUnsafeMutableBufferPointer { buffer in
                            try pushSuperFrame(frameIndex: frameIndex, arguments: buffer.baseAddress, count: count,
                                               returnRegister: returnRegister)
                        }
                        if pushed {
                            agent.collectIfNeeded()
                            continue frameLoop
                        }
                    }
                    regs[target] = try superCall(frameIndex: frameIndex, arguments: arguments)
                    pc += opcode.length
                case .return, .returnUndefined, .asyncReturn:
                    if frames[frameIndex].hasCoroutine, let coroutine = frames[frameIndex].coroutine {
                        let value = opcode == .returnUndefined ? JSValue.undefined : regs[Int(words[pc + 1])]
                        let result = try finishCoroutine(coroutine, frameIndex: frameIndex, value: value)
                        let returnRegister = frames[frameIndex].returnRegister
                        _ = try popFrame(returning: .undefined)
                        coroutine.finish()
                        if coroutine.kind == .asyncGenerator {
                            (coroutine.generator as? JSAsyncGeneratorObject)?.bodyCompleted(.normal(value), in: agent)
                        }
                        if returnRegister < 0 || frames.count < entryCount { return result }
                        registers[returnRegister] = result
                        continue frameLoop
                    }
                    let value: JSValue
                    if opcode == .returnUndefined {
                        value = .undefined
                    } else if frames[frameIndex].isConstruct {
                        value = regs[Int(words[pc + 1])]
                    } else {
                        // The frame's registers are dead once it returns: moving the value out
                        // saves a retain now and a release when the register is next written.
                        value = (regs + Int(words[pc + 1])).move()
                        (regs + Int(words[pc + 1])).initialize(to: .undefined)
                    }
                    let returnRegister = frames[frameIndex].returnRegister
                    let isSuperCall = frames[frameIndex].isSuperCall
                    let result = try popFrame(returning: value)
                    if returnRegister < 0 || frames.count < entryCount { return result }
                    if isSuperCall {
                        // Field initializers run from here are calls out of the derived frame,
                        // which save its pc as the super call's; it resumes past the call.
                        let resumePC = frames[frames.count - 1].pc
                        try bindSuperResult(result, frameIndex: frames.count - 1)
                        frames[frames.count - 1].pc = resumePC
                    }
                    VM.store(result, at: registers + returnRegister)
                    continue frameLoop
                case .throw:
                    let thrown = regs[Int(words[pc + 1])]
                    noteThrowSite(thrown, code: code, pc: pc)
                    throw JSException(thrown)

                // MARK: Iteration
                case .getIterator:
                    let target = Int(words[pc + 1])
                    let record = try getIterator(regs[Int(words[pc + 2])], isAsync: words[pc + 3] != 0)
                    regs[target] = .object(record.iterator)
                    regs[target + 1] = record.nextMethod
                    regs[target + 2] = .boolean(false)
                    pc += 4
                case .iteratorStep:
                    let record = Int(words[pc + 2])
                    if let value = try iteratorStep(regs + record) {
                        regs[Int(words[pc + 1])] = value
                        pc += 4
                    } else {
                        pc = Int(words[pc + 3])
                    }
                case .iteratorClose, .iteratorCloseQuiet:
                    let record = Int(words[pc + 1])
                    try iteratorClose(regs + record, quietly: opcode == .iteratorCloseQuiet)
                    pc += 2
                case .iteratorToArray:
                    let record = Int(words[pc + 2])
                    let array = agent.makeArray()
                    while let value = try iteratorStep(regs + record) { array.append(value) }
                    regs[Int(words[pc + 1])] = .object(array)
                    pc += 3
                case .iteratorNextRaw:
                    let record = Int(words[pc + 2])
                    regs[Int(words[pc + 1])] = try callValue(regs[record + 1], this: regs[record], arguments: [])
                    pc += 3
                case .iteratorUnwrap:
                    let target = Int(words[pc + 1])
                    let record = Int(words[pc + 2])
                    guard let result = regs[target].asObject else {
                        regs[record + 2] = .boolean(true)
                        throw agent.typeError("Iterator result \(regs[target].shortDescription) is not an object")
                    }
                    if try result.get(.atom(agent.names.done), in: agent).toBoolean {
                        regs[record + 2] = .boolean(true)
                        pc = Int(words[pc + 3])
                    } else {
                        regs[target] = try result.get(.atom(agent.names.value), in: agent)
                        pc += 4
                    }
                case .asyncIteratorClose:
                    let record = Int(words[pc + 2])
                    if let result = try asyncIteratorReturn(regs + record) {
                        regs[Int(words[pc + 1])] = result
                        pc += 4
                    } else {
                        pc = Int(words[pc + 3])
                    }
                case .requireIteratorResult:
                    let value = regs[Int(words[pc + 1])]
                    guard value.isObject else {
                        throw agent.typeError("Iterator result \(value.shortDescription) is not an object")
                    }
                    pc += 2
                case .forInStart:
                    regs[Int(words[pc + 1])] = .object(try forInIterator(regs[Int(words[pc + 2])]))
                    pc += 3
                case .forInNext:
                    if let iterator = regs[Int(words[pc + 2])].asObject as? ForInIterator,
                        let key = try iterator.next(in: agent)
                    {
                        regs[Int(words[pc + 1])] = key
                        pc += 4
                    } else {
                        pc = Int(words[pc + 3])
                    }

                // MARK: Generators and async functions
                case .initialYield, .yield, .await, .yieldDelegate, .asyncYieldDelegate:
                    guard let coroutine = frames[frameIndex].coroutine else {
                        throw agent.syntaxError("yield outside a generator")
                    }
                    frames[frameIndex].pc = pc
                    let outcome = try suspend(coroutine, opcode: opcode, frameIndex: frameIndex, pc: pc, regs: regs)
                    switch outcome {
                    case .continueHere(let nextPC):
                        pc = nextPC
                    case .suspended(let value):
                        if frames.count < entryCount { return value }
                        continue frameLoop
                    }
                }
            }
        }
    }
}


extension Opcode {
    static let count = Int32(allCases.count)

    /// The opcode of an instruction word without a call: an enum's cases are numbered in
    /// declaration order, which is also the raw-value order here (checked in the tests).
    @inline(__always)
    static func decode(_ word: Int32) -> Opcode {
        guard word >= 0 && word < count else { return .nop }
        return unsafeBitCast(UInt8(truncatingIfNeeded: word), to: Opcode.self)
    }
}

extension VM {
    /// The object as a bytecode function: an exact class check (the class is final), cheaper
    /// than a dynamic cast on every call.
    @inline(__always)
    static func bytecodeFunction(_ object: JSObject) -> BytecodeFunction? {
        type(of: object) == BytecodeFunction.self ? unsafeDowncast(object, to: BytecodeFunction.self) : nil
    }

    /// The tag byte `JSValue.object` has in the enum's layout (payload word, then tag):
    /// checked when a VM is made, so a change to the enum's cases cannot go unnoticed.
    static let objectTag: UInt8 = 5

    /// The first of the tags `isStrictlyEqual` compares by identity (symbol, then object);
    /// string and BigInt, below it, compare by contents.
    static let firstIdentityTag: UInt8 = 4

    /// The register's object, if it holds one, borrowed without a retain: the caller must
    /// not let the register change while it uses the reference. Reads the enum's layout
    /// directly, because unwrapping the value (`asObject`) makes a strong reference, which
    /// costs a retain and a release around every call.
    @inline(__always)
    static func peekObject(_ register: UnsafeMutablePointer<JSValue>) -> Unmanaged<JSObject>? {
        peekReference(register, tag: objectTag)
    }

    /// The register's string, if it holds one, borrowed as `peekObject` borrows an object.
    @inline(__always)
    static func peekString(_ register: UnsafeMutablePointer<JSValue>) -> Unmanaged<JSString>? {
        peekReference(register, tag: stringTag)
    }

    /// The reference a register holds under `tag` (one of the reference cases), borrowed.
    @inline(__always)
    private static func peekReference<Reference: AnyObject>(_ register: UnsafeMutablePointer<JSValue>,
                                                            tag: UInt8) -> Unmanaged<Reference>? {
        let raw = UnsafeRawPointer(register)
        guard raw.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt8.self) == tag else {
            return nil
        }
        return Unmanaged.fromOpaque(raw.load(as: UnsafeRawPointer.self))
    }

    /// The register's bytecode function, borrowed as `peekObject` does.
    @inline(__always)
    static func peekBytecodeFunction(_ register: UnsafeMutablePointer<JSValue>) -> Unmanaged<BytecodeFunction>? {
        peekFunction(register, of: BytecodeFunction.self)
    }

    /// The register's native function, borrowed as `peekObject` does.
    @inline(__always)
    static func peekNativeFunction(_ register: UnsafeMutablePointer<JSValue>) -> Unmanaged<NativeFunction>? {
        peekFunction(register, of: NativeFunction.self)
    }

    /// The register's object when it is exactly of class `Function`, borrowed.
    @inline(__always)
    private static func peekFunction<Function: JSFunction>(_ register: UnsafeMutablePointer<JSValue>,
                                                           of _: Function.Type) -> Unmanaged<Function>? {
        guard let object = peekObject(register), object._withUnsafeGuaranteedRef({ type(of: $0) == Function.self })
        else { return nil }
        return Unmanaged.fromOpaque(object.toOpaque())
    }

    /// Calls a native with the arguments in `count` registers from `first`.
    func callNative(_ native: NativeFunction, this: JSValue, arguments first: UnsafeMutablePointer<JSValue>,
                    count: Int) throws -> JSValue {
        // The receiver borrowed: the register holding it keeps it alive during the call.
        if native.isPromiseThen, case .object(let reference) = this,
            let result = reference.withCell({ object -> JSValue? in
                guard type(of: object) == JSPromise.self else { return nil }
                return PromiseBuiltins.directThen(unsafeDowncast(object, to: JSPromise.self),
                                                  onFulfilled: count > 0 ? first[0] : .undefined,
                                                  onRejected: count > 1 ? first[1] : .undefined,
                                                  callee: native, in: agent)
            })
        {
            return result
        }
        // The agent borrowed (it owns this VM): passing the `unowned(unsafe)` field retained
        // and released it around every fast call.
        if let fastBody = native.fastBody, native.realmReference.toOpaque() == agent.currentRealmAddress,
            let result = Unmanaged.passUnretained(agent)._withUnsafeGuaranteedRef({
                fastBody($0, this, UnsafeBufferPointer(start: first, count: count))
            })
        {
            return result
        }
        return try runNative(native, this: this, arguments: first, count: count, newTarget: nil, body: native.body)
    }

    /// `new native(…)` with the arguments in `count` registers from `first`; nil when the
    /// native is not a constructor (the caller then reports it).
    func constructNative(_ native: NativeFunction, arguments first: UnsafeMutablePointer<JSValue>,
                         count: Int) throws -> JSObject? {
        if native.isArrayConstructor, native.realmReference.toOpaque() == agent.currentRealmAddress,
            let array = ArrayBuiltins.plainConstruct(native.realmReference, arguments: first, count: count, in: agent)
        {
            return array
        }
        guard let body = native.constructBody else { return nil }
        if let fastBody = native.constructFastBody, native.realmReference.toOpaque() == agent.currentRealmAddress,
            let result = fastBody(agent, .undefined, UnsafeBufferPointer(start: first, count: count))?.asObject
        {
            return result
        }
        let result = try runNative(native, this: .undefined, arguments: first, count: count, newTarget: native, body: body)
        guard let object = result.asObject else {
            throw agent.typeError("\(native.name) constructor did not return an object")
        }
        return object
    }

    /// Runs a native's `body` with its arguments in an array from the pool (an array the
    /// native kept is not reused: it is no longer unique, and emptying it leaves the
    /// native's copy alone).
    private func runNative(_ native: NativeFunction, this: JSValue, arguments first: UnsafeMutablePointer<JSValue>,
                           count: Int, newTarget: JSObject?, body: NativeFunctionBody) throws -> JSValue {
        var arguments = Arguments(argumentArrayPool.popLast() ?? [], newTarget: newTarget, callee: native)
        arguments.values.append(contentsOf: UnsafeBufferPointer(start: first, count: count))
        let result: JSValue
        do {
            result = try agent.runNative(native, this: this, arguments: arguments, body: body)
        } catch {
            recycle(&arguments.values)
            throw error
        }
        recycle(&arguments.values)
        return result
    }

    private func recycle(_ values: inout [JSValue]) {
        guard argumentArrayPool.count < 16, values.capacity <= 16 else { return }
        values.removeAll(keepingCapacity: true)
        argumentArrayPool.append(values)
    }

    /// The tag byte of `JSValue.string`, the first of the cases that hold a heap cell by a
    /// plain word (string, BigInt, symbol, object: `firstCellTag` to `objectTag`), which the
    /// collector marks.
    static let stringTag: UInt8 = 2
    static let firstCellTag: UInt8 = 2

    /// Stores a value into a register. Every value is a plain word and a tag now
    /// (`JSValue` is `BitwiseCopyable`), so this is the plain assignment.
    @inline(__always)
    static func storeTrivial(_ value: JSValue, at register: UnsafeMutablePointer<JSValue>) {
        register.pointee = value
    }

    /// IsStrictlyEqual of two registers, read in place: an object or symbol on either side
    /// is compared by identity without the retain and release that copying it out cost.
    @inline(__always)
    static func isStrictlyEqual(_ left: UnsafePointer<JSValue>, _ right: UnsafePointer<JSValue>) -> Bool {
        let leftTag = UnsafeRawPointer(left).load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt8.self)
        let rightTag = UnsafeRawPointer(right).load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt8.self)
        let leftIsIdentity = leftTag &- firstIdentityTag <= objectTag &- firstIdentityTag
        let rightIsIdentity = rightTag &- firstIdentityTag <= objectTag &- firstIdentityTag
        if leftIsIdentity || rightIsIdentity {
            return leftTag == rightTag
                && UnsafeRawPointer(left).load(as: UInt.self) == UnsafeRawPointer(right).load(as: UInt.self)
        }
        if leftTag == stringTag && rightTag == stringTag {
            return JSString.haveSameUnits(Unmanaged.fromOpaque(UnsafeRawPointer(left).load(as: UnsafeRawPointer.self)),
                                          Unmanaged.fromOpaque(UnsafeRawPointer(right).load(as: UnsafeRawPointer.self)))
        }
        return JSValue.isStrictlyEqual(left.pointee, right.pointee)
    }

    /// `target.pointee = source.pointee`: a plain copy of the bits.
    @inline(__always)
    static func copyValue(from source: UnsafePointer<JSValue>, to target: UnsafeMutablePointer<JSValue>) {
        target.pointee = source.pointee
    }

    /// Whether `peekObject` and `peekString` read `JSValue`'s layout right: the object and
    /// string cases' tags and payloads, and which tags hold cells the collector marks.
    static func checkValueLayout(with object: JSObject, _ string: JSString, _ symbol: JSSymbol,
                                 _ bigint: JSBigInt) -> Bool {
        guard MemoryLayout<JSValue>.size == MemoryLayout<UnsafeRawPointer>.size + 1 else { return false }
        var values: [JSValue] = [.undefined, .null, .boolean(true), .number(1), .string(string),
                                 .bigint(bigint), .symbol(symbol), .object(object)]
        // The collector reads elements (`JSValue?`) the same way: nil must not look like an
        // object, and a present value must have the value's own layout.
        guard MemoryLayout<JSValue?>.stride == MemoryLayout<JSValue>.stride else { return false }
        let optionals: [JSValue?] = [nil, .object(object)]
        let optionalsMatch = optionals.withUnsafeBytes { bytes in
            let stride = MemoryLayout<JSValue?>.stride
            let tagOffset = MemoryLayout<UnsafeRawPointer>.size
            return bytes.load(fromByteOffset: tagOffset, as: UInt8.self) != objectTag
                && bytes.load(fromByteOffset: stride + tagOffset, as: UInt8.self) == objectTag
                && bytes.load(fromByteOffset: stride, as: UnsafeRawPointer.self)
                    == UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        }
        guard optionalsMatch else { return false }
        return values.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                peekObject(base + 7)?.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
            else { return false }
            return buffer.indices.allSatisfy { index in
                let tag = UnsafeRawPointer(base + index).load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size,
                                                              as: UInt8.self)
                let holdsCell = tag &- firstCellTag <= objectTag &- firstCellTag
                // `isStrictlyEqual` compares symbols and objects by identity: strings and
                // BigInts, compared by content, must carry the tags below `firstIdentityTag`.
                let isIdentity = tag &- firstIdentityTag <= objectTag &- firstIdentityTag
                return holdsCell == (index >= 4)
                    && (peekObject(base + index) != nil) == (index == 7)
                    && (peekString(base + index)?.toOpaque() == Unmanaged.passUnretained(string).toOpaque())
                        == (index == 4)
                    && isIdentity == (index >= 6)
            }
        }
    }
}

enum UnwindOutcome {
    case handled
    case returned(JSValue)
    case unhandled
}
