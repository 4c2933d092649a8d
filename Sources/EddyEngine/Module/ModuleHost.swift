import EddySyntax

/// What the engine asks of its host about modules (§16.2.1.8 HostLoadImportedModule,
/// §16.2.1.12 HostGetImportMetaProperties). Loading is synchronous: the host resolves the
/// request, reads and parses the module (`Agent.makeSourceTextModule`) or makes a synthetic
/// one, and caches it, so that a request resolving to the same module returns the same
/// record.
package protocol ModuleHost: AnyObject {
    /// The module `specifier` names, with its import attributes (`type: 'json'`), from
    /// `referrer` (nil: a script, named `referrerName`).
    /// - Throws: the error `import` reports (module not found, bad attributes…).
    func loadImportedModule(_ specifier: String, attributes: [(key: String, value: String)], referrer: ModuleRecord?,
                            referrerName: String, in agent: Agent) throws -> ModuleRecord
    /// The properties `import.meta` starts with for `module`.
    func importMetaProperties(of module: ModuleRecord, in agent: Agent) throws -> [(String, JSValue)]
    /// The message for an import of `name` that `exporter` (what `specifier` loaded) does
    /// not export, when the host has a better one than the standard message (Node's hint
    /// for CommonJS modules); `sourceLine` is the importing line.
    func missingExportMessage(_ name: String, specifier: String, exporter: ModuleRecord, sourceLine: String?,
                              in agent: Agent) -> String?
    /// The error `import()` rejects with in code compiled to refuse it
    /// (`FunctionCode.refusesDynamicImport`); nil: a plain TypeError.
    func dynamicImportRefusal(referrerName: String, in agent: Agent) -> JSValue?
}

extension ModuleHost {
    package func missingExportMessage(_ name: String, specifier: String, exporter: ModuleRecord, sourceLine: String?,
                                      in agent: Agent) -> String? { nil }
    package func dynamicImportRefusal(referrerName: String, in agent: Agent) -> JSValue? { nil }
}

/// Roots every module record of the agent: modules are never collected.
final class ModuleRegistry: RootProvider {
    weak var host: ModuleHost?
    var modules: [ModuleRecord] = []
    var nextAsyncEvaluationOrder = 1

    func markRoots(_ marker: inout Marker) {
        for module in modules { module.markReferences(&marker) }
    }
}

extension Agent {
    /// The host that loads modules; nil makes every `import` fail.
    package var moduleHost: ModuleHost? {
        get { moduleRegistry.host }
        set { moduleRegistry.host = newValue }
    }

    /// Parses and compiles a module (ParseModule).
    /// - Throws: `JSException` with a SyntaxError naming `name:line:column`.
    package func makeSourceTextModule(_ source: String, name: String) throws -> ModuleRecord {
        let text = SourceText(source, name: name)
        let result: Result<(ParsedModule, FunctionCode), Error> = withDeepStack {
            do {
                // The record keeps only what linking needs: the tree goes here, on the deep stack.
                let parsed = try Parser.parseModule(text)
                return .success((parsed.linkingPart(), try ProgramCompiler.compileModule(parsed)))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let (parsed, code)):
            let module = ModuleRecord(name: name, parsed: parsed, code: code)
            code.assignModule(module)
            moduleRegistry.modules.append(module)
            return module
        case .failure(let error as SyntaxError): throw vm.syntaxErrorObject(error, in: text)
        case .failure(let error as CompileError): throw vm.syntaxErrorObject(error, in: text)
        case .failure(let error): throw error
        }
    }

    /// A synthetic module with the given exports, which `evaluate` fills with
    /// `ModuleRecord.setSyntheticExport` when the module is evaluated.
    package func makeSyntheticModule(name: String, exportNames: [String],
                                     evaluate: @escaping (Agent, ModuleRecord) throws -> Void) -> ModuleRecord {
        var unique: [String] = []
        for name in exportNames where !unique.contains(name) { unique.append(name) }
        let module = ModuleRecord(name: name, exportNames: unique, evaluate: evaluate)
        moduleRegistry.modules.append(module)
        return module
    }

    /// The module namespace object of a linked module.
    package func moduleNamespace(_ module: ModuleRecord) -> JSObject { module.namespaceObject(in: self) }

    /// Loads the dependencies, links and evaluates `module`: a promise of its evaluation,
    /// already settled unless the graph has top-level await.
    package func loadLinkAndEvaluate(_ module: ModuleRecord) throws -> JSObject {
        try loadAndLink(module)
        return evaluate(module)
    }

