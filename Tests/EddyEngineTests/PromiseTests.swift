import Testing
@testable import EddyEngine

/// Records what native callbacks saw, in order.
final class Log {
    var entries: [String] = []
}

@Suite struct PromiseTests {
    /// `new Promise(executor)` with a Swift executor receiving (resolve, reject).
    func makePromise(_ agent: Agent, _ executor: @escaping (JSValue, JSValue) throws -> Void) throws -> JSValue {
        let function = agent.function { _, _, arguments in
            try executor(arguments[0], arguments[1])
            return .undefined
        }
        return .object(try agent.construct(agent.global("Promise"), arguments: [function]))
    }

    func logger(_ agent: Agent, _ log: Log, _ label: String, returning result: JSValue? = nil) -> JSValue {
        agent.function { agent, _, arguments in
            log.entries.append("\(label):\(arguments[0].shortDescription)")
            return result ?? arguments[0]
        }
    }

    @Test func thenCallbacksRunOnlyWhenJobsRunInFIFOOrder() throws {
        let agent = Agent()
        let log = Log()
        let first = try agent.callStatic("Promise", "resolve", [1])
        let second = try agent.callStatic("Promise", "resolve", [2])
        _ = try agent.callMethod(first, "then", [logger(agent, log, "a")])
        _ = try agent.callMethod(second, "then", [logger(agent, log, "b")])
        _ = try agent.callMethod(first, "then", [logger(agent, log, "c")])
        #expect(log.entries.isEmpty)
        #expect(agent.pendingJobCount == 3)
        try agent.runJobs()
        #expect(log.entries == ["a:1", "b:2", "c:1"])
        #expect(agent.pendingJobCount == 0)
    }

    @Test func chainedThensInterleaveByJob() throws {
        let agent = Agent()
        let log = Log()
        let p = try agent.callStatic("Promise", "resolve", [0])
        let a1 = try agent.callMethod(p, "then", [logger(agent, log, "a1")])
        _ = try agent.callMethod(a1, "then", [logger(agent, log, "a2")])
        let b1 = try agent.callMethod(p, "then", [logger(agent, log, "b1")])
        _ = try agent.callMethod(b1, "then", [logger(agent, log, "b2")])
        try agent.runJobs()
        #expect(log.entries == ["a1:0", "b1:0", "a2:0", "b2:0"])
    }

    @Test func theExecutorRunsSynchronouslyAndResolvesOnce() throws {
        let agent = Agent()
        let log = Log()
        let promise = try makePromise(agent) { resolve, reject in
            log.entries.append("executor")
            _ = try agent.call(resolve, this: .undefined, arguments: ["first"])
            _ = try agent.call(resolve, this: .undefined, arguments: ["second"])
            _ = try agent.call(reject, this: .undefined, arguments: ["ignored"])
        }
        #expect(log.entries == ["executor"])
        _ = try agent.callMethod(promise, "then", [logger(agent, log, "then")])
        try agent.runJobs()
        #expect(log.entries == ["executor", "then:first"])
    }

    @Test func anExecutorThatThrowsRejects() throws {
        let agent = Agent()
        let log = Log()
        let promise = try makePromise(agent) { _, _ in throw agent.typeError("nope") }
        _ = try agent.callMethod(promise, "catch", [agent.function { agent, _, arguments in
            log.entries.append(errorSummary(JSException(arguments[0]), agent))
            return .undefined
        }])
        try agent.runJobs()
        #expect(log.entries == ["TypeError: nope"])
    }

    @Test func thenablesAreAdoptedInALaterJob() throws {
        let agent = Agent()
        let log = Log()
        let thenable = try agent.newObject([("then", agent.function { agent, _, arguments in
            log.entries.append("then called")
            return try agent.call(arguments[0], this: .undefined, arguments: ["from thenable"])
        })])
        let promise = try agent.callStatic("Promise", "resolve", [.object(thenable)])
        #expect(log.entries.isEmpty)
        _ = try agent.callMethod(promise, "then", [logger(agent, log, "value")])
        try agent.runJobs()
        #expect(log.entries == ["then called", "value:from thenable"])
    }

    @Test func resolvingWithItselfIsATypeError() throws {
        let agent = Agent()
        let log = Log()
        var resolveFunction = JSValue.undefined
        let promise = try makePromise(agent) { resolve, _ in resolveFunction = resolve }
        _ = try agent.call(resolveFunction, this: .undefined, arguments: [promise])
        _ = try agent.callMethod(promise, "then", [.undefined, agent.function { agent, _, arguments in
            log.entries.append(errorSummary(JSException(arguments[0]), agent))
            return .undefined
        }])
        try agent.runJobs()
        #expect(log.entries == ["TypeError: Chaining cycle detected for promise #<Promise>"])
    }

