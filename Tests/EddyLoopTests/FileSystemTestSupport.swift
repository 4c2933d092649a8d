import Foundation
@testable import EddyLoop

/// A fresh directory under /tmp for one test, removed with everything in it when the test
/// drops it, so parallel tests never share a path.
final class FileSystemTestDirectory {
    let path: String

    init() throws {
        path = "/tmp/eddy-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside this directory.
    func path(_ name: String) -> String { path + "/" + name }

    /// Creates (or replaces) the file `name` with `contents` and returns its path.
    @discardableResult
    func makeFile(_ name: String, contents: String = "") throws -> String {
        let file = path(name)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The contents of the file `name` as UTF-8 text.
    func contents(of name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path(name))), as: UTF8.self)
    }
}

extension Result where Failure == FileSystemError {
    /// The libuv error name of a failure (`"ENOENT"`), nil for a success.
    var failureName: String? {
        if case .failure(let error) = self { return error.name }
        return nil
    }

    /// The value of a success, nil for a failure.
    var successValue: Success? { try? get() }
}

/// Memory owned by an object, as a script's ArrayBuffer owns its bytes: the pinning tests
/// watch it through a weak reference.
final class FileSystemTestBuffer {
    let memory: UnsafeMutableRawBufferPointer

    init(count: Int) {
        memory = .allocate(byteCount: count, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0)
    }

    deinit {
        memory.deallocate()
    }
}
