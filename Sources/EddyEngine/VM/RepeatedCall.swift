/// A function that a native calls many times in a row with the same `this`: a sort
/// comparator, the callback of `forEach`/`map`/`filter`/`reduce`…
///
/// `Agent.call` from Swift does, on every call, work that cannot change from one call of the
/// same callback to the next while the native runs: finding out what kind of function the
/// callee is, the call-depth and Swift-stack checks, switching to the callee's realm, and
/// boxing the arguments in an array. `Agent.withRepeatedCall` does that once; each call then
/// writes its arguments straight into the VM's registers and pushes the frame. The result is
/// the same as `Agent.call`'s, exceptions included.
/// Valid only inside the `withRepeatedCall` body that received it.
struct RepeatedCall {
    private unowned(unsafe) let agent: Agent
    /// Borrowed: whoever made the repeated call holds the callee while it lasts (a native's
    /// argument, a promise reaction's handler), so making one and dropping it counts nothing.
    private unowned(unsafe) let callee: JSObject
    private let this: JSValue
    /// The callee when bytecode can be entered directly; nil sends every call through
    /// `Agent.call` (natives, bound functions, class constructors, generators, async
    /// functions, and callees of another realm than the native's).
    private let bytecode: Unmanaged<BytecodeFunction>?
    /// The agent's VM, heap and interrupt flag, borrowed (the agent keeps them alive while
    /// the native runs): reading them through the agent cost a retain and a release each.
    private let vm: Unmanaged<VM>
    private let heap: Unmanaged<Heap>
    private let interrupt: Unmanaged<ExecutionInterrupt>

    fileprivate init(agent: Agent, callee: JSObject, this: JSValue, direct: Bool) {
        self.agent = agent
        self.callee = callee
        self.this = this
        bytecode = direct ? (callee as? BytecodeFunction).map { Unmanaged.passUnretained($0) } : nil
        vm = agent.heap.interpreterReference ?? Unmanaged.passUnretained(agent.vm)
        heap = Unmanaged.passUnretained(agent.heap)
        interrupt = Unmanaged.passUnretained(agent.interrupt)
    }

    /// Calls the function with one argument.
    @inline(__always) func callAsFunction(_ first: JSValue) throws -> JSValue {
        guard let bytecode else { return try agent.call(callee, this: this, arguments: [first]) }
        return try callDirect(bytecode, first, .undefined, .undefined, .undefined, count: 1)
    }

    /// Calls the function with two arguments.
    @inline(__always) func callAsFunction(_ first: JSValue, _ second: JSValue) throws -> JSValue {
        guard let bytecode else { return try agent.call(callee, this: this, arguments: [first, second]) }
        return try callDirect(bytecode, first, second, .undefined, .undefined, count: 2)
    }

    /// Calls the function with three arguments.
    @inline(__always) func callAsFunction(_ first: JSValue, _ second: JSValue, _ third: JSValue) throws -> JSValue {
        guard let bytecode else { return try agent.call(callee, this: this, arguments: [first, second, third]) }
        return try callDirect(bytecode, first, second, third, .undefined, count: 3)
    }

    /// Calls the function with four arguments.
    @inline(__always) func callAsFunction(_ first: JSValue, _ second: JSValue, _ third: JSValue,
                                          _ fourth: JSValue) throws -> JSValue {
        guard let bytecode else {
            return try agent.call(callee, this: this, arguments: [first, second, third, fourth])
        }
        return try callDirect(bytecode, first, second, third, fourth, count: 4)
    }

