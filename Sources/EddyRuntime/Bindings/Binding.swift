import EddyEngine

/// A native binding (Node's `internalBinding(name)`): a name and an initializer that fills
/// the exports object the first time a module asks for it.
package struct Binding: Sendable {
    package let name: String
    package let initialize: @Sendable (BindingContext) throws -> Void

    package init(_ name: String, initialize: @escaping @Sendable (BindingContext) throws -> Void) {
        self.name = name
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
            StdinBinding.binding, CryptoBinding.binding,
            StreamWrapBinding.binding, TCPWrapBinding.binding, PipeWrapBinding.binding, CaresWrapBinding.binding,
            ProcessWrapBinding.binding, SpawnSyncBinding.binding,
            HTTPParserBinding.binding,
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

    package var agent: Agent { host.agent }

    /// Defines a function on the exports.
    package func function(_ name: String, length: Int = 0, _ body: @escaping NativeFunctionBody) {
        agent.define(exports, name, .object(agent.makeHostFunction(name, length: length, body)), isEnumerable: true)
    }

    /// Defines a value on the exports.
    package func value(_ name: String, _ value: JSValue) {
        agent.define(exports, name, value, isEnumerable: true)
    }
}
