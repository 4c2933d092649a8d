import Testing
@testable import EddyEngine

/// Stands in for the VM's suspended frame: yields 1, 2, 3, then returns "end"; `throw` is
/// not caught; `return` completes with the given value (no finally blocks here).
final class CountingContinuation: GeneratorContinuation {
    var count = 0
    var reentry: (() throws -> Void)?

    func resume(_ mode: GeneratorResumeMode, with value: JSValue, in agent: Agent) throws -> (value: JSValue, isDone: Bool) {
        try reentry?()
        switch mode {
        case .throw: throw JSException(value)
        case .return: return (value, true)
        case .next:
            count += 1
            return count <= 3 ? (.number(Double(count)), false) : ("end", true)
        }
    }

    func markReferences(_ marker: inout Marker) {}
    func clearReferences() {}
}

@Suite struct GeneratorTests {
    func results(_ agent: Agent, _ generator: JSValue, _ method: String, _ count: Int) throws -> [String] {
        try (0..<count).map { _ in
            let result = try agent.callMethod(generator, method)
            return "\(try agent.property(result, "value").shortDescription)/\(try agent.property(result, "done").toBoolean)"
        }
    }

    @Test func nextRunsTheBodyToEachYieldThenStaysDone() throws {
        let agent = Agent()
        let generator = JSValue.object(JSGeneratorObject.make(continuation: CountingContinuation(), prototype: nil, in: agent))
        #expect(try results(agent, generator, "next", 6) == ["1/false", "2/false", "3/false", "end/true", "undefined/true", "undefined/true"])
        #expect(try agent.iterableToList(.object(JSGeneratorObject.make(continuation: CountingContinuation(), prototype: nil, in: agent))).map(\.shortDescription) == ["1", "2", "3"])
    }

    @Test func returnAndThrowBeforeStartCompleteWithoutRunningTheBody() throws {
        let agent = Agent()
        let body = CountingContinuation()
        let generator = JSValue.object(JSGeneratorObject.make(continuation: body, prototype: nil, in: agent))
        let returned = try agent.callMethod(generator, "return", ["early"])
        #expect(try agent.property(returned, "value").text == "early")
        #expect(try agent.property(returned, "done").toBoolean)
        #expect(body.count == 0)
        #expect(throws: JSException.self) { try agent.callMethod(generator, "throw", ["boom"]) }
        let other = JSValue.object(JSGeneratorObject.make(continuation: CountingContinuation(), prototype: nil, in: agent))
        _ = try agent.callMethod(other, "next")
        #expect(throws: JSException.self) { try agent.callMethod(other, "throw", ["boom"]) }
        #expect(try results(agent, other, "next", 1) == ["undefined/true"])
    }

    @Test func aRunningGeneratorCannotBeResumed() throws {
        let agent = Agent()
        let body = CountingContinuation()
        let generator = JSGeneratorObject.make(continuation: body, prototype: nil, in: agent)
        body.reentry = { _ = try agent.callMethod(.object(generator), "next") }
        do {
            _ = try agent.callMethod(.object(generator), "next")
            Issue.record("expected a TypeError")
        } catch {
            #expect(errorSummary(error, agent) == "TypeError: Generator is already running")
        }
        #expect(generator.state == .completed)
    }

    @Test func generatorPrototypesAreWired() throws {
        let agent = Agent()
        let realm = agent.currentRealm
        let generator = JSGeneratorObject.make(continuation: CountingContinuation(), prototype: nil, in: agent)
        #expect(generator.prototype === realm.generatorPrototype)
        #expect(realm.generatorPrototype.prototype === realm.iteratorPrototype)
        #expect(realm.generatorFunctionPrototype.prototype === realm.functionPrototype)
        let toString = try agent.property(.object(realm.objectPrototype), "toString")
        #expect(try agent.call(toString, this: .object(generator), arguments: []).text == "[object Generator]")
        #expect(try agent.callMethod(.object(generator), "next", []).isObject)
        let iterator = try agent.getV(.object(generator), .symbol(agent.symbols.iterator))
        #expect(try agent.call(iterator, this: .object(generator), arguments: []).asObject === generator)
    }
}
