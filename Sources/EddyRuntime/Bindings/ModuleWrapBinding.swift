import EddyEngine

/// `module_wrap`: ES modules for lib/internal/modules/esm/loader.js (Node's binding of the
/// same name). Modules are handles (host objects around `ModuleRecord`s); the loader in
/// JavaScript resolves, reads and caches them, and answers the engine's `ModuleHost` calls
/// through the two hooks it registers with `setHooks`.
enum ModuleWrapBinding {
    static let binding = Binding("module_wrap") { context in
        let agent = context.agent
        let host = LoaderHost(exports: context.exports)
        // Held by the exports object, which the binding cache keeps.
        agent.define(context.exports, "host", .object(agent.makeHostObject(payload: host, prototype: nil)))
        agent.moduleHost = host
        // setHooks(load(specifier, attributes, referrerURL) → handle, meta(url) → [[key, value]…],
        //          missingExport(name, specifier, exporterURL, sourceLine) → message or undefined)
        // setLoaderFactory(fn): loads the ESM loader (which calls setHooks) on the first import.
        context.function("setLoaderFactory", length: 1) { agent, _, arguments in
            agent.define(context.exports, "loaderFactory", arguments.value(at: 0))
            return .undefined
        }
        context.function("setHooks", length: 3) { agent, _, arguments in
            agent.define(context.exports, "loadHook", arguments.value(at: 0))
            agent.define(context.exports, "metaHook", arguments.value(at: 1))
            agent.define(context.exports, "missingExportHook", arguments.value(at: 2))
            return .undefined
        }
        // compile(source, url) → handle; a SyntaxError names url:line:column.
        context.function("compile", length: 2) { agent, _, arguments in
            let source = try agent.string(arguments.value(at: 0))
            let url = try agent.string(arguments.value(at: 1))
            return .object(handle(try agent.makeSourceTextModule(source, name: url), agent))
        }
        // synthetic(url, exportNames, evaluate(handle)): a module whose exports `evaluate`
        // sets with setExport (JSON modules, CommonJS and built-ins seen from `import`).
        context.function("synthetic", length: 3) { agent, _, arguments in
            let url = try agent.string(arguments.value(at: 0))
            let names = try agent.arrayElements(arguments.value(at: 1)).map { try agent.string($0) }
            let evaluate = arguments.value(at: 2)
            let module = agent.makeSyntheticModule(name: url, exportNames: names) { agent, module in
                guard let handle = module.hostDefined as? HandleBox, let object = handle.object else { return }
                _ = try agent.callFunction(try agent.get(object, "evaluate"), [.object(object)])
            }
            let object = handle(module, agent)
            agent.define(object, "evaluate", evaluate)
            return .object(object)
        }
        context.function("setExport", length: 3) { agent, _, arguments in
            try record(arguments.value(at: 0), agent).setSyntheticExport(try agent.string(arguments.value(at: 1)),
                                                                          arguments.value(at: 2))
            return .undefined
        }
        // evaluate(handle) → a promise of the evaluation (settled unless top-level await).
        context.function("evaluate", length: 1) { agent, _, arguments in
            .object(try agent.loadLinkAndEvaluate(try record(arguments.value(at: 0), agent)))
        }
        // instantiate(handle): loads and links the graph without evaluating it.
        context.function("instantiate", length: 1) { agent, _, arguments in
            try agent.loadAndLink(try record(arguments.value(at: 0), agent))
            return .undefined
        }
        // isGraphAsync(handle): whether the linked graph has top-level await anywhere.
        context.function("isGraphAsync", length: 1) { agent, _, arguments in
            .boolean(try record(arguments.value(at: 0), agent).isGraphAsync)
        }
        // requests(handle) → [[specifier, attributes]…]: what the module imports, in order
        // (the hooks thread resolves and loads them through its hooks before linking).
        context.function("requests", length: 1) { agent, _, arguments in
            let requests = try record(arguments.value(at: 0), agent).requests.map { request -> JSValue in
                let attributes = agent.makePlainObject()
                for attribute in request.attributes {
                    agent.define(attributes, attribute.key, .text(attribute.value), isEnumerable: true)
                }
                return .object(agent.makeArrayObject([.text(request.specifier), .object(attributes)]))
            }
            return .object(agent.makeArrayObject(requests))
        }
        context.function("url", length: 1) { agent, _, arguments in
            .text(try record(arguments.value(at: 0), agent).name)
        }
        context.function("namespace", length: 1) { agent, _, arguments in
            .object(agent.moduleNamespace(try record(arguments.value(at: 0), agent)))
        }
        // promiseState(promise): 0 pending, 1 fulfilled, 2 rejected; require() of a module
        // whose evaluation is still pending (top-level await) is ERR_REQUIRE_ASYNC_MODULE.
        context.function("promiseState", length: 1) { agent, _, arguments in
            .integer(agent.promiseDetails(arguments.value(at: 0)).state)
        }
        // rejection(promise): the reason of a rejected promise, now handled.
        context.function("rejection", length: 1) { agent, _, arguments in
            agent.markHandled(arguments.value(at: 0))
            return agent.promiseDetails(arguments.value(at: 0)).result
        }
    }

