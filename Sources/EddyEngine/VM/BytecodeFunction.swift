/// A function whose body is bytecode (§9.2 ECMAScript function objects): its code, the
/// environment it closes over, and for arrows the `this` and `new.target` of their birth.
final class BytecodeFunction: JSFunction {
    let code: FunctionCode
    /// Borrowed: the heap owns every environment and `visitReferences` marks this one.
    var environment: Environment? { environmentUnmanaged?.takeUnretainedValue() }
    /// `environment` itself, for a call's frame to borrow without a retain.
    private(set) var environmentUnmanaged: Unmanaged<Environment>?
    /// [[HomeObject]] of methods (§9.2 Table 27), for `super.x`.
    var homeObject: JSObject?
    /// An arrow's lexical `this`, `new.target` and enclosing function (for `super`).
    var lexicalThis: JSValue = .undefined
    /// Both borrowed, as `environment` is: every arrow made set them, and the retains showed.
    var lexicalNewTarget: JSObject? {
        get { lexicalNewTargetUnmanaged?.takeUnretainedValue() }
        set { lexicalNewTargetUnmanaged = newValue.map { Unmanaged.passUnretained($0) } }
    }
    var lexicalFunction: BytecodeFunction? {
        get { lexicalFunctionUnmanaged?.takeUnretainedValue() }
        set { lexicalFunctionUnmanaged = newValue.map { Unmanaged.passUnretained($0) } }
    }
    private var lexicalNewTargetUnmanaged: Unmanaged<JSObject>?
    private var lexicalFunctionUnmanaged: Unmanaged<BytecodeFunction>?

    /// An arrow made in an arrow takes its parent's `this`, `new.target` and function.
    func inheritLexicalScope(of parent: BytecodeFunction) {
        lexicalThis = parent.lexicalThis
        lexicalNewTargetUnmanaged = parent.lexicalNewTargetUnmanaged
        lexicalFunctionUnmanaged = parent.lexicalFunctionUnmanaged
    }

    /// `lexicalNewTarget` and `lexicalFunction` from borrowed words (the frame an arrow is
    /// made in keeps them alive, and `visitReferences` marks them from then on).
    func setLexicalScope(newTarget: Unmanaged<JSObject>?, function: Unmanaged<BytecodeFunction>?) {
        lexicalNewTargetUnmanaged = newTarget
        lexicalFunctionUnmanaged = function
    }
    /// For an arrow made in a derived constructor: the constructor's `this` binding, which
    /// `super()` may initialize after the arrow was made.
    var thisBox: ThisBox?
    let isClassConstructor: Bool
    /// For a class constructor: its instance fields (ES2022 [[Fields]]) as key, initializer
    /// pairs (the initializer undefined for a field without one), defined on each new
    /// instance before the constructor body runs (after `super()` in a derived class).
    var instanceFields: [JSValue] = []
    /// `realm`, without the unowned-reference check on each call (realms outlive their code),
    /// and without a retain where a call only compares it.
    let realmUnmanaged: Unmanaged<Realm>
    var functionRealm: Realm { realmUnmanaged.takeUnretainedValue() }
    /// The closure's first slots, in its own cell (`SlotStorage`): every closure starts with
    /// two to five properties (`ClosureShapes`).
    private var inlineSlotArea = InlineSlots5()

    /// - Parameter shape: the shape it starts with (the realm's root shape by default), its
    ///   slots `undefined` for the caller to fill.
    convenience init(code: FunctionCode, environment: Environment?, realm: Realm, prototype: JSObject?,
                     shape: Shape? = nil) {
        self.init(code: .passUnretained(code), environment: environment.map { .passUnretained($0) },
                  realm: .passUnretained(realm), prototype: prototype.map { .passUnretained($0) },
                  shape: .passUnretained(shape ?? realm.rootShape))
    }

    /// From borrowed words, as `VM.makeClosure` makes every closure: the code, shape and
    /// prototype take one retain each, the environment and realm none (owned arguments
    /// cost a retain and a release more of each, about a fifth of the samples of a
    /// closure-heavy program such as AWFY Havlak).
    init(code: Unmanaged<FunctionCode>, environment: Unmanaged<Environment>?, realm: Unmanaged<Realm>,
         prototype: Unmanaged<JSObject>?, shape: Unmanaged<Shape>) {
        environmentUnmanaged = environment
        isClassConstructor = code._withUnsafeGuaranteedRef { $0.flags.contains(.classConstructor) }
        realmUnmanaged = realm
        self.code = code.takeUnretainedValue()
        super.init(realmReference: realm, prototypeReference: prototype, shapeReference: shape, inlineSlots: true)
        withUnsafeMutablePointer(to: &inlineSlotArea) {
            adoptInlineSlots(UnsafeMutableRawPointer($0), capacity: InlineSlots5.capacity)
        }
    }

