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

    /// Writes `text`; a failure loses the rest of it (a closed pipe, a full disk), as the
    /// host's own messages may.
    @Sendable public func write(_ text: String) {
        _ = writeCompletely(text)
    }

    /// Writes all of `text`, waiting while a non-blocking descriptor is full; returns 0, or
    /// the `errno` of the failure (`EPIPE` once the reader has gone), so the runtime can
    /// hand it to the script as Node does.
    public func writeCompletely(_ text: String) -> Int32 {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(fileDescriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(fileDescriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                let failure = errno
                if failure == EINTR { continue }
                if failure == EAGAIN || failure == EWOULDBLOCK {
                    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&descriptor, 1, -1)
                    continue
                }
                return failure
            }
            if written == 0 { return EIO }
            bytes = bytes.dropFirst(written)
        }
        return 0
    }
}
