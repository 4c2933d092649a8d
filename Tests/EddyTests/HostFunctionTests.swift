import Synchronization
import Testing
@testable import Eddy

/// A Swift object behind a JavaScript class.
final class Counter {
    var value: Int
    init(start: Int) { value = start }
    func increment(by step: Int) -> Int {
        value += step
        return value
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
}

@Suite struct HostFunctionTests {
    @Test func modulesExposeSyncFunctionsAndConstants() async throws {
        let (runtime, _, _) = try makeRuntime()
        try runtime.registerModule("greeter") { exports in
            exports["hello"] = .function(length: 1) { args in "hi " + (try args[0].string()) }
            exports["add"] = .function { args in try args[0].int() + args[1].int() }
            exports["person"] = .function { _ in Person(name: "Ada", age: 36, tags: [], nickname: nil) }
            exports["nothing"] = .function { _ in }
            exports["fail"] = .function { _ in throw Failure(description: "Swift says no") }
            exports["version"] = try .constant("1.2.3")
            exports["limits"] = try .object { limits in limits["maximum"] = try .constant(10) }
        }
        #expect(try await runtime.evaluate("require('greeter').hello('Eddy')") as String == "hi Eddy")
        #expect(try await runtime.evaluate("require('greeter').hello.length") as Int == 1)
        #expect(try await runtime.evaluate("require('greeter').add(2, 40)") as Int == 42)
        #expect(try await runtime.evaluate("require('greeter').person().tags.length") as Int == 0)
        #expect(try await runtime.evaluate("require('greeter').nothing() === undefined") as Bool)
        #expect(try await runtime.evaluate("require('greeter').version + require('greeter').limits.maximum") as String == "1.2.310")
        #expect(try await runtime.evaluate("Object.keys(require('greeter')).join()") as String
                == "hello,add,person,nothing,fail,version,limits")
        let caught: String = try await runtime.evaluate("try { require('greeter').fail() } catch (e) { `${e.constructor.name}: ${e.message}` }")
        #expect(caught == "Error: Swift says no")
        let mismatch: String = try await runtime.evaluate("try { require('greeter').add('a', 1) } catch (e) { `${e.name}: ${e.message}` }")
        #expect(mismatch == "TypeError: Expected an integer, found a string")
        #expect(try await runtime.evaluate("require('greeter') === require('greeter')") as Bool)
        await runtime.shutdown()
    }

    @Test func asyncFunctionsReturnPromisesSettledOnTheLoopThread() async throws {
        let (runtime, _, _) = try makeRuntime()
        let inFlight = Atomic<Int>(0)
        let mostInFlight = Atomic<Int>(0)
        try runtime.registerModule("slow") { exports in
            exports["double"] = .asyncFunction { args in
                let number = try args[0].int()
                let now = inFlight.add(1, ordering: .relaxed).newValue
                mostInFlight.max(now, ordering: .relaxed)
                try await Task.sleep(for: .milliseconds(150 + number % 7))
                inFlight.subtract(1, ordering: .relaxed)
                if number % 10 == 3 { throw Failure(description: "no \(number)") }
                return number * 2
            }
        }
        let results: [String] = try await runtime.evaluate("""
            const { double } = require('slow');
            Promise.all(Array.from({ length: 100 }, (_, i) =>
              double(i).then(value => `ok ${value}`, error => `${error.message}`)))
            """)
        #expect(results.count == 100)
        #expect(results[2] == "ok 4" && results[3] == "no 3" && results[99] == "ok 198")
        #expect(results.filter { $0.hasPrefix("no") }.count == 10)
        #expect(mostInFlight.load(ordering: .relaxed) > 10, "the Swift tasks ran concurrently")
        await runtime.shutdown()
    }

    @Test func asyncFunctionsKeepTheRuntimeBusy() async throws {
        let (runtime, output, _) = try makeRuntime()
        try await runtime.registerGlobal("later", .asyncFunction { args in
            try await Task.sleep(for: .milliseconds(30))
            return try args[0].string()
        })
        try await runtime.evaluate("later('done').then(text => console.log(text)); undefined")
        #expect(output.value == "")
        try await runtime.runUntilIdle()
        #expect(output.value == "done\n")
        await runtime.shutdown()
    }

