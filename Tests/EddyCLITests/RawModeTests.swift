import Foundation
import Testing

/// `process.stdin.setRawMode` on a real terminal (a pseudo-terminal driven by
/// `REPL/pty_drive.py`): keys arrive one at a time without Enter, Ctrl-C is a byte rather
/// than SIGINT, and `readline.emitKeypressEvents` names them.
@Suite(.serialized) struct RawModeTests {
    static let script = """
        const tty = require('tty');
        const before = process.stdin.isRaw;
        process.stdin.setRawMode(true);
        console.log('raw', before, process.stdin.isRaw, process.stdin instanceof tty.ReadStream);
        require('readline').emitKeypressEvents(process.stdin);
        process.stdin.on('keypress', (string, key) => {
          console.log(`key ${key.name} ctrl=${key.ctrl}`);
          if (key.ctrl && key.name === 'c') {
            process.stdin.setRawMode(false);
            console.log('restored', process.stdin.isRaw);
            process.exit(0);
          }
        });
        process.stdout.write('> ');
        """

    @Test func keysArriveOneByOneAndCtrlCIsAKey() throws {
        let steps: [REPLTests.Step] = [
            .init(send: "a", expect: "key a ctrl=false", waitPrompt: false),
            .init(send: "\u{1B}[A", expect: "key up ctrl=false", waitPrompt: false),
            .init(send: "\u{03}", expect: "restored false", waitPrompt: false),
        ]
        let (ok, screen) = try REPLTests.drive(steps, environment: ["EDDY_ARGS": #"["-e", \#(jsonString(Self.script))]"#])
        #expect(ok, "\(screen)")
        #expect(screen.contains("raw false true true"))
    }

    private func jsonString(_ text: String) throws -> String {
        String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }
}
