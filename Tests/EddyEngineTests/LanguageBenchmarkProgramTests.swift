import Foundation
import Testing
@testable import EddyEngine

/// Whole programs: the "Are We Fast Yet" benchmarks (../shared/bench/awfy) loaded through a
/// small CommonJS `require` written in JavaScript, each run once and checked by its own
/// `verifyResult`.
@Suite struct LanguageBenchmarkProgramTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/bench/awfy").standardized.path

    static let loader = """
        var __modules = {};
        function require(name) {
          if (__modules[name]) return __modules[name].exports;
          var module = { exports: {} };
          __modules[name] = module;
          var body = __sources[name];
          if (body === undefined) throw new Error('no module ' + name);
          new Function('exports', 'require', 'module', body)(module.exports, require, module);
          return module.exports;
        }
        """

    static func run(benchmark file: String, className: String) -> String {
        let agent = Agent()
        do {
            let sources = agent.makeObject()
            for name in ["benchmark", "som", file] {
                let text = try String(contentsOfFile: "\(directory)/\(name).js", encoding: .utf8)
                sources.storeProperty(agent.key("./\(name)"), JSValue(text), attributes: .defaultData)
            }
            agent.currentRealm.globalObject.storeProperty(agent.key("__sources"), .object(sources), attributes: .defaultData)
            // CD verifies only from 10 aircraft on; the others verify any count.
            let iterations = file == "cd" ? 10 : 1
            let source = loader + "\nString(require('./\(file)').newInstance().innerBenchmarkLoop(\(iterations)))"
            let value = try agent.evaluateScript(source, name: "\(file)-main.js")
            return render(value, agent)
        } catch let exception as JSException {
            return "throws " + ((try? agent.getV(exception.value, agent.key("stack")).asString?.stringValue) ?? nil ?? "?")
        } catch {
            return "error \(error)"
        }
    }

    static let benchmarks: [(String, String)] = [
        ("towers", "Towers"), ("list", "List"), ("storage", "Storage"), ("mandelbrot", "Mandelbrot"),
    ]

    @Test(arguments: benchmarks)
    func benchmarkRunsAndVerifies(_ benchmark: (String, String)) {
        #expect(Self.run(benchmark: benchmark.0, className: benchmark.1) == "true", "\(benchmark.0)")
    }

    /// The programs that use `Array.prototype.fill` and `Math` (json.js and deltablue.js
    /// are not run here). Havlak's one iteration takes minutes of a debug build's CPU, most
    /// of the unit suite's: tools/test.sh runs it under the release build instead.
    static let usingMoreBuiltins: [(String, String)] = [
        ("richards", "Richards"), ("queens", "Queens"), ("permute", "Permute"), ("sieve", "Sieve"),
        ("bounce", "Bounce"), ("nbody", "NBody"), ("cd", "CD"),
    ]

    @Test(arguments: usingMoreBuiltins)
    func benchmarkNeedingMoreBuiltinsRunsAndVerifies(_ benchmark: (String, String)) {
        #expect(Self.run(benchmark: benchmark.0, className: benchmark.1) == "true", "\(benchmark.0)")
    }
}
