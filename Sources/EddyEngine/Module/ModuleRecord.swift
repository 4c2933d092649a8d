import EddySyntax

/// A module record (ECMAScript §16.2.1.4–§16.2.1.6): a Source Text Module Record, or a
/// synthetic one whose exports the host fills (JSON modules, CommonJS seen from `import`).
/// Both take part in the cyclic algorithms (Link, Evaluate) below; a synthetic module has no
/// dependencies and evaluates by calling its host closure.
///
/// Modules live as long as the agent (a host caches them by URL): the agent's
/// `ModuleRegistry` roots every record's values.
package final class ModuleRecord {
    package enum Status { case new, unlinked, linking, linked, evaluating, evaluatingAsync, evaluated }

    /// How the host names it (its URL or path), for messages and `import.meta`.
    package let name: String
    let parsed: ParsedModule?
    let code: FunctionCode?
    /// For a synthetic module: its export names and how it fills them.
    let syntheticExportNames: [String]
    let syntheticEvaluate: ((Agent, ModuleRecord) throws -> Void)?
    /// A value the host attaches (its own record of the module).
    package var hostDefined: AnyObject?

    package internal(set) var status = Status.new
    var environment: Environment?
    /// The suspended body of a source text module, between InitializeEnvironment and
    /// ExecuteModule: it has pushed the module environment and instantiated the functions.
    var coroutine: Coroutine?
    var namespace: ModuleNamespace?
    var importMeta: JSObject?
    /// The modules of `parsed.syntax.requests`, in order, once loaded.
    package internal(set) var requestedModules: [ModuleRecord] = []
    var localExports: [(exportName: String, localName: String)] = []
    var indirectExports: [(exportName: String, request: Int, importName: String?)] = []

    // §16.2.1.5 Cyclic Module Record fields.
    var evaluationError: JSValue?
    var dfsIndex = 0
    var dfsAncestorIndex = 0
    var cycleRoot: ModuleRecord?
    var hasTopLevelAwait: Bool { parsed?.syntax.hasTopLevelAwait ?? false }
    var isAsyncEvaluation = false
    var asyncEvaluationOrder = 0
    var topLevelCapability: JSPromise?
    var asyncParentModules: [ModuleRecord] = []
    var pendingAsyncDependencies = 0

    init(name: String, parsed: ParsedModule, code: FunctionCode) {
        self.name = name
        self.parsed = parsed
        self.code = code
        syntheticExportNames = []
        syntheticEvaluate = nil
        // §16.2.1.6.1 ParseModule step 10: a local export of an imported binding re-exports it.
        let syntax = parsed.syntax
        for entry in syntax.exports {
            if let request = entry.request {
                indirectExports.append((entry.exportName, request, entry.importName))
            } else if let local = entry.localName {
                if let importEntry = syntax.imports.first(where: { $0.localName == local }), let importName = importEntry.importName {
                    indirectExports.append((entry.exportName, importEntry.request, importName))
                } else {
                    localExports.append((entry.exportName, local))
                }
            }
        }
    }

    init(name: String, exportNames: [String], evaluate: @escaping (Agent, ModuleRecord) throws -> Void) {
        self.name = name
        parsed = nil
        code = nil
        syntheticExportNames = exportNames
        syntheticEvaluate = evaluate
        localExports = exportNames.map { ($0, $0) }
    }

    /// Whether this module or one it depends on uses top-level await (V8's IsGraphAsync, a
    /// graph require() refuses even once it has been evaluated). Meaningful once loaded.
    package var isGraphAsync: Bool {
        var seen: Set<ObjectIdentifier> = []
        var pending = [self]
        while let module = pending.popLast() {
            guard seen.insert(ObjectIdentifier(module)).inserted else { continue }
            if module.hasTopLevelAwait { return true }
            pending.append(contentsOf: module.requestedModules)
        }
        return false
    }

    /// The module requests of the source, in order (none for a synthetic module).
    package var requests: [ModuleRequest] { parsed?.syntax.requests ?? [] }

    /// The environment slot of a top-level binding.
    func slot(of localName: String) -> Int? {
        if let parsed { return parsed.slot(of: localName) }
        return syntheticExportNames.firstIndex(of: localName)
    }

    func markReferences(_ marker: inout Marker) {
        marker.mark(environment)
        if let coroutine { coroutine.markReferences(&marker) }
        marker.mark(namespace)
        marker.mark(importMeta)
        marker.mark(evaluationError)
        marker.mark(topLevelCapability)
    }

    // MARK: - Exports (§16.2.1.6.2, §16.2.1.6.3)

    enum ExportResolution {
        case notFound, ambiguous
        case binding(ModuleRecord, String)
        case namespace(ModuleRecord)

        func isSame(as other: ExportResolution) -> Bool {
            switch (self, other) {
            case (.binding(let a, let x), .binding(let b, let y)): return a === b && x == y
            case (.namespace(let a), .namespace(let b)): return a === b
            default: return false
            }
        }
    }

    /// GetExportedNames.
    func exportedNames(visited: inout [ModuleRecord]) -> [String] {
        if visited.contains(where: { $0 === self }) { return [] }
        visited.append(self)
        var names = localExports.map(\.exportName) + indirectExports.map(\.exportName)
        for request in parsed?.syntax.starExports ?? [] where request < requestedModules.count {
            for name in requestedModules[request].exportedNames(visited: &visited) where name != "default" && !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    /// ResolveExport.
    func resolveExport(_ exportName: String, resolveSet: inout [(ModuleRecord, String)]) -> ExportResolution {
        if resolveSet.contains(where: { $0.0 === self && $0.1 == exportName }) { return .notFound }
        resolveSet.append((self, exportName))
        if let local = localExports.first(where: { $0.exportName == exportName }) {
            return .binding(self, local.localName)
        }
        if let indirect = indirectExports.first(where: { $0.exportName == exportName }),
           indirect.request < requestedModules.count {
            let imported = requestedModules[indirect.request]
            guard let importName = indirect.importName else { return .namespace(imported) }
            return imported.resolveExport(importName, resolveSet: &resolveSet)
        }
        if exportName == "default" { return .notFound }
        var starResolution = ExportResolution.notFound
        for request in parsed?.syntax.starExports ?? [] where request < requestedModules.count {
            let resolution = requestedModules[request].resolveExport(exportName, resolveSet: &resolveSet)
            switch resolution {
            case .ambiguous: return .ambiguous
            case .notFound: continue
            default:
                if case .notFound = starResolution {
                    starResolution = resolution
                } else if !starResolution.isSame(as: resolution) {
                    return .ambiguous
                }
            }
        }
        return starResolution
    }

    /// GetModuleNamespace (§16.2.1.10).
    func namespaceObject(in agent: Agent) -> ModuleNamespace {
        if let namespace { return namespace }
        var visited: [ModuleRecord] = []
        var names: [String] = []
        for name in exportedNames(visited: &visited) {
            var resolveSet: [(ModuleRecord, String)] = []
            switch resolveExport(name, resolveSet: &resolveSet) {
            case .binding, .namespace: names.append(name)
            case .notFound, .ambiguous: continue
            }
        }
        let namespace = ModuleNamespace(module: self, exportNames: names, in: agent)
        self.namespace = namespace
        return namespace
    }

    /// The value of an export for the namespace object: nil while it is uninitialized.
    func exportValue(_ name: String, in agent: Agent) -> JSValue? {
        var resolveSet: [(ModuleRecord, String)] = []
        switch resolveExport(name, resolveSet: &resolveSet) {
        case .binding(let module, let local):
            guard let environment = module.environment, let slot = module.slot(of: local) else { return nil }
            if let link = environment.importLinks?[slot] { return link.environment[slot: link.slot] }
            return environment[slot: slot]
        case .namespace(let module):
            return .object(module.namespaceObject(in: agent))
        case .notFound, .ambiguous:
            return .undefined
        }
    }

    /// Sets an export of a synthetic module (SetSyntheticModuleExport).
    package func setSyntheticExport(_ name: String, _ value: JSValue) {
        guard let slot = syntheticExportNames.firstIndex(of: name) else { return }
        environment?[slot: slot] = value
    }
}
