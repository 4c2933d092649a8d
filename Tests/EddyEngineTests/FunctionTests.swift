import Testing
@testable import EddyEngine

@Suite struct FunctionTests {
    @Test func builtinsHaveSpecNameAndLength() throws {
        let agent = Agent()
        let cases: [(String, String, String, Double)] = [
            ("Object", "defineProperty", "defineProperty", 3), ("Promise", "all", "all", 1),
            ("Symbol", "for", "for", 1), ("Object", "assign", "assign", 2),
        ]
        for (global, name, expectedName, expectedLength) in cases {
            let function = try agent.property(agent.global(global), name)
            #expect(try agent.property(function, "name").text == expectedName)
            #expect(try agent.property(function, "length").asNumber == expectedLength)
            let descriptor = try #require(try function.asObject?.getOwnProperty(agent.key("name"), in: agent))
            #expect(descriptor.writable == false && descriptor.enumerable == false && descriptor.configurable == true)
        }
        let iterator = try agent.getV(.object(agent.currentRealm.arrayPrototype), .symbol(agent.symbols.iterator))
        #expect(try agent.property(iterator, "name").text == "values")
        let description = try #require(try agent.currentRealm.symbolPrototype.getOwnProperty(agent.key("description"), in: agent))
        #expect(try agent.property(description.getter ?? .undefined, "name").text == "get description")
        let hasInstance = try agent.getV(.object(agent.currentRealm.functionPrototype), .symbol(agent.symbols.hasInstance))
        #expect(try agent.property(hasInstance, "name").text == "[Symbol.hasInstance]")
    }

    @Test func constructorsLinkTheirPrototypes() throws {
        let agent = Agent()
        for name in ["Object", "Array", "Promise", "Error", "TypeError", "Symbol", "Function", "Boolean", "Number", "String"] {
            let constructor = try agent.global(name)
            let prototype = try agent.property(constructor, "prototype")
            #expect(try agent.property(prototype, "constructor").asObject === constructor.asObject, "\(name)")
        }
        #expect(try agent.callStatic("Object", "getPrototypeOf", [agent.global("TypeError")]).asObject
            === agent.global("Error").asObject)
    }

    @Test func callAndApplyPassThisAndArguments() throws {
        let agent = Agent()
        let collect = agent.function("collect") { agent, this, arguments in
            .object(agent.makeArray([this] + arguments.values))
        }
        let viaCall = try agent.callMethod(collect, "call", ["self", 1, 2])
        #expect(try agent.createList(fromArrayLike: viaCall).map(\.debugDescription) == ["\"self\"", "1", "2"])
        let viaApply = try agent.callMethod(collect, "apply", ["self", .object(agent.makeArray([3, 4]))])
        #expect(try agent.createList(fromArrayLike: viaApply).map(\.debugDescription) == ["\"self\"", "3", "4"])
        let noArguments = try agent.callMethod(collect, "apply", ["self", .null])
        #expect(try agent.createList(fromArrayLike: noArguments).count == 1)
        #expect(throws: JSException.self) { try agent.callMethod(collect, "apply", ["self", 1]) }
    }

    @Test func bindFixesThisAndLeadingArguments() throws {
        let agent = Agent()
        let collect = agent.function("collect", length: 3) { agent, this, arguments in
            .object(agent.makeArray([this] + arguments.values))
        }
        let bound = try agent.callMethod(collect, "bind", ["bound-this", 1])
        #expect(try agent.property(bound, "name").text == "bound collect")
        #expect(try agent.property(bound, "length").asNumber == 2)
        let result = try agent.call(bound, this: "ignored", arguments: [2])
        #expect(try agent.createList(fromArrayLike: result).map(\.debugDescription) == ["\"bound-this\"", "1", "2"])
        // A bound constructor constructs its target; instanceof sees through the binding.
        let boundArray = try agent.callMethod(agent.global("Array"), "bind", [.null, 1, 2])
        let array = try agent.construct(boundArray, arguments: [3])
        #expect((array as? JSArray)?.length == 3)
        #expect(try agent.instanceOf(.object(array), boundArray))
    }

    @Test func toStringRendersNativeFunctions() throws {
        let agent = Agent()
        let keys = try agent.property(agent.global("Object"), "keys")
        #expect(try agent.callMethod(keys, "toString").text == "function keys() { [native code] }")
        let bound = try agent.callMethod(keys, "bind", [.null])
        #expect(try agent.callMethod(bound, "toString").text == "function () { [native code] }")
        #expect(throws: JSException.self) { try agent.call(agent.property(keys, "toString"), this: 1, arguments: []) }
    }

    @Test func callingANonFunctionIsATypeError() throws {
        let agent = Agent()
        do {
            _ = try agent.call(JSValue(3), this: .undefined, arguments: [])
            Issue.record("expected a TypeError")
        } catch {
            #expect(errorSummary(error, agent) == "TypeError: 3 is not a function")
        }
        #expect(throws: JSException.self) { try agent.construct(agent.property(agent.global("Object"), "keys"), arguments: []) }
        #expect(throws: JSException.self) { try agent.call(agent.global("Promise"), this: .undefined, arguments: []) }
    }

    @Test func runawayNativeRecursionIsARangeError() throws {
        let agent = Agent()
        let recurse = agent.currentRealm.makeFunction("recurse", length: 0, in: agent) { agent, this, _ in
            try agent.call(this, this: this, arguments: [])
        }
        do {
            _ = try agent.call(recurse, this: .object(recurse), arguments: [])
            Issue.record("expected a RangeError")
        } catch {
            #expect(errorSummary(error, agent) == "RangeError: Maximum call stack size exceeded")
        }
        #expect(agent.callDepth == 0)
    }

    @Test func functionConstructorWaitsForTheCompiler() throws {
        let agent = Agent()
        #expect(throws: JSException.self) { try agent.call(agent.global("Function"), this: .undefined, arguments: ["return 1"]) }
    }
}

