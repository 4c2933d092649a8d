import CLibUV

/// What `statfs` reports about the file system holding a path (libuv's `uv_statfs_t`,
/// Node's `fs.StatFs`).
public struct FileSystemStatistics: Equatable, Hashable, Sendable {
    /// The file system's type magic number (`f_type`, Node's `type`), e.g. `0x01021994` for tmpfs.
    public var type: UInt64
    /// The optimal transfer block size (`f_bsize`, Node's `bsize`).
    public var blockSize: UInt64
    /// The total number of blocks (`f_blocks`, Node's `blocks`).
    public var blocks: UInt64
    /// The free blocks (`f_bfree`, Node's `bfree`).
    public var freeBlocks: UInt64
    /// The free blocks available to an unprivileged user (`f_bavail`, Node's `bavail`).
    public var availableBlocks: UInt64
    /// The total number of file nodes (`f_files`, Node's `files`).
    public var files: UInt64
    /// The free file nodes (`f_ffree`, Node's `ffree`).
    public var freeFiles: UInt64

    init(_ statistics: uv_statfs_t) {
        type = statistics.f_type
        blockSize = statistics.f_bsize
        blocks = statistics.f_blocks
        freeBlocks = statistics.f_bfree
        availableBlocks = statistics.f_bavail
        files = statistics.f_files
        freeFiles = statistics.f_ffree
    }
}
