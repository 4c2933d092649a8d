import EddySyntax

/// Script entry points: parse, compile, run (§15.1.10 ScriptEvaluation), plus `eval` and the
/// `Function` constructor, which need the compiler.
extension Agent {
    /// Parses, compiles and runs a script in `realm` (the current realm by default); returns
    /// its completion value.
    /// - Throws: `JSException` holding the thrown value (a `SyntaxError` object for bad syntax).
    func evaluateScript(_ source: String, name: String, in realm: Realm? = nil) throws -> JSValue {
        try evaluateScript(SourceText(source, name: name), in: realm)
    }

    func evaluateScript(_ source: SourceText, in realm: Realm? = nil, refusingDynamicImport: Bool = false) throws -> JSValue {
        let realm = realm ?? currentRealm
        let vm = self.vm
        _ = vm.extras(realm)
        let code = try vm.compile(source: source, context: .script, isEval: false)
        if refusingDynamicImport { code.refuseDynamicImport() }
        return try vm.runScript(code, realm: realm, this: .object(realm.globalObject), environment: nil)
    }
}

extension VM {
    /// Parses and compiles on a deep stack, so deeply nested code cannot overflow the
    /// thread's stack. Syntax errors become `SyntaxError` objects. A short source (most
    /// eval strings) cannot nest deeply: it compiles in place whenever the current thread
    /// has room for its worst case (doubled for the compiler's own recursion), instead of
    /// starting a thread for each eval on threads with a small stack.
    func compile(source: SourceText, context: ParseContext, isEval: Bool) throws -> FunctionCode {
        let needed = Swift.min(deepStackInlineThreshold, stackNeeded(forParsing: source.units.count) * 2)
        let result: Result<FunctionCode, Error> = withDeepStack(ifLessThan: needed) {
            do {
                let program = try Parser.parseScriptOnCurrentThread(source, context: context)
                return .success(try ProgramCompiler.compileScript(program, isEval: isEval))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let code):
            return code
        case .failure(let error as SyntaxError):
            throw syntaxErrorObject(error, in: source, keepsStack: isEval)
        case .failure(let error as CompileError):
            throw syntaxErrorObject(error, in: source)
        case .failure(let error):
            throw error
        }
    }

