/// The suspension points of async generator bodies (§27.6.3.8 AsyncGeneratorYield, §15.5.5
/// `yield*`). The compiler has already awaited a plain `yield`'s operand and awaits a
/// `return()` resumption's value after it; the request queue is `JSAsyncGeneratorObject`'s.
extension VM {
    /// The phases of `asyncYieldDelegate`, kept in the record's fourth register across the
    /// awaits and yields the instruction suspends at (it is re-run at the same pc).
    private enum DelegatePhase: Int {
        /// Forward the received completion to the inner iterator.
        case forward = 0
        /// Awaiting the result of the inner `next` or `throw`.
        case awaitingResult
        /// Awaiting the result of the inner `return`.
        case awaitingReturnResult
        /// Awaiting the result of `return`, closing an iterator that has no `throw`.
        case awaitingClose
        /// Awaiting the value the generator returns with.
        case awaitingReturnValue
        /// Awaiting the value of a `return()` request (AsyncGeneratorUnwrapYieldResumption).
        case awaitingResumption
        /// Suspended at the yield of an inner value.
        case yielded
    }

    /// `yield value` in an async generator: settles the oldest request with `value`, then
    /// goes on with the next request at once if there is one, else suspends.
    func asyncGeneratorYield(_ value: JSValue, _ coroutine: Coroutine, frameIndex: Int, pc: Int,
                             regs: UnsafeMutablePointer<JSValue>) throws -> SuspendOutcome {
        guard let generator = coroutine.generator as? JSAsyncGeneratorObject else {
            throw agent.syntaxError("yield outside a generator")
        }
        let target = Int(frames[frameIndex].code.words[pc + 1])
        if let next = generator.yielded(value, in: agent) {
            regs[target] = next.value
            regs[target + 1] = .number(Double(next.mode.rawValue))
            if next.mode == .throw {
                currentPC = pc
                throw JSException(next.value)
            }
            return .continueHere(pc + Opcode.yield.length)
        }
        coroutine.state = .suspendedYield
        let returnRegister = saveAndPop(coroutine, frameIndex: frameIndex, resumePC: pc)
        return deliver(.undefined, to: returnRegister)
    }

    /// `yield* iterable` in an async generator (§15.5.5 with generatorKind async): one
    /// instruction that runs again at each resumption. Operands: dst (value; dst+1 the
    /// completion's mode) and the async iterator record (iterator, next, done, phase). It
    /// ends with the inner iterator's final value in dst (mode next), or with the value to
    /// return in dst (mode return), for the code after it.
    func asyncYieldDelegate(_ coroutine: Coroutine, frameIndex: Int, pc: Int,
                            regs: UnsafeMutablePointer<JSValue>) throws -> SuspendOutcome {
        let words = frames[frameIndex].code.words
        let target = Int(words[pc + 1])
        let record = Int(words[pc + 2])
        let names = agent.names
        var phase = DelegatePhase(rawValue: Int(regs[record + 3].asNumber ?? 0)) ?? .forward
        var received = regs[target]
        var mode = ResumeMode(rawValue: Int(regs[target + 1].asNumber ?? 0)) ?? .next
        let iterator = regs[record]
        func awaiting(_ value: JSValue, then next: DelegatePhase) throws -> SuspendOutcome {
            regs[record + 3] = .number(Double(next.rawValue))
            return try awaitValue(value, coroutine, frameIndex: frameIndex, pc: pc)
        }
        func finish(_ value: JSValue, _ mode: ResumeMode) -> SuspendOutcome {
            regs[target] = value
            regs[target + 1] = .number(Double(mode.rawValue))
            return .continueHere(pc + Opcode.asyncYieldDelegate.length)
        }
        func resultObject(_ value: JSValue) throws -> JSObject {
            guard let object = value.asObject else {
                throw agent.typeError("Iterator result \(value.shortDescription) is not an object")
            }
            return object
        }
        while true {
            switch phase {
            case .forward:
                switch mode {
                case .next:
                    return try awaiting(try callValue(regs[record + 1], this: iterator, arguments: [received]),
                                     then: .awaitingResult)
                case .throw:
                    if let method = try agent.getMethod(iterator, .atom(names.throw)) {
                        return try awaiting(try agent.call(method, this: iterator, arguments: [received]),
                                         then: .awaitingResult)
                    }
                    // AsyncIteratorClose, then the protocol violation.
                    guard let close = try agent.getMethod(iterator, .atom(names.return)) else {
                        throw agent.typeError("The iterator does not provide a 'throw' method.")
                    }
                    return try awaiting(try agent.call(close, this: iterator, arguments: []), then: .awaitingClose)
                case .return:
                    guard let method = try agent.getMethod(iterator, .atom(names.return)) else {
                        return try awaiting(received, then: .awaitingReturnValue)
                    }
                    return try awaiting(try agent.call(method, this: iterator, arguments: [received]),
                                     then: .awaitingReturnResult)
                }
            case .awaitingResult, .awaitingReturnResult:
                if mode == .throw { throw JSException(received) }
                let result = try resultObject(received)
                if try result.get(.atom(names.done), in: agent).toBoolean {
                    let value = try result.get(.atom(names.value), in: agent)
                    if phase == .awaitingResult { return finish(value, .next) }
                    return try awaiting(value, then: .awaitingReturnValue)
                }
                let value = try result.get(.atom(names.value), in: agent)
                guard let generator = coroutine.generator as? JSAsyncGeneratorObject else {
                    throw agent.syntaxError("yield outside a generator")
                }
                if let next = generator.yielded(value, in: agent) {
                    received = next.value
                    mode = next.mode
                    phase = .yielded
                    continue
                }
                regs[record + 3] = .number(Double(DelegatePhase.yielded.rawValue))
                coroutine.state = .suspendedYield
                let returnRegister = saveAndPop(coroutine, frameIndex: frameIndex, resumePC: pc)
                return deliver(.undefined, to: returnRegister)
            case .awaitingClose:
                if mode == .throw { throw JSException(received) }
                _ = try resultObject(received)
                throw agent.typeError("The iterator does not provide a 'throw' method.")
            case .awaitingReturnValue:
                if mode == .throw { throw JSException(received) }
                return finish(received, .return)
            case .awaitingResumption:
                // The awaited value of a return() request returns; its rejection is thrown in.
                mode = mode == .throw ? .throw : .return
                phase = .forward
            case .yielded:
                if mode == .return { return try awaiting(received, then: .awaitingResumption) }
                phase = .forward
            }
        }
    }
}
