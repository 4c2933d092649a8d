import EddyLoop

/// The module loader's real paths. Node's loader resolves every module file's real path
/// through a cache kept for the whole process (its `realpathCache`), so a tree of modules
/// in one directory resolves the directory once and then only checks each file; this is
/// that cache, for directories, on the host.
extension RuntimeHost {
    /// The real path of the module file at `path` (absolute and normalized, as the loader
    /// builds it), or `nil` when it cannot be resolved.
    func moduleRealpath(_ path: String) -> String? {
        let fs = FileSystem(loop: loop)
        guard let slash = Self.lastSeparatorOfPlainPath(path) else { return try? fs.realpath(path) }
        guard let status = try? fs.lstat(path) else { return nil }
        if status.isSymbolicLink { return try? fs.realpath(path) }
        let directory = slash == path.utf8.startIndex ? "/" : String(path[..<slash])
        let realDirectory: String
        if let cached = moduleDirectoryRealpaths[directory] {
            realDirectory = cached
        } else {
            guard let resolved = try? fs.realpath(directory) else { return nil }
            moduleDirectoryRealpaths[directory] = resolved
            realDirectory = resolved
        }
        let name = path[path.utf8.index(after: slash)...]
        return realDirectory == "/" ? "/" + name : realDirectory + "/" + name
    }

    /// The index of the last `/` of an absolute path none of whose segments is empty, `.`
    /// or `..` (so its directory and name can be taken apart as text); `nil` otherwise.
    private static func lastSeparatorOfPlainPath(_ path: String) -> String.Index? {
        let bytes = path.utf8
        guard bytes.first == UInt8(ascii: "/") else { return nil }
        var last = bytes.startIndex
        var segmentLength = 0
        var dots = 0
        var index = bytes.index(after: bytes.startIndex)
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || segmentLength == dots { return nil }
                last = index
                segmentLength = 0
                dots = 0
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: "."), dots == segmentLength - 1, dots < 2 { dots += 1 }
            }
            index = bytes.index(after: index)
        }
        if segmentLength == 0 || segmentLength == dots { return nil }
        return last
    }
}
