import COpenSSL

/// OpenSSL's process-wide set-up, made once before the first binding that uses OpenSSL.
enum OpenSSLLibrary {
    /// By default OpenSSL frees its global state from an `atexit` handler. A thread-pool job
    /// still drawing random bytes, hashing or deriving a key when a script calls
    /// `process.exit()` would then take a freed lock (seen as a crash in `RAND_bytes`). The
    /// process's memory goes with it anyway, so the handler is never installed.
    static let isInitialized: Bool = OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_ATEXIT), nil) == 1
}
