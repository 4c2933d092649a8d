import CLibUV
import Glibc

extension FileSystem {
    /// The numbers that `open`, `access`, `copyfile`, `symlink` and `FileStatus.mode` speak,
    /// under the names of Node's `fs.constants` (which are the POSIX and libuv names).
    ///
    /// They live here because only EddyLoop sees libuv's headers, and because some of them
    /// (`O_DIRECT`, `O_NOATIME`) are hidden from Swift's Glibc module behind `_GNU_SOURCE`.
    /// `all` lists them in Node's order so the `fs` binding can build `fs.constants` from one
    /// table.
    public enum Constants {
        /// Open for reading only.
        public static let O_RDONLY: Int32 = Glibc.O_RDONLY
        /// Open for writing only.
        public static let O_WRONLY: Int32 = Glibc.O_WRONLY
        /// Open for reading and writing.
        public static let O_RDWR: Int32 = Glibc.O_RDWR
        /// Create the file if it does not exist.
        public static let O_CREAT: Int32 = Glibc.O_CREAT
        /// With `O_CREAT`: fail with `EEXIST` if the file exists.
        public static let O_EXCL: Int32 = Glibc.O_EXCL
        /// Do not make a terminal the controlling terminal.
        public static let O_NOCTTY: Int32 = Glibc.O_NOCTTY
        /// Truncate an existing regular file to length zero.
        public static let O_TRUNC: Int32 = Glibc.O_TRUNC
        /// Every write appends at the end of the file.
        public static let O_APPEND: Int32 = Glibc.O_APPEND
        /// Fail with `ENOTDIR` unless the path is a directory.
        public static let O_DIRECTORY: Int32 = Glibc.O_DIRECTORY
        /// Do not update the access time on reads (Linux).
        public static let O_NOATIME: Int32 = 0o1_000_000
        /// Fail with `ELOOP` if the last component is a symbolic link.
        public static let O_NOFOLLOW: Int32 = Glibc.O_NOFOLLOW
        /// Writes return once data and metadata reach the device.
        public static let O_SYNC: Int32 = Glibc.O_SYNC
        /// Writes return once data reaches the device.
        public static let O_DSYNC: Int32 = Glibc.O_DSYNC
        #if arch(x86_64) || arch(i386)
        /// Bypass the page cache (Linux; its value differs between architectures).
        public static let O_DIRECT: Int32 = 0o40_000
        #else
        /// Bypass the page cache (Linux; its value differs between architectures).
        public static let O_DIRECT: Int32 = 0o200_000
        #endif
        /// Open without blocking (FIFOs, devices).
        public static let O_NONBLOCK: Int32 = Glibc.O_NONBLOCK

        /// The mask of the file type bits of a mode.
        public static let S_IFMT: Int32 = 0o170_000
        /// File type: regular file.
        public static let S_IFREG: Int32 = 0o100_000
        /// File type: directory.
        public static let S_IFDIR: Int32 = 0o040_000
        /// File type: character device.
        public static let S_IFCHR: Int32 = 0o020_000
        /// File type: block device.
        public static let S_IFBLK: Int32 = 0o060_000
        /// File type: FIFO.
        public static let S_IFIFO: Int32 = 0o010_000
        /// File type: symbolic link.
        public static let S_IFLNK: Int32 = 0o120_000
        /// File type: socket.
        public static let S_IFSOCK: Int32 = 0o140_000

        /// Owner may read, write and execute.
        public static let S_IRWXU: Int32 = 0o700
        /// Owner may read.
        public static let S_IRUSR: Int32 = 0o400
        /// Owner may write.
        public static let S_IWUSR: Int32 = 0o200
        /// Owner may execute.
        public static let S_IXUSR: Int32 = 0o100
        /// Group may read, write and execute.
        public static let S_IRWXG: Int32 = 0o070
        /// Group may read.
        public static let S_IRGRP: Int32 = 0o040
        /// Group may write.
        public static let S_IWGRP: Int32 = 0o020
        /// Group may execute.
        public static let S_IXGRP: Int32 = 0o010
        /// Others may read, write and execute.
        public static let S_IRWXO: Int32 = 0o007
        /// Others may read.
        public static let S_IROTH: Int32 = 0o004
        /// Others may write.
        public static let S_IWOTH: Int32 = 0o002
        /// Others may execute.
        public static let S_IXOTH: Int32 = 0o001

        /// `access`: the file exists.
        public static let F_OK: Int32 = Glibc.F_OK
        /// `access`: the caller may read.
        public static let R_OK: Int32 = Glibc.R_OK
        /// `access`: the caller may write.
        public static let W_OK: Int32 = Glibc.W_OK
        /// `access`: the caller may execute (or search, for a directory).
        public static let X_OK: Int32 = Glibc.X_OK