    @Test func classesAreBackedBySwiftObjects() async throws {
        let (runtime, _, _) = try makeRuntime()
        try await runtime.registerGlobal("Counter", .class(Counter.self) { counter in
            counter.constructor(length: 1) { args in Counter(start: try args[0].int()) }
            counter.method("increment", length: 1) { counter, args in counter.increment(by: args.isEmpty ? 1 : try args[0].int()) }
            counter.property("value", get: { counter in counter.value }, set: { counter, value in counter.value = try value.int() })
        })
        #expect(try await runtime.evaluate("const c = new Counter(5); c.increment(); c.increment(10)") as Int == 16)
        #expect(try await runtime.evaluate("c.value = 100; c.value") as Int == 100)
        #expect(try await runtime.evaluate("c instanceof Counter && Counter.name === 'Counter' && Counter.length === 1") as Bool)
        #expect(try await runtime.evaluate("class Sub extends Counter { twice() { return this.increment(2) } }; new Sub(1).twice()") as Int == 3)
        let illegal: String = try await runtime.evaluate("try { Counter.prototype.increment.call({}) } catch (e) { e.name }")
        #expect(illegal == "TypeError")
        let withoutNew: String = try await runtime.evaluate("try { Counter(1) } catch (e) { e.message }")
        #expect(withoutNew == "Class constructor Counter cannot be invoked without 'new'")
        await runtime.shutdown()
    }

    @Test func swiftCallsJavaScriptSynchronouslyOnTheLoopThread() async throws {
        let (runtime, _, _) = try makeRuntime()
        let add = try await runtime.evaluate("(a, b) => a + b")
        let total = try await runtime.perform {
            var total = 0
            for index in 0..<100 { total += try add.call(index, 1).int() }
            return total
        }
        #expect(total == 5050)
        // Off the loop thread, the synchronous form waits for the loop thread.
        let callFromThisThread: @Sendable () throws -> Int = { try add.call(1, 2).int() }
        #expect(try callFromThisThread() == 3)
        // Nested: JavaScript → Swift → JavaScript, all on the loop thread.
        try await runtime.registerGlobal("twice", .function { args in
            let function = args[0]
            return try function.call(try function.call(args[1]).int()).int()
        })
        #expect(try await runtime.evaluate("twice(x => x * 3, 2)") as Int == 18)
        await runtime.shutdown()
    }

    @Test func jsErrorsRethrownFromSwiftKeepTheirValue() async throws {
        let (runtime, _, _) = try makeRuntime()
        try await runtime.registerGlobal("relay", .function { args in try args[0].call() })
        let same: Bool = try await runtime.evaluate("""
            const original = new TypeError('from JS');
            try { relay(() => { throw original }) } catch (e) { e === original }
            """)
        #expect(same)
        try await runtime.registerGlobal("refuse", .function { args in
            throw JSError(name: try args[0].string(), message: "refused")
        })
        let kinds: String = try await runtime.evaluate("""
            ['RangeError', 'QuotaError'].map(name => { try { refuse(name) } catch (e) {
              return `${e instanceof RangeError} ${e.name}: ${e.message}` } }).join('; ')
            """)
        #expect(kinds == "true RangeError: refused; false QuotaError: refused")
        await runtime.shutdown()
    }

    @Test func handlesKeepObjectsAliveUntilDropped() async throws {
        let (runtime, _, _) = try makeRuntime()
        let baseline = try await runtime.perform { runtime.thread.core?.agent.pinnedCellCount ?? -1 }
        var handle: JSValue? = try await runtime.evaluate("({ kept: true })")
        #expect(try await runtime.perform { runtime.thread.core?.agent.pinnedCellCount ?? -1 } == baseline + 1)
        try await runtime.perform { runtime.thread.core?.agent.collectGarbage() }
        #expect(try await handle?.property("kept").bool() == true)
        handle = nil
        #expect(try await runtime.perform { runtime.thread.core?.agent.pinnedCellCount ?? -1 } == baseline)
        await runtime.shutdown()
    }
}
