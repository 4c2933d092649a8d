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

    /// A handle class: a prototype that `install` fills with methods (pinned for the
    /// runtime's life: a server makes the connections it accepts from it), and a constructor
    /// whose `new` makes a wrap with `make` (given the arguments and that prototype).
    static func handleClass(_ name: String, length: Int, in context: BindingContext,
                            install: (JSObject) -> Void,
                            make: @escaping (Agent, Arguments, JSObject) throws -> HandleWrap) -> JSValue {
        let agent = context.agent
        let prototype = agent.makePlainObject()
        agent.retain(prototype)
        install(prototype)
        return .object(agent.makeHostConstructor(name, length: length, prototype: prototype) { agent, _, arguments in
            let wrap = try make(agent, arguments, prototype)
            return .object(wrap.makeObject(
                prototype: try agent.prototype(from: arguments.constructTarget, fallback: prototype), in: agent))
        })
    }

    /// An object of integer constants.
    static func table(_ entries: KeyValuePairs<String, Int>, in agent: Agent) -> JSObject {
        let object = agent.makePlainObject()
        for (name, value) in entries { agent.define(object, name, .integer(value), isEnumerable: true) }
        return object
    }
}
