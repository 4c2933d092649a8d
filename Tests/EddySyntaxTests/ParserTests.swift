import Foundation
import Testing
@testable import EddySyntax

@Suite struct ParserTests {
    @Test(arguments: astCases)
    func sourceParsesToExpectedTree(_ source: String, _ expected: String) throws {
        let program = try Parser.parseScript(source, name: "test.js")
        #expect(program.sExpression == expected, "\(source)")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["EDDY_DUMP_AST"] != nil))
    func dumpTrees() throws {
        var lines: [String] = []
        for (source, _) in astCases {
            do { lines.append(try Parser.parseScript(source, name: "test.js").sExpression) } catch { lines.append("ERROR \(error)") }
        }
        let data = try JSONSerialization.data(withJSONObject: lines)
        try data.write(to: URL(fileURLWithPath: "/tmp/ast-dump.json"))
    }
}
