import Foundation
import Testing
@testable import EddySyntax

@Suite struct EarlyErrorTests {
    @Test(arguments: errorCases)
    func sourceRaisesSyntaxErrorAtItsLocation(_ source: String, _ message: String, _ line: Int, _ column: Int) {
        do {
            let program = try Parser.parseScript(source, name: "bad.js")
            Issue.record("parsed without error: \(source) → \(program.sExpression)")
        } catch {
            #expect(error.message == message, "\(source)")
            #expect(error.line == line && error.column == column, "\(source): at \(error.line):\(error.column)")
            #expect(error.sourceName == "bad.js")
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["EDDY_DUMP_AST"] != nil))
    func dumpErrors() throws {
        var lines: [[String]] = []
        for (source, _, _, _) in errorCases {
            do { lines.append(["OK", try Parser.parseScript(source, name: "bad.js").sExpression]) } catch {
                lines.append([error.message, String(error.line), String(error.column)])
            }
        }
        try JSONSerialization.data(withJSONObject: lines).write(to: URL(fileURLWithPath: "/tmp/error-dump.json"))
    }
}
