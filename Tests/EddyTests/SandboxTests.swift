import Testing
@testable import Eddy

@Suite struct SandboxTests {
    func sandboxed() throws -> (Runtime, OutputCapture, OutputCapture) {
        try makeRuntime { configuration in
            let output = configuration.standardOutput
            let errors = configuration.standardError
            configuration = .sandboxed
            configuration.standardOutput = output
            configuration.standardError = errors
        }
    }

    /// The `code` and message of what `source` throws, as `code: message`.
    func refusal(_ source: String, in runtime: Runtime) async throws -> String {
        try await runtime.evaluate("try { \(source); 'no error' } catch (e) { `${e.code}: ${e.message}` }")
    }

    @Test func refusesBuiltinModulesFilesAndBindings() async throws {
        let (runtime, _, errors) = try sandboxed()
        #expect(try await refusal("require('fs')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to the file system is denied in this runtime: cannot load 'fs'")
        #expect(try await refusal("require('node:fs')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to the file system is denied in this runtime: cannot load 'fs'")
        #expect(try await refusal("require('path')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to the built-in module 'path' is denied in this runtime")
        #expect(try await refusal("require('./secrets.json')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to the file system is denied in this runtime: cannot load './secrets.json'")
        #expect(try await refusal("require('/etc/passwd')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to the file system is denied in this runtime: cannot load '/etc/passwd'")
        #expect(try await refusal("process.binding('fs')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to the binding 'fs' is denied in this runtime")
        #expect(try await refusal("process.kill(process.pid, 0)", in: runtime)
                == "ERR_ACCESS_DENIED: Access to process.kill is denied in this runtime")
        #expect(try await refusal("process.chdir('/tmp')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to process.chdir is denied in this runtime")
        #expect(try await runtime.evaluate("JSON.stringify(process.env) + process.cwd()") as String == "{}/")
        // Running a file is loading one: reported as uncaught, as by `node`, ending the runtime.
        #expect(try await runtime.run(file: "/etc/hostname") == 1)
        #expect(errors.value.contains("Error: Access to the file system is denied in this runtime: cannot load '/etc/hostname'"))
        await runtime.shutdown()
    }

    @Test func registeredModulesAndTheLanguageStillWork() async throws {
        let (runtime, output, _) = try sandboxed()
        try runtime.registerModule("host") { exports in
            exports["answer"] = .function { _ in 42 }
        }
        // An embedder may stand in for a built-in module.
        try runtime.registerModule("fs") { exports in
            exports["readFileSync"] = .function { args in "virtual " + (try args[0].string()) }
        }
        #expect(try await runtime.evaluate("require('host').answer()") as Int == 42)
        #expect(try await runtime.evaluate("require('fs').readFileSync('a.txt')") as String == "virtual a.txt")
        try await runtime.evaluate("console.log([1, 2].map(x => x * 2)); setTimeout(() => console.log('tick'), 1); undefined")
        try await runtime.runUntilIdle()
        #expect(output.value == "[ 2, 4 ]\ntick\n")
        await runtime.shutdown()
    }

    @Test func socketsResolverAndChildProcessesNeedTheirCapabilities() async throws {
        #expect(!Runtime.Configuration.sandboxed.allowsNetwork)
        let (runtime, _, _) = try makeRuntime { configuration in
            configuration.allowsNetwork = false
            configuration.allowsProcessControl = false
        }
        #expect(try await refusal("require('net').createServer().listen(0)", in: runtime)
                == "ERR_ACCESS_DENIED: Access to net is denied in this runtime")
        #expect(try await refusal("require('net').connect(1, '127.0.0.1')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to net is denied in this runtime")
        #expect(try await refusal("require('dns').lookup('localhost', () => {})", in: runtime)
                == "ERR_ACCESS_DENIED: Access to dns is denied in this runtime")
        #expect(try await refusal("require('child_process').spawn('true')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to child_process is denied in this runtime")
        #expect(try await refusal("require('child_process').execSync('true')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to child_process is denied in this runtime")
        await runtime.shutdown()
    }

    @Test func onlyTheListedBuiltinModulesAreAllowed() async throws {
        let (runtime, _, _) = try makeRuntime { $0.builtinModules = .only(["path"]) }
        #expect(try await runtime.evaluate("require('path').basename('/a/b.txt')") as String == "b.txt")
        #expect(try await refusal("require('util')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to the built-in module 'util' is denied in this runtime")
        await runtime.shutdown()
    }

    @Test func theWorkingDirectoryIsTheRuntimes() async throws {
        let directory = try temporaryDirectory()
        let (runtime, _, _) = try makeRuntime { $0.workingDirectory = directory }
        try await runtime.evaluate("process.chdir('..')")
        #expect(try await runtime.evaluate("process.cwd()") as String == "/tmp")
        #expect(try await runtime.evaluate("require('path').resolve('x')") as String == "/tmp/x")
        let missing = try await refusal("process.chdir('no-such-directory')", in: runtime)
        #expect(missing.hasPrefix("ENOENT: "))
        await runtime.shutdown()
    }
}
