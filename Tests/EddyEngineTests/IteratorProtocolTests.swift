import Testing
@testable import EddyEngine

@Suite struct IteratorProtocolTests {
    /// An iterator over 1, 2, 3 that records calls to `return`.
    func makeCountingIterable(_ agent: Agent, _ log: Log, returnThrows: Bool = false) throws -> JSValue {
        final class Counter { var value = 0 }
        let counter = Counter()
        let iterator = try agent.newObject([
            ("next", agent.function { agent, _, _ in
                counter.value += 1
                return .object(agent.makeIteratorResult(.number(Double(counter.value)), done: counter.value > 3))
            }),
            ("return", agent.function { agent, _, _ in
                log.entries.append("return")
                if returnThrows { throw agent.rangeError("from return") }
                return .object(agent.makeObject())
            }),
        ])
        let iterable = agent.makeObject()
        try iterable.createDataPropertyOrThrow(.symbol(agent.symbols.iterator),
                                               agent.function { _, _, _ in .object(iterator) }, in: agent)
        return .object(iterable)
    }

    @Test func stepsUntilDoneWithoutClosing() throws {
        let agent = Agent()
        let log = Log()
        let values = try agent.iterableToList(makeCountingIterable(agent, log))
        #expect(values.map(\.asNumber) == [1, 2, 3])
        #expect(log.entries.isEmpty)
    }

    @Test func closingAfterAnAbruptCompletionKeepsTheOriginalError() throws {
        let agent = Agent()
        let log = Log()
        var record = try agent.getIterator(makeCountingIterable(agent, log, returnThrows: true))
        _ = try agent.iteratorStepValue(&record)
        do {
            try agent.iteratorClose(record, error: agent.typeError("original"))
            Issue.record("expected a throw")
        } catch {
            #expect(errorSummary(error, agent) == "TypeError: original")
        }
        #expect(log.entries == ["return"])
        do {
            try agent.iteratorClose(record, error: nil)
            Issue.record("expected a throw")
        } catch {
            #expect(errorSummary(error, agent) == "RangeError: from return")
        }
    }

    @Test func promiseAllClosesTheIteratorWhenResolveThrows() throws {
        let agent = Agent()
        let log = Log()
        let promise = try agent.globalObject("Promise")
        // Promise.resolve replaced by a thrower: the combinator closes the iterator and rejects.
        try promise.set(agent.key("resolve"), agent.function { agent, _, _ in throw agent.typeError("no resolve") }, in: agent)
        let result = try agent.callStatic("Promise", "all", [makeCountingIterable(agent, log)])
        _ = try agent.callMethod(result, "catch", [agent.function { agent, _, arguments in
            log.entries.append(errorSummary(JSException(arguments[0]), agent))
            return .undefined
        }])
        try agent.runJobs()
        #expect(log.entries == ["return", "TypeError: no resolve"])
    }

    @Test func nonIterablesAndBadIteratorsAreTypeErrors() throws {
        let agent = Agent()
        #expect(throws: JSException.self) { try agent.getIterator(1) }
        let badIterable = agent.makeObject()
        try badIterable.createDataPropertyOrThrow(.symbol(agent.symbols.iterator), agent.function { _, _, _ in 1 }, in: agent)
        #expect(throws: JSException.self) { try agent.getIterator(.object(badIterable)) }
    }

    @Test func awaitStyleResolutionReusesPromises() throws {
        let agent = Agent()
        let promise = try agent.callStatic("Promise", "resolve", [1])
        #expect(try JSPromise.resolved(promise, in: agent) === promise.asObject)
        let wrapped = try #require(try JSPromise.resolved(2, in: agent) as? JSPromise)
        #expect(wrapped.state == .fulfilled)
        #expect(wrapped.result.asNumber == 2)
    }
}
