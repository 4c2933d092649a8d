/// The declaration instantiation of script and sloppy eval code: GlobalDeclarationInstantiation
/// (§16.1.7), EvalDeclarationInstantiation (§19.2.1.3), and the web-compatibility vars of
/// functions declared in blocks (§B.3.2.2–3). Function code needs none of this at run time:
/// the compiler lays its declarations out.
extension VM {
    /// Declares the names of `code`'s `globalDeclarations` constant at `index`. For each of its
    /// block functions, `flags[i]` becomes whether its var was declared (and so receives the
    /// function's value when the declaration is evaluated).
    func declareGlobals(code: FunctionCode, index: Int, realm: Realm, environment: Environment?,
                        flags: UnsafeMutablePointer<JSValue>) throws {
        guard index < code.constants.count,
            case .globalDeclarations(let vars, let functions, let lexicals, let blockFunctions) = code.constants[index]
        else { return }
        let isEval = code.flags.contains(.eval)
        // §B.3.2.3 step 1.a.ii: a block function gets no var when an environment between the
        // eval and its variable environment binds the name (a `let` of the caller's, the
        // caller's body-level lexical declarations). A catch parameter does not count, as in
        // V8 (§B.3.4 lets the eval's vars and functions hoist over it).
        var isShadowed = [Bool](repeating: false, count: blockFunctions.count)
        if isEval && !code.isStrict && code.isDirectEvalCode {
            var current = environment
            while let candidate = current {
                if let names = candidate.bindingObject as? ScopeNames {
                    let entries = names.table.entries
                    // §19.2.1.3 step 3.d: a var may not hoist over a lexical declaration of its
                    // name (nor, from parameter expressions, over a parameter).
                    for name in vars + functions where entries[agent.key(name)]?.blocksEvalVar == true {
                        throw agent.syntaxError("Identifier '\(name)' has already been declared")
                    }
                    for (offset, name) in blockFunctions.enumerated() where entries[agent.key(name)]?.blocksEvalVar == true {
                        isShadowed[offset] = true
                    }
                    if names.table.isVariableScope {
                        // The caller is a function: its var scope receives the names, as
                        // deletable bindings (steps 16–17).
                        for (offset, name) in blockFunctions.enumerated() {
                            flags[offset] = .boolean(!isShadowed[offset])
                            if !isShadowed[offset] { names.declareEvalVariable(agent.key(name)) }
                        }
                        for name in functions + vars { names.declareEvalVariable(agent.key(name)) }
                        return
                    }
                }
                current = candidate.parent
            }
        }
        try declareInGlobalEnvironment(vars: vars, functions: functions, lexicals: lexicals, blockFunctions: blockFunctions,
                                       isShadowed: isShadowed, isEval: isEval, realm: realm, flags: flags)
    }

    /// The steps of §16.1.7 (and of §19.2.1.3 when the variable environment is the global
    /// one): every check before any binding is made.
    private func declareInGlobalEnvironment(vars: [String], functions: [String], lexicals: [(name: String, isConst: Bool)],
                                            blockFunctions: [String], isShadowed: [Bool], isEval: Bool, realm: Realm,
                                            flags: UnsafeMutablePointer<JSValue>) throws {
        let global = realm.globalObject
        let lexicalEnvironment = globalLexicals(of: realm)
        for (name, _) in lexicals {
            let atom = agent.atoms.atom(name)
            // HasLexicalDeclaration, HasRestrictedGlobalProperty.
            if lexicalEnvironment.bindings[atom] != nil {
                throw agent.syntaxError("Identifier '\(name)' has already been declared")
            }
            if let existing = try global.getOwnProperty(.atom(atom), in: agent), existing.configurable == false {
                throw agent.syntaxError("Identifier '\(name)' has already been declared")
            }
        }
        for name in vars + functions {
            if case .atom(let atom) = agent.key(name), lexicalEnvironment.bindings[atom] != nil {
                throw agent.syntaxError("Identifier '\(name)' has already been declared")
            }
        }
        // CanDeclareGlobalFunction, CanDeclareGlobalVar.
        for name in functions {
            let existing = try global.getOwnProperty(agent.key(name), in: agent)
            let isDefinable = if let existing {
                existing.configurable == true || (!existing.isAccessor && existing.writable == true && existing.enumerable == true)
            } else {
                try global.isExtensible(in: agent)
            }
            if !isDefinable { throw agent.typeError("Cannot redefine global function \(name)") }
        }
        for name in vars {
            if try !global.hasOwnProperty(agent.key(name), in: agent), try !global.isExtensible(in: agent) {
                throw agent.typeError("Cannot define global variable \(name)")
            }
        }
        // §B.3.2.2 step 1.a.ii, §B.3.2.3 step 1.a.ii.4: a block function's var where no lexical
        // declaration has the name and the global object can take it.
        let declaredNames = Set(vars + functions)
        for (offset, name) in blockFunctions.enumerated() {
            var isDeclared = false
            if !isShadowed[offset], case .atom(let atom) = agent.key(name), lexicalEnvironment.bindings[atom] == nil {
                let key = PropertyKey.atom(atom)
                isDeclared = try global.hasOwnProperty(key, in: agent) || global.isExtensible(in: agent)
                if isDeclared && !declaredNames.contains(name) { try createGlobalVar(key, isDeletable: isEval, in: global) }
            }
            flags[offset] = .boolean(isDeclared)
        }
        for (name, isConst) in lexicals {
            lexicalEnvironment.bindings[agent.atoms.atom(name)] = GlobalBinding(value: nil, isConst: isConst)
        }
        if !lexicals.isEmpty { globalEpoch += 1 }
        // CreateGlobalFunctionBinding: the closure is stored by the code that follows.
        for name in functions {
            let key = agent.key(name)
            let existing = try global.getOwnProperty(key, in: agent)
            if existing == nil || existing?.configurable == true {
                try global.definePropertyOrThrow(key, PropertyDescriptor(value: .undefined, writable: true, enumerable: true,
                                                                         configurable: isEval), in: agent)
            }
        }
        for name in vars { try createGlobalVar(agent.key(name), isDeletable: isEval, in: global) }
    }

    /// CreateGlobalVarBinding (§9.1.1.4.17): a new property when the global object has none of
    /// the name; eval code's are configurable.
    private func createGlobalVar(_ key: PropertyKey, isDeletable: Bool, in global: JSObject) throws {
        guard try !global.hasOwnProperty(key, in: agent), try global.isExtensible(in: agent) else { return }
        try global.definePropertyOrThrow(key, PropertyDescriptor(value: .undefined, writable: true, enumerable: true,
                                                                 configurable: isDeletable), in: agent)
    }

    /// `setVarBinding`: SetMutableBinding(name, value, false) on the variable environment of
    /// the running eval code (§B.3.2.3): the var scope of the calling function, whose
    /// environment carries its names, or else the global environment.
    func setVarBinding(code: FunctionCode, nameIndex: Int, value: JSValue, environment: Environment?, realm: Realm) throws {
        var current = environment
        while let candidate = current {
            if let names = candidate.bindingObject as? ScopeNames, names.table.isVariableScope {
                let key = self.key(code, nameIndex)
                _ = try names.set(key, value, receiver: .object(names), in: agent)
                return
            }
            current = candidate.parent
        }
        try setGlobal(code: code, nameIndex: nameIndex, value: value, realm: realm, isStrict: false)
    }
}
