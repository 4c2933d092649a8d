import CLibUV

extension FileSystem {
    /// How much more a whole-file read asks for once the size is unknown or exceeded.
    static let readChunkSize = 1 << 16

    /// Reads the whole file at `path` synchronously and hands its bytes to `body` (valid only
    /// during the call), as `fs.readFileSync` needs: one request reused for open, fstat, the
    /// reads and close, and one buffer sized by fstat, so a small file costs four system
    /// calls and no copy. A regular file is read up to one byte past its size (to see the
    /// end); anything else (a pipe, `/proc`) grows the buffer until a read returns nothing.
    /// - Throws: `FileSystemError` for syscall `open` or `read`, with the path.
    public func withContentsOfFile<Result>(
        atPath path: String, flags: Int32, _ body: (UnsafeRawBufferPointer) -> Result
    ) throws(FileSystemError) -> Result {
        let request = UnsafeMutablePointer<uv_fs_t>.allocate(capacity: 1)
        defer { request.deallocate() }
        // A creating flag (`a+`) makes the file with Node's default mode.
        let file = path.withCString { uv_fs_open(loop.raw, request, $0, flags, 0o666, nil) }
        uv_fs_req_cleanup(request)
        if file < 0 { throw FileSystemError(code: file, syscall: "open", path: path, destination: nil) }
        defer {
            // A failed close after a good read is reported as Node does: not at all.
            _ = uv_fs_close(loop.raw, request, file, nil)
            uv_fs_req_cleanup(request)
        }
        // The size fstat reports for a regular file; a file that turns out longer (or a
        // `/proc` file, which says 0) is read on until a read returns nothing.
        var expected: Int?
        if uv_fs_fstat(loop.raw, request, file, nil) == 0 {
            let status = FileStatus(request.pointee.statbuf)
            if status.isFile { expected = Int(clamping: status.size) }
        }
        uv_fs_req_cleanup(request)
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: expected.map { $0 + 1 } ?? FileSystem.readChunkSize,
                                                            alignment: 1)
        defer { buffer.deallocate() }
        var count = 0
        while true {
            var descriptor = uv_buf_init(buffer.baseAddress?.advanced(by: count).assumingMemoryBound(to: CChar.self),
                                         UInt32(clamping: buffer.count - count))
            let read = uv_fs_read(loop.raw, request, file, &descriptor, 1, -1, nil)
            uv_fs_req_cleanup(request)
            if read < 0 { throw FileSystemError(code: read, syscall: "read", path: nil, destination: nil) }
            if read == 0 { break }
            count += Int(read)
            // A short read of a regular file within its size is its end.
            if let expected, count <= expected, count < buffer.count { break }
            if count == buffer.count {
                let larger = UnsafeMutableRawBufferPointer.allocate(
                    byteCount: max(buffer.count * 2, FileSystem.readChunkSize), alignment: 1)
                larger.copyMemory(from: UnsafeRawBufferPointer(buffer))
                buffer.deallocate()
                buffer = larger
            }
        }
        return body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
    }
}
