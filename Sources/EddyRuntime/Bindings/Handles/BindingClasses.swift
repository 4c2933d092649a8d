import EddyEngine

/// Small pieces the handle bindings share: request classes and constant tables.
enum BindingClasses {
    /// The state of a request object: none, the binding keeps what it needs in Swift.
    private final class Request {}

    /// A request class (`TCPConnectWrap`, `WriteWrap`…): `new` makes an object that `lib/`
    /// fills with its callback (`oncomplete`) and the binding completes.
    static func requestClass(_ name: String, in agent: Agent) -> JSObject {
        let prototype = agent.makePlainObject()
        return agent.makeHostConstructor(name, length: 0, prototype: prototype) { agent, _, arguments in
            .object(agent.makeHostObject(
                payload: Request(), prototype: try agent.prototype(from: arguments.constructTarget, fallback: prototype)))
        }
    }

    /// An object of integer constants.
    static func table(_ entries: KeyValuePairs<String, Int>, in agent: Agent) -> JSObject {
        let object = agent.makePlainObject()
        for (name, value) in entries { agent.define(object, name, .integer(value), isEnumerable: true) }
        return object
    }
}
