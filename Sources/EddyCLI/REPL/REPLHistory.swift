import EddyRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL's history file, in Node's format: one entry a line, newest first, at most
/// `capacity` entries. `~/.eddy_repl_history` unless `EDDY_REPL_HISTORY` names another
/// file; an empty `EDDY_REPL_HISTORY` keeps no history. Rewritten after each line, so a
/// session killed by a signal loses nothing.
final class REPLHistory: @unchecked Sendable {
    static let capacity = 1_000

    /// nil: history is not saved.
    let path: String?
    private var entries: [String] = []

    init(path: String?) {
        self.path = path
    }

    /// The file `environment` asks for.
    static func path(environment: [String: String]) -> String? {
        if let path = environment["EDDY_REPL_HISTORY"] {
            return path.isEmpty ? nil : path
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.eddy_repl_history"
    }

    /// The saved entries, newest first.
    func load() -> [String] {
        guard let path, let text = TextFile.contents(atPath: path) else { return [] }
        entries = text
            .split(separator: "\n", omittingEmptySubsequences: true)
            .prefix(Self.capacity)
            .map(String.init)
        return entries
    }

    /// Records a line (a repeat of the newest entry is not stored twice) and saves.
    func add(_ line: String) {
        guard line != entries.first else { return }
        entries.insert(line, at: 0)
        if entries.count > Self.capacity { entries.removeLast(entries.count - Self.capacity) }
        save()
    }

    private func save() {
        guard let path else { return }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return }
        FileDescriptorSink(fileDescriptor: descriptor).write(entries.joined(separator: "\n") + "\n")
        close(descriptor)
    }
}
