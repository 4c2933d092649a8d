import CLibUV

/// What `stat`, `lstat` and `fstat` report about a file: every field of libuv's `uv_stat_t`,
/// copied out of the request so the value outlives it and can cross threads.
public struct FileStatus: Equatable, Hashable, Sendable {
    /// A point in time as the file system stores it: whole seconds since the Unix epoch plus
    /// nanoseconds, so no precision is lost to a `Double` until a caller asks for one.
    public struct Timestamp: Equatable, Hashable, Sendable {
        /// Whole seconds since 1970-01-01T00:00:00Z.
        public var seconds: Int64
        /// Nanoseconds past `seconds`, in 0..<1_000_000_000.
        public var nanoseconds: Int64

        /// Creates a timestamp from its two parts.
        public init(seconds: Int64, nanoseconds: Int64) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }

        init(_ time: uv_timespec_t) {
            self.init(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
        }

        /// Milliseconds since the epoch with a fraction, as Node's `stats.mtimeMs`.
        public var milliseconds: Double { Double(seconds) * 1_000 + Double(nanoseconds) / 1_000_000 }
    }

    /// The id of the device holding the file (`st_dev`, Node's `dev`).
    public var device: UInt64
    /// The file type bits (`S_IFMT`) and the permission bits (`st_mode`, Node's `mode`).
    public var mode: UInt64
    /// The number of hard links (`st_nlink`, Node's `nlink`).
    public var linkCount: UInt64
    /// The owner's user id (`st_uid`, Node's `uid`).
    public var userID: UInt64
    /// The owner's group id (`st_gid`, Node's `gid`).
    public var groupID: UInt64
    /// The device id, for a device special file (`st_rdev`, Node's `rdev`).
    public var specialDevice: UInt64
    /// The inode number (`st_ino`, Node's `ino`).
    public var inode: UInt64
    /// The size in bytes; for a symbolic link seen by `lstat`, the length of its target
    /// (`st_size`, Node's `size`).
    public var size: UInt64
    /// The preferred block size for I/O (`st_blksize`, Node's `blksize`).
    public var blockSize: UInt64
    /// The number of 512-byte blocks allocated (`st_blocks`, Node's `blocks`).
    public var blocks: UInt64
    /// User-defined flags (BSD's `st_flags`; zero on Linux).
    public var flags: UInt64
    /// The file generation number (BSD's `st_gen`; zero on Linux).
    public var generation: UInt64
    /// The last access (`st_atim`, Node's `atime`).
    public var accessTime: Timestamp
    /// The last change of the contents (`st_mtim`, Node's `mtime`).
    public var modificationTime: Timestamp
    /// The last change of the inode: contents, mode, owner or links (`st_ctim`, Node's `ctime`).
    public var changeTime: Timestamp
    /// The creation, where the file system records it (`statx` on Linux); otherwise libuv
    /// reports the change time (`st_birthtim`, Node's `birthtime`).
    public var birthTime: Timestamp

    init(_ status: uv_stat_t) {
        device = status.st_dev
        mode = status.st_mode
        linkCount = status.st_nlink
        userID = status.st_uid
        groupID = status.st_gid
        specialDevice = status.st_rdev
        inode = status.st_ino
        size = status.st_size
        blockSize = status.st_blksize
        blocks = status.st_blocks
        flags = status.st_flags
        generation = status.st_gen
        accessTime = Timestamp(status.st_atim)
        modificationTime = Timestamp(status.st_mtim)
        changeTime = Timestamp(status.st_ctim)
        birthTime = Timestamp(status.st_birthtim)
    }

    /// The file type bits alone (`mode & S_IFMT`).
    public var fileType: UInt64 { mode & UInt64(FileSystem.Constants.S_IFMT) }

    /// The permission bits alone, including set-user-id, set-group-id and sticky (`mode & 0o7777`).
    public var permissions: UInt64 { mode & 0o7777 }

    /// Whether this is a regular file.
    public var isFile: Bool { fileType == UInt64(FileSystem.Constants.S_IFREG) }
    /// Whether this is a directory.
    public var isDirectory: Bool { fileType == UInt64(FileSystem.Constants.S_IFDIR) }
    /// Whether this is a symbolic link (only `lstat` can see one).
    public var isSymbolicLink: Bool { fileType == UInt64(FileSystem.Constants.S_IFLNK) }
    /// Whether this is a named pipe.
    public var isFIFO: Bool { fileType == UInt64(FileSystem.Constants.S_IFIFO) }
    /// Whether this is a Unix domain socket.
    public var isSocket: Bool { fileType == UInt64(FileSystem.Constants.S_IFSOCK) }
    /// Whether this is a character device.
    public var isCharacterDevice: Bool { fileType == UInt64(FileSystem.Constants.S_IFCHR) }
    /// Whether this is a block device.
    public var isBlockDevice: Bool { fileType == UInt64(FileSystem.Constants.S_IFBLK) }
}
