import EddyEngine

/// A native binding (Node's `internalBinding(name)`): a name and an initializer that fills
/// the exports object the first time a module asks for it.
package struct Binding: Sendable {
    /// What a runtime's configuration must allow before a binding's functions work. The
    /// binding checks it itself, on every call: lib/ checks too, but a script that reaches
    /// `internalBinding` by any route must still find the door shut.
    package enum Capability: Sendable {
        /// `RuntimeConfiguration.allowsFileSystem`.
        case fileSystem
        /// `RuntimeConfiguration.allowsProcessControl`, for the operation named.
        case processControl(String)
        /// `RuntimeConfiguration.allowsNetwork`, for the operation named.
        case network(String)
    }

    package let name: String
    package let capability: Capability?
    package let initialize: @Sendable (BindingContext) throws -> Void

    package init(_ name: String, requiring capability: Capability? = nil,
                 initialize: @escaping @Sendable (BindingContext) throws -> Void) {
        self.name = name
        self.capability = capability
        self.initialize = initialize
    }
}

/// The one explicit list of bindings a host starts with; embedders add theirs by name.
package struct BindingRegistry {
    private(set) var bindings: [String: Binding] = [:]
    /// Names in registration order.
    private(set) var names: [String] = []

    /// Every binding Eddy provides.
    package static var builtin: BindingRegistry {
        var registry = BindingRegistry()
        for binding in [
            NativesBinding.binding, BuiltinsBinding.binding, ContextifyBinding.binding, ProcessMethodsBinding.binding,
            TaskQueueBinding.binding, TimersBinding.binding, FSBinding.binding, ConstantsBinding.binding,
            ErrorsBinding.binding, OSBinding.binding, UtilBinding.binding, TTYBinding.binding, HostModulesBinding.binding,
            StdinBinding.binding, CryptoBinding.binding, SignalBinding.binding, BufferBinding.binding,
            StreamWrapBinding.binding, TCPWrapBinding.binding, UDPWrapBinding.binding, PipeWrapBinding.binding,
            CaresWrapBinding.binding,
            ProcessWrapBinding.binding, SpawnSyncBinding.binding,
            TLSWrapBinding.binding,
            ZlibBinding.binding,
            HTTPParserBinding.binding, WorkerBinding.binding, ModuleWrapBinding.binding,
            PerformanceBinding.binding, URLBinding.binding,
        ] {
            registry.register(binding)
        }
        return registry
    }

    /// Adds a binding; a later one with the same name replaces the earlier.
    package mutating func register(_ binding: Binding) {
        if bindings[binding.name] == nil { names.append(binding.name) }
        bindings[binding.name] = binding
    }

    package func binding(named name: String) -> Binding? { bindings[name] }
}

/// What a binding's initializer works with: the exports object and the host.
package struct BindingContext {
    package unowned let host: RuntimeHost
    package let exports: JSObject
    /// What each of the binding's functions checks before it runs.
    let capability: Binding.Capability?

    package init(host: RuntimeHost, exports: JSObject, capability: Binding.Capability? = nil) {
        self.host = host
        self.exports = exports
        self.capability = capability
    }

    package var agent: Agent { host.agent }

    /// Defines a function on the exports; with a capability, one that refuses to run when
    /// the configuration withholds it.
    package func function(_ name: String, length: Int = 0, _ body: @escaping NativeFunctionBody) {
        var guarded = body
        if let capability {
            let host = self.host
            guarded = { [unowned host] agent, this, arguments in
                try host.check(capability, for: name)
                return try body(agent, this, arguments)
            }
        }
        agent.define(exports, name, .object(agent.makeHostFunction(name, length: length, guarded)), isEnumerable: true)
    }

    /// Defines a value on the exports.
    package func value(_ name: String, _ value: JSValue) {
        agent.define(exports, name, value, isEnumerable: true)
    }
}
