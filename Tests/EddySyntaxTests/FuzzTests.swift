import Testing
@testable import EddySyntax

/// A small deterministic generator, so that a failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct FuzzTests {
    static let fragments = [
        "(", ")", "[", "]", "{", "}", ";", ",", ".", "...", "?.", "?", ":", "=>", "=", "+=", "**", "??", "&&",
        "||", "++", "--", "-", "+", "!", "~", "<", ">>>=", "/", "/=", "%", "`", "${", "'", "\"", "\\", "\\u", "\\u{",
        "\n", " ", "\r\n", "\u{2028}", "//", "/*", "*/", "<!--", "-->", "#!", "0", "1.5e", "0x", "0b1", "08", "1n", "1_0", "_", "0x1_", "1_.",
        "a", "b", "x", "yield", "await", "async", "let", "const", "var", "function", "function*", "class", "extends",
        "super", "new", "target", "this", "arguments", "eval", "if", "else", "for", "in", "of", "while", "do", "switch",
        "case", "default", "break", "continue", "return", "throw", "try", "catch", "finally", "with", "delete", "typeof",
        "void", "get", "set", "static", "constructor", "__proto__", "\"use strict\";", "debugger", "import", "é", "😀",
        "\\uD800", "\u{FEFF}", "\t", "\u{200D}",
    ]

    static let seeds = [
        "function f(a, b = 1, ...c) { 'use strict'; return a?.b ?? c[0] ** 2 }",
        "class A extends B { constructor() { super(); } static *m() { yield* this } get x() { return `t${1}` } }",
        "for (let [k, v] of Object.entries(o)) { if (k) continue; else break }",
        "async function g() { for await (const x of y) { await x; } } x => ({a, ...b} = c)",
        "label: while (true) { switch (x) { case 1: let y = /re[/]g/gi; break label; default: } }",
        "var o = { __proto__: p, get a() {}, set a(v) {}, async *m() {}, [k]: 1, 'q': 0x1F }; try {} catch { } finally {}",
        "with (o) { x = 010 + '\\101' } if (a) function h() {} new.target; tag`\\u{` + (a, b) => a",
    ]

    @Test func randomTokenSoupNeverCrashesTheParser() {
        var generator = SplitMix64(state: 2020)
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...40, using: &generator)
            var source = ""
            for _ in 0..<count {
                source += FuzzTests.fragments.randomElement(using: &generator) ?? ""
                if Bool.random(using: &generator) { source += " " }
            }
            _ = try? Parser.parseScript(source, name: "fuzz.js")
        }
    }

    @Test func everyTruncationAndMutationOfValidCodeIsHandled() {
        var generator = SplitMix64(state: 42)
        for seed in FuzzTests.seeds {
            let units = Array(seed.utf16)
            for end in 0...units.count {
                _ = try? Parser.parseScript(SourceText(units: Array(units[0..<end]), name: "cut.js"))
                _ = try? Parser.parseScript(SourceText(units: Array(units[end...]), name: "cut.js"))
            }
            for _ in 0..<300 {
                var mutated = units
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let position = Int.random(in: 0...mutated.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0 where position < mutated.count: mutated.remove(at: position)
                    case 1: mutated.insert(UInt16.random(in: 0...0x7F, using: &generator), at: position)
                    default: mutated.insert(contentsOf: (FuzzTests.fragments.randomElement(using: &generator) ?? "").utf16, at: position)
                    }
                }
                let source = SourceText(units: mutated, name: "mutated.js")
                _ = try? Parser.parseScript(source)
                _ = try? Parser.parseScript(source, context: ParseContext(isStrict: true, isEval: true, allowsNewTarget: true, allowsSuperProperty: true, allowsNumericSeparators: true))
                _ = try? Parser.parseFunctionBody(source, parameters: ["exports", "require"], isAsync: Bool.random(using: &generator))
                let text = String(decoding: mutated, as: UTF16.self)
                _ = try? Parser.parseFunction(parameters: String(text.prefix(10)), body: text, kind: .asyncGenerator)
            }
        }
    }

    @Test func randomCodeUnitsIncludingLoneSurrogatesAreHandled() {
        var generator = SplitMix64(state: 7)
        for _ in 0..<2_000 {
            let units = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                Bool.random(using: &generator) ? UInt16.random(in: 0...0x7F, using: &generator) : UInt16.random(in: 0...0xFFFF, using: &generator)
            }
            _ = try? Parser.parseScript(SourceText(units: units, name: "noise.js"))
        }
    }
}