@Suite struct ErrorTests {
    @Test func errorsCarryNameMessageAndToString() throws {
        let agent = Agent()
        for kind in ErrorKind.allCases where kind != .aggregateError {
            let error = try agent.construct(agent.global(kind.rawValue), arguments: ["boom"])
            #expect(try agent.callMethod(.object(error), "toString").text == "\(kind.rawValue): boom")
            #expect(try !error.hasOwnProperty(agent.key("name"), in: agent))
            let message = try #require(try error.getOwnProperty(agent.key("message"), in: agent))
            #expect(message.enumerable == false)
        }
        let plain = try agent.call(agent.global("Error"), this: .undefined, arguments: [])
        #expect(try agent.callMethod(plain, "toString").text == "Error")
        #expect(try plain.asObject?.hasOwnProperty(agent.key("message"), in: agent) == false)
    }

    @Test func errorCauseIsInstalledFromOptions() throws {
        let agent = Agent()
        let options = try agent.newObject([("cause", "root")])
        let error = try agent.construct(agent.global("Error"), arguments: ["m", .object(options)])
        #expect(try error.get(agent.key("cause"), in: agent).text == "root")
        let withoutCause = try agent.construct(agent.global("Error"), arguments: ["m", .object(agent.makeObject())])
        #expect(try !withoutCause.hasOwnProperty(agent.key("cause"), in: agent))
    }

    @Test func aggregateErrorCollectsItsErrors() throws {
        let agent = Agent()
        let error = try agent.construct(agent.global("AggregateError"), arguments: [.object(agent.makeArray([1, 2])), "all"])
        #expect(try agent.callMethod(.object(error), "toString").text == "AggregateError: all")
        #expect(try agent.createList(fromArrayLike: error.get(agent.key("errors"), in: agent)).count == 2)
    }

    @Test func stackStartsWithTheHeaderAndListsNativeFrames() throws {
        let agent = Agent()
        let thrower = agent.function("thrower") { agent, _, _ in
            throw agent.typeError("bad thing")
        }
        do {
            _ = try agent.call(thrower, this: .undefined, arguments: [])
            Issue.record("expected a throw")
        } catch let exception as JSException {
            let stack = try agent.property(exception.value, "stack").text
            #expect(stack == "TypeError: bad thing\n    at thrower (<anonymous>)")
        }
        let constructed = try agent.construct(agent.global("RangeError"), arguments: ["r"])
        #expect(try constructed.get(agent.key("stack"), in: agent).text == "RangeError: r")
    }

