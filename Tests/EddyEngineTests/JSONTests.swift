import Testing
@testable import EddyEngine

/// The JSON object (§24.5): (source, expected) rows whose expected values, error messages
/// included, were printed by node v20.
@Suite struct JSONTests {
    static let cases: [(String, String)] = [
        ("JSON.stringify({a: [1, 'x', null, true], b: {c: -0}})", "{\"a\":[1,\"x\",null,true],\"b\":{\"c\":0}}"),
        ("JSON.stringify([undefined, function () {}, Symbol()])", "[null,null,null]"),
        ("JSON.stringify({a: undefined, b: 1, c: function () {}})", "{\"b\":1}"),
        ("JSON.stringify(undefined)", "undefined"),
        ("JSON.stringify('\\u2028\\ud800\"\\\\\\n\\u0001')", "\" \\ud800\\\"\\\\\\n\\u0001\""),
        ("JSON.stringify('\\ud83d\\ude00')", "\"😀\""),
        ("JSON.stringify({a: 1, b: [1, 2], c: {}}, null, 2)", "{\n  \"a\": 1,\n  \"b\": [\n    1,\n    2\n  ],\n  \"c\": {}\n}"),
        ("JSON.stringify([[]], null, '--')", "[\n--[]\n]"),
        ("JSON.stringify({a: 1, b: 2, c: 3}, ['c', 'a', 'c'])", "{\"c\":3,\"a\":1}"),
        ("JSON.stringify({a: 1, b: 'x'}, (k, v) => typeof v === 'number' ? v * 2 : v)", "{\"a\":2,\"b\":\"x\"}"),
        ("JSON.stringify({toJSON(k) { return 'key:' + k; }})", "\"key:\""),
        ("JSON.stringify({d: {toJSON(k) { return k; }}})", "{\"d\":\"d\"}"),
        ("JSON.stringify([new Number(3), new String('s'), new Boolean(false)])", "[3,\"s\",false]"),
        ("JSON.stringify(1e21) + JSON.stringify(0.1) + JSON.stringify(NaN) + JSON.stringify(-Infinity)", "1e+210.1nullnull"),
        ("JSON.stringify({a: 1}, null, 20).split('\\n')[1].length", "16"),
        ("JSON.stringify({a: 1}, null, new Number(1))", "{\n \"a\": 1\n}"),
        ("JSON.stringify({1: 'a', b: 2, 0: 'c'})", "{\"0\":\"c\",\"1\":\"a\",\"b\":2}"),
        ("JSON.parse('{\"a\": [1, 2, {\"b\": null}], \"c\": \"\\\\u0041\\\\n\"}').c", "A\n"),
        ("JSON.parse(' [1, -0.5e2, true, false, null] ').join()", "1,-50,true,false,"),
        ("JSON.parse('\"\\\\ud83d\\\\ude00\"').length", "2"),
        ("JSON.parse('{\"__proto__\": 1}').__proto__", "1"),
        ("JSON.parse('{\"a\": 1, \"a\": 2}').a", "2"),
        ("JSON.parse('[1, [2, [3]]]', (k, v) => typeof v === 'number' ? v * 10 : v).join()", "10,20,30"),
        ("JSON.parse('{\"a\": 1, \"b\": 2}', (k, v) => k === 'a' ? undefined : v).hasOwnProperty('a')", "false"),
        ("JSON.parse('1', function (k, v) { return typeof k + ':' + v; })", "string:1"),
        ("JSON.parse('[' .repeat(5000) + ']'.repeat(5000)).length", "1"),
        ("Object.prototype.toString.call(JSON)", "[object JSON]"),
        ("var a = {}; a.self = a; JSON.stringify(a)", "throws TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    --- property 'self' closes the circle"),
        ("var a = {x: {y: []}}; a.x.y.push(a); JSON.stringify(a)", "throws TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    |     property 'x' -> object with constructor 'Object'\n    |     property 'y' -> object with constructor 'Array'\n    --- index 0 closes the circle"),
        ("JSON.parse('x')", "throws SyntaxError: Unexpected token 'x', \"x\" is not valid JSON"),
        ("JSON.parse('{a}')", "throws SyntaxError: Expected property name or '}' in JSON at position 1"),
        ("JSON.parse('[1,]')", "throws SyntaxError: Unexpected token ']', \"[1,]\" is not valid JSON"),
        ("JSON.parse('')", "throws SyntaxError: Unexpected end of JSON input"),
        ("JSON.parse('[1')", "throws SyntaxError: Expected ',' or ']' after array element in JSON at position 2"),
        ("JSON.parse('\"abc')", "throws SyntaxError: Unterminated string in JSON at position 4"),
        ("JSON.parse('{\"a\":1,}')", "throws SyntaxError: Expected double-quoted property name in JSON at position 7"),
        ("JSON.parse('01')", "throws SyntaxError: Unexpected number in JSON at position 1"),
        ("JSON.parse('1 2')", "throws SyntaxError: Unexpected non-whitespace character after JSON at position 2"),
        ("JSON.parse('\"\\\\x\"')", "throws SyntaxError: Bad escaped character in JSON at position 2"),
        ("JSON.parse('\"a\\nb\"')", "throws SyntaxError: Bad control character in string literal in JSON at position 2"),
        ("JSON.parse('tru')", "throws SyntaxError: Unexpected end of JSON input"),
        ("JSON.parse('-')", "throws SyntaxError: No number after minus sign in JSON at position 1"),
        ("JSON.parse('1.')", "throws SyntaxError: Unterminated fractional number in JSON at position 2"),
        ("JSON.parse('1e+')", "throws SyntaxError: Exponent part is missing a number in JSON at position 3"),
        ("JSON.parse('{\"a\" 1}')", "throws SyntaxError: Expected ':' after property name in JSON at position 5"),
        ("JSON.parse('\"\\\\u12\"')", "throws SyntaxError: Bad Unicode escape in JSON at position 5"),
        ("JSON.parse('{')", "throws SyntaxError: Expected property name or '}' in JSON at position 1"),
        ("JSON.parse('undefined')", "throws SyntaxError: \"undefined\" is not valid JSON"),
        ("JSON.parse('[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,x]')", "throws SyntaxError: Unexpected token 'x', ...\",17,18,19,x]\" is not valid JSON"),
        ("JSON.parse('[1,2,3,4,5,6,7,8,9,10,11,x]')", "throws SyntaxError: Unexpected token 'x', ...\"8,9,10,11,x]\" is not valid JSON"),
        ("JSON.parse('[x,2,3,4,5,6,7,8,9,10,11]')", "throws SyntaxError: Unexpected token 'x', \"[x,2,3,4,5,\"... is not valid JSON"),
        ("JSON.parse('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')", "throws SyntaxError: Unexpected token 'a', \"aaaaaaaaaa\"... is not valid JSON"),
        ("JSON.parse('{\"a\":1')", "throws SyntaxError: Expected ',' or '}' after property value in JSON at position 6"),

    ]