    /// Loads the dependencies of `module` and links the graph, evaluating nothing (what
    /// require() does before it asks whether the graph is asynchronous).
    package func loadAndLink(_ module: ModuleRecord) throws {
        try loadRequestedModules(module)
        try link(module)
    }

    // MARK: - Loading (§16.2.1.5.1 LoadRequestedModules, synchronous)

    func loadRequestedModules(_ root: ModuleRecord) throws {
        var pending = [root]
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let module = pending.popLast() {
            guard module.status == .new else { continue }
            var loaded: [ModuleRecord] = []
            for request in module.requests {
                guard let host = moduleHost else {
                    throw typeError("Cannot import '\(request.specifier)': no module loader")
                }
                let imported = try host.loadImportedModule(request.specifier, attributes: request.attributes.map { ($0.key, $0.value) },
                                                        referrer: module, referrerName: module.name, in: self)
                loaded.append(imported)
                if visited.insert(ObjectIdentifier(imported)).inserted { pending.append(imported) }
            }
            module.requestedModules = loaded
            module.status = .unlinked
        }
    }

    // MARK: - Link (§16.2.1.5.2)

    func link(_ module: ModuleRecord) throws {
        var stack: [ModuleRecord] = []
        do {
            _ = try innerModuleLinking(module, stack: &stack, index: 0)
        } catch {
            for member in stack {
                member.status = .unlinked
                member.environment = nil
                member.coroutine = nil
            }
            throw error
        }
    }

    private func innerModuleLinking(_ module: ModuleRecord, stack: inout [ModuleRecord], index: Int) throws -> Int {
        switch module.status {
        case .linking, .linked, .evaluatingAsync, .evaluated, .evaluating: return index
        case .new, .unlinked: break
        }
        module.status = .linking
        module.dfsIndex = index
        module.dfsAncestorIndex = index
        var index = index + 1
        stack.append(module)
        try createEnvironment(module)
        for required in module.requestedModules {
            index = try innerModuleLinking(required, stack: &stack, index: index)
            if required.status == .linking {
                module.dfsAncestorIndex = Swift.min(module.dfsAncestorIndex, required.dfsAncestorIndex)
            }
        }
        try initializeEnvironment(module)
        if module.dfsAncestorIndex == module.dfsIndex {
            while let member = stack.popLast() {
                member.status = .linked
                if member === module { break }
            }
        }
        return index
    }

    /// Runs the module body's prologue: it pushes the module environment and instantiates
    /// the function declarations, then suspends (its `initialYield`).
    private func createEnvironment(_ module: ModuleRecord) throws {
        guard module.environment == nil else { return }
        guard let code = module.code else {
            module.environment = makeEnvironment(slotCount: module.syntheticExportNames.count, parent: nil)
            return
        }
        let coroutine = try vm.instantiateModuleBody(code, realm: currentRealm)
        module.coroutine = coroutine
        // A module without bindings pushes no environment of its own.
        module.environment = coroutine.frame?.environment ?? makeEnvironment(slotCount: 0, parent: nil)
    }

    /// InitializeEnvironment (§16.2.1.6.4): checks the indirect exports and links the imports.
    private func initializeEnvironment(_ module: ModuleRecord) throws {
        guard let parsed = module.parsed, let environment = module.environment else { return }
        for indirect in module.indirectExports {
            var resolveSet: [(ModuleRecord, String)] = []
            let resolution = module.resolveExport(indirect.exportName, resolveSet: &resolveSet)
            let location = parsed.syntax.exports.first { $0.exportName == indirect.exportName }?.location
            try checkResolution(resolution, name: indirect.importName ?? indirect.exportName, module: module,
                                request: indirect.request, at: location)
        }
        var links = ContiguousArray<ImportLink?>(repeating: nil, count: environment.slots.count)
        for entry in parsed.syntax.imports {
            guard entry.request < module.requestedModules.count, let slot = parsed.slot(of: entry.localName) else { continue }
            let imported = module.requestedModules[entry.request]
            guard let importName = entry.importName else {
                environment[slot: slot] = .object(imported.namespaceObject(in: self))
                continue
            }
            var resolveSet: [(ModuleRecord, String)] = []
            let resolution = imported.resolveExport(importName, resolveSet: &resolveSet)
            try checkResolution(resolution, name: importName, module: module, request: entry.request, at: entry.location)
            switch resolution {
            case .namespace(let target):
                environment[slot: slot] = .object(target.namespaceObject(in: self))
            case .binding(let target, let local):
                if let targetEnvironment = target.environment, let targetSlot = target.slot(of: local) {
                    // An import of an import: link straight to where the value lives.
                    if let link = targetEnvironment.importLinks?[targetSlot] {
                        links[slot] = link
                    } else {
                        links[slot] = ImportLink(environment: targetEnvironment, slot: targetSlot)
                    }
                }
            case .notFound, .ambiguous:
                break
            }
        }
        environment.importLinks = links
    }

