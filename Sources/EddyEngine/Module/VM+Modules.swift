import EddySyntax

extension ProgramCompiler {
    /// Compiles a module's body: an async function that pushes the module environment,
    /// instantiates the function declarations and suspends (`initialYield`) until the module
    /// is evaluated.
    static func compileModule(_ module: ParsedModule) throws -> FunctionCode {
        let unit = ProgramCompiler(program: module.program)
        let compiler = FunctionCompiler(unit: unit, function: module.function, envChain: [], isStrict: true)
        compiler.isModuleBody = true
        return try compiler.compileFunctionBody(name: "")
    }
}

extension FunctionCode {
    /// Tells this code and every function nested in it which module it belongs to (for
    /// `import.meta` and the referrer of `import()`).
    func assignModule(_ module: ModuleRecord) {
        forEachNested { $0.module = module }
    }

    /// Makes `import()` in this code and every function nested in it reject.
    func refuseDynamicImport() {
        forEachNested { $0.refusesDynamicImport = true }
    }

    private func forEachNested(_ body: (FunctionCode) -> Void) {
        var pending = [self]
        while let code = pending.popLast() {
            body(code)
            for constant in code.constants {
                if case .function(let nested) = constant { pending.append(nested) }
            }
        }
    }
}

extension VM {
    /// Calls a module body up to its `initialYield`: the suspended coroutine holds the
    /// module environment.
    func instantiateModuleBody(_ code: FunctionCode, realm: Realm) throws -> Coroutine {
        let function = makeGlobalClosure(code, realm: realm)
        let result = try agent.call(.object(function), this: .undefined, arguments: [])
        guard let object = result.asObject, let generator = object as? JSGeneratorObject,
              let coroutine = generator.continuation as? Coroutine else {
            throw agent.typeError("Module body did not suspend")
        }
        return coroutine
    }

    /// `import(specifier, options)` from code compiled from `code`.
    func importCall(_ specifier: JSValue, options: JSValue, code: FunctionCode) -> JSValue {
        if code.refusesDynamicImport {
            let promise = JSPromise.make(in: agent)
            let error = agent.moduleHost?.dynamicImportRefusal(referrerName: code.sourceName, in: agent)
                ?? .object(agent.makeErrorObject(.typeError, "A dynamic import callback was not specified."))
            promise.reject(with: error, in: agent)
            return .object(promise)
        }
        return agent.importDynamically(specifier, options: options, referrer: code.module, referrerName: code.sourceName)
    }

    /// `import.meta` in code compiled from `code`.
    func importMeta(code: FunctionCode) throws -> JSValue {
        guard let module = code.module else { throw agent.syntaxError("Cannot use 'import.meta' outside a module") }
        return try agent.importMeta(of: module)
    }
}

extension VM {
    /// `getImport`: an import binding, read where the exporting module keeps it.
    func importBinding(frameIndex: Int, hops: Int, slot: Int, code: FunctionCode, name: Int) throws -> JSValue {
        let value: JSValue? = environment(frameIndex: frameIndex, hops: hops)?._withUnsafeGuaranteedRef { environment in
            if let links = environment.importLinks, slot < links.count, let link = links[slot] {
                return link.environment[slot: link.slot]
            }
            return environment[slot: slot]
        }
        guard let value else {
            throw agent.referenceError("Cannot access '\(constantName(code, name))' before initialization")
        }
        return value
    }
}

extension Expression {
    /// The synthesized callee of `import(…)`.
    var isImportCallee: Bool {
        if case .identifier(let identifier) = kind { return identifier.id == -1 && identifier.name == "import" }
        return false
    }
}
