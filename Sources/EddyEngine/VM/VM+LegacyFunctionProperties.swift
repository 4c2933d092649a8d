/// `f.caller` and `f.arguments` of sloppy functions, as V8 (hence node) has them: own,
/// non-configurable properties of every ordinary non-strict `function`, whose value is read
/// from the function's most recent activation on the stack. ECMAScript leaves them out but
/// permits them (§17.1 Forbidden Extensions): `caller` never gives a strict function, and
/// strict functions, arrows, methods, generators, async functions and classes have neither
/// (they reach %ThrowTypeError% on %Function.prototype%). Scripts written for node read them
/// (`arguments.callee.caller`); without own properties those reads throw.
///
/// V8 shows them as non-writable data properties whose value changes, which breaks the
/// invariants of [[GetOwnProperty]] (test262's `consistent-value-function-caller`); here each
/// is an accessor without a setter, as §17.1 allows, so reads give V8's values and
/// descriptors stay truthful.
extension VM {
    /// The accessor pairs stored in sloppy functions' `arguments` and `caller` slots.
    func legacyFunctionAccessors(_ realm: Realm) -> (arguments: AccessorPair, caller: AccessorPair) {
        let extras = extras(realm)
        if let existing = extras.legacyFunctionAccessors { return existing }
        let arguments = realm.makeFunction("get arguments", length: 0, in: agent) { agent, this, _ in
            guard let function = this.asObject as? BytecodeFunction else { return .null }
            return agent.vm.legacyArguments(of: function)
        }
        let caller = realm.makeFunction("get caller", length: 0, in: agent) { agent, this, _ in
            guard let function = this.asObject as? BytecodeFunction else { return .null }
            return agent.vm.legacyCaller(of: function)
        }
        let pairs = (arguments: AccessorPair(getter: arguments, setter: nil, agent: agent),
                     caller: AccessorPair(getter: caller, setter: nil, agent: agent))
        extras.legacyFunctionAccessors = pairs
        return pairs
    }

    /// The index of the topmost frame running `function`, if it is on the stack.
    private func activeFrameIndex(of function: BytecodeFunction) -> Int? {
        var index = frames.count - 1
        while index >= 0 {
            if frames[index].function === function { return index }
            index -= 1
        }
        return nil
    }

    /// The built-ins that only forward a call (`isHiddenFromStackTraces`), and `eval` for a
    /// direct eval, do not count as callers (as in V8).
    private func isTransparentToCaller(_ native: JSFunction, realm: Realm) -> Bool {
        if let native = native as? NativeFunction, native.isHiddenFromStackTraces { return true }
        return native === extras(realm).evalFunction
    }

    /// A fresh, unmapped arguments object of the function's most recent activation, or null.
    func legacyArguments(of function: BytecodeFunction) -> JSValue {
        guard let index = activeFrameIndex(of: function) else { return .null }
        return .object(makeArguments(frameIndex: index, mapped: false, environment: nil))
    }

    /// The function that called the function's most recent activation, or null when that was
    /// top-level code, a built-in (other than those of `isTransparentToCaller`) or a strict function — or library code,
    /// which is all strict in node and must not leak to scripts here either.
    func legacyCaller(of function: BytecodeFunction) -> JSValue {
        guard var index = activeFrameIndex(of: function) else { return .null }
        while index > 0 {
            let callee = frames[index]
            let caller = frames[index - 1]
            let natives = agent.nativeFrames
            for position in caller.nativeDepth..<max(caller.nativeDepth, callee.nativeDepth)
            where position < natives.count {
                guard isTransparentToCaller(natives[position].function, realm: caller.realm) else { return .null }
            }
            let code = caller.code
            // A direct eval's code is part of the function that called eval.
            if code.flags.contains(.script) && code.flags.contains(.eval) {
                index -= 1
                continue
            }
            guard let callerFunction = caller.function, !code.isStrict, !code.flags.contains(.script),
                  !code.sourceName.hasPrefix("node:") else { return .null }
            return .object(callerFunction)
        }
        return .null
    }
}
