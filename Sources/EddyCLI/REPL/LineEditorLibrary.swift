import CLibEdit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libedit, loaded the first time the REPL starts on a terminal. `eddy` does not link it,
/// so a script never pays for loading it and its libraries (ncurses' terminfo, libbsd,
/// libmd) at start-up; `EDDY_LIBEDIT` names another file to load (tests use it).
///
/// The table is filled once and never changes or goes away, so it can be read from any
/// thread (the REPL's reader thread and libedit's callbacks into Swift).
final class LineEditorLibrary: @unchecked Sendable {
    /// libedit's functions (all present: loading fails otherwise).
    let functions: UnsafeMutablePointer<eddy_libedit>

    private init(functions: UnsafeMutablePointer<eddy_libedit>) {
        self.functions = functions
    }

    /// Why libedit could not be loaded, in the dynamic linker's words.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The names tried in turn, as the dynamic linker searches them.
    #if canImport(Darwin)
    static let defaultNames = ["libedit.3.dylib", "libedit.dylib"]
    #else
    static let defaultNames = ["libedit.so.2", "libedit.so"]
    #endif

    /// The library, loaded on first use.
    static let shared: Result<LineEditorLibrary, LoadError> = {
        let names = getenv("EDDY_LIBEDIT").map { [String(cString: $0)] }.flatMap { $0 == [""] ? nil : $0 }
        return load(names ?? defaultNames)
    }()

    /// Loads the first of `names` that loads; otherwise the error of the first one.
    static func load(_ names: [String]) -> Result<LineEditorLibrary, LoadError> {
        var firstProblem: String?
        for name in names {
            let functions = UnsafeMutablePointer<eddy_libedit>.allocate(capacity: 1)
            functions.initialize(to: eddy_libedit())
            if let problem = eddy_libedit_open(name, functions) {
                firstProblem = firstProblem ?? String(cString: problem)
                functions.deallocate()
                continue
            }
            return .success(LineEditorLibrary(functions: functions))
        }
        return .failure(LoadError(description: firstProblem ?? "no library to load"))
    }
}
