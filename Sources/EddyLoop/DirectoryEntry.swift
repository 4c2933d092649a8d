import CLibUV

/// One name in a directory, as `scandir` and `readdir` report it: the name and, where the
/// file system says so without a `stat`, the type (Node's `Dirent`).
public struct DirectoryEntry: Equatable, Hashable, Sendable {
    /// The type of an entry, as libuv's `uv_dirent_type_t`; the raw values are Node's
    /// `fs.constants.UV_DIRENT_*`.
    public enum EntryType: Int32, Sendable {
        /// The file system did not say (some do not fill `d_type`); `lstat` the entry to know.
        case unknown = 0
        /// A regular file.
        case file = 1
        /// A directory.
        case directory = 2
        /// A symbolic link.
        case symbolicLink = 3
        /// A named pipe.
        case fifo = 4
        /// A Unix domain socket.
        case socket = 5
        /// A character device.
        case characterDevice = 6
        /// A block device.
        case blockDevice = 7

        init(_ type: uv_dirent_type_t) {
            self = EntryType(rawValue: Int32(truncatingIfNeeded: type.rawValue)) ?? .unknown
        }
    }

    /// The entry's name within its directory (no path).
    public var name: String
    /// The entry's type.
    public var type: EntryType

    /// Creates an entry.
    public init(name: String, type: EntryType) {
        self.name = name
        self.type = type
    }

    init(_ entry: uv_dirent_t) {
        self.init(name: entry.name.map { String(cString: $0) } ?? "", type: EntryType(entry.type))
    }
}
