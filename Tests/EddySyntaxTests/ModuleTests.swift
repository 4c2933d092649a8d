import Testing
@testable import EddySyntax

/// The Module goal: entries, bindings in the module environment, and the module early errors.
@Suite struct ModuleTests {
    func parse(_ text: String) throws -> ParsedModule {
        try Parser.parseModule(SourceText(text, name: "m.mjs"))
    }

    @Test func collectsImportAndExportEntries() throws {
        let module = try parse("""
            import d, { a as b, "x y" as c } from './a.js' with { type: 'json' };
            import * as ns from './b.js';
            export { b as e };
            export * from './c.js';
            export * as n2 from './c.js';
            export default function () {}
            export const k = await 1;
            """)
        let syntax = module.syntax
        #expect(syntax.requests.map(\.specifier) == ["./a.js", "./b.js", "./c.js"])
        #expect(syntax.requests[0].attributes == [ImportAttribute(key: "type", value: "json")])
        #expect(syntax.imports.map(\.localName) == ["d", "b", "c", "ns"])
        #expect(syntax.imports.map(\.importName) == ["default", "a", "x y", nil])
        #expect(syntax.exports.map(\.exportName) == ["e", "n2", "default", "k"])
        #expect(syntax.starExports == [2])
        #expect(syntax.hasTopLevelAwait)
        #expect(module.slot(of: Parser.defaultExportLocalName) != nil)
        let bindings = module.program.scopes[module.function.scope].bindings
        #expect(bindings.allSatisfy { $0.isCaptured })
    }

    @Test func awaitInsideAFunctionIsNotTopLevel() throws {
        let module = try parse("async function f() { await 1 }")
        #expect(!module.syntax.hasTopLevelAwait)
    }

    @Test(arguments: [
        "export { x }",                         // not declared
        "let a; export { a, a }",               // duplicate export
        "export default 1; export default 2",
        "import { a } from 'x'; let a",         // import redeclared
        "function f() {} var f",                // module functions are lexical
        "<!-- comment",                         // no HTML-like comments
        "new.target",
        "return",
        "arguments = 1",
        "export { 'a' }",                       // a string local name
        "import { a } from 'x' with { type: 'json', type: 'json' }",
    ])
    func earlyErrors(_ source: String) {
        #expect(throws: SyntaxError.self) { try parse(source) }
    }

    @Test func importMetaIsModuleOnly() throws {
        _ = try parse("import.meta.url")
        #expect(throws: SyntaxError.self) { try Parser.parseScript("import.meta", name: "s.js") }
    }
}
