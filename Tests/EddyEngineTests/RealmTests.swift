import Testing
@testable import EddyEngine

@Suite struct RealmTests {
    @Test func builtinPropertiesAreNotEnumerable() throws {
        let agent = Agent()
        let realm = agent.currentRealm
        for object in [realm.objectPrototype, realm.functionPrototype, realm.arrayPrototype, realm.globalObject,
                       realm.errorPrototype(.typeError), realm.promisePrototype, realm.symbolPrototype] {
            #expect(try agent.forInKeys(.object(object)).isEmpty)
        }
    }

    @Test func theGlobalObjectHoldsTheConstructors() throws {
        let agent = Agent()
        let names = try agent.ownKeyNames(agent.currentRealm.globalObject)
        for name in ["Object", "Function", "Array", "Error", "TypeError", "RangeError", "SyntaxError", "ReferenceError",
                     "EvalError", "URIError", "AggregateError", "Symbol", "Promise", "Boolean", "Number", "String",
                     "Reflect", "globalThis", "NaN", "Infinity", "undefined"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    @Test func prototypesChainAsTheSpecSays() throws {
        let agent = Agent()
        let realm = agent.currentRealm
        #expect(realm.objectPrototype.prototype == nil)
        #expect(realm.functionPrototype.prototype === realm.objectPrototype)
        #expect(realm.arrayIteratorPrototype.prototype === realm.iteratorPrototype)
        #expect(realm.errorPrototype(.uriError).prototype === realm.errorPrototype(.error))
        #expect(realm.functionPrototype.isCallable)
        #expect(try agent.call(.object(realm.functionPrototype), this: .undefined, arguments: []).isUndefined)
        #expect(realm.arrayPrototype.builtinTag == "Array")
        #expect(realm.intrinsic(.throwTypeError)?.allowsExtensions == false)
    }

    @Test func twoRealmsShareAtomsAndSymbolsButNotIntrinsics() throws {
        let agent = Agent()
        let other = Realm(agent: agent)
        #expect(other.objectPrototype !== agent.currentRealm.objectPrototype)
        #expect(other.names.length == agent.names.length)
        let otherArray = try other.globalObject.get(agent.key("Array"), in: agent)
        #expect(otherArray.asObject !== (try agent.global("Array")).asObject)
        // A function of the other realm makes objects there.
        let made = try agent.construct(otherArray, arguments: [])
        #expect(made.prototype === other.arrayPrototype)
        #expect(!(try agent.instanceOf(.object(made), agent.global("Array"))))
    }
}
