import CLibUV

/// What a file descriptor is, as `uv_guess_handle` tells it, to choose the handle that can
/// read it: stdin redirected from a regular file is a `.file` and must be read with fs
/// requests, since a `Pipe` opened on it fails.
public enum HandleType: Sendable, Hashable {
    /// A regular file (or a directory): read it with file-system requests.
    case file
    /// A terminal: open it as a `TTY`.
    case tty
    /// A pipe or a Unix domain socket: open it as a `Pipe`.
    case pipe
    /// A TCP socket: open it as a `TCP`.
    case tcp
    /// A UDP socket.
    case udp
    /// Anything else (a character device other than a terminal, a closed descriptor…).
    case unknown

    init(_ type: uv_handle_type) {
        switch type {
        case UV_FILE: self = .file
        case UV_TTY: self = .tty
        case UV_NAMED_PIPE: self = .pipe
        case UV_TCP: self = .tcp
        case UV_UDP: self = .udp
        default: self = .unknown
        }
    }

    /// Guesses what `fd` is (`uv_guess_handle`).
    public static func guess(_ fd: Int32) -> HandleType {
        HandleType(uv_guess_handle(uv_file(fd)))
    }
}
