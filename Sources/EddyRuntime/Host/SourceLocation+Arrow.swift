import EddyEngine

extension SourceLocation {
    /// The lines Node puts before an error's stack when it decorates it (an uncaught
    /// exception's report, or an error leaving `vm` or a module's compilation): the place,
    /// the source line and a caret under the column, or nil when the line is unknown.
    var arrow: String? {
        guard let line = sourceLine else { return nil }
        return "\(fileName):\(lineNumber)\n\(line)\n" + String(repeating: " ", count: max(0, columnNumber - 1)) + "^\n"
    }

    /// The place and source line an arrow starts with: a stack that already starts so was
    /// decorated once.
    var arrowPlace: String? {
        sourceLine.map { "\(fileName):\(lineNumber)\n\($0)\n" }
    }
}
