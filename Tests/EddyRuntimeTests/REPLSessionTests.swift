import EddyRuntime
import Synchronization
import Testing

/// The REPL as a library component: `RuntimeHost.runREPL` over any line input, writing to
/// the configuration's output sink.
@Suite struct REPLSessionTests {
    final class Collector: Sendable {
        let text = Mutex("")
        func append(_ string: String) { text.withLock { $0 += string } }
    }

    func run(_ input: any REPLInput) throws -> (String, Int32) {
        let collector = Collector()
        let configuration = RuntimeConfiguration(standardOutput: { collector.append($0) },
                                                 standardError: { collector.append($0) })
        let code = RuntimeHost.onScriptThread {
            (try? RuntimeHost(configuration: configuration))?.runREPL(input: input, options: REPLOptions(showsWelcome: false)) ?? -1
        }
        return (collector.text.withLock { $0 }, code)
    }

    @Test func scriptedLinesAreEvaluatedInOrder() throws {
        let (output, code) = try run(ScriptedLineInput(["let a = 20", "a + 22", "_ / 2", "nope", "[_error.name]"]))
        #expect(code == 0)
        #expect(output == "> undefined\n> 42\n> 21\n> Uncaught ReferenceError: nope is not defined\n> [ 'ReferenceError' ]\n> ")
    }

    @Test func timersKeepTheLoopGoingAfterTheInputEnds() throws {
        let (output, code) = try run(ScriptedLineInput(["setTimeout(() => console.log('later'), 10); 'now'"]))
        #expect(code == 0)
        #expect(output == "> 'now'\n> later\n")
    }

    @Test func interruptEventsClearTheBufferedCommand() throws {
        let (output, _) = try run(ScriptedLineInput(events: [
            .line("[1,"), .interrupt(lineWasEmpty: true), .interrupt(lineWasEmpty: true), .line("1"),
        ]))
        #expect(output == "> ... > (To exit, press Ctrl+C again or Ctrl+D or type .exit)\n> 1\n> ")
    }

    @Test func completionWalksThePrototypeChainWithoutGetters() throws {
        let completion = Mutex<REPLCompletion?>(nil)
        final class CompletingInput: REPLInput, @unchecked Sendable {
            var step = 0
            let result: (REPLCompletion) -> Void
            init(result: @escaping (REPLCompletion) -> Void) { self.result = result }
            var showsPrompt: Bool { true }
            func readLine(prompt: String, completer: REPLCompleter) -> REPLInputEvent {
                step += 1
                switch step {
                case 1: return .line("const box = { get boom() { throw new Error('ran') }, value: 'x' }")
                case 2:
                    result(completer.complete("box.value.toUpp"))
                    result(completer.complete("box.b"))
                    return .end
                default: return .end
                }
            }
        }
        var seen: [REPLCompletion] = []
        let lock = NSLockish()
        let input = CompletingInput { value in lock.run { seen.append(value) } }
        _ = completion
        let (output, _) = try run(input)
        #expect(!output.contains("ran"))
        #expect(seen == [REPLCompletion(candidates: ["toUpperCase"], word: "toUpp"),
                         REPLCompletion(candidates: ["boom"], word: "b")])
    }
}

/// A tiny lock for the test's closure (the completer runs on the reader thread).
final class NSLockish: @unchecked Sendable {
    private let mutex = Mutex(())
    func run(_ body: () -> Void) { mutex.withLock { _ in body() } }
}
