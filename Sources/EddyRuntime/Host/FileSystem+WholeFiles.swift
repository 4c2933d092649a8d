import EddyLoop

/// Whole-file reads and writes, composed from EddyLoop's single operations: the sync forms
/// for `readFileSync` and the module loader, the async forms chain requests on the loop.
extension FileSystem {
    private static let chunkSize = 1 << 16

    /// A whole file as UTF-8 text, read synchronously.
    func readText(_ path: String) throws(FileSystemError) -> String {
        String(decoding: try readWholeFile(path, flags: Constants.O_RDONLY), as: UTF8.self)
    }

    func readWholeFile(_ path: String, flags: Int32) throws(FileSystemError) -> [UInt8] {
        let file = try open(path, flags: flags)
        defer { try? close(file) }
        // A regular file is read in one call sized by fstat (one byte more, to see the end):
        // a short read of a regular file is its end, so no second read and no 64 KiB buffer
        // for a small file.
        if let status = try? fstat(file), status.isFile {
            let expected = Int(status.size)
            var bytes = try read(file, count: expected + 1)
            if bytes.count <= expected { return bytes }
            bytes += try readToEnd(of: file)
            return bytes
        }
        return try readToEnd(of: file)
    }

    /// Everything from a descriptor's current position to its end.
    func readToEnd(of file: Int32) throws(FileSystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let chunk = try read(file, count: FileSystem.chunkSize)
            if chunk.isEmpty { return bytes }
            bytes += chunk
        }
    }

    func readWholeFile(_ path: String, flags: Int32,
                       _ completion: @escaping (Result<[UInt8], FileSystemError>) -> Void) throws(FileSystemError) {
        try open(path, flags: flags) { result in
            switch result {
            case .failure(let error):
                completion(.failure(error))
            case .success(let file):
                self.readRest(of: file, into: []) { result in
                    // A failed close after a good read is reported as Node does: not at all.
                    _ = try? self.close(file) { _ in completion(result) }
                }
            }
        }
    }

    func readRest(of file: Int32, into bytes: [UInt8],
                          _ completion: @escaping (Result<[UInt8], FileSystemError>) -> Void) {
        do {
            try read(file, count: FileSystem.chunkSize) { result in
                switch result {
                case .failure(let error): completion(.failure(error))
                case .success(let chunk) where chunk.isEmpty: completion(.success(bytes))
                case .success(let chunk): self.readRest(of: file, into: bytes + chunk, completion)
                }
            }
        } catch {
            completion(.failure(error))
        }
    }

    /// Writes every byte, looping over short writes.
    func writeAll(_ file: Int32, _ bytes: [UInt8], at position: Int64 = -1) throws(FileSystemError) -> Int {
        var written = 0
        while written < bytes.count {
            let count = try write(file, Array(bytes[written...]), at: position < 0 ? -1 : position + Int64(written))
            if count <= 0 { break }
            written += count
        }
        return written
    }

    func writeWholeFile(_ path: String, _ bytes: [UInt8], flags: Int32, mode: Int32) throws(FileSystemError) {
        let file = try open(path, flags: flags, mode: mode)
        defer { try? close(file) }
        _ = try writeAll(file, bytes)
    }

    func writeWholeFile(_ path: String, _ bytes: [UInt8], flags: Int32, mode: Int32,
                        _ completion: @escaping (Result<Void, FileSystemError>) -> Void) throws(FileSystemError) {
        try open(path, flags: flags, mode: mode) { result in
            switch result {
            case .failure(let error):
                completion(.failure(error))
            case .success(let file):
                self.writeRest(of: bytes[...], to: file) { result in
                    _ = try? self.close(file) { _ in completion(result) }
                }
            }
        }
    }

    private func writeRest(of bytes: ArraySlice<UInt8>, to file: Int32,
                           _ completion: @escaping (Result<Void, FileSystemError>) -> Void) {
        guard !bytes.isEmpty else { return completion(.success(())) }
        do {
            try write(file, Array(bytes)) { result in
                switch result {
                case .failure(let error): completion(.failure(error))
                case .success(let count) where count <= 0: completion(.success(()))
                case .success(let count): self.writeRest(of: bytes.dropFirst(count), to: file, completion)
                }
            }
        } catch {
            completion(.failure(error))
        }
    }
}
