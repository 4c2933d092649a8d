#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines from a file descriptor (a pipe, a file), read without any terminal handling: what
/// `eddy -i` reads when standard input is not a terminal. The session writes the prompts.
public final class PlainLineInput: REPLInput {
    private let fileDescriptor: Int32

    public init(fileDescriptor: Int32 = 0) {
        self.fileDescriptor = fileDescriptor
    }

    public var showsPrompt: Bool { false }

    public func readLine(prompt: String, completer: REPLCompleter) -> REPLInputEvent {
        // Byte by byte, so nothing past the line is taken from a descriptor another reader
        // may share; a REPL's input is typed or small.
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(fileDescriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                return bytes.isEmpty ? .end : .line(String(decoding: bytes, as: UTF8.self))
            }
            if byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return .line(String(decoding: bytes, as: UTF8.self))
    }
}

/// Lines given in advance, then the end: for tests and for embedders that script a session.
public final class ScriptedLineInput: REPLInput {
    private let events: [REPLInputEvent]
    private let position = AtomicCounter()

    public init(_ lines: [String]) {
        events = lines.map { .line($0) }
    }

    public init(events: [REPLInputEvent]) {
        self.events = events
    }

    public var showsPrompt: Bool { false }

    public func readLine(prompt: String, completer: REPLCompleter) -> REPLInputEvent {
        let index = position.next()
        return index < events.count ? events[index] : .end
    }
}
