import Foundation
import Testing

/// `eddy` as a script runner: the modes and the error reports of Node.
@Suite struct ScriptModeTests {
    static func scratch(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("eddy-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func evalRunsCodeWithArguments() throws {
        let outcome = try EddyExecutableTests.run(["-e", "console.log(process.argv.slice(1).join(','), typeof require)", "a", "b"])
        #expect(outcome.standardOutput == "a,b function\n")
        #expect(outcome.status == 0)
    }

    @Test func inputTypeModuleEvaluatesAnESModule() throws {
        let outcome = try EddyExecutableTests.run(
            ["--input-type=module", "-e", "import { sep } from 'node:path'; console.log(sep, typeof require, await 7)"])
        #expect(outcome.standardOutput == "/ undefined 7\n")
        #expect(outcome.status == 0)
        let bad = try EddyExecutableTests.run(["--input-type=json", "-e", "1"])
        #expect(bad.status == 9)
    }

    @Test func printPrintsTheResultAsConsoleLogDoes() throws {
        let outcome = try EddyExecutableTests.run(["-p", "({ a: [1, 'x'] })"])
        #expect(outcome.standardOutput == "{ a: [ 1, 'x' ] }\n")
    }

    /// process.stdin and readline on a pipe, as node reads it (expected output from node v20):
    /// flowing 'data' with an encoding, lines split at \n and \r\n, `for await` over lines.
    @Test func scriptsReadStandardInputAsNodeDoes() throws {
        let directory = try Self.scratch([
            "sum.js": """
                const rl = require('readline').createInterface({ input: process.stdin });
                let sum = 0, count = 0;
                rl.on('line', (line) => { sum += Number(line); count++; });
                rl.on('close', () => console.log(`lines=${count} sum=${sum}`));
                """,
            "text.js": """
                let text = '';
                process.stdin.setEncoding('utf8');
                process.stdin.on('data', (chunk) => { text += chunk; });
                process.stdin.on('end', () => console.log(JSON.stringify(text), process.stdin.readableEnded));
                """,
            "upper.js": """
                (async () => {
                  const lines = [];
                  for await (const line of require('readline').createInterface({ input: process.stdin })) lines.push(line.toUpperCase());
                  console.log(lines.join('|'));
                })();
                """,
        ])
        let input = "1\n2\r\n39\né€"
        #expect(try EddyExecutableTests.run(["sum.js"], in: directory, input: input).standardOutput == "lines=4 sum=NaN\n")
        #expect(try EddyExecutableTests.run(["sum.js"], in: directory, input: "1\n2\n39\n").standardOutput == "lines=3 sum=42\n")
        #expect(try EddyExecutableTests.run(["text.js"], in: directory, input: input).standardOutput
            == "\"1\\n2\\r\\n39\\né€\" true\n")
        #expect(try EddyExecutableTests.run(["upper.js"], in: directory, input: input).standardOutput == "1|2|39|É€\n")
    }