    @Test func handlerErrorsRejectTheDerivedPromise() throws {
        let agent = Agent()
        let log = Log()
        let p = try agent.callStatic("Promise", "resolve", [1])
        let derived = try agent.callMethod(p, "then", [agent.function { agent, _, _ in throw agent.rangeError("in handler") }])
        _ = try agent.callMethod(derived, "catch", [agent.function { agent, _, arguments in
            log.entries.append(errorSummary(JSException(arguments[0]), agent))
            return .undefined
        }])
        try agent.runJobs()
        #expect(log.entries == ["RangeError: in handler"])
    }

    @Test func finallyPassesTheOutcomeThrough() throws {
        let agent = Agent()
        let log = Log()
        let fulfilled = try agent.callStatic("Promise", "resolve", ["v"])
        let afterFinally = try agent.callMethod(fulfilled, "finally", [logger(agent, log, "finally", returning: "ignored")])
        _ = try agent.callMethod(afterFinally, "then", [logger(agent, log, "then")])
        let rejected = try agent.callStatic("Promise", "reject", ["r"])
        let afterRejectedFinally = try agent.callMethod(rejected, "finally", [logger(agent, log, "finally2")])
        _ = try agent.callMethod(afterRejectedFinally, "catch", [logger(agent, log, "catch")])
        try agent.runJobs()
        #expect(log.entries == ["finally:undefined", "finally2:undefined", "then:v", "catch:r"])
    }

    @Test func unhandledRejectionsAreReportedAndThenHandled() throws {
        let agent = Agent()
        var events: [(String, PromiseRejectionOperation)] = []
        agent.hostHooks.promiseRejectionTracker = { _, promise, operation in
            events.append((promise.result.shortDescription, operation))
        }
        let rejected = try agent.callStatic("Promise", "reject", ["late"])
        #expect(events.map(\.1) == [.reject])
        try agent.runJobs()
        _ = try agent.callMethod(rejected, "catch", [agent.function { _, _, _ in .undefined }])
        #expect(events.map(\.1) == [.reject, .handle])
        #expect(events.map(\.0) == ["late", "late"])
        // A rejection with a handler already attached is never reported.
        events.removeAll()
        var rejectFunction = JSValue.undefined
        let pending = try makePromise(agent) { _, reject in rejectFunction = reject }
        _ = try agent.callMethod(pending, "catch", [agent.function { _, _, _ in .undefined }])
        _ = try agent.call(rejectFunction, this: .undefined, arguments: ["handled"])
        try agent.runJobs()
        #expect(events.isEmpty)
    }

    @Test func allResolvesInInputOrderOrRejectsFirst() throws {
        let agent = Agent()
        let log = Log()
        var resolveLater = JSValue.undefined
        let late = try makePromise(agent) { resolve, _ in resolveLater = resolve }
        let inputs = agent.makeArray([late, try agent.callStatic("Promise", "resolve", ["b"]), "c"])
        let all = try agent.callStatic("Promise", "all", [.object(inputs)])
        _ = try agent.callMethod(all, "then", [agent.function { agent, _, arguments in
            log.entries.append(try agent.createList(fromArrayLike: arguments[0]).map(\.shortDescription).joined(separator: ","))
            return .undefined
        }])
        // Swift code holding values across a safe point (runJobs) roots them.
        try agent.withRooted([late, resolveLater]) { () throws -> Void in
            try agent.runJobs()
            #expect(log.entries.isEmpty)
            _ = try agent.call(resolveLater, this: .undefined, arguments: ["a"])
        }
        try agent.runJobs()
        #expect(log.entries == ["a,b,c"])

        let failing = agent.makeArray([try agent.callStatic("Promise", "reject", ["x"]), 1])
        let rejected = try agent.callStatic("Promise", "all", [.object(failing)])
        _ = try agent.callMethod(rejected, "catch", [logger(agent, log, "rejected")])
        try agent.runJobs()
        #expect(log.entries.last == "rejected:x")

        let empty = try agent.callStatic("Promise", "all", [.object(agent.makeArray())])
        _ = try agent.callMethod(empty, "then", [agent.function { agent, _, arguments in
            log.entries.append("empty:\(try agent.createList(fromArrayLike: arguments[0]).count)")
            return .undefined
        }])
        try agent.runJobs()
        #expect(log.entries.last == "empty:0")
    }

    @Test func allSettledReportsEveryOutcome() throws {
        let agent = Agent()
        let log = Log()
        let inputs = agent.makeArray([try agent.callStatic("Promise", "reject", ["no"]), 2])
        let settled = try agent.callStatic("Promise", "allSettled", [.object(inputs)])
        _ = try agent.callMethod(settled, "then", [agent.function { agent, _, arguments in
            for record in try agent.createList(fromArrayLike: arguments[0]) {
                let status = try agent.property(record, "status").shortDescription
                let detail = status == "fulfilled" ? try agent.property(record, "value") : try agent.property(record, "reason")
                log.entries.append("\(status)=\(detail.shortDescription)")
            }
            return .undefined
        }])
        try agent.runJobs()
        #expect(log.entries == ["rejected=no", "fulfilled=2"])
    }