    /// One call: `VM.invoke` without the checks `withRepeatedCall` made once, with the
    /// arguments written in place rather than passed in an array.
    private func callDirect(_ function: Unmanaged<BytecodeFunction>, _ first: JSValue, _ second: JSValue,
                            _ third: JSValue, _ fourth: JSValue, count: Int) throws -> JSValue {
        if interrupt._withUnsafeGuaranteedRef({ $0.isRequested }) { try agent.checkInterrupt() }
        return try vm._withUnsafeGuaranteedRef { vm in
            vm.saveTopPC()
            let base = vm.stackTop
            guard base + 6 < vm.capacity else { throw agent.rangeError("Maximum call stack size exceeded") }
            let registers = vm.registers + base
            // The callee register usually still holds the callee from the previous call.
            if VM.peekObject(registers)?.toOpaque() != function.toOpaque() {
                registers.pointee = .object(function.takeUnretainedValue())
            }
            VM.store(this, at: registers + 1)
            VM.store(first, at: registers + 2)
            if count > 1 { VM.store(second, at: registers + 3) }
            if count > 2 { VM.store(third, at: registers + 4) }
            if count > 3 { VM.store(fourth, at: registers + 5) }
            if let result = try function._withUnsafeGuaranteedRef({
                try vm.pushCallFrame($0, base: base, argumentCount: count, returnRegister: -1)
            }) {
                return result
            }
            defer { if let top = vm.frames.last { vm.currentPC = top.pc } }
            return try heap._withUnsafeGuaranteedRef { heap in
                // `VM.runInScriptScope`, with the heap borrowed.
                let mark = heap.scopedCells.count
                let wasRecording = heap.isRecordingScope
                heap.isRecordingScope = false
                do {
                    let result = try vm.run()
                    heap.truncateScope(to: mark)
                    heap.isRecordingScope = wasRecording
                    if wasRecording, let object = result.asObject { heap.retainInScope(object) }
                    return result
                } catch let exception as JSException {
                    heap.truncateScope(to: mark)
                    heap.isRecordingScope = wasRecording
                    if wasRecording, let object = exception.value.asObject { heap.retainInScope(object) }
                    throw exception
                } catch {
                    heap.truncateScope(to: mark)
                    heap.isRecordingScope = wasRecording
                    throw error
                }
            }
        }
    }
}

extension Agent {
    /// `call(callee, this:, arguments: [argument])` for a single call from Swift (a promise
    /// reaction's handler): a bytecode callee is entered as a repeated call's is.
    func call(_ callee: JSObject, this: JSValue, argument: JSValue) throws -> JSValue {
        guard type(of: callee) == BytecodeFunction.self, let vm = heap.interpreterReference,
            vm._withUnsafeGuaranteedRef({
                $0.canCallDirectly(unsafeDowncast(callee, to: BytecodeFunction.self), fromRealmAt: currentRealmAddress)
            })
        else {
            return try call(callee, this: this, arguments: [argument])
        }
        try enterCall()
        defer { callDepth -= 1 }
        return try RepeatedCall(agent: self, callee: callee, this: this, direct: true)(argument)
    }

    /// Runs `body` with a `RepeatedCall` of `callee` (which must be callable) with `this`.
    func withRepeatedCall<Result>(_ callee: JSObject, this: JSValue,
                                  _ body: (RepeatedCall) throws -> Result) throws -> Result {
        guard let function = callee as? BytecodeFunction, vm.canCallDirectly(function, from: currentRealm) else {
            return try body(RepeatedCall(agent: self, callee: callee, this: this, direct: false))
        }
        // Counted once for all the calls: the depth and the Swift stack in use are the same
        // at each of them, and the callee's own frames are counted as any call's are.
        try enterCall()
        defer { callDepth -= 1 }
        return try body(RepeatedCall(agent: self, callee: callee, this: this, direct: true))
    }
}

extension VM {
    /// Stores a value in a register (a plain assignment: values are bitwise copyable).
    @inline(__always) static func store(_ value: JSValue, at register: UnsafeMutablePointer<JSValue>) {
        register.pointee = value
    }

    /// Whether `function` can be entered by `callDirect` from a native running in `realm`:
    /// a plain call of it completes in the dispatch loop (no class constructor, generator or
    /// async function), and neither pushing its frame nor popping it switches realms, so the
    /// native's realm stays current between calls without being saved and restored.
    func canCallDirectly(_ function: BytecodeFunction, from realm: Realm) -> Bool {
        canCallDirectly(function, fromRealmAt: Unmanaged.passUnretained(realm).toOpaque())
    }

    /// `canCallDirectly(_:from:)` given the realm's address.
    func canCallDirectly(_ function: BytecodeFunction, fromRealmAt realm: UnsafeMutableRawPointer?) -> Bool {
        let flags = function.code.flags
        guard !function.isClassConstructor, !flags.contains(.generator), !flags.contains(.async) else { return false }
        let calleeRealm = function.realmUnmanaged.toOpaque()
        guard calleeRealm == realm else { return false }
        if let top = frames.last, top.realmUnmanaged.toOpaque() != calleeRealm { return false }
        return true
    }
}
