import EddySyntax
@testable import EddyEngine
enum EddySyntaxShim {
    static func parse(_ s: String) throws -> FunctionCode {
        let p = try Parser.parseScript(s, name: "x.js")
        return try ProgramCompiler.compileScript(p)
    }
}
