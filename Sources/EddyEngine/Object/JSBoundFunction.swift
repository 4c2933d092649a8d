/// A bound function exotic object (§9.4.1), made by Function.prototype.bind.
final class JSBoundFunction: JSFunction {
    /// [[BoundTargetFunction]]; `nil` only once the collector has cleared this function.
    private(set) var targetFunction: JSFunction?
    private(set) var boundThis: JSValue
    private(set) var boundArguments: [JSValue]
    /// Fixed at creation: asking the target each time would recurse down a chain of binds.
    private let isTargetConstructor: Bool

    /// BoundFunctionCreate (§9.4.1.3).
    init(target: JSFunction, boundThis: JSValue, boundArguments: [JSValue], prototype: JSObject?, realm: Realm) {
        targetFunction = target
        self.boundThis = boundThis
        self.boundArguments = boundArguments
        isTargetConstructor = target.isConstructor
        super.init(realm: realm, prototype: prototype, shape: realm.rootShape)
    }

    override var isConstructor: Bool { isTargetConstructor }

    /// [[Call]] (§9.4.1.1).
    override func call(this: JSValue, arguments: Arguments, in agent: Agent) throws -> JSValue {
        guard let targetFunction else { throw agent.typeError("Bound function has no target") }
        try agent.enterCall()
        defer { agent.callDepth -= 1 }
        return try targetFunction.call(this: boundThis, arguments: Arguments(prepending(arguments.values)), in: agent)
    }

    /// [[Construct]] (§9.4.1.2).
    override func construct(arguments: Arguments, newTarget: JSObject, in agent: Agent) throws -> JSObject {
        guard let targetFunction else { throw agent.typeError("Bound function has no target") }
        try agent.enterCall()
        defer { agent.callDepth -= 1 }
        let target = newTarget === self ? targetFunction : newTarget
        return try targetFunction.construct(arguments: Arguments(prepending(arguments.values)),
                                            newTarget: target, in: agent)
    }

    /// The bound arguments followed by `values`: `values` itself when none are bound (most
    /// binds fix only `this`), with no new array.
    private func prepending(_ values: [JSValue]) -> [JSValue] {
        boundArguments.isEmpty ? values : boundArguments + values
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
        // Also breaks chains of binds, whose release would otherwise recurse.
        targetFunction = nil
    }
}
