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
        let tag = PropertyKey.symbol(agent.symbols.toStringTag)
        realm.arrayIteratorPrototype.defineBuiltinProperty(tag, JSValue("Array Iterator"), attributes: .configurable)
        realm.stringIteratorPrototype.defineBuiltinProperty(tag, JSValue("String Iterator"), attributes: .configurable)
    }

    /// %ArrayIteratorPrototype%.next (§22.1.5.2.1).
    @Sendable static func arrayIteratorNext(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard case .object(let object) = this, let iterator = object as? ArrayIterator else {
            throw agent.typeError("next method called on incompatible \(this.shortDescription)")
        }
        guard let iterated = iterator.iteratedObject else {
            return .object(agent.makeIteratorResult(.undefined, done: true))
        }
        let index = iterator.nextIndex
        let length = try iterated.lengthOfArrayLike(in: agent)
        if Double(index) >= length {
            iterator.iteratedObject = nil
            return .object(agent.makeIteratorResult(.undefined, done: true))
        }
        iterator.nextIndex = index + 1
        let key = index < Int(PropertyKey.maximumIndex)
            ? PropertyKey.index(UInt32(index)) : try agent.toPropertyKey(.number(Double(index)))
        switch iterator.kind {
        case .keys:
            return .object(agent.makeIteratorResult(.number(Double(index)), done: false))
        case .values:
            return .object(agent.makeIteratorResult(try iterated.get(key, in: agent), done: false))
        case .entries:
            let value = try iterated.get(key, in: agent)
            let pair = agent.makeArray([.number(Double(index)), value])
            return .object(agent.makeIteratorResult(.object(pair), done: false))
        }
    }

    /// %StringIteratorPrototype%.next (§21.1.5.2.1): one code point per step.
    @Sendable static func stringIteratorNext(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard case .object(let object) = this, let iterator = object as? StringIterator else {
            throw agent.typeError("next method called on incompatible \(this.shortDescription)")
        }
        guard let string = iterator.iteratedString,
            let (_, unitCount) = string.codePoint(at: iterator.nextIndex)
        else {
            iterator.iteratedString = nil
            return .object(agent.makeIteratorResult(.undefined, done: true))
        }
        let start = iterator.nextIndex
        iterator.nextIndex += unitCount
        let result = string.substring(from: start, to: start + unitCount)
        return .object(agent.makeIteratorResult(.string(result), done: false))
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
}
