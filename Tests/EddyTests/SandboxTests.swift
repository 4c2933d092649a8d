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
        // Whatever descriptor 0 is (a regular file is read through fs otherwise).
        #expect(try await refusal("process.stdin", in: runtime)
                == "ERR_ACCESS_DENIED: Access to process.stdin is denied in this runtime")
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
        #expect(try await refusal("require('dgram').createSocket('udp4')", in: runtime)
                == "ERR_ACCESS_DENIED: Access to dgram is denied in this runtime")
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

    /// A worker runs with its parent's configuration: it cannot widen the parent's rights.
    @Test func workersKeepTheRuntimesRestrictions() async throws {
        let (runtime, _, _) = try makeRuntime { configuration in
            configuration.builtinModules = .only(["worker_threads"])
            configuration.allowsFileSystem = false
            configuration.allowsProcessControl = false
        }
        let attempt = #"(f) => { try { f(); return 'allowed'; } catch (e) { return e.code; } }"#
        let report: String = try await runtime.evaluate("""
            new Promise((resolve, reject) => {
              const { Worker } = require('worker_threads');
              const worker = new Worker(`
                const attempt = \(attempt);
                require('worker_threads').parentPort.postMessage([
                  attempt(() => require('fs')), attempt(() => require('path')),
                  attempt(() => process.kill(process.pid, 0)), attempt(() => require('/etc/passwd')),
                ].join(' '));
              `, { eval: true });
              worker.on('message', resolve);
              worker.on('error', reject);
            })
            """)
        #expect(report == "ERR_ACCESS_DENIED ERR_ACCESS_DENIED ERR_ACCESS_DENIED ERR_ACCESS_DENIED")
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

    /// The loader's file routes (issue 19): each reads or probes through the `fs` binding,
    /// which refuses every call in a runtime without the file system.
    @Test func theLoadersFileRoutesAreShut() async throws {
        let (runtime, _, _) = try sandboxed()
        let denied = "ERR_ACCESS_DENIED: Access to the file system is denied in this runtime"
        let leaked = try await runtime.evaluate("""
            let source;
            try { require.extensions['.js']({ _compile(code) { source = code } }, '/etc/hostname') } catch {}
            const m = new module.constructor('/x');
            m._compile = (code) => { source = code };
            try { m.load('/etc/hostname') } catch {}
            String(source)
            """) as String
        #expect(leaked == "undefined")
        #expect(try await refusal("require.extensions['.js']({ _compile() {} }, '/etc/hostname')", in: runtime)
                    .hasPrefix(denied))
        let json = try await refusal("require.extensions['.json']({}, '/etc/passwd')", in: runtime)
        #expect(json.hasPrefix(denied))
        #expect(!json.contains("root"))
        #expect(try await refusal("module.constructor._findPath('/etc/passwd', [''])", in: runtime).hasPrefix(denied))
        #expect(try await refusal("module.constructor._findPath('/no/such/file', [''])", in: runtime).hasPrefix(denied))
        await runtime.shutdown()
    }

    /// Prototype pollution (issue 19): a script that replaces `Function.prototype.call` and
    /// `apply` and plants setters on `Object.prototype`, then makes the runtime load built-in
    /// modules lazily, must not receive the loader's `require` or `internalBinding` — and
    /// whatever functions it does receive must not open a file.
    @Test func pollutedPrototypesReachNoInternalFunction() async throws {
        let (runtime, _, _) = try sandboxed()
        let report = try await runtime.evaluate("""
            const seen = [];
            const keep = (values) => { for (const value of values) if (typeof value === 'function') seen.push(value); };
            const { call, apply } = Function.prototype;
            const invoke = Reflect.apply;
            Function.prototype.call = function (...args) { keep(args); return invoke(this, args[0], args.slice(1)); };
            Function.prototype.apply = function (self, args) { keep([self, ...(args || [])]); return invoke(this, self, args || []); };
            for (const name of ['loaded', 'loading', 'exports', 'id', 'filename', 'canBeRequiredByUsers']) {
              Object.defineProperty(Object.prototype, name, { set(value) { keep([value, this]); Object.defineProperty(this, name, { value, writable: true, configurable: true, enumerable: true }); }, configurable: true });
            }
            String.prototype.startsWith = () => false;
            void DOMException; void structuredClone; void AbortController; void TextEncoder; void URL; void Buffer;
            try { require('internal/bootstrap/realm') } catch {}
            let opened = 0, names = new Set();
            for (const f of seen) {
              names.add(f.name);
              for (const argument of ['fs', 'internal/fs/utils']) {
                try { const b = f(argument); if (b && typeof b.open === 'function') { b.open('/etc/hostname', 0, 0o666); opened++; } } catch {}
              }
            }
            Function.prototype.call = call;
            Function.prototype.apply = apply;
            `${names.has('internalBinding')} ${names.has('requireBuiltin')} ${opened}`
            """) as String
        #expect(report == "false false 0")
        await runtime.shutdown()
    }

    /// Issue 19, more routes of the same kind: setters on `Array.prototype`'s indexes and on
    /// common property names of `Object.prototype` (library code that builds an array or an
    /// object literal-free record calls them), and `Error.prepareStackTrace`'s call sites
    /// (`getFunction`, `getThis` of library frames), while lazily loaded globals and the
    /// allowed modules run. Nothing they catch opens a file or is a loader function.
    @Test func settersAndStackFramesReachNoInternalFunction() async throws {
        let (runtime, _, _) = try sandboxed()
        let report = try await runtime.evaluate("""
            const seen = new Set();
            const keep = (value) => { if (value !== null && (typeof value === 'object' || typeof value === 'function')) seen.add(value); };
            for (let index = 0; index < 8; index++) {
              Object.defineProperty(Array.prototype, index, { set(value) { keep(value); Object.defineProperty(this, index, { value, writable: true, configurable: true, enumerable: true }); }, configurable: true });
            }
            for (const name of ['binding', 'internalBinding', 'require', 'fs', 'handle', '_handle', 'module', 'process', 'fn', 'callback', 'resolve', 'reject', 'target', 'kind', 'type']) {
              Object.defineProperty(Object.prototype, name, { set(value) { keep(value); Object.defineProperty(this, name, { value, writable: true, configurable: true, enumerable: true }); }, configurable: true });
            }
            Error.prepareStackTrace = (error, sites) => { for (const site of sites) { try { keep(site.getFunction()); keep(site.getThis()); } catch {} } return ''; };
            Error.stackTraceLimit = Infinity;
            const touch = [() => DOMException, () => structuredClone({ a: [1] }), () => new AbortController().abort(), () => new TextEncoder().encode('x'),
              () => new URL('http://a/b'), () => Buffer.from('x'), () => new EventTarget().dispatchEvent(new Event('x')), () => queueMicrotask(() => {}),
              () => setTimeout(() => {}, 0), () => require('events').once, () => require('util').inspect({ a: 1 }), () => new Blob(['x']),
              () => performance.now(), () => new MessageChannel(), () => atob('eA=='), () => crypto, () => fetch, () => require('nope')];
            for (const run of touch) { try { new Error('x').stack; run(); } catch (error) { error.stack; } }
            delete Error.prepareStackTrace;
            for (let index = 0; index < 8; index++) delete Array.prototype[index];
            let opened = 0; const names = new Set();
            for (const value of seen) {
              if (typeof value === 'function') {
                names.add(value.name);
                for (const argument of ['fs', 'internal/fs/utils', 'os']) {
                  try { const b = value(argument); if (b && (typeof b.open === 'function' || typeof b.getHostname === 'function')) opened++; } catch {}
                }
              } else if (typeof value.open === 'function' || typeof value.readFileUtf8 === 'function') {
                opened++;
              }
            }
            `${seen.size} ${names.has('internalBinding')} ${names.has('requireBuiltin')} ${names.has('compileFunction')} ${opened}`
            """) as String
        // The probes caught something (library values), but nothing of the loader's.
        let parts = report.split(separator: " ", maxSplits: 1)
        #expect((Int(parts.first ?? "") ?? 0) > 0, "\(report)")
        #expect(parts.last == "false false false 0")
        await runtime.shutdown()
    }

    /// Issue 19: the other doors to a built-in module — `import()` (also from a `data:`
    /// module), `process.getBuiltinModule`, the `Module` statics, `process.mainModule` —
    /// refuse `fs` as `require` does, and `import()` reads no file. `import('node:fs')` once
    /// handed out `fs` in a sandboxed runtime: the ES module loader took built-ins through
    /// the internal `require`.
    @Test func everyLoaderRefusesTheFileSystem() async throws {
        let (runtime, _, _) = try sandboxed()
        let report = try await runtime.evaluate("""
            (async () => {
            const routes = {
              import: () => import('node:fs'),
              dataImport: () => import('data:text/javascript,import fs from "fs"; globalThis.leak = fs;'),
              getBuiltinModule: () => process.getBuiltinModule('fs'),
              load: () => module.constructor._load('fs'),
              mainModule: () => process.mainModule.require('fs'),
              createRequire: () => module.constructor.createRequire('/x.js')('fs'),
              file: () => import('/etc/hostname'),
              fileURL: () => import('file:///etc/hostname'),
              json: () => import('/etc/passwd', { with: { type: 'json' } }),
              package: () => import('some-package'),
            };
            const outcomes = [];
            for (const [name, route] of Object.entries(routes)) {
              let outcome;
              try { outcome = await route(); } catch (error) { outcome = error.code; }
              outcomes.push(`${name}:${typeof outcome === 'object' && outcome !== null && 'readFileSync' in outcome ? 'fs' : typeof outcome === 'string' ? outcome : 'other'}`);
            }
            outcomes.push(`leak:${typeof globalThis.leak}`);
            return outcomes.join(' ');
            })()
            """) as String
        // `process.mainModule` is undefined in an embedded runtime (a TypeError, no code).
        #expect(report == """
            import:ERR_ACCESS_DENIED dataImport:ERR_ACCESS_DENIED getBuiltinModule:ERR_ACCESS_DENIED \
            load:ERR_ACCESS_DENIED mainModule:other createRequire:ERR_ACCESS_DENIED file:ERR_ACCESS_DENIED \
            fileURL:ERR_ACCESS_DENIED json:ERR_ACCESS_DENIED package:ERR_ACCESS_DENIED leak:undefined
            """)
        await runtime.shutdown()
    }

    /// A restricted set of built-in modules restricts `process.binding` with it.
    @Test func bindingsFollowTheAllowedBuiltinModules() async throws {
        let (runtime, _, _) = try makeRuntime { $0.builtinModules = .none }
        // Node's other allow-listed names (empty objects otherwise) too.
        for name in ["os", "natives", "timers", "contextify", "tcp_wrap"] {
            #expect(try await refusal("process.binding('\(name)')", in: runtime)
                    == "ERR_ACCESS_DENIED: Access to the binding '\(name)' is denied in this runtime")
        }
        await runtime.shutdown()
    }
}
