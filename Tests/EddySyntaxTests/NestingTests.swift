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
        "x = a" + String(repeating: " + a", count: Parser.maximumChainLength + 1),
        "a" + String(repeating: ".b", count: 100_000),
        "a" + String(repeating: "()", count: 100_000),
        "a" + String(repeating: "?.b", count: 100_000),
        "t" + String(repeating: "`x`", count: 100_000),
        String(repeating: "if (a) {} else ", count: 100_000) + ";",
    ]

    @Test(arguments: deepSources)
    func deepNestingIsASyntaxErrorNotACrash(_ source: String) {
        #expect(throws: SyntaxError.self) { try Parser.parseScript(source, name: "deep.js") }
    }

    @Test func deepNestingInFunctionConstructorPiecesIsASyntaxError() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: SyntaxError.self) { try Parser.parseFunction(parameters: deep, body: "") }
        #expect(throws: SyntaxError.self) { try Parser.parseFunction(parameters: "", body: deep) }
    }

    /// Flat chains are not nesting (issue 19): 100,000 operands parse, on a thread with the
    /// stack the engine gives parsing, and the tree is released there.
    @Test(arguments: [" + a", " || a", " ?? a", " * a - a"])
    func longFlatChainsParse(_ link: String) {
        let parsed = withDeepStack(size: 256 << 20, ifLessThan: Int.max) { () -> Bool in
            (try? Parser.parseScript("x = a" + String(repeating: link, count: 100_000), name: "chain.js")) != nil
        }
        #expect(parsed)
    }

    @Test func longChainsWithinTheLimitParseAndDropSafely() throws {
        for link in [" + a", ".b", "()", "[0]", " || a"] {
            let program = try Parser.parseScript("x = a" + String(repeating: link, count: 1_500), name: "chain.js")
            #expect(program.body.count == 1)
        }
    }

    @Test func theDeepestTreesCanBeReleasedOnAOneMegabyteStack() {
        for (open, close) in [("a+", ""), ("(", ")"), ("{a:", "}"), ("a.b", ""), ("- ", "")] {
            var depth = Parser.maximumDepth
            var program: Program?
            while program == nil && depth > 0 {
                program = try? Parser.parseScript("x = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth), name: "d.js")
                depth -= 5
            }
            #expect(program != nil)
            var lastCopy = [program]
            program = nil
            withDeepStack(size: 1 << 20, ifLessThan: Int.max) { lastCopy.removeAll() }
        }
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

@Suite struct DeepStackTests {
    @Test func bodyRunsOnAThreadWithAtLeastTheInlineThresholdOfStack() {
        let remaining = withDeepStack { remainingStackOfCurrentThread() }
        #expect((remaining ?? 0) >= deepStackInlineThreshold - (1 << 20))
    }

    @Test func shortSourcesNeedLittleStackAndLongOnesAreBoundedByTheDepthLimit() {
        #expect(stackNeeded(forParsing: 10) < 1 << 20)
        // Bounded by the depth limit and the longest flat chain, whatever the length.
        #expect(stackNeeded(forParsing: 10_000_000) == stackNeeded(forParsing: Int.max))
        #expect(stackNeeded(forParsing: Int.max) <= 128 << 20)
    }

    @Test func nestedCallsRunInPlace() {
        let value = withDeepStack { withDeepStack { 42 } }
        #expect(value == 42)
    }
}
