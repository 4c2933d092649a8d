import Testing
@testable import Eddy

/// Output a runtime writes, collected for assertions.
final class OutputCapture: Sendable {
    private let text = Mutex<String>("")
    var sink: Runtime.Configuration.OutputSink { { [self] chunk in text.withLock { $0 += chunk } } }
    var value: String { text.withLock { $0 } }
}

import Synchronization

/// A runtime whose output is captured.
func makeRuntime(_ configure: (inout Runtime.Configuration) -> Void = { _ in }) throws -> (Runtime, OutputCapture, OutputCapture) {
    let output = OutputCapture()
    let errors = OutputCapture()
    var configuration = Runtime.Configuration(standardOutput: output.sink, standardError: errors.sink)
    configure(&configuration)
    return (try Runtime(configuration: configuration), output, errors)
}

struct Person: Codable, Equatable, Sendable {
    var name: String
    var age: Int
    var tags: [String]
    var nickname: String?
}

@Suite struct EvaluationTests {
    @Test func decodesEveryPrimitiveType() async throws {
        let (runtime, _, _) = try makeRuntime()
        #expect(try await runtime.evaluate("1 + 2") as Int == 3)
        #expect(try await runtime.evaluate("0.1 + 0.2") as Double == 0.30000000000000004)
        #expect(try await runtime.evaluate("'a' + 'b'") as String == "ab")
        #expect(try await runtime.evaluate("1 < 2") as Bool == true)
        #expect(try await runtime.evaluate("null") as Int? == nil)
        #expect(try await runtime.evaluate("undefined") as String? == nil)
        #expect(try await runtime.evaluate("[1, 2, 3]") as [Int] == [1, 2, 3])
        #expect(try await runtime.evaluate("({ a: 1, b: 2 })") as [String: Int] == ["a": 1, "b": 2])
        #expect(try await runtime.evaluate("'\\u{1F600}é'") as String == "😀é")
        await runtime.shutdown()
    }

    @Test func decodesObjectsIntoCodableTypes() async throws {
        let (runtime, _, _) = try makeRuntime()
        let person: Person = try await runtime.evaluate("({ name: 'Ada', age: 36, tags: ['math', 'engines'] })")
        #expect(person == Person(name: "Ada", age: 36, tags: ["math", "engines"], nickname: nil))
        let people: [Person] = try await runtime.evaluate(
            "[{ name: 'A', age: 1, tags: [], nickname: 'a' }, { name: 'B', age: 2, tags: ['x'], nickname: undefined }]")
        #expect(people.map(\.nickname) == ["a", nil])
        await runtime.shutdown()
    }

