import CLibUV

extension UVError {
    /// `EAI_NONAME`: the resolver knows no such host or service (Node reports it as
    /// `ENOTFOUND`).
    public static var hostNotFound: UVError { UVError(code: UV_EAI_NONAME.rawValue) }

    /// Whether the error comes from the system resolver (`EAI_` codes) rather than from the
    /// operating system (errno codes).
    public var isResolverError: Bool { name.hasPrefix("EAI_") }
}
