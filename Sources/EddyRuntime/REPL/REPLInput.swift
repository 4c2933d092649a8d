/// Where a REPL reads its lines: a terminal through a line editor, a pipe, or anything an
/// embedder supplies. `readLine` runs on a reader thread of the REPL's own and may block
/// there; the loop keeps running meanwhile.
public protocol REPLInput: AnyObject, Sendable {
    /// Whether `readLine` shows the prompt itself (a line editor does); otherwise the
    /// session writes it to the output before asking for a line.
    var showsPrompt: Bool { get }

    /// Reads one line (without its line terminator), showing `prompt` if the input shows
    /// prompts. `completer` gives completions for the text before the cursor (Tab); it
    /// may be called from within `readLine`, on the reader thread.
    func readLine(prompt: String, completer: REPLCompleter) -> REPLInputEvent
}

/// What the reader thread hands to the session.
public enum REPLInputEvent: Equatable, Sendable {
    case line(String)
    /// Ctrl-C at the prompt; whether the line being typed was empty (a second Ctrl-C on an
    /// empty line exits).
    case interrupt(lineWasEmpty: Bool)
    /// Ctrl-D on an empty line, or the end of the input.
    case end
}

/// Completions of the text before the cursor, computed by the session on the loop thread.
public struct REPLCompletion: Equatable, Sendable {
    /// Every candidate that starts with `word`.
    public var candidates: [String]
    /// The word being completed (the end of the line that the candidates replace).
    public var word: String

    public init(candidates: [String], word: String) {
        self.candidates = candidates
        self.word = word
    }
}

/// Asks the session for completions from the reader thread, waiting for the loop to answer.
public struct REPLCompleter: Sendable {
    let body: @Sendable (String) -> REPLCompletion

    public init(_ body: @escaping @Sendable (String) -> REPLCompletion) {
        self.body = body
    }

    public func complete(_ textBeforeCursor: String) -> REPLCompletion {
        body(textBeforeCursor)
    }
}

/// How the REPL presents itself.
public struct REPLOptions: Sendable {
    /// Whether the REPL talks to a terminal (`.editor` exists, Ctrl-D prints a newline).
    public var isTerminal: Bool
    /// Results in colour, as Node's on a terminal.
    public var usesColors: Bool
    /// `Welcome to Eddy v….` before the first prompt.
    public var showsWelcome: Bool
    /// Whether closing the REPL (`.exit`, Ctrl-D) ends the process, as `eddy` does; an
    /// embedder's REPL instead returns from `runREPL` once the loop has nothing left.
    public var exitsOnClose: Bool
    /// Lets another thread interrupt the REPL (Ctrl-C from a signal).
    public var interrupter: REPLInterrupter?

    public init(isTerminal: Bool = false, usesColors: Bool = false, showsWelcome: Bool = true,
                exitsOnClose: Bool = false, interrupter: REPLInterrupter? = nil) {
        self.isTerminal = isTerminal
        self.usesColors = usesColors
        self.showsWelcome = showsWelcome
        self.exitsOnClose = exitsOnClose
        self.interrupter = interrupter
    }
}