    @Test func mismatchesGiveClearDecodingErrors() async throws {
        let (runtime, _, _) = try makeRuntime()
        let wrongType = await #expect(throws: DecodingError.self) { try await runtime.evaluate("'three'") as Int }
        #expect(wrongType.map { "\($0)" }?.contains("Expected Int, found a string") == true)
        await #expect(throws: DecodingError.self) { try await runtime.evaluate("1.5") as Int }
        await #expect(throws: DecodingError.self) { try await runtime.evaluate("300") as UInt8 }
        let missing = await #expect(throws: DecodingError.self) {
            try await runtime.evaluate("({ name: 'Ada', tags: [] })") as Person
        }
        if case .keyNotFound(let key, _)? = missing { #expect(key.stringValue == "age") } else { Issue.record("\(String(describing: missing))") }
        await #expect(throws: RuntimeError.self) { try await runtime.evaluate("const o = {}; o.self = o; o") as [String: Int] }
        let deep = await #expect(throws: RuntimeError.self) {
            try await runtime.evaluate("let d = []; for (let i = 0; i < 100000; i++) d = [d]; d") as [JSValue]
        }
        #expect(deep == .typeMismatch(expected: "data nested at most 1000 deep", found: "deeper nesting"))
        await runtime.shutdown()
    }

    /// BigInts cross as their decimal digits: into any integer type that holds them, out
    /// of a handle as digits, and back into JavaScript as the same BigInt.
    @Test func bigintsCrossAsDigits() async throws {
        let (runtime, _, _) = try makeRuntime()
        #expect(try await runtime.evaluate("-5n") as Int == -5)
        #expect(try await runtime.evaluate("2n ** 64n - 1n") as UInt64 == .max)
        #expect(try await runtime.evaluate("[1n, 2n]") as [Int8] == [1, 2])
        let tooBig = await #expect(throws: DecodingError.self) { try await runtime.evaluate("2n ** 63n") as Int64 }
        #expect(tooBig.map { "\($0)" }?.contains("The bigint 9223372036854775808n does not fit in Int64") == true)
        let notString = await #expect(throws: DecodingError.self) { try await runtime.evaluate("1n") as String }
        #expect(notString.map { "\($0)" }?.contains("Expected String, found a bigint") == true)
        let big = try await runtime.evaluate("2n ** 100n")
        #expect(big.typeOf == "bigint" && !big.isObject && big.description == "1267650600228229401496703205376n")
        #expect(try big.bigintDigits() == "1267650600228229401496703205376")
        #expect(throws: RuntimeError.self) { try big.int() }
        let describe = try await runtime.evaluate("(x) => typeof x + ' ' + (x + 1n)")
        #expect(try await describe.call(big, as: String.self) == "bigint 1267650600228229401496703205377")
        await runtime.shutdown()
    }

    @Test func handlesKeepFunctionsObjectsAndSymbols() async throws {
        let (runtime, _, _) = try makeRuntime()
        let function = try await runtime.evaluate("(a, b) => a * b")
        #expect(function.isFunction && function.typeOf == "function")
        #expect(try await function.call(6, 7, as: Int.self) == 42)
        let object = try await runtime.evaluate("({ x: 1, get double() { return this.x * 2 }, add(n) { this.x += n; return this.x } })")
        #expect(object.isObject && !object.isFunction)
        #expect(try await object.callMethod("add", 4).int() == 5)
        #expect(try await object.property("double").int() == 10)
        try await object.setProperty("x", to: 10)
        #expect(try await object.property("double").int() == 20)
        let symbol = try await runtime.evaluate("Symbol('tag')")
        #expect(symbol.typeOf == "symbol" && !symbol.isObject)
        let array = try await runtime.evaluate("[1, 'two', null]")
        #expect(array.isArray)
        #expect(try await array.decode([JSValue].self).map(\.description) == ["1", "'two'", "null"])
        #expect(try await runtime.evaluate("undefined").isUndefined)
        #expect(try await runtime.evaluate("null").isNull)
        await runtime.shutdown()
    }

    @Test func promisesAreAwaited() async throws {
        let (runtime, _, _) = try makeRuntime()
        #expect(try await runtime.evaluate("new Promise(resolve => setTimeout(() => resolve(42), 5))") as Int == 42)
        #expect(try await runtime.evaluate("Promise.resolve([1, 2])") as [Int] == [1, 2])
        let rejected = await #expect(throws: JSError.self) {
            try await runtime.evaluate("Promise.reject(new RangeError('too far'))")
        }
        #expect(rejected?.name == "RangeError" && rejected?.message == "too far")
        let asyncFunction = try await runtime.evaluate("async (n) => { await null; return n + 1 }")
        #expect(try await asyncFunction.call(1, as: Int.self) == 2)
        await runtime.shutdown()
    }

    @Test func exceptionsBecomeJSErrors() async throws {
        let (runtime, _, _) = try makeRuntime()
        let error = await #expect(throws: JSError.self) {
            try await runtime.evaluate("function f() { null.x } f()", name: "thrower.js")
        }
        #expect(error?.name == "TypeError")
        #expect(error?.message == "Cannot read properties of null (reading 'x')")
        #expect(error?.stack?.contains("at f (thrower.js:1:") == true)
        let syntax = await #expect(throws: JSError.self) { try await runtime.evaluate("let = ;", name: "bad.js") }
        #expect(syntax?.name == "SyntaxError")
        #expect(syntax?.stack?.contains("bad.js:1:") == true)
        let thrown = await #expect(throws: JSError.self) { try await runtime.evaluate("throw 42") }
        #expect(try thrown?.thrownValue.int() == 42)
        await runtime.shutdown()
    }

    @Test func globalsPersistBetweenEvaluations() async throws {
        let (runtime, output, _) = try makeRuntime()
        try await runtime.evaluate("let count = 1; var total = 10; function bump() { return ++count }")
        #expect(try await runtime.evaluate("bump() + total") as Int == 12)
        try await runtime.evaluate("console.log('hello', { a: [1, 2] })")
        #expect(output.value == "hello { a: [ 1, 2 ] }\n")
        #expect(try await runtime.evaluate("require('path').join('a', 'b')") as String == "a/b")
        #expect(try await runtime.evaluate("typeof module + typeof exports + typeof __filename") as String == "objectobjectstring")
        await runtime.shutdown()
    }

    @Test func encodesSwiftValuesForJavaScript() async throws {
        let (runtime, _, _) = try makeRuntime()
        let describe = try await runtime.evaluate("(value) => JSON.stringify(value)")
        let person = Person(name: "Ada", age: 36, tags: ["x"], nickname: nil)
        #expect(try await describe.call(person, as: String.self) == #"{"name":"Ada","age":36,"tags":["x"]}"#)
        #expect(try await describe.call(["b": 2], as: String.self) == #"{"b":2}"#)
        #expect(try await describe.call([1.5, -0.0], as: String.self) == "[1.5,0]")
        await #expect(throws: EncodingError.self) { try await describe.call(UInt64.max) }
        await runtime.shutdown()
    }
}
