import Testing
@testable import EddyEngine

/// Stands in for a compiled async function body: awaits each of `awaited` in turn, records
/// what each await produced, and returns the number of awaits that fulfilled. A rejected
/// await is caught and recorded when `catches`, else it propagates.
final class AwaitingContinuation: GeneratorContinuation {
    let awaited: [JSValue]
    let catches: Bool
    let log: Log
    private var step = 0
    private var fulfilled = 0

    init(awaiting awaited: [JSValue], catches: Bool = true, log: Log) {
        self.awaited = awaited
        self.catches = catches
        self.log = log
    }

    func resume(_ mode: GeneratorResumeMode, with value: JSValue, in agent: Agent) throws -> (value: JSValue, isDone: Bool) {
        if step > 0 {
            switch mode {
            case .next:
                log.entries.append("got \(value.shortDescription)")
                fulfilled += 1
            case .throw:
                if !catches { throw JSException(value) }
                log.entries.append("caught \(value.shortDescription)")
            case .return:
                return (value, true)
            }
        }
        guard step < awaited.count else { return (.number(Double(fulfilled)), true) }
        step += 1
        return (awaited[step - 1], false)
    }

    func markReferences(_ marker: inout Marker) { marker.mark(awaited) }
    func clearReferences() {}
}

@Suite struct AsyncFunctionTests {
    @Test func awaitsResumeInLaterJobsAndResolveTheResult() throws {
        let agent = Agent()
        let log = Log()
        let pending = try agent.callStatic("Promise", "resolve", ["from a promise"])
        let promise = AsyncFunctionDriver.start(AwaitingContinuation(awaiting: [1, pending], log: log), in: agent)
        #expect(log.entries.isEmpty)  // the body stopped at its first await
        #expect(promise.state == .pending)
        try agent.withRooted(promise) { try agent.runJobs() }
        #expect(log.entries == ["got 1", "got from a promise"])
        #expect(promise.state == .fulfilled)
        #expect(promise.result.asNumber == 2)
    }

    @Test func awaitingARejectionThrowsIntoTheBody() throws {
        let agent = Agent()
        let log = Log()
        let rejected = try agent.callStatic("Promise", "reject", ["bad"])
        let caught = AsyncFunctionDriver.start(AwaitingContinuation(awaiting: [rejected], log: log), in: agent)
        let uncaught = AsyncFunctionDriver.start(AwaitingContinuation(awaiting: [rejected], catches: false, log: log), in: agent)
        _ = uncaught.performThen(onFulfilled: .undefined, onRejected: agent.function { _, _, _ in .undefined },
                                 capability: nil, in: agent)
        try agent.withRooted([.object(caught), .object(uncaught)]) { try agent.runJobs() }
        #expect(log.entries == ["caught bad"])
        #expect(caught.state == .fulfilled)
        #expect(uncaught.state == .rejected)
        #expect(uncaught.result.text == "bad")
    }

    @Test func anAwaitRunsBeforeThenCallbacksRegisteredAfterIt() throws {
        // const p = Promise.resolve(); (async () => { await p; log('A') })(); p.then(() => log('B'))
        let agent = Agent()
        let log = Log()
        let p = try agent.callStatic("Promise", "resolve", [.undefined])
        let result = AsyncFunctionDriver.start(AwaitingContinuation(awaiting: [p], log: log), in: agent)
        _ = try agent.callMethod(p, "then", [agent.function { _, _, _ in
            log.entries.append("B")
            return .undefined
        }])
        try agent.withRooted(result) { try agent.runJobs() }
        #expect(log.entries == ["got undefined", "B"])
    }

    @Test func asyncFunctionsHaveTheirOwnPrototype() throws {
        let agent = Agent()
        let realm = agent.currentRealm
        #expect(realm.asyncFunctionPrototype.prototype === realm.functionPrototype)
        let tag = try realm.asyncFunctionPrototype.get(.symbol(agent.symbols.toStringTag), in: agent)
        #expect(tag.text == "AsyncFunction")
    }

    @Test func aBodyWithoutAwaitsStillSettlesThroughThePromise() throws {
        let agent = Agent()
        let log = Log()
        let promise = AsyncFunctionDriver.start(AwaitingContinuation(awaiting: [], log: log), in: agent)
        #expect(promise.state == .fulfilled)
        #expect(promise.result.asNumber == 0)
    }
}