    /// Runs `source` and renders its value, or `throws Name: message`.
    static func runShowingMessages(_ source: String) -> String {
        let agent = Agent()
        do {
            return render(try agent.evaluateScript(source, name: "test.js"), agent)
        } catch let exception as JSException {
            let message = (try? agent.getV(exception.value, agent.key("message")).asString?.stringValue) ?? nil
            return "throws \(errorName(exception.value, agent)): \(message ?? "?")"
        } catch {
            return "swift error \(error)"
        }
    }

    @Test(arguments: cases)
    func json(source: String, expected: String) {
        #expect(Self.runShowingMessages(source) == expected, "\(source)")
    }

    /// The serializer's and parser's fast paths (shape layouts, plain array storage, integer
    /// digits, the recent-name cache) against what the generic steps give, expected values
    /// printed by node v20: objects and arrays changed while they are serialized, getters,
    /// holes, prototype elements, number edge cases, escaped and colliding names.
    static let fastPathCases: [(String, String)] = [
        (#"var o = {a: {toJSON() { delete o.b; o.c = 3; return 1; }}, b: 2, c: 9}; JSON.stringify(o)"#, #"{"a":1,"c":3}"#),
        (#"var o = {a: {toJSON() { o.b = 'changed'; return 1; }}, b: 2}; JSON.stringify(o)"#, #"{"a":1,"b":"changed"}"#),
        (#"var o = {a: 1, get b() { o.c = 'late'; return 2; }, c: 3}; JSON.stringify(o)"#, #"{"a":1,"b":2,"c":"late"}"#),
        (#"var o = {a: 1, b: 2}; Object.defineProperty(o, 'h', {value: 3, enumerable: false}); JSON.stringify([o, o])"#, #"[{"a":1,"b":2},{"a":1,"b":2}]"#),
        (#"var s = Symbol('s'); var o = {a: 1}; o[s] = 2; JSON.stringify([o, {a: 2}])"#, #"[{"a":1},{"a":2}]"#),
        (#"JSON.stringify([{a: 1, b: 2}, {a: 3, b: 4}, {b: 5, a: 6}, {a: 7, b: 8, c: 9}])"#, #"[{"a":1,"b":2},{"a":3,"b":4},{"b":5,"a":6},{"a":7,"b":8,"c":9}]"#),
        (#"var p = {toJSON() { return 'proto'; }}; var x = Object.create(p); x.a = 1; JSON.stringify([{a: 1}, x])"#, #"[{"a":1},"proto"]"#),
        (#"var a = {k: 1}; var b = {k: 2}; Object.prototype.toJSON = function () { return 'all'; }; var r = JSON.stringify([a, b]); delete Object.prototype.toJSON; r"#, #""all""#),
        (#"var o = {a: 1, b: 2}; delete o.a; o.c = 3; JSON.stringify(o)"#, #"{"b":2,"c":3}"#),
        (#"var o = {2: 'two', a: 1, 0: 'zero'}; JSON.stringify([o, {a: 1}])"#, #"[{"0":"zero","2":"two","a":1},{"a":1}]"#),
        (#"JSON.stringify([{'q"uote': 1, 'nl\n': 2}, {'q"uote': 3, 'nl\n': 4}])"#, #"[{"q\"uote":1,"nl\n":2},{"q\"uote":3,"nl\n":4}]"#),
        (#"JSON.stringify([{a: 1, b: [1, {c: 2}]}, {a: 3, b: []}], null, 1)"#, #"[\#n {\#n  "a": 1,\#n  "b": [\#n   1,\#n   {\#n    "c": 2\#n   }\#n  ]\#n },\#n {\#n  "a": 3,\#n  "b": []\#n }\#n]"#),
        (#"JSON.stringify([{a: undefined, b: function () {}, c: 1}, {a: 2, b: 3, c: 4}])"#, #"[{"c":1},{"a":2,"b":3,"c":4}]"#),
        (#"JSON.stringify({a: 1, b: 2}, (k, v) => k === 'a' ? undefined : v)"#, #"{"b":2}"#),
        (#"JSON.stringify([0, , 2])"#, #"[0,null,2]"#),
        (#"Array.prototype[1] = 'p'; var r = JSON.stringify([0, , 2]); delete Array.prototype[1]; r"#, #"[0,"p",2]"#),
        (#"var a = [1, {toJSON() { a.length = 1; return 'x'; }}, 3]; JSON.stringify(a)"#, #"[1,"x",null]"#),
        (#"var a = [1, {toJSON() { a.push(4); return 'x'; }}, 3]; JSON.stringify(a)"#, #"[1,"x",3]"#),
        (#"var a = [1, 2]; Object.defineProperty(a, 1, {get() { return 'g'; }}); JSON.stringify(a)"#, #"[1,"g"]"#),
        (#"JSON.stringify([0, -0, 1, -1, 123456789012345, 999999999999999, 1e15, -1e15, 1234567890123456, 2 ** 53, 1e21, 0.5, -0.25, 1e-7, 123.456])"#, #"[0,0,1,-1,123456789012345,999999999999999,1000000000000000,-1000000000000000,1234567890123456,9007199254740992,1e+21,0.5,-0.25,1e-7,123.456]"#),
        (#"JSON.stringify([NaN, Infinity, -Infinity, 5e-324, 1.7976931348623157e308])"#, #"[null,null,null,5e-324,1.7976931348623157e+308]"#),
        (#"JSON.stringify(JSON.parse('[0, -0, 12, -12, 0.5, -0.5e1, 1E2, 1e+2, 25e-1, 123456789012345, 1234567890123456, 12345678901234567890, 0.1, 9007199254740993]'))"#, #"[0,0,12,-12,0.5,-5,100,100,2.5,123456789012345,1234567890123456,12345678901234567000,0.1,9007199254740992]"#),
        (#"1 / JSON.parse('-0')"#, #"-Infinity"#),
        (#"JSON.stringify(JSON.parse('[{"a":1,"b":2,"c":3},{"a":1},{"a":1,"b":2,"c":3,"d":4,"e":5},{"x":{"y":[{"z":1}]}}]'))"#,
         #"[{"a":1,"b":2,"c":3},{"a":1},{"a":1,"b":2,"c":3,"d":4,"e":5},{"x":{"y":[{"z":1}]}}]"#),
        (#"1 / JSON.parse('[-0]')[0]"#, #"-Infinity"#),
        (#"var o = JSON.parse('{"a\\u0062": 1, "ab": 2}'); Object.keys(o).join() + ':' + o.ab"#, #"ab:2"#),
        (#"var o = JSON.parse('[{"axbyc": 1, "azbwc": 2}, {"azbwc": 3, "axbyc": 4}]'); JSON.stringify(o)"#, #"[{"axbyc":1,"azbwc":2},{"azbwc":3,"axbyc":4}]"#),
        (#"JSON.stringify(JSON.parse('{"0": "a", "1": "b", "x": 1, "": 2}'))"#, #"{"0":"a","1":"b","x":1,"":2}"#),
        (#"JSON.stringify(JSON.parse('[{"k": 1, "k": 2}, {"k": 3}]'))"#, #"[{"k":2},{"k":3}]"#),
        (#"try { JSON.parse('{"a\u0001": 1}') } catch (e) { e.message }"#, #"Bad control character in string literal in JSON at position 3"#),
        (#"try { JSON.parse('{"abc') } catch (e) { e.message }"#, #"Unterminated string in JSON at position 5"#),
        (#"try { JSON.parse('{"abc" 1}') } catch (e) { e.message }"#, #"Expected ':' after property name in JSON at position 7"#),
        (#"try { JSON.parse('["abc') } catch (e) { e.message }"#, #"Unterminated string in JSON at position 5"#),
        (#"try { JSON.parse('"a\u0001"') } catch (e) { e.message }"#, #"Bad control character in string literal in JSON at position 2"#),
        (#"JSON.parse('"plain"') + JSON.parse('"esc\\taped"').charCodeAt(3)"#, #"plain9"#),
        (#"JSON.stringify(JSON.parse('{"e\\u0301": "\\u00e9", "emoji": "\\ud83d\\ude00"}'))"#, #"{"é":"é","emoji":"😀"}"#),
    ]

    @Test(arguments: fastPathCases)
    func fastPaths(source: String, expected: String) {
        #expect(Self.runShowingMessages(source) == expected, "\(source)")
    }

    @Test func deepNestingIsARangeErrorNotACrash() {
        // Built natively (no safe point per level), so the test stays fast under GC stress.
        #expect(run("JSON.stringify(JSON.parse('['.repeat(100000) + ']'.repeat(100000)))") == "throws RangeError")
        #expect(run("JSON.parse('['.repeat(100000) + ']'.repeat(100000), (k, v) => v)") == "throws RangeError")
        #expect(run("JSON.parse('['.repeat(100000) + ']'.repeat(100000)).length") == "1")
    }
}
