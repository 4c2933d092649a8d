/// A bound function exotic object (§9.4.1), made by Function.prototype.bind.
final class JSBoundFunction: JSFunction {
    private(set) var targetFunction: JSFunction
    private(set) var boundThis: JSValue
    private(set) var boundArguments: [JSValue]

    /// BoundFunctionCreate (§9.4.1.3).
    init(target: JSFunction, boundThis: JSValue, boundArguments: [JSValue], prototype: JSObject?, realm: Realm) {
        targetFunction = target
        self.boundThis = boundThis
        self.boundArguments = boundArguments
        super.init(realm: realm, prototype: prototype, shape: realm.rootShape)
    }

    override var isConstructor: Bool { targetFunction.isConstructor }

    /// [[Call]] (§9.4.1.1).
    override func call(this: JSValue, arguments: Arguments, in agent: Agent) throws -> JSValue {
        try agent.enterCall()
        defer { agent.callDepth -= 1 }
        return try targetFunction.call(this: boundThis, arguments: Arguments(boundArguments + arguments.values),
                                       in: agent)
    }

    /// [[Construct]] (§9.4.1.2).
    override func construct(arguments: Arguments, newTarget: JSObject, in agent: Agent) throws -> JSObject {
        try agent.enterCall()
        defer { agent.callDepth -= 1 }
        let target = newTarget === self ? targetFunction : newTarget
        return try targetFunction.construct(arguments: Arguments(boundArguments + arguments.values),
                                            newTarget: target, in: agent)
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(targetFunction)
        marker.mark(boundThis)
        marker.mark(boundArguments)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        boundThis = .undefined
        boundArguments = []
        // The target cannot be nil; pointing it at itself would be a cycle. Any function
        // would do: reachable objects never see a cleared one.
    }
}
