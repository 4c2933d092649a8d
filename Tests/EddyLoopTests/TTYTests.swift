import Foundation
import Testing
@testable import EddyLoop

@Suite struct TTYTests {
    /// A pseudo-terminal pair; tests own a terminal of their own rather than `/dev/tty`,
    /// which a test run may not have.
    struct PseudoTerminal {
        let controller: Int32
        let terminal: Int32

        init() throws {
            // Swift's Glibc module hides the X/Open pseudo-terminal functions (they need
            // _XOPEN_SOURCE), so they are looked up in the C library by name.
            let openpt = try StreamTestSupport.libc("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
            let grantpt = try StreamTestSupport.libc("grantpt", as: (@convention(c) (Int32) -> Int32).self)
            let unlockpt = try StreamTestSupport.libc("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
            let ptsname = try StreamTestSupport.libc("ptsname_r", as:
                (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)
            controller = openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
            try #require(controller >= 0, "posix_openpt failed: errno \(errno)")
            try #require(grantpt(controller) == 0 && unlockpt(controller) == 0)
            var name = [CChar](repeating: 0, count: 128)
            try #require(ptsname(controller, &name, name.count) == 0)
            terminal = open(String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
                            O_RDWR | O_NOCTTY | O_CLOEXEC)
            try #require(terminal >= 0, "opening the terminal side failed: errno \(errno)")
        }

        func close() {
            Glibc.close(terminal)
            Glibc.close(controller)
        }

        /// The terminal's line discipline flags, as `tcgetattr` reads them.
        var localFlags: tcflag_t {
            var attributes = termios()
            _ = tcgetattr(terminal, &attributes)
            return attributes.c_lflag
        }
    }

    @Test func guessHandleTypeTellsFilesPipesAndTerminals() throws {
        let directory = try StreamTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = open(directory + "/input.txt", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(file >= 0)
        defer { Glibc.close(file) }
        #expect(TTY.guessHandleType(file) == .file)

        let pipe = try StreamTestSupport.makePipe()
        defer {
            Glibc.close(pipe.reader)
            Glibc.close(pipe.writer)
        }
        #expect(TTY.guessHandleType(pipe.reader) == .pipe)
        #expect(TTY.guessHandleType(pipe.writer) == .pipe)

        let pty = try PseudoTerminal()
        defer { pty.close() }
        #expect(TTY.guessHandleType(pty.terminal) == .tty)
        #expect(TTY.guessHandleType(-1) == .unknown)
    }

    @Test func ttyRefusesARegularFile() throws {
        let directory = try StreamTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = open(directory + "/input.txt", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(file >= 0)
        defer { Glibc.close(file) }
        let loop = try EventLoop()
        #expect(StreamTestSupport.uvError { _ = try TTY(loop: loop, fd: file) }?.name == "EINVAL")
        try StreamTestSupport.run(loop)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveHandleCount == 0)
    }

    @Test func rawModeWindowSizeAndWritesOnAPseudoTerminal() throws {
        let pty = try PseudoTerminal()
        defer { pty.close() }
        var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        try #require(ioctl(pty.controller, UInt(TIOCSWINSZ), &size) == 0)

        let loop = try EventLoop()
        let tty = try TTY(loop: loop, fd: pty.terminal)
        #expect(try tty.windowSize == TTY.WindowSize(columns: 100, rows: 40))

        let canonical = tcflag_t(ICANON | ECHO)
        #expect(pty.localFlags & canonical == canonical)
        try tty.setMode(.raw)
        #expect(pty.localFlags & canonical == 0)
        try tty.setMode(.normal)
        #expect(pty.localFlags & canonical == canonical)
        // libuv remembers the mode before the first switch, process-wide; this is the only
        // test that switches modes, so that saved mode is this terminal's.
        try tty.setMode(.raw)
        try TTY.resetMode()
        #expect(pty.localFlags & canonical == canonical)

        var writes = 0
        try tty.write(Array("hi".utf8)) { result in
            #expect(throws: Never.self) { try result.get() }
            writes += 1
            tty.close()
        }
        try StreamTestSupport.run(loop)
        #expect(writes == 1)
        var echoed = [UInt8](repeating: 0, count: 16)
        let count = read(pty.controller, &echoed, echoed.count)
        #expect(count == 2)
        #expect(Array(echoed.prefix(max(count, 0))) == Array("hi".utf8))
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }
}