    /// The JavaScript handle of a module record, made once per record.
    static func handle(_ module: ModuleRecord, _ agent: Agent) -> JSObject {
        if let box = module.hostDefined as? HandleBox, let object = box.object { return object }
        let object = agent.makeHostObject(payload: module, prototype: nil)
        agent.define(object, "url", .text(module.name))
        module.hostDefined = HandleBox(object)
        return object
    }

    static func record(_ value: JSValue, _ agent: Agent) throws -> ModuleRecord {
        guard let object = value.objectValue as? HostObject, let module = object.payload as? ModuleRecord else {
            throw JSException.throwing(.object(agent.makeErrorObject(.typeError, "Not a module handle")))
        }
        return module
    }
}

/// Where a module's handle is, without keeping it alive (the loader's cache does).
final class HandleBox {
    weak var object: JSObject?
    init(_ object: JSObject) { self.object = object }
}

/// The engine's `ModuleHost`, answered by the hooks lib/internal/modules/esm/loader.js sets.
final class LoaderHost: ModuleHost {
    weak var exports: JSObject?

    init(exports: JSObject) {
        self.exports = exports
    }

    /// The hook `name`, loading the ESM loader first if it has not set its hooks yet.
    private func hook(_ name: String, _ agent: Agent) throws -> JSValue {
        guard let exports else { throw JSException.throwing(.object(agent.makeErrorObject(.typeError, "No module loader"))) }
        if try agent.get(exports, name).isUndefined {
            let factory = try agent.get(exports, "loaderFactory")
            if agent.isCallable(factory) { _ = try agent.callFunction(factory, []) }
        }
        return try agent.get(exports, name)
    }

    func loadImportedModule(_ specifier: String, attributes: [(key: String, value: String)], referrer: ModuleRecord?,
                            referrerName: String, in agent: Agent) throws -> ModuleRecord {
        let attributesObject = agent.makePlainObject()
        for (key, value) in attributes { agent.define(attributesObject, key, .text(value), isEnumerable: true) }
        let result = try agent.callFunction(try hook("loadHook", agent),
                                            [.text(specifier), .object(attributesObject), .text(referrer?.name ?? referrerName)])
        return try ModuleWrapBinding.record(result, agent)
    }

    func missingExportMessage(_ name: String, specifier: String, exporter: ModuleRecord, sourceLine: String?,
                              in agent: Agent) -> String? {
        guard let hook = try? hook("missingExportHook", agent), agent.isCallable(hook),
            let message = try? agent.callFunction(hook, [.text(name), .text(specifier), .text(exporter.name),
                                                         sourceLine.map { .text($0) } ?? .undefined]),
            case .string = message
        else { return nil }
        return try? agent.string(message)
    }

    /// Node's error for `import()` in a vm script compiled without `importModuleDynamically`.
    func dynamicImportRefusal(referrerName: String, in agent: Agent) -> JSValue? {
        let error = agent.makeErrorObject(.typeError, "A dynamic import callback was not specified.")
        agent.define(error, "code", .text("ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING"), isEnumerable: true)
        return .object(error)
    }

    func importMetaProperties(of module: ModuleRecord, in agent: Agent) throws -> [(String, JSValue)] {
        let entries = try agent.arrayElements(try agent.callFunction(try hook("metaHook", agent), [.text(module.name)]))
        return try entries.map { entry in
            let pair = try agent.arrayElements(entry)
            return (try agent.string(pair.first ?? .undefined), pair.count > 1 ? pair[1] : .undefined)
        }
    }
}
