import CLibUV

/// The effective user's entry in the password database, as `uv_os_get_passwd` reads it
/// (`os.userInfo()`).
public struct UserAccount: Sendable, Equatable {
    public let username: String
    public let uid: Int
    public let gid: Int
    /// The login shell; nil where the system has none (Windows).
    public let shell: String?
    public let homeDirectory: String

    /// The account of the process's effective user.
    public static func current() throws(UVError) -> UserAccount {
        var entry = uv_passwd_t()
        try UVError.check(uv_os_get_passwd(&entry))
        defer { uv_os_free_passwd(&entry) }
        return UserAccount(username: entry.username.map { String(cString: $0) } ?? "",
                           uid: Int(entry.uid), gid: Int(entry.gid),
                           shell: entry.shell.map { String(cString: $0) },
                           homeDirectory: entry.homedir.map { String(cString: $0) } ?? "")
    }
}
