/// A module namespace exotic object (§10.4.6): a live, read-only view of a module's
/// exports, sorted by code units, with no prototype, not extensible, tagged "Module".
final class ModuleNamespace: JSObject {
    let module: ModuleRecord
    let exportNames: [String]
    private let exportSet: Set<String>

    init(module: ModuleRecord, exportNames: [String], in agent: Agent) {
        self.module = module
        self.exportNames = exportNames.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        exportSet = Set(exportNames)
        super.init(shape: agent.rootShape.makeDictionary(), prototype: nil, hasExoticProperties: true)
        defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Module"), attributes: [])
        _ = try? super.preventExtensions(in: agent)
        _ = agent.heap.register(self)
    }

    /// What hosts' type checks see (`util.types.isModuleNamespaceObject`, util.inspect's
    /// `[Module: null prototype]`); Object.prototype.toString reads the @@toStringTag.
    override var className: String { "Module" }

    override var hasCustomPropertyAccess: Bool { true }
    override var hasCustomPrototypeLookup: Bool { true }
    override func hasVirtualProperty(_ key: PropertyKey, in agent: Agent) -> Bool { true }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        module.markReferences(&marker)
    }

    /// The export a string key names; nil for a symbol.
    private func exportName(_ key: PropertyKey) -> String? {
        switch key {
        case .index(let index): return String(index)
        case .atom(let atom): return atom.string.stringValue
        case .symbol: return nil
        }
    }

    private func value(of name: String, in agent: Agent) throws -> JSValue {
        guard let value = module.exportValue(name, in: agent) else {
            throw agent.referenceError("Cannot access '\(name)' before initialization")
        }
        return value
    }

    override func getPrototypeOf(in agent: Agent) throws -> JSObject? { nil }
    override func setPrototypeOf(_ newPrototype: JSObject?, in agent: Agent) throws -> Bool { newPrototype == nil }
    override func isExtensible(in agent: Agent) throws -> Bool { false }
    override func preventExtensions(in agent: Agent) throws -> Bool { true }

    override func getOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> PropertyDescriptor? {
        guard let name = exportName(key) else { return try super.getOwnProperty(key, in: agent) }
        guard exportSet.contains(name) else { return nil }
        return PropertyDescriptor(value: try value(of: name, in: agent), writable: true, enumerable: true, configurable: false)
    }

    override func defineOwnProperty(_ key: PropertyKey, _ descriptor: PropertyDescriptor, in agent: Agent) throws -> Bool {
        guard exportName(key) != nil else { return try super.defineOwnProperty(key, descriptor, in: agent) }
        guard let current = try getOwnProperty(key, in: agent) else { return false }
        if descriptor.configurable == true || descriptor.enumerable == false || descriptor.isAccessor
            || descriptor.writable == false {
            return false
        }
        if let value = descriptor.value, let currentValue = current.value { return JSValue.isSameValue(value, currentValue) }
        return true
    }

    override func hasProperty(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        guard let name = exportName(key) else { return try super.hasProperty(key, in: agent) }
        return exportSet.contains(name)
    }

    override func get(_ key: PropertyKey, receiver: JSValue, in agent: Agent) throws -> JSValue {
        guard let name = exportName(key) else { return try super.get(key, receiver: receiver, in: agent) }
        guard exportSet.contains(name) else { return .undefined }
        return try value(of: name, in: agent)
    }

    override func set(_ key: PropertyKey, _ value: JSValue, receiver: JSValue, in agent: Agent) throws -> Bool { false }

    override func delete(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        guard let name = exportName(key) else { return try super.delete(key, in: agent) }
        return !exportSet.contains(name)
    }

    override func ownPropertyKeys(in agent: Agent) throws -> [PropertyKey] {
        exportNames.map { agent.key($0) } + (try super.ownPropertyKeys(in: agent)).filter(\.isSymbol)
    }
}
