#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import EddySyntax

/// A module host over plain files, for `ScriptHost` (the test262 runner): specifiers are
/// paths relative to the importing file; `.json` with `type: 'json'` is a JSON module.
/// Each path is one module.
final class FileModuleHost: ModuleHost {
    private var modules: [String: ModuleRecord] = [:]

    /// Makes `module` the one `path` names (an entry module given as text).
    func register(_ module: ModuleRecord, path: String) {
        modules[FileModuleHost.normalize(path)] = module
    }

    func loadImportedModule(_ specifier: String, attributes: [(key: String, value: String)], referrer: ModuleRecord?,
                            referrerName: String, in agent: Agent) throws -> ModuleRecord {
        let base = (referrer?.name ?? referrerName)
        let directory = base.contains("/") ? String(base[..<(base.lastIndex(of: "/") ?? base.endIndex)]) : "."
        let path = FileModuleHost.normalize(specifier.hasPrefix("/") ? specifier : directory + "/" + specifier)
        let type = attributes.first { $0.key == "type" }?.value
        if let unsupported = attributes.first(where: { $0.key != "type" }) {
            throw agent.syntaxError("Import attribute '\(unsupported.key)' is not supported")
        }
        if let module = modules[path] { return module }
        guard let text = FileModuleHost.readText(path) else {
            throw agent.typeError("Cannot find module '\(path)' imported from \(base)")
        }
        let module: ModuleRecord
        if type == "json" || path.hasSuffix(".json") {
            guard type == "json" else {
                throw agent.typeError("Module \"\(path)\" needs an import attribute of \"type: json\"")
            }
            // §16.2.1.7.4 ParseJSONModule: a bad file fails the import, before anything runs.
            var parser = JSONParser(Array(text.utf16), agent: agent)
            let value: JSValue
            do { value = try parser.parse() } catch let failure as JSONParser.Failure {
                throw agent.syntaxError(failure.message)
            }
            module = agent.makeSyntheticModule(name: path, exportNames: ["default"]) { _, module in
                module.setSyntheticExport("default", value)
            }
        } else if let type {
            throw agent.typeError("Import attribute type \"\(type)\" is unsupported")
        } else {
            module = try agent.makeSourceTextModule(text, name: path)
        }
        modules[path] = module
        return module
    }

    func importMetaProperties(of module: ModuleRecord, in agent: Agent) throws -> [(String, JSValue)] {
        [("url", JSValue("file://" + module.name))]
    }

    /// The whole of a UTF-8 file, or nil if it cannot be read.
    static func readText(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        if ferror(file) != 0 { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `a/./b/../c` as `a/c`.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}

extension ScriptHost {
    /// Evaluates `source` as a module named `path` (its imports resolve from the file's
    /// directory; other modules importing `path` get this one) and runs the jobs it queues.
    /// A failure to parse, load or link is a `.parse` failure; an error while evaluating, a
    /// `.runtime` one.
    public func evaluateModule(_ source: String, path: String) throws(ScriptFailure) {
        let host = moduleHost
        let module: ModuleRecord
        let promise: JSObject
        do {
            module = try agent.makeSourceTextModule(source, name: path)
            host.register(module, path: path)
            try agent.loadRequestedModules(module)
            try agent.link(module)
        } catch {
            throw failure(error, phase: .parse)
        }
        promise = agent.evaluate(module)
        try runJobs()
        if let promise = promise as? JSPromise, case .rejected = promise.state {
            throw failure(JSException(promise.result), phase: .runtime)
        }
    }
}
