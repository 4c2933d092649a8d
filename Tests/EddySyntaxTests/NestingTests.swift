import Testing
@testable import EddySyntax

@Suite struct NestingTests {
    static let deepSources: [String] = [
        String(repeating: "(", count: 100_000),
        String(repeating: "[", count: 100_000),
        String(repeating: "{", count: 100_000),
        "x = " + String(repeating: "{a:", count: 100_000),
        String(repeating: "function f(){", count: 100_000),
        String(repeating: "a => ", count: 100_000),
        String(repeating: "!", count: 100_000) + "x",
        String(repeating: "- ", count: 100_000) + "x",
        String(repeating: "new ", count: 100_000) + "X",
        String(repeating: "a = ", count: 100_000) + "1",
        String(repeating: "a ** ", count: 100_000) + "1",
        String(repeating: "x ? y : ", count: 100_000) + "z",
        String(repeating: "`${", count: 100_000),
        String(repeating: "if (x) ", count: 100_000) + ";",
        String(repeating: "class A extends ", count: 100_000),
        "var " + String(repeating: "[", count: 100_000),
        "function f(" + String(repeating: "{a:", count: 100_000),
        String(repeating: "async (", count: 100_000),
        String(repeating: "a: ", count: 100_000) + ";",
        String(repeating: "try {", count: 100_000),
        String(repeating: "while (1) ", count: 100_000) + ";",
        String(repeating: "f(", count: 100_000),
        String(repeating: "a[", count: 100_000),
        String(repeating: "++", count: 100_000) + "x",
        String(repeating: "typeof ", count: 100_000) + "x",
        String(repeating: "yield ", count: 100_000),
        "function* g() {" + String(repeating: "yield ", count: 100_000) + "}",
        "async function g() {" + String(repeating: "await ", count: 100_000) + "x}",
    ]

    @Test(arguments: deepSources)
    func deepNestingIsASyntaxErrorNotACrash(_ source: String) {
        #expect(throws: SyntaxError.self) { try Parser.parseScript(source, name: "deep.js") }
    }

    @Test func nestingUpToSeveralHundredLevelsParses() throws {
        let depth = 300
        for (open, close) in [("(", ")"), ("[", "]"), ("{a:", "}")] {
            let source = "x = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
            _ = try Parser.parseScript(source, name: "nested.js")
        }
        let blocks = String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
        _ = try Parser.parseScript(blocks, name: "blocks.js")
        let functions = String(repeating: "function f(){", count: depth) + String(repeating: "}", count: depth)
        _ = try Parser.parseScript(functions, name: "functions.js")
    }
}
