import EddyEngine
import EddyLoop

/// The host that drives the engine from the event loop: the binding registry, the
/// embedded `lib/` sources, bootstrap and the module loader glue (see
/// docs/architecture.md). It is filled by the runtime host issue.
public enum RuntimeHost {
    /// The names of the native bindings this host provides, in registration order.
    public static let bindingNames: [String] = []
}