    /// process.stdin as a Readable on a pipe (expected output from node v20, input written at
    /// once, so the order is causal): read(3) in paused mode (the streams example of issue
    /// 16), read() to the end, pipe() through a Transform to process.stdout (which a pipe
    /// never ends), pause() after the first chunk (the process exits), async iteration.
    @Test func standardInputIsAReadableStream() throws {
        let directory = try Self.scratch(["stdin.js": """
            const mode = process.argv[2];
            if (mode === 'read3') {
              process.stdin.on('readable', function () { var buf = process.stdin.read(3); console.dir(buf); process.stdin.read(0); });
            } else if (mode === 'readall') {
              process.stdin.setEncoding('utf8');
              const seen = [];
              process.stdin.on('readable', () => { let c; while ((c = process.stdin.read()) !== null) seen.push(c); });
              process.stdin.on('end', () => console.log(JSON.stringify(seen.join('')), process.stdin.readableEnded, process.stdin instanceof require('stream').Readable));
            } else if (mode === 'pipe') {
              const { Transform } = require('stream');
              process.stdin.pipe(new Transform({ transform(c, e, cb) { cb(null, c.toString().toUpperCase()); } })).pipe(process.stdout);
              process.stdout.on('finish', () => console.error('stdout should not finish'));
            } else if (mode === 'pause') {
              process.stdin.once('data', (chunk) => {
                console.log('first', JSON.stringify(chunk.toString()));
                process.stdin.pause();
                console.log('paused', process.stdin.isPaused());
              });
            } else if (mode === 'iterate') {
              (async () => {
                let text = '';
                const it = process.stdin[Symbol.asyncIterator]();
                for (;;) { const { value, done } = await it.next(); if (done) break; text += value; }
                console.log('iterated', JSON.stringify(text));
              })();
            }
            """])
        let input = "abc\ndef\nghi\n"
        func run(_ mode: String) throws -> String {
            try EddyExecutableTests.run(["stdin.js", mode], in: directory, input: input).standardOutput
        }
        #expect(try run("read3") == """
            Buffer(3) [Uint8Array] [ 97, 98, 99 ]
            Buffer(3) [Uint8Array] [ 10, 100, 101 ]

            """)
        #expect(try run("readall") == "\"abc\\ndef\\nghi\\n\" true true\n")
        #expect(try run("pipe") == "ABC\nDEF\nGHI\n")
        #expect(try run("pause") == "first \"abc\\ndef\\nghi\\n\"\npaused true\n")
        #expect(try run("iterate") == "iterated \"abc\\ndef\\nghi\\n\"\n")
    }

    /// process.stdout passes bytes on as they are: a binary file piped to it arrives intact
    /// (the host's text sink would turn invalid UTF-8 into U+FFFD), text around it in order.
    @Test func binaryDataPipedToStandardOutputArrivesIntact() throws {
        let bytes: [UInt8] = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        let directory = try Self.scratch(["copy.js": """
            process.stdout.write('head\\n');
            require('fs').createReadStream('data.bin', { highWaterMark: 1000 }).pipe(process.stdout);
            process.on('exit', () => process.stdout.write('\\ntail'));
            """])
        try Data(bytes).write(to: directory.appendingPathComponent("data.bin"))
        let outputFile = directory.appendingPathComponent("out.bin")
        #expect(FileManager.default.createFile(atPath: outputFile.path, contents: nil))
        let process = Process()
        process.executableURL = EddyExecutableTests.executable
        process.arguments = ["copy.js"]
        process.currentDirectoryURL = directory
        let output = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        try output.close()
        let written = try Data(contentsOf: outputFile)
        #expect(process.terminationStatus == 0)
        #expect(written == Data("head\n".utf8) + Data(bytes) + Data("\ntail".utf8))
    }

    /// FinalizationRegistry callbacks run after the task whose collection found the target
    /// gone, and WeakRefs are cleared (with --expose-gc; node v20 prints the same).
    @Test func finalizationCallbacksRunAfterACollection() throws {
        let directory = try Self.scratch(["weak.js": """
            const registry = new FinalizationRegistry((held) => console.log('finalized', held));
            const ref = (function () { const target = {}; registry.register(target, 'temp'); return new WeakRef(target); })();
            setTimeout(() => { gc(); console.log('gc done', ref.deref()); }, 1);
            setTimeout(() => console.log('later'), 50);
            """])
        let outcome = try EddyExecutableTests.run(["--expose-gc", "weak.js"], in: directory)
        #expect(outcome.standardOutput == "gc done undefined\nfinalized temp\nlater\n")
    }

    @Test func checkReportsSyntaxErrorsWithoutRunning() throws {
        let directory = try Self.scratch(["good.js": "console.log('ran')\n", "bad.js": "let x = ;\n"])
        let good = try EddyExecutableTests.run(["-c", "good.js"], in: directory)
        #expect(good.status == 0)
        #expect(good.standardOutput.isEmpty)
        let bad = try EddyExecutableTests.run(["-c", "bad.js"], in: directory)
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("bad.js:1\nlet x = ;\n        ^\n"))
        #expect(bad.standardError.contains("SyntaxError: Unexpected token ';'"))
    }

    @Test func syntaxErrorInMainFileExitsOneWithLocation() throws {
        let directory = try Self.scratch(["main.js": "console.log('never')\nif (\n"])
        let outcome = try EddyExecutableTests.run(["main.js"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("main.js:3"))
        #expect(outcome.standardError.contains("SyntaxError"))
    }

    @Test func uncaughtErrorShowsTheSourceLineAndStack() throws {
        let directory = try Self.scratch(["main.js": "function explode() {\n  throw new RangeError('too far');\n}\nexplode();\n"])
        let outcome = try EddyExecutableTests.run(["main.js"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("main.js:2\n  throw new RangeError('too far');\n"))
        #expect(outcome.standardError.contains("RangeError: too far\n    at explode ("))
    }

    @Test func requireFlagPreloadsModules() throws {
        let directory = try Self.scratch(["pre.js": "globalThis.preloaded = 'yes'\n",
                                          "main.js": "console.log(globalThis.preloaded)\n"])
        let outcome = try EddyExecutableTests.run(["-r", "./pre.js", "main.js"], in: directory)
        #expect(outcome.standardOutput == "yes\n")
    }

    @Test func standardInputRunsAsAScript() throws {
        let outcome = try EddyExecutableTests.run(["-"], input: "console.log('from stdin', __filename)\n")
        #expect(outcome.standardOutput == "from stdin [stdin]\n")
        let piped = try EddyExecutableTests.run([], input: "console.log(1 + 1)\n")
        #expect(piped.standardOutput == "2\n")
    }

    @Test func missingMainModuleIsCannotFindModule() throws {
        let directory = try Self.scratch([:])
        let outcome = try EddyExecutableTests.run(["nope.js"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("Error: Cannot find module '"))
        #expect(outcome.standardError.contains("nope.js'"))
    }

    @Test func exposeGCDefinesGlobalGC() throws {
        let plain = try EddyExecutableTests.run(["-p", "typeof gc"])
        #expect(plain.standardOutput == "undefined\n")
        let exposed = try EddyExecutableTests.run(["--expose-gc", "-p", "gc(), typeof gc"])
        #expect(exposed.standardOutput == "function\n")
    }

    @Test func heapLimitEndsWithFatalError() throws {
        let outcome = try EddyExecutableTests.run(
            ["--max-old-space-size=64", "-e", "const keep = []; while (true) keep.push({ a: keep.length, b: [1, 2, 3] })"])
        #expect(outcome.status == 134)
        #expect(outcome.standardError.contains("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"))
    }
}