    /// Compiles the bytecode of a function at its first call (see `FunctionCode`), on a deep
    /// stack if this thread might lack room for it, as `compile(source:)` does.
    @inline(never)
    func compilePending(_ code: FunctionCode) throws {
        let span = code.sourceRange.end - code.sourceRange.start
        let needed = Swift.min(deepStackInlineThreshold, stackNeeded(forParsing: span) * 2)
        let result: Result<Void, Error> = withDeepStack(ifLessThan: needed) {
            do {
                try code.compilePending()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success: return
        case .failure(let error as CompileError): throw syntaxErrorObject(error, in: code.source)
        case .failure(let error): throw error
        }
    }

    /// An early error the compiler found (the parser accepted the text), reported with its
    /// position as a parse error is.
    func syntaxErrorObject(_ error: CompileError, in source: SourceText?, sourceName: String? = nil) -> JSException {
        syntaxErrorObject(SyntaxError(message: error.message, sourceName: sourceName ?? source?.name ?? "<anonymous>",
                                      line: Swift.max(error.location.line, 1), column: Swift.max(error.location.column, 1),
                                      offset: error.location.start),
                          in: source)
    }

    /// `source` is the text that failed to parse, so a host can show its line. The error's
    /// stack is the position in the text, or with `keepsStack` (the text of an `eval` or a
    /// `Function` constructor) the stack that asked for it, as V8 makes it.
    func syntaxErrorObject(_ error: SyntaxError, in source: SourceText? = nil, keepsStack: Bool = false) -> JSException {
        let exception = agent.syntaxError(error.message)
        if !keepsStack, let object = exception.value.asObject {
            let stack = "SyntaxError: \(error.message)\n    at \(error.sourceName):\(error.line):\(error.column)"
            object.defineBuiltinProperty(.atom(agent.names.stack), JSValue(stack))
            (object as? JSErrorObject)?.origin = SourceLocation(file: error.sourceName, line: error.line, column: error.column,
                                                                text: source)
        }
        return exception
    }

    /// PerformEval (§18.2.1.1) for an indirect call, and for direct calls as far as the VM
    /// supports them: the code runs in the global scope, strict if the caller is.
    func performEval(_ argument: JSValue, realm: Realm, isStrictCaller: Bool, this: JSValue?,
                     environment: Environment? = nil, caller: BytecodeFunction? = nil,
                     newTarget: JSObject? = nil) throws -> JSValue {
        guard case .string(let string) = argument else { return argument }
        // §18.2.1.1 steps 6–8: new.target, super.x and super() as the caller allows them.
        let method = caller.flatMap { function -> BytecodeFunction? in
            var current: BytecodeFunction? = function
            while let candidate = current, candidate.code.isArrow { current = candidate.lexicalFunction }
            return current
        }
        var context = ParseContext(isStrict: isStrictCaller, isEval: true, allowsNewTarget: method != nil,
                                   allowsSuperProperty: method?.homeObject != nil,
                                   allowsSuperCall: method?.code.flags.contains(.derived) == true,
                                   privateNames: visiblePrivateNames(from: environment))
        context.forbidsArguments = method?.code.flags.contains(.classFieldInitializer) == true
        var source = SourceText(units: string.units, name: "<eval>")
        source.evalOrigin = evalOrigin()
        source.adoptSourceURL()
        let code = try compile(source: source, context: context, isEval: true)
        code.isDirectEvalCode = environment != nil
        return try runScript(code, realm: realm, this: this ?? .object(realm.globalObject), environment: environment,
                             function: caller, newTarget: newTarget)
    }

    /// The private names a direct eval's code may use (§19.2.1.1 step 5.d, the caller's
    /// PrivateEnvironment): those bound in the caller's environments, which a class in reach
    /// of a direct eval names (`pushEnvNamed`).
    private func visiblePrivateNames(from environment: Environment?) -> Set<String> {
        var names: Set<String> = []
        var current = environment
        while let scope = current {
            if let table = (scope.bindingObject as? ScopeNames)?.table {
                for key in table.entries.keys {
                    if case .atom(let atom) = key, atom.string.stringValue.hasPrefix("#") { names.insert(atom.string.stringValue) }
                }
            }
            current = scope.parent
        }
        return names
    }

    /// A direct `eval`: the code sees the caller's variables (through the names of its
    /// environments), its `this`, and its strictness.
    func directEval(_ argument: JSValue, frameIndex: Int, environment: Environment?) throws -> JSValue {
        let frame = frames[frameIndex]
        var this = isHole(registers[frame.base]) ? JSValue.undefined : registers[frame.base]
        if let function = frame.function, function.code.isArrow { this = function.lexicalThis }
        var newTarget = frame.newTarget
        if let function = frame.function, function.code.isArrow { newTarget = function.lexicalNewTarget }
        return try performEval(argument, realm: frame.realm, isStrictCaller: frame.code.isStrict, this: this,
                               environment: environment, caller: frame.function, newTarget: newTarget)
    }

    /// CreateDynamicFunction (§19.2.1.1.1).
    /// With `newTarget` (`new` of a subclass of Function), the function's prototype is
    /// GetPrototypeFromConstructor(newTarget, the kind's default).
    func createDynamicFunction(_ arguments: [JSValue], kind: DynamicFunctionKind, realm: Realm,
                               newTarget: JSObject? = nil) throws -> JSValue {
        // Every parameter argument holds at least one name, so past the limit the source
        // cannot parse: refused before a million arguments are converted and joined.
        if arguments.count - 1 > Parser.maximumParameterCount {
            throw syntaxErrorObject(SyntaxError(
                message: "Too many parameters in function definition (only \(Parser.maximumParameterCount) allowed)",
                sourceName: "<anonymous>", line: 1, column: 1, offset: 0), keepsStack: true)
        }
        // Code units, not Swift strings: lone surrogates in the source are kept.
        var parameters: [UInt16] = []
        for (index, value) in arguments.dropLast().enumerated() {
            if index > 0 { parameters.append(0x2C) }
            parameters.append(contentsOf: try agent.toString(value).units)
        }
        let body = try arguments.last.map { try agent.toString($0).units } ?? []
        let origin = evalOrigin()
        let result: Result<FunctionCode, Error> = withDeepStack {
            do {
                var parsed = try Parser.parseFunction(parameterUnits: parameters, bodyUnits: body, kind: kind)
                parsed.program.source.evalOrigin = origin
                parsed.program.source.adoptSourceURL(skippingLastLines: 1)
                return .success(try ProgramCompiler.compileFunction(parsed.function, in: parsed.program))
            } catch {
                return .failure(error)
            }
        }
        let code: FunctionCode
        switch result {
        case .success(let compiled): code = compiled
        case .failure(let error as SyntaxError): throw syntaxErrorObject(error, keepsStack: true)
        case .failure(let error as CompileError): throw syntaxErrorObject(error, in: nil, sourceName: "<anonymous>")
        case .failure(let error): throw error
        }
        code.isDynamicFunction = true
        let closure = makeGlobalClosure(code, realm: realm)
        if let newTarget {
            // §20.2.1.1.1 step 27: the default is the intrinsic of newTarget's realm.
            closure.prototype = try agent.prototype(fromConstructor: newTarget) { realm in
                switch kind {
                case .normal: realm.functionPrototype
                case .generator: extras(realm).generatorFunctionPrototype
                case .async: extras(realm).asyncFunctionPrototype
                case .asyncGenerator: extras(realm).asyncGeneratorFunctionPrototype
                }
            }
        }
        return .object(closure)
    }

    /// Where eval code about to be compiled comes from, as V8 writes it: `eval at` the
    /// running function's name and the position of the call, or the running code's own origin
    /// when that is eval code too.
    private func evalOrigin() -> String {
        guard let frame = frames.last else { return "eval at <anonymous>" }
        let code = frame.code
        var name = ""
        if !code.flags.contains(.script) && !code.isDynamicFunction {
            name = frame.function?.debugName ?? ""
            if name.isEmpty { name = code.inferredName ?? code.name }
        }
        let place: String
        if let outer = code.source.evalOrigin {
            place = outer
        } else {
            let position = code.position(at: currentPC)
            place = "\(code.sourceName):\(position.line):\(position.column)"
        }
        return "eval at \(name.isEmpty ? "<anonymous>" : name) (\(place))"
    }

    /// Compiles a source text as the body of a function with simple parameters (the
    /// CommonJS wrapper, `vm.compileFunction`), closed over the global environment.
    func compileFunctionBody(_ source: SourceText, parameters: [String], realm: Realm) throws -> JSObject {
        let result: Result<FunctionCode, Error> = withDeepStack {
            do {
                let parsed = try Parser.parseFunctionBody(source, parameters: parameters)
                return .success(try ProgramCompiler.compileFunction(parsed.function, in: parsed.program, name: ""))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let code): return makeGlobalClosure(code, realm: realm)
        case .failure(let error as SyntaxError): throw syntaxErrorObject(error, in: source)
        case .failure(let error as CompileError): throw syntaxErrorObject(error, in: source)
        case .failure(let error): throw error
        }
    }

    /// A closure of `code` over the global environment of `realm`.
    func makeGlobalClosure(_ code: FunctionCode, realm: Realm) -> JSObject {
        let placeholder = Frame(code: code, function: nil, realm: realm, base: stackTop, returnRegister: -1,
                                nativeDepth: agent.nativeFrames.count)
        frames.append(placeholder)
        defer { frames.dropLast() }
        return makeClosure(code, environment: nil, frameIndex: frames.count - 1, this: .undefined)
    }

    /// Installs the globals that need the compiler: `eval` and `Function`.
    func installGlobals(in realm: Realm, extras: RealmExtras) {
        let names = agent.names
        // §16.2 AddRestrictedFunctionProperties on %Function.prototype%, if the runtime model
        // has not defined them.
        if realm.functionPrototype.storedProperty(.atom(names.caller)) == nil, let thrower = realm.intrinsic(.throwTypeError) {
            for name in [names.caller, names.arguments] {
                realm.functionPrototype.defineBuiltinAccessor(.atom(name), getter: thrower, setter: thrower,
                                                              attributes: .configurable, in: agent)
            }
        }
        let evalFunction = realm.makeFunction("eval", length: 1, in: agent) { agent, _, arguments in
            try agent.vm.performEval(arguments[0], realm: agent.currentRealm, isStrictCaller: false, this: nil)
        }
        extras.evalFunction = evalFunction
        realm.globalObject.defineBuiltinProperty(agent.key("eval"), .object(evalFunction))
        // Called or constructed alike; `new` of a subclass passes its prototype on.
        func body(_ kind: DynamicFunctionKind) -> NativeFunctionBody {
            { agent, _, arguments in
                try agent.vm.createDynamicFunction(arguments.values, kind: kind, realm: agent.currentRealm,
                                                   newTarget: arguments.newTarget)
            }
        }
        let function = realm.makeConstructor("Function", length: 1, prototype: realm.functionPrototype, in: agent,
                                             call: body(.normal), construct: body(.normal))
        realm.functionPrototype.defineBuiltinProperty(.atom(names.constructor), .object(function))
        realm.setIntrinsic(.function, function, global: "Function", in: agent)
        let generatorFunction = realm.makeConstructor("GeneratorFunction", length: 1,
                                                      prototype: extras.generatorFunctionPrototype, in: agent,
                                                      functionPrototype: function,
                                                      call: body(.generator), construct: body(.generator))
        extras.generatorFunctionPrototype.defineBuiltinProperty(.atom(names.constructor), .object(generatorFunction),
                                                                attributes: .configurable)
        let asyncFunction = realm.makeConstructor("AsyncFunction", length: 1, prototype: extras.asyncFunctionPrototype,
                                                  in: agent, functionPrototype: function,
                                                  call: body(.async), construct: body(.async))
        extras.asyncFunctionPrototype.defineBuiltinProperty(.atom(names.constructor), .object(asyncFunction),
                                                            attributes: .configurable)
        let asyncGeneratorFunction = realm.makeConstructor("AsyncGeneratorFunction", length: 1,
                                                           prototype: extras.asyncGeneratorFunctionPrototype, in: agent,
                                                           functionPrototype: function,
                                                           call: body(.asyncGenerator), construct: body(.asyncGenerator))
        extras.asyncGeneratorFunctionPrototype.defineBuiltinProperty(
            .atom(names.constructor), .object(asyncGeneratorFunction), attributes: .configurable)
    }
}
