/// %IteratorPrototype% (§25.1.2), %ArrayIteratorPrototype% (§22.1.5.2) and
/// %StringIteratorPrototype% (§21.1.5.2).
enum IteratorBuiltins {
    static let iteratorPrototypeMethods: [BuiltinMethod] = [
        .init(.iterator, name: "[Symbol.iterator]", length: 0, { _, this, _ in this }),
    ]

    static let arrayIteratorMethods: [BuiltinMethod] = [
        .init("next", length: 0, arrayIteratorNext),
    ]

    static let stringIteratorMethods: [BuiltinMethod] = [
        .init("next", length: 0, stringIteratorNext),
    ]

    static func install(in realm: Realm, agent: Agent) {
        realm.install(iteratorPrototypeMethods, on: realm.iteratorPrototype, in: agent)
        realm.install(arrayIteratorMethods, on: realm.arrayIteratorPrototype, in: agent)
        realm.install(stringIteratorMethods, on: realm.stringIteratorPrototype, in: agent)
        realm.arrayIteratorNext = realm.arrayIteratorPrototype.ownDataValue(.atom(agent.names.next))?.asObject
        realm.stringIteratorNext = realm.stringIteratorPrototype.ownDataValue(.atom(agent.names.next))?.asObject
        let tag = PropertyKey.symbol(agent.symbols.toStringTag)
        realm.arrayIteratorPrototype.defineBuiltinProperty(tag, JSValue("Array Iterator"), attributes: .configurable)
        realm.stringIteratorPrototype.defineBuiltinProperty(tag, JSValue("String Iterator"), attributes: .configurable)
    }

    /// %ArrayIteratorPrototype%.next (§22.1.5.2.1).
    @Sendable static func arrayIteratorNext(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = this.asObject, let iterator = object as? ArrayIterator else {
            throw agent.typeError("next method called on incompatible \(this.shortDescription)")
        }
        let value = try iterator.nextValue(in: agent)
        return .object(agent.makeIteratorResult(value ?? .undefined, done: value == nil))
    }

    /// %StringIteratorPrototype%.next (§21.1.5.2.1): one code point per step.
    @Sendable static func stringIteratorNext(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = this.asObject, let iterator = object as? StringIterator else {
            throw agent.typeError("next method called on incompatible \(this.shortDescription)")
        }
        let value = iterator.nextValue()
        return .object(agent.makeIteratorResult(value ?? .undefined, done: value == nil))
    }
}

/// An Array Iterator instance (§22.1.5.3).
final class ArrayIterator: JSObject {
    enum Kind { case keys, values, entries }

    /// [[IteratedObject]]; `nil` once exhausted.
    var iteratedObject: JSObject?
    var nextIndex = 0
    let kind: Kind

    /// CreateArrayIterator (§22.1.5.1).
    init(iterating object: JSObject, kind: Kind, in agent: Agent) {
        iteratedObject = object
        self.kind = kind
        super.init(shape: agent.rootShape, prototype: agent.currentRealm.arrayIteratorPrototype)
    }

    /// The value the next step yields, or `nil` once exhausted: the body of
    /// %ArrayIteratorPrototype%.next (§22.1.5.2.1) without its result object.
    func nextValue(in agent: Agent) throws -> JSValue? {
        guard let iterated = iteratedObject else { return nil }
        let index = nextIndex
        let length: Double
        if let array = iterated as? JSTypedArray {
            // A typed array is measured as it is now; one out of bounds of its buffer is an error.
            try TypedArrayBuiltins.requireInBounds(array, "%ArrayIteratorPrototype%.next", in: agent)
            length = Double(array.length)
        } else {
            length = try iterated.lengthOfArrayLike(in: agent)
        }
        if Double(index) >= length {
            iteratedObject = nil
            return nil
        }
        nextIndex = index + 1
        let key = index < Int(PropertyKey.maximumIndex)
            ? PropertyKey.index(UInt32(index)) : try agent.toPropertyKey(.number(Double(index)))
        switch kind {
        case .keys:
            return .number(Double(index))
        case .values:
            return try iterated.get(key, in: agent)
        case .entries:
            let value = try iterated.get(key, in: agent)
            return .object(agent.makeArray([.number(Double(index)), value]))
        }
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(iteratedObject)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        iteratedObject = nil
    }
}

/// A String Iterator instance (§21.1.5.3).
final class StringIterator: JSObject {
    var iteratedString: JSString?
    var nextIndex = 0

    /// CreateStringIterator (§21.1.5.1).
    init(iterating string: JSString, in agent: Agent) {
        iteratedString = string
        super.init(shape: agent.rootShape, prototype: agent.currentRealm.stringIteratorPrototype)
    }

    /// The next code point as a string, or `nil` once exhausted: the body of
    /// %StringIteratorPrototype%.next (§21.1.5.2.1) without its result object.
    func nextValue() -> JSValue? {
        guard let string = iteratedString, let (_, unitCount) = string.codePoint(at: nextIndex) else {
            iteratedString = nil
            return nil
        }
        let start = nextIndex
        nextIndex += unitCount
        return .string(string.substring(from: start, to: start + unitCount))
    }
}