    /// Whether this ordinary function's `prototype` object is still to be made: its shape
    /// is one of `ClosureShapes`' deferred ones, which list `prototype` where
    /// MakeConstructor (§10.2.5) puts it, but its slot holds undefined. The function is
    /// exotic meanwhile (`hasExoticProperties`), so the generic walks ask it for `prototype`
    /// (`hasVirtualProperty`) and inline caches never read that slot.
    private(set) var prototypeDeferred = false

    /// Called by `VM.makeClosure` on a function made in a deferred shape.
    func deferPrototype() {
        prototypeDeferred = true
        hasExoticProperties = true
    }

    /// Makes the `prototype` object MakeConstructor would have made (an ordinary object of
    /// the function's realm with `constructor`, §10.2.5 steps 5–6) and stores it in its
    /// slot: on the first read of `prototype`, and before any definition or deletion (which
    /// may change the shape). The function is then ordinary.
    func materializePrototype(in agent: Agent) {
        guard prototypeDeferred else { return }
        prototypeDeferred = false
        hasExoticProperties = false
        let shapes = agent.vm.closureShapes()
        let instancePrototype = agent.heap.register(
            JSObject.makeOrdinary(shape: shapes.instancePrototype, prototype: functionRealm.objectPrototype))
        instancePrototype.slots[0] = .object(self)
        if shape === shapes.deferredConstructor {
            shape = shapes.constructor
        } else if shape === shapes.deferredSloppyConstructor {
            shape = shapes.sloppyConstructor
        }
        if let property = shape.lookup(.atom(agent.names.prototype)), property.slot < slots.count {
            slots[property.slot] = .object(instancePrototype)
        }
    }

    private func isPrototypeKey(_ key: PropertyKey, in agent: Agent) -> Bool {
        if case .atom(let atom) = key { return atom == agent.names.prototype }
        return false
    }

    override func hasVirtualProperty(_ key: PropertyKey, in agent: Agent) -> Bool {
        prototypeDeferred && isPrototypeKey(key, in: agent)
    }

    override func getOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> PropertyDescriptor? {
        if prototypeDeferred && isPrototypeKey(key, in: agent) { materializePrototype(in: agent) }
        return try super.getOwnProperty(key, in: agent)
    }

    override func defineOwnProperty(_ key: PropertyKey, _ descriptor: PropertyDescriptor,
                                    in agent: Agent) throws -> Bool {
        materializePrototype(in: agent)
        return try super.defineOwnProperty(key, descriptor, in: agent)
    }

    override func delete(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        materializePrototype(in: agent)
        return try super.delete(key, in: agent)
    }

    override var isConstructor: Bool {
        let flags = code.flags
        if flags.contains(.classConstructor) { return true }
        return !flags.contains(.arrow) && !flags.contains(.method) && !flags.contains(.generator)
            && !flags.contains(.async)
    }

    override var sourceText: JSString? {
        JSString(units: code.source.slice(code.sourceRange))
    }

    override func call(this: JSValue, arguments: Arguments, in agent: Agent) throws -> JSValue {
        try agent.vm.invoke(self, this: this, arguments: arguments.values, newTarget: nil)
    }

    override func construct(arguments: Arguments, newTarget: JSObject, in agent: Agent) throws -> JSObject {
        let result = try agent.vm.invoke(self, this: .undefined, arguments: arguments.values, newTarget: newTarget)
        guard let object = result.asObject else {
            throw agent.typeError("constructor did not return an object")
        }
        return object
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        if let environmentUnmanaged { marker.mark(borrowed: environmentUnmanaged) }
        marker.mark(homeObject)
        marker.mark(lexicalThis)
        if let lexicalNewTargetUnmanaged { marker.mark(borrowed: lexicalNewTargetUnmanaged) }
        if let lexicalFunctionUnmanaged { marker.mark(borrowed: lexicalFunctionUnmanaged) }
        marker.mark(instanceFields)
        if let value = thisBox?.value { marker.mark(value) }
        code.markCaches(&marker)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        environmentUnmanaged = nil
        homeObject = nil
        lexicalThis = .undefined
        lexicalNewTargetUnmanaged = nil
        lexicalFunctionUnmanaged = nil
        instanceFields = []
        thisBox = nil
    }
}

/// A derived constructor's `this` binding shared with the arrows it contains (§8.1.1.3
/// function environment records: arrows read `this` through the constructor's one).
final class ThisBox {
    var value: JSValue?
}

extension FunctionCode {
    /// Values the code caches (template objects) and those of nested functions' code.
    func markCaches(_ marker: inout Marker) {
        for object in templateObjects.values { marker.mark(object) }
    }
}
