/// A promise resolve or reject function (§25.6.1.3.1, §25.6.1.3.2), as CreateResolvingFunctions
/// (§25.6.1.3) makes them for every `new Promise`: a built-in function with `length` 1 and
/// `name` "", holding its promise and the [[AlreadyResolved]] record it shares with its
/// sibling. A class of its own rather than a `NativeFunction` with a closure: the pair then
/// costs two objects and one record, not also two closure contexts and two capture arrays,
/// and its two properties are laid out at once.
final class PromiseResolvingFunction: JSFunction {
    /// The [[AlreadyResolved]] record of one pair.
    final class AlreadyResolved {
        var isSet = false
    }

    enum Kind { case resolve, reject }

    let kind: Kind
    let alreadyResolved: AlreadyResolved
    /// [[Promise]]; nil once the collector has cleared this function.
    private var promise: JSPromise?

    /// The pair for `promise`, sharing one record and one empty name.
    static func makePair(for promise: JSPromise, in agent: Agent) -> (resolve: PromiseResolvingFunction,
                                                                      reject: PromiseResolvingFunction) {
        let realm = agent.currentRealm
        // `length` then `name`, both configurable only, as CreateBuiltinFunction orders them.
        let length = realm.rootShape.adding(.atom(realm.names.length), attributes: .configurable)
        let name = length.shape.adding(.atom(realm.names.name), attributes: .configurable)
        let layout = Layout(shape: name.shape, lengthSlot: length.slot, nameSlot: name.slot,
                            name: .string(JSString(units: [])))
        let record = AlreadyResolved()
        let resolve = agent.heap.register(PromiseResolvingFunction(kind: .resolve, promise: promise, record: record,
                                                                   realm: realm, layout: layout))
        let reject = agent.heap.register(PromiseResolvingFunction(kind: .reject, promise: promise, record: record,
                                                                  realm: realm, layout: layout))
        return (resolve, reject)
    }

    /// The shape with `length` and `name`, where they sit, and the name both functions share.
    private struct Layout {
        let shape: Shape
        let lengthSlot: Int
        let nameSlot: Int
        let name: JSValue
    }

    private init(kind: Kind, promise: JSPromise, record: AlreadyResolved, realm: Realm, layout: Layout) {
        self.kind = kind
        self.promise = promise
        alreadyResolved = record
        super.init(realm: realm, prototype: realm.functionPrototype, shape: layout.shape)
        slots[layout.lengthSlot] = .number(1)
        slots[layout.nameSlot] = layout.name
    }

    override func call(this: JSValue, arguments: Arguments, in agent: Agent) throws -> JSValue {
        var arguments = arguments
        arguments.callee = self
        return try agent.runNative(self, this: this, arguments: arguments) { agent, _, arguments in
            guard let function = arguments.callee as? PromiseResolvingFunction else { return .undefined }
            function.settle(with: arguments[0], in: agent)
            return .undefined
        }
    }

    /// Steps 3–6 of either function, then the resolve or reject steps, once per pair.
    private func settle(with value: JSValue, in agent: Agent) {
        guard !alreadyResolved.isSet, let promise else { return }
        alreadyResolved.isSet = true
        switch kind {
        case .resolve: promise.resolve(with: value, in: agent)
        case .reject: promise.reject(with: value, in: agent)
        }
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(promise)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        promise = nil
    }
}
