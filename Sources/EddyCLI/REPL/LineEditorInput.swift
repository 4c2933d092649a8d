import CLibEdit
import EddyRuntime
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL's terminal input: libedit's line editor (emacs keys: arrows, Home/End,
/// Ctrl-A/E/K/U/W, Ctrl-R reverse search), with history kept in a file (`REPLHistory`) and
/// Tab asking the session for completions.
///
/// libedit's blocking `el_gets` runs on the REPL's reader thread, which is the only thread
/// that touches the editor (its callback interface is broken in the libedit Debian ships,
/// see DESIGN.md); hence `@unchecked Sendable`. The one exception is `writeAboveLine`,
/// which the loop thread calls for output while a line is being edited: it clears the line,
/// writes, and wakes the editor (through a pipe its character reader also polls) to draw
/// the prompt and the line again, as Node's readline does.
final class LineEditorInput: REPLInput, @unchecked Sendable {
    /// The key bound to libedit's redisplay, sent by the wake-up pipe.
    private static let redisplayKey: wchar_t = 0x1D
    private let isEditing = Atomic<Bool>(false)
    private var wakeUpPipe: (read: Int32, write: Int32) = (-1, -1)
    private let library: LineEditorLibrary
    private let editor: OpaquePointer
    private let history: OpaquePointer?
    private let historyFile: REPLHistory
    /// The prompt libedit shows, as a C string that lives until the next one.
    private var prompt: UnsafeMutablePointer<CChar>?
    /// Set by the Ctrl-C key function for the `el_gets` call in progress.
    private var interruptedLine: (lineWasEmpty: Bool, Void)?
    private var completer: REPLCompleter?

    init?(library: LineEditorLibrary, historyFile: REPLHistory) {
        let lib = library.functions
        // Streams of its own over the descriptors (the C globals are shared mutable state).
        guard let input = fdopen(0, "r"), let output = fdopen(1, "w"), let errors = fdopen(2, "w"),
            let editor = lib.pointee.el_init?("eddy", input, output, errors)
        else { return nil }
        self.library = library
        self.editor = editor
        self.historyFile = historyFile
        history = eddy_history_make(lib, Int32(REPLHistory.capacity))
        if let history {
            // Oldest first, so the newest is one Up-arrow away.
            for line in historyFile.load().reversed() { eddy_history_enter(lib, history, line) }
            eddy_el_set_history(lib, editor, history)
        }
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            wakeUpPipe = (descriptors[0], descriptors[1])
            _ = fcntl(descriptors[1], F_SETFL, O_NONBLOCK)
        }
        eddy_el_set_editor(lib, editor, "emacs")
        eddy_el_set_signal(lib, editor, 1)
        eddy_el_set_client_data(lib, editor, Unmanaged.passUnretained(self).toOpaque())
        eddy_el_set_prompt(lib, editor) { editor in
            LineEditorInput.owner(of: editor)?.prompt
        }
        // Ctrl-C is a key while a line is edited (not SIGINT), so the session can tell a
        // cleared line from an empty one.
        eddy_el_set_tty(lib, editor, "-isig")
        eddy_el_add_function(lib, editor, "eddy-interrupt", "Abandon the line (Ctrl-C)") { editor, _ in
            guard let input = LineEditorInput.owner(of: editor) else { return UInt8(CC_NORM) }
            let isEmpty = input.library.functions.pointee.el_line?(editor).map { $0.pointee.lastchar == $0.pointee.buffer } ?? true
            input.interruptedLine = (isEmpty, ())
            return UInt8(CC_NEWLINE)
        }
        eddy_el_bind(lib, editor, "^C", "eddy-interrupt")
        eddy_el_add_function(lib, editor, "eddy-complete", "Complete the word (Tab)") { editor, _ in
            LineEditorInput.owner(of: editor)?.complete() ?? UInt8(CC_NORM)
        }
        eddy_el_bind(lib, editor, "^I", "eddy-complete")
        eddy_el_bind(lib, editor, "^]", "ed-redisplay")
        eddy_el_set_character_reader(lib, editor) { editor, character in
            guard let input = LineEditorInput.owner(of: editor), let character else { return -1 }
            return input.readCharacter(into: character)
        }
        eddy_el_bind(lib, editor, "^R", "em-inc-search-prev")
        eddy_el_bind(lib, editor, "^W", "ed-delete-prev-word")
        eddy_el_bind(lib, editor, "^U", "vi-kill-line-prev")
    }

    deinit {
        library.functions.pointee.el_end?(editor)
        if let history { library.functions.pointee.history_end?(history) }
        prompt?.deallocate()
    }

    private static func owner(of editor: OpaquePointer?) -> LineEditorInput? {
        // libedit calls back only once it has been loaded.
        guard let editor, case .success(let library) = LineEditorLibrary.shared,
              let data = eddy_el_client_data(library.functions, editor) else { return nil }
        return Unmanaged<LineEditorInput>.fromOpaque(data).takeUnretainedValue()
    }

    var showsPrompt: Bool { true }

    func readLine(prompt text: String, completer: REPLCompleter) -> REPLInputEvent {
        self.completer = completer
        setPrompt(text)
        interruptedLine = nil
        var count: Int32 = 0
        isEditing.store(true, ordering: .sequentiallyConsistent)
        let line = library.functions.pointee.el_gets?(editor, &count)
        isEditing.store(false, ordering: .sequentiallyConsistent)
        if let interrupted = interruptedLine {
            // The key function ended the line where the cursor was: move past it.
            interruptedLine = nil
            FileDescriptorSink.standardOutput.write("\n")
            return .interrupt(lineWasEmpty: interrupted.lineWasEmpty)
        }
        guard let line, count > 0 else {
            return .end
        }
        var text = String(cString: line)
        if text.hasSuffix("\n") { text.removeLast() }
        if !text.trimmingWhitespace.isEmpty {
            if let history { eddy_history_enter(library.functions, history, text) }
            historyFile.add(text)
        }
        return .line(text)
    }

    /// Output from the loop thread (a timer's `console.log`): above the line being edited,
    /// which is then drawn again.
    func writeAboveLine(_ text: String) {
        guard isEditing.load(ordering: .sequentiallyConsistent), wakeUpPipe.write >= 0 else {
            FileDescriptorSink.standardOutput.write(text)
            return
        }
        FileDescriptorSink.standardOutput.write("\r\u{1B}[K" + text + (text.hasSuffix("\n") ? "" : "\n"))
        var byte: UInt8 = 1
        _ = write(wakeUpPipe.write, &byte, 1)
    }

    /// libedit's character reader: one character from the terminal (UTF-8 decoded), or the
    /// redisplay key when `writeAboveLine` wrote something. 1: a character, 0: end, -1: error.
    private func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        while true {
            var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wakeUpPipe.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, wakeUpPipe.read >= 0 ? 2 : 1, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if descriptors[1].revents != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                _ = read(wakeUpPipe.read, &drained, drained.count)
                character.pointee = Self.redisplayKey
                return 1
            }
            guard descriptors[0].revents != 0 else { continue }
            guard let first = readByte() else { return 0 }
            let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
            var bytes = [first]
            while bytes.count < length, let next = readByte() { bytes.append(next) }
            let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first?.value ?? 0xFFFD
            character.pointee = wchar_t(bitPattern: scalar)
            return 1
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    private func setPrompt(_ text: String) {
        prompt?.deallocate()
        let bytes = Array(text.utf8CString)
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        copy.initialize(from: bytes, count: bytes.count)
        prompt = copy
    }

    /// Tab: one candidate is inserted; several extend the word by what they share, or are
    /// listed under the line when they share nothing more.
    private func complete() -> UInt8 {
        guard let completer, let info = library.functions.pointee.el_line?(editor) else { return UInt8(CC_NORM) }
        let start = UnsafeRawPointer(info.pointee.buffer)
        let cursor = UnsafeRawPointer(info.pointee.cursor)
        guard let start, let cursor else { return UInt8(CC_NORM) }
        let length = cursor - start
        let before = String(decoding: UnsafeRawBufferPointer(start: start, count: length), as: UTF8.self)
        let completion = completer.complete(before)
        let candidates = completion.candidates
        guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        let shared = commonPrefix(candidates)
        if shared.count > completion.word.count {
            let suffix = String(shared.dropFirst(completion.word.count))
            _ = library.functions.pointee.el_insertstr?(editor, suffix)
            return UInt8(CC_REFRESH)
        }
        if candidates.count == 1 { return UInt8(CC_REFRESH) }
        printColumns(candidates)
        return UInt8(CC_REDISPLAY)
    }

    private func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }

    private func printColumns(_ words: [String]) {
        let width = (words.map(\.count).max() ?? 0) + 2
        var size = winsize()
        let columns = ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        let perLine = max(1, columns / width)
        var text = "\n"
        for (index, word) in words.enumerated() {
            let isLast = index % perLine == perLine - 1 || index == words.count - 1
            text += isLast ? word + "\n" : word.padding(to: width)
        }
        FileDescriptorSink.standardOutput.write(text)
    }
}

extension String {
    fileprivate var trimmingWhitespace: Substring {
        drop(while: { $0 == " " || $0 == "\t" })
    }

    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
