import Testing
@testable import EddyRuntime

/// The `fs` binding checks the file-system capability itself, in every function, directory
/// handle and watcher class: a script that reaches the binding in a runtime without the file
/// system (here through `process.binding`, which this configuration leaves open) finds each
/// of them shut.
@Suite struct FSCapabilityTests {
    @Test func everyFSBindingEntryRefusesWithoutTheFileSystem() throws {
        let output = CapturedOutput(), errors = CapturedOutput()
        let host = try RuntimeHost(configuration: RuntimeConfiguration(
            arguments: ["eddy"], standardOutput: output.write, standardError: errors.write, allowsFileSystem: false))
        let calls = [
            "b.chown('/tmp', -1, -1)", "b.lchown('/tmp', -1, -1)", "b.fchown(0, -1, -1)", "b.fchmod(0, 0o600)",
            "b.fsync(0)", "b.fdatasync(0)", "b.ftruncate(0, 0)", "b.futimes(0, 1, 1)", "b.lutimes('/tmp', 1, 1)",
            "b.link('/etc/hostname', '/tmp/eddy-denied')", "b.readBuffers(0, [new Uint8Array(4)], null)",
            "b.writeBuffers(1, [new Uint8Array(1)], null)", "b.statfs('/')", "b.opendir('/', 32)",
            "b.opendir('/', 32, { oncomplete() {} })", "new b.FSEvent()", "new b.StatWatcher()",
        ]
        let status = host.runEval("""
            const b = process.binding('fs');
            for (const call of [\(calls.map { "() => \($0)" }.joined(separator: ", "))]) {
              try { call(); console.log('allowed', String(call)); } catch (e) { console.log(e.code); }
            }
            """, printsResult: false)
        #expect(status == 0, "\(errors.value)")
        #expect(output.value == String(repeating: "ERR_ACCESS_DENIED\n", count: calls.count), "\(output.value)")
    }
}