        /// `copyfile`: fail with `EEXIST` if the destination exists.
        public static let COPYFILE_EXCL: Int32 = UV_FS_COPYFILE_EXCL
        /// `copyfile`: try a copy-on-write reflink, falling back to copying.
        public static let COPYFILE_FICLONE: Int32 = UV_FS_COPYFILE_FICLONE
        /// `copyfile`: make a copy-on-write reflink or fail.
        public static let COPYFILE_FICLONE_FORCE: Int32 = UV_FS_COPYFILE_FICLONE_FORCE

        /// `symlink`: the target is a directory (used on Windows only).
        public static let UV_FS_SYMLINK_DIR: Int32 = CLibUV.UV_FS_SYMLINK_DIR
        /// `symlink`: make a junction point (used on Windows only).
        public static let UV_FS_SYMLINK_JUNCTION: Int32 = CLibUV.UV_FS_SYMLINK_JUNCTION
        /// `open` on Windows: map the file into memory; zero elsewhere.
        public static let UV_FS_O_FILEMAP: Int32 = 0

        /// Every constant by its Node name, in the order of Node's `fs.constants`; the `UV_DIRENT_*`
        /// entry types and the `UV_FS_COPYFILE_*` aliases are included as Node includes them.
        public static let all: [(name: String, value: Int32)] = [
            ("UV_FS_SYMLINK_DIR", UV_FS_SYMLINK_DIR),
            ("UV_FS_SYMLINK_JUNCTION", UV_FS_SYMLINK_JUNCTION),
            ("O_RDONLY", O_RDONLY),
            ("O_WRONLY", O_WRONLY),
            ("O_RDWR", O_RDWR),
            ("UV_DIRENT_UNKNOWN", DirectoryEntry.EntryType.unknown.rawValue),
            ("UV_DIRENT_FILE", DirectoryEntry.EntryType.file.rawValue),
            ("UV_DIRENT_DIR", DirectoryEntry.EntryType.directory.rawValue),
            ("UV_DIRENT_LINK", DirectoryEntry.EntryType.symbolicLink.rawValue),
            ("UV_DIRENT_FIFO", DirectoryEntry.EntryType.fifo.rawValue),
            ("UV_DIRENT_SOCKET", DirectoryEntry.EntryType.socket.rawValue),
            ("UV_DIRENT_CHAR", DirectoryEntry.EntryType.characterDevice.rawValue),
            ("UV_DIRENT_BLOCK", DirectoryEntry.EntryType.blockDevice.rawValue),
            // The formats `--experimental-default-type` gives an extensionless entry point
            // (node_file.h); Node 20 lists them with the others.
            ("EXTENSIONLESS_FORMAT_JAVASCRIPT", 0),
            ("EXTENSIONLESS_FORMAT_WASM", 1),
            ("S_IFMT", S_IFMT),
            ("S_IFREG", S_IFREG),
            ("S_IFDIR", S_IFDIR),
            ("S_IFCHR", S_IFCHR),
            ("S_IFBLK", S_IFBLK),
            ("S_IFIFO", S_IFIFO),
            ("S_IFLNK", S_IFLNK),
            ("S_IFSOCK", S_IFSOCK),
            ("O_CREAT", O_CREAT),
            ("O_EXCL", O_EXCL),
            ("UV_FS_O_FILEMAP", UV_FS_O_FILEMAP),
            ("O_NOCTTY", O_NOCTTY),
            ("O_TRUNC", O_TRUNC),
            ("O_APPEND", O_APPEND),
            ("O_DIRECTORY", O_DIRECTORY),
            ("O_NOATIME", O_NOATIME),
            ("O_NOFOLLOW", O_NOFOLLOW),
            ("O_SYNC", O_SYNC),
            ("O_DSYNC", O_DSYNC),
            ("O_DIRECT", O_DIRECT),
            ("O_NONBLOCK", O_NONBLOCK),
            ("S_IRWXU", S_IRWXU),
            ("S_IRUSR", S_IRUSR),
            ("S_IWUSR", S_IWUSR),
            ("S_IXUSR", S_IXUSR),
            ("S_IRWXG", S_IRWXG),
            ("S_IRGRP", S_IRGRP),
            ("S_IWGRP", S_IWGRP),
            ("S_IXGRP", S_IXGRP),
            ("S_IRWXO", S_IRWXO),
            ("S_IROTH", S_IROTH),
            ("S_IWOTH", S_IWOTH),
            ("S_IXOTH", S_IXOTH),
            ("F_OK", F_OK),
            ("R_OK", R_OK),
            ("W_OK", W_OK),
            ("X_OK", X_OK),
            ("UV_FS_COPYFILE_EXCL", COPYFILE_EXCL),
            ("COPYFILE_EXCL", COPYFILE_EXCL),
            ("UV_FS_COPYFILE_FICLONE", COPYFILE_FICLONE),
            ("COPYFILE_FICLONE", COPYFILE_FICLONE),
            ("UV_FS_COPYFILE_FICLONE_FORCE", COPYFILE_FICLONE_FORCE),
            ("COPYFILE_FICLONE_FORCE", COPYFILE_FICLONE_FORCE),
        ]
    }
}