    @Test func captureStackTraceGivesAnyObjectAStack() throws {
        let agent = Agent()
        let target = try agent.newObject([("name", "Custom"), ("message", "went wrong")])
        let capture = try agent.property(agent.global("Error"), "captureStackTrace")
        let outer = agent.function("outer") { agent, _, arguments in
            try agent.call(capture, this: .undefined, arguments: [arguments[0]])
        }
        _ = try agent.call(outer, this: .undefined, arguments: [.object(target)])
        #expect(try target.get(agent.key("stack"), in: agent).text == "Custom: went wrong\n    at outer (<anonymous>)")
        _ = try agent.call(outer, this: .undefined, arguments: [.object(target), outer])
        let hidden = agent.function("hidden") { agent, _, arguments in
            try agent.call(capture, this: .undefined, arguments: [arguments[0], arguments[1]])
        }
        _ = try agent.call(hidden, this: .undefined, arguments: [.object(target), hidden])
        #expect(try target.get(agent.key("stack"), in: agent).text == "Custom: went wrong")
        #expect(try target.getOwnProperty(agent.key("stack"), in: agent)?.enumerable == false)
    }

    @Test func stackTraceLimitBoundsTheFrames() throws {
        let agent = Agent()
        try agent.globalObject("Error").set(agent.key("stackTraceLimit"), 0, in: agent)
        let thrower = agent.function("thrower") { agent, _, _ in throw agent.typeError("t") }
        do {
            _ = try agent.call(thrower, this: .undefined, arguments: [])
        } catch let exception as JSException {
            #expect(try agent.property(exception.value, "stack").text == "TypeError: t")
        }
    }
}

@Suite struct SymbolTests {
    @Test func symbolsHaveDescriptionsAndDescriptiveStrings() throws {
        let agent = Agent()
        let symbol = try agent.call(agent.global("Symbol"), this: .undefined, arguments: ["tag"])
        #expect(try agent.property(symbol, "description").text == "tag")
        #expect(try agent.callMethod(symbol, "toString").text == "Symbol(tag)")
        let anonymous = try agent.call(agent.global("Symbol"), this: .undefined, arguments: [])
        #expect(try agent.property(anonymous, "description").isUndefined)
        #expect(throws: JSException.self) { try agent.construct(agent.global("Symbol"), arguments: []) }
        #expect(throws: JSException.self) { try agent.toNumber(symbol) }
        #expect(try agent.callMethod(.object(agent.toObject(symbol)), "valueOf").asSymbolIdentity === symbol.asSymbolIdentity)
    }

    @Test func theRegistryReturnsOneSymbolPerKey() throws {
        let agent = Agent()
        let first = try agent.callStatic("Symbol", "for", ["app"])
        let second = try agent.callStatic("Symbol", "for", ["app"])
        #expect(JSValue.isStrictlyEqual(first, second))
        #expect(try agent.callStatic("Symbol", "keyFor", [first]).text == "app")
        let unregistered = try agent.call(agent.global("Symbol"), this: .undefined, arguments: ["app"])
        #expect(try agent.callStatic("Symbol", "keyFor", [unregistered]).isUndefined)
    }

    @Test func wellKnownSymbolsAreSharedAndReadOnly() throws {
        let agent = Agent()
        let iterator = try agent.property(agent.global("Symbol"), "iterator")
        #expect(iterator.asSymbolIdentity === agent.symbols.iterator)
        let descriptor = try #require(try agent.globalObject("Symbol").getOwnProperty(agent.key("iterator"), in: agent))
        #expect(descriptor.writable == false && descriptor.configurable == false)
    }
}

extension JSValue {
    var asSymbolIdentity: JSSymbol? {
        if case .symbol(let symbol) = self { return symbol.symbol }
        return nil
    }
}

@Suite struct GlobalObjectTests {
    @Test func globalThisIsTheGlobalObject() throws {
        let agent = Agent()
        #expect(try agent.global("globalThis").asObject === agent.currentRealm.globalObject)
        #expect(try agent.global("NaN").asNumber?.isNaN == true)
        #expect(try agent.global("undefined").isUndefined)
        let descriptor = try #require(try agent.currentRealm.globalObject.getOwnProperty(agent.key("Infinity"), in: agent))
        #expect(descriptor.writable == false && descriptor.configurable == false)
    }
}
