import Synchronization

/// A regular expression literal of compiled code (§12.2.8.3): its text, and the program
/// compiled at its first evaluation. Every later evaluation reuses that program (in any
/// agent: programs are immutable), so a literal in a loop or a function called again and
/// again neither parses nor hashes its pattern a second time.
final class RegExpLiteral: Sendable {
    let pattern: [UInt16]
    let flags: [UInt16]
    private let compiled = Mutex<RegExpProgram?>(nil)

    init(pattern: [UInt16], flags: String) {
        self.pattern = pattern
        self.flags = Array(flags.utf16)
    }

    /// The compiled program, or the SyntaxError of the first evaluation.
    func program(in agent: Agent) throws -> RegExpProgram {
        if let program = compiled.withLock({ $0 }) { return program }
        let program = try RegExpBuiltins.compileProgram(pattern: pattern, flags: flags, in: agent)
        compiled.withLock { $0 = program }
        return program
    }
}