    /// A link error names the import (or re-export) in the importing module, whose line a
    /// host shows above it, as V8 reports it.
    private func checkResolution(_ resolution: ModuleRecord.ExportResolution, name: String, module: ModuleRecord,
                                 request: Int, at location: EddySyntax.SourceLocation?) throws {
        let specifier = request < module.requests.count ? module.requests[request].specifier : ""
        let origin = location.map {
            SourceLocation(file: module.name, line: $0.line, column: $0.column, text: module.code?.source)
        }
        let exception: JSException
        switch resolution {
        case .notFound:
            let exporter = request < module.requestedModules.count ? module.requestedModules[request] : nil
            let message = exporter.flatMap {
                moduleHost?.missingExportMessage(name, specifier: specifier, exporter: $0, sourceLine: origin?.sourceLine, in: self)
            }
            exception = syntaxError(message ?? "The requested module '\(specifier)' does not provide an export named '\(name)'")
        case .ambiguous:
            exception = syntaxError("The requested module '\(specifier)' contains conflicting star exports for name '\(name)'")
        case .binding, .namespace:
            return
        }
        if let origin, let error = exception.value.asObject as? JSErrorObject {
            // Rethrowing it (the loader's `throw`, a rejection) keeps the import as its origin.
            error.origin = origin
            error.creationOrigin = origin
            error.hasThrowSite = true
            decorateLinkError(error, at: origin)
        }
        throw exception
    }

    /// A link error's `stack` starts with the import's place, its line and carets under the
    /// imported name, as Node decorates the errors of a module's instantiation (so its report
    /// of an uncaught one shows them once, with no blank line before the message).
    private func decorateLinkError(_ error: JSErrorObject, at origin: SourceLocation) {
        guard let line = origin.sourceLine, case .string(let stack)? = try? get(error, "stack") else { return }
        let units = Array(line.utf16)
        let start = max(0, origin.column - 1)
        var end = start
        if start < units.count, units[start] == 0x22 || units[start] == 0x27 {
            // A string import name (`import { "a-b" as c }`): the whole literal.
            end = start + 1
            while end < units.count, units[end] != units[start] { end += 1 }
            end = min(units.count, end + 1)
        } else {
            while end < units.count, Self.isNamePart(units[end]) { end += 1 }
        }
        let carets = String(repeating: " ", count: start) + String(repeating: "^", count: max(1, end - start))
        let header = "\(origin.file):\(origin.line)\n\(line)\n\(carets)\n"
        try? set(error, "stack", .text(header + stack.stringValue))
    }

