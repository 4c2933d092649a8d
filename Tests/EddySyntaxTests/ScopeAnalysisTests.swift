import Foundation
import Testing
@testable import EddySyntax

@Suite struct ScopeAnalysisTests {
    @Test(arguments: scopeCases)
    func identifiersResolveToTheirBindings(_ source: String, _ expected: String) throws {
        let program = try Parser.parseScript(source, name: "scope.js")
        #expect(program.scopeSummary == expected, "\(source)")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["EDDY_DUMP_AST"] != nil))
    func dumpScopes() throws {
        var lines: [String] = []
        for (source, _) in scopeCases {
            do { lines.append((try Parser.parseScript(source, name: "scope.js")).scopeSummary) } catch { lines.append("ERROR \(error)") }
        }
        try JSONSerialization.data(withJSONObject: lines).write(to: URL(fileURLWithPath: "/tmp/scope-dump.json"))
    }
}
