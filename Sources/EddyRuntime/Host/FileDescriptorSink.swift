#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to a file descriptor synchronously and completely, as Node writes to files
/// and terminals: output never reorders against a crash or `process.exit`.
public struct FileDescriptorSink: Sendable {
    public static let standardOutput = FileDescriptorSink(fileDescriptor: 1)
    public static let standardError = FileDescriptorSink(fileDescriptor: 2)

    public let fileDescriptor: Int32

    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    @Sendable public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(fileDescriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(fileDescriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            // A closed pipe or a full disk: the output is lost, as in Node; never spin.
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