    @Test func anyTakesTheFirstFulfilmentOrAggregatesRejections() throws {
        let agent = Agent()
        let log = Log()
        let mixed = agent.makeArray([try agent.callStatic("Promise", "reject", ["x"]), try agent.callStatic("Promise", "resolve", ["y"])])
        _ = try agent.callMethod(try agent.callStatic("Promise", "any", [.object(mixed)]), "then", [logger(agent, log, "any")])
        let allRejected = agent.makeArray([try agent.callStatic("Promise", "reject", ["p"]), try agent.callStatic("Promise", "reject", ["q"])])
        let any = try agent.callStatic("Promise", "any", [.object(allRejected)])
        _ = try agent.callMethod(any, "catch", [agent.function { agent, _, arguments in
            let errors = try agent.createList(fromArrayLike: agent.property(arguments[0], "errors"))
            log.entries.append("\(errorSummary(JSException(arguments[0]), agent)) [\(errors.map(\.shortDescription).joined(separator: ","))]")
            return .undefined
        }])
        try agent.runJobs()
        #expect(log.entries == ["any:y", "AggregateError: All promises were rejected [p,q]"])
    }

    @Test func raceSettlesWithTheFirstToSettle() throws {
        let agent = Agent()
        let log = Log()
        let never = try makePromise(agent) { _, _ in }
        let inputs = agent.makeArray([never, try agent.callStatic("Promise", "resolve", ["fast"])])
        _ = try agent.callMethod(try agent.callStatic("Promise", "race", [.object(inputs)]), "then", [logger(agent, log, "race")])
        try agent.runJobs()
        #expect(log.entries == ["race:fast"])
    }

    @Test func combinatorsRejectForNonIterables() throws {
        let agent = Agent()
        let log = Log()
        let result = try agent.callStatic("Promise", "all", [5])
        _ = try agent.callMethod(result, "catch", [agent.function { agent, _, arguments in
            log.entries.append(errorSummary(JSException(arguments[0]), agent))
            return .undefined
        }])
        try agent.runJobs()
        // V8 names by its type a value no source text names.
        #expect(log.entries == ["TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))"])
    }

    @Test func subclassingThroughSpeciesUsesTheCapabilityExecutor() throws {
        let agent = Agent()
        // A constructor that wraps Promise: new Wrapper(executor) → new Promise(executor).
        let wrapper = agent.heap.register(NativeFunction(
            realm: agent.currentRealm, name: JSString("Wrapper"), length: 1,
            constructBody: { agent, _, arguments in
                .object(try agent.construct(agent.global("Promise"), arguments: [arguments[0]]))
            }, body: { _, _, _ in .undefined }))
        let log = Log()
        let promise = try agent.callMethod(.object(wrapper), "resolve", [7], via: agent.property(agent.global("Promise"), "resolve"))
        _ = try agent.callMethod(promise, "then", [logger(agent, log, "wrapped")])
        try agent.runJobs()
        #expect(log.entries == ["wrapped:7"])
    }

    @Test func swiftHandlersCanAwaitAPromise() throws {
        let agent = Agent()
        let log = Log()
        let promise = try #require(try agent.callStatic("Promise", "resolve", ["awaited"]).asObject as? JSPromise)
        promise.then(in: agent, onFulfilled: { _, _, arguments in
            log.entries.append("fulfilled:\(arguments[0].shortDescription)")
            return .undefined
        }, onRejected: { _, _, _ in .undefined })
        try agent.runJobs()
        #expect(log.entries == ["fulfilled:awaited"])
    }

    @Test func queuedCallsRunInOrderWithTheirArguments() throws {
        let agent = Agent()
        let log = Log()
        let record = agent.function { _, _, arguments in
            log.entries.append(arguments.values.map(\.shortDescription).joined(separator: ","))
            return .undefined
        }
        agent.enqueueCall(record, arguments: ["a", 1])
        _ = try agent.callMethod(try agent.callStatic("Promise", "resolve", ["p"]), "then", [record])
        agent.enqueueCall(record)
        try agent.runJobs()
        #expect(log.entries == ["a,1", "p", ""])
    }

    @Test func hostJobsShareTheQueue() throws {
        let agent = Agent()
        let log = Log()
        _ = try agent.callMethod(try agent.callStatic("Promise", "resolve", [1]), "then", [logger(agent, log, "promise")])
        agent.enqueue(.host(roots: [], run: { _ in log.entries.append("microtask") }))
        try agent.runJobs()
        #expect(log.entries == ["promise:1", "microtask"])
    }
}

extension Agent {
    /// `function.call(this, ...arguments)`.
    func callMethod(_ this: JSValue, _ name: String, _ arguments: [JSValue], via function: JSValue) throws -> JSValue {
        try call(function, this: this, arguments: arguments)
    }
}