    /// Whether a UTF-16 unit continues an identifier (ASCII letters, digits, `_`, `$`, and any
    /// unit past ASCII, which only a name's letters can be here).
    private static func isNamePart(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x24, 0x5F: true
        default: unit > 0x7F
        }
    }

    // MARK: - Evaluate (§16.2.1.5.3)

    func evaluate(_ root: ModuleRecord) -> JSPromise {
        var module = root
        if module.status == .evaluatingAsync || module.status == .evaluated { module = module.cycleRoot ?? module }
        if let capability = module.topLevelCapability { return capability }
        var stack: [ModuleRecord] = []
        let capability = JSPromise.make(in: self)
        module.topLevelCapability = capability
        do {
            _ = try innerModuleEvaluation(module, stack: &stack, index: 0)
            if !module.isAsyncEvaluation { capability.resolve(with: .undefined, in: self) }
        } catch {
            let value = (error as? JSException)?.value ?? JSValue(String(describing: error))
            showCreationSite(of: value)
            for member in stack {
                member.status = .evaluated
                member.evaluationError = value
            }
            capability.reject(with: value, in: self)
        }
        return capability
    }

    private func innerModuleEvaluation(_ module: ModuleRecord, stack: inout [ModuleRecord], index: Int) throws -> Int {
        if module.status == .evaluatingAsync || module.status == .evaluated {
            if let error = module.evaluationError { throw JSException(error) }
            return index
        }
        if module.status == .evaluating { return index }
        module.status = .evaluating
        module.dfsIndex = index
        module.dfsAncestorIndex = index
        module.pendingAsyncDependencies = 0
        var index = index + 1
        stack.append(module)
        for var required in module.requestedModules {
            index = try innerModuleEvaluation(required, stack: &stack, index: index)
            if required.status == .evaluating {
                module.dfsAncestorIndex = Swift.min(module.dfsAncestorIndex, required.dfsAncestorIndex)
            } else {
                required = required.cycleRoot ?? required
                if let error = required.evaluationError { throw JSException(error) }
            }
            if required.isAsyncEvaluation {
                module.pendingAsyncDependencies += 1
                required.asyncParentModules.append(module)
            }
        }
        if module.pendingAsyncDependencies > 0 || module.hasTopLevelAwait {
            module.isAsyncEvaluation = true
            module.asyncEvaluationOrder = moduleRegistry.nextAsyncEvaluationOrder
            moduleRegistry.nextAsyncEvaluationOrder += 1
            if module.pendingAsyncDependencies == 0 { executeAsyncModule(module) }
        } else {
            try executeModule(module)
        }
        if module.dfsAncestorIndex == module.dfsIndex {
            while let member = stack.popLast() {
                member.status = member.isAsyncEvaluation ? .evaluatingAsync : .evaluated
                member.cycleRoot = module
                if member === module { break }
            }
        }
        return index
    }

    /// ExecuteModule without a capability: runs a module with no top-level await to its end.
    private func executeModule(_ module: ModuleRecord) throws {
        if let evaluate = module.syntheticEvaluate {
            try evaluate(self, module)
            return
        }
        guard let coroutine = module.coroutine else { return }
        module.coroutine = nil
        let result = try vm.resume(coroutine, value: .undefined, mode: .next)
        if let object = result.asObject, let promise = object as? JSPromise, case .rejected = promise.state {
            promise.markHandled(in: self)
            throw JSException(promise.result)
        }
    }

    /// ExecuteAsyncModule: runs the body; its promise settles the module.
    private func executeAsyncModule(_ module: ModuleRecord) {
        guard let coroutine = module.coroutine else {
            asyncModuleExecutionFulfilled(module)
            return
        }
        module.coroutine = nil
        let result: JSValue
        do {
            result = try vm.resume(coroutine, value: .undefined, mode: .next)
        } catch {
            asyncModuleExecutionRejected(module, (error as? JSException)?.value ?? .undefined)
            return
        }
        guard let object = result.asObject, let promise = object as? JSPromise else {
            asyncModuleExecutionFulfilled(module)
            return
        }
        promise.then(in: self, onFulfilled: { agent, _, _ in
            agent.asyncModuleExecutionFulfilled(module)
            return .undefined
        }, onRejected: { agent, _, arguments in
            agent.asyncModuleExecutionRejected(module, arguments[0])
            return .undefined
        })
    }

    private func gatherAvailableAncestors(_ module: ModuleRecord, into list: inout [ModuleRecord]) {
        for parent in module.asyncParentModules where !list.contains(where: { $0 === parent }) {
            if (parent.cycleRoot ?? parent).evaluationError != nil { continue }
            parent.pendingAsyncDependencies -= 1
            if parent.pendingAsyncDependencies == 0 {
                list.append(parent)
                if !parent.hasTopLevelAwait { gatherAvailableAncestors(parent, into: &list) }
            }
        }
    }

    private func asyncModuleExecutionFulfilled(_ module: ModuleRecord) {
        if module.status == .evaluated { return }
        module.isAsyncEvaluation = false
        module.status = .evaluated
        module.topLevelCapability?.resolve(with: .undefined, in: self)
        var ready: [ModuleRecord] = []
        gatherAvailableAncestors(module, into: &ready)
        ready.sort { $0.asyncEvaluationOrder < $1.asyncEvaluationOrder }
        for member in ready where member.status != .evaluated {
            if member.hasTopLevelAwait {
                executeAsyncModule(member)
                continue
            }
            do {
                try executeModule(member)
                member.isAsyncEvaluation = false
                member.status = .evaluated
                member.topLevelCapability?.resolve(with: .undefined, in: self)
            } catch {
                asyncModuleExecutionRejected(member, (error as? JSException)?.value ?? .undefined)
            }
        }
    }

    /// A module's evaluation error is a rejection, which a host reports at the place the
    /// error was made rather than where it was thrown, as Node does.
    private func showCreationSite(of value: JSValue) {
        guard let error = value.asObject as? JSErrorObject, let made = error.creationOrigin else { return }
        error.origin = made
        error.hasThrowSite = true
    }

    private func asyncModuleExecutionRejected(_ module: ModuleRecord, _ error: JSValue) {
        if module.status == .evaluated { return }
        showCreationSite(of: error)
        module.evaluationError = error
        module.status = .evaluated
        for parent in module.asyncParentModules { asyncModuleExecutionRejected(parent, error) }
        module.topLevelCapability?.reject(with: error, in: self)
    }

    // MARK: - import() and import.meta

    /// EvaluateImportCall (§13.3.10.1) once the specifier is a string: a promise of the
    /// namespace.
    func importDynamically(_ specifierValue: JSValue, options: JSValue, referrer: ModuleRecord?, referrerName: String) -> JSValue {
        let promise = JSPromise.make(in: self)
        // The specifier and options are read now (§13.3.10.1 steps 4–10); loading finishes
        // in a later job, so an import() cannot run a module of a graph being evaluated
        // before its turn.
        let request: ModuleRequest
        do {
            let specifier = try toString(specifierValue).stringValue
            var attributes: [ImportAttribute] = []
            if !options.isUndefined {
                guard let optionsObject = options.asObject else {
                    throw typeError("The second argument of import() must be an object")
                }
                let with = try optionsObject.get(key("with"), in: self)
                if !with.isUndefined {
                    guard let withObject = with.asObject else { throw typeError("The 'with' option must be an object") }
                    for key in try withObject.ownPropertyKeys(in: self) where !key.isSymbol {
                        guard let descriptor = try withObject.getOwnProperty(key, in: self), descriptor.enumerable == true else { continue }
                        let value = try withObject.get(key, in: self)
                        guard case .string(let string) = value else { throw typeError("Import attribute value must be a string") }
                        attributes.append(ImportAttribute(key: key.displayString, value: string.stringValue))
                    }
                }
            }
            request = ModuleRequest(specifier: specifier, attributes: attributes)
        } catch {
            promise.reject(with: (error as? JSException)?.value ?? .undefined, in: self)
            return .object(promise)
        }
        pin(promise)
        let ready = JSPromise.make(in: self)
        ready.resolve(with: .undefined, in: self)
        ready.then(in: self, onFulfilled: { agent, _, _ in
            // Pinned until the evaluation's reactions hold it: loading may collect.
            defer { agent.unpin(promise) }
            agent.continueDynamicImport(request, promise: promise, referrer: referrer, referrerName: referrerName)
            return .undefined
        }, onRejected: { _, _, _ in .undefined })
        return .object(promise)
    }

    /// ContinueDynamicImport (§16.2.1.9): load, link and evaluate, then settle `promise`.
    private func continueDynamicImport(_ request: ModuleRequest, promise: JSPromise, referrer: ModuleRecord?,
                                       referrerName: String) {
        do {
            guard let host = moduleHost else { throw typeError("Cannot import '\(request.specifier)': no module loader") }
            let module = try host.loadImportedModule(request.specifier, attributes: request.attributes.map { ($0.key, $0.value) },
                                                    referrer: referrer, referrerName: referrerName, in: self)
            try loadRequestedModules(module)
            try link(module)
            let evaluation = evaluate(module)
            evaluation.then(captures: [.object(promise)], in: self, onFulfilled: { agent, _, arguments in
                guard let promise = (arguments.callee as? NativeFunction)?.capture(0).asObject as? JSPromise else { return .undefined }
                promise.resolve(with: .object(module.namespaceObject(in: agent)), in: agent)
                return .undefined
            }, onRejected: { agent, _, arguments in
                guard let promise = (arguments.callee as? NativeFunction)?.capture(0).asObject as? JSPromise else { return .undefined }
                promise.reject(with: arguments[0], in: agent)
                return .undefined
            })
        } catch {
            promise.reject(with: (error as? JSException)?.value ?? .undefined, in: self)
        }
    }

    /// The `import.meta` object of a module (made once, §13.3.12.1).
    func importMeta(of module: ModuleRecord) throws -> JSValue {
        if let meta = module.importMeta { return .object(meta) }
        let meta = makeObject(prototype: nil)
        // Made from bytecode, outside any native's handle scope: rooted while the host, which
        // may allocate and call into JavaScript, makes the properties (the collector would
        // otherwise drop it, and the register it ends in would point at a freed cell).
        try withRooted(meta) {
            let properties = try moduleHost?.importMetaProperties(of: module, in: self) ?? []
            try withRooted(properties.map(\.1)) {
                for (name, value) in properties {
                    let descriptor = PropertyDescriptor(value: value, writable: true, enumerable: true, configurable: true)
                    _ = try meta.defineOwnProperty(key(name), descriptor, in: self)
                }
            }
        }
        module.importMeta = meta
        return .object(meta)
    }
}

/// Where an import binding's value lives: a slot of the exporting module's environment.
struct ImportLink {
    let environment: Environment
    let slot: Int
}
