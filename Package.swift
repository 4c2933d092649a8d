// swift-tools-version: 6.1
// The targets and the direction of their imports are those of docs/architecture.md:
// CLibUV ← EddyLoop ← EddyRuntime (→ COpenSSL) → EddyEngine → EddySyntax, Eddy → EddyRuntime (and the
// engine and loop types it wraps), EddyCLI → Eddy (and CLibEdit, for the REPL), eddy → EddyCLI.
import PackageDescription

/// `EDDY_STATIC_LIBUV=1` links libuv statically (Debian's `libuv-static.pc`) for release
/// artefacts that must run on machines without libuv1.
let libUVPackage = Context.environment["EDDY_STATIC_LIBUV"] == "1" ? "libuv-static" : "libuv"

/// The interpreter's hot loops keep their state in unsafe buffers and locals; dynamic
/// exclusivity checks on class-owned storage cost more than the work itself there.
let engineSettings: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "Eddy",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Eddy", targets: ["Eddy"]),
        .executable(name: "eddy", targets: ["eddy"]),
        .executable(name: "eddy-embedding-demo", targets: ["eddy-embedding-demo"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibUV",
            pkgConfig: libUVPackage,
            providers: [.apt(["libuv1-dev"])]
        ),
        // libedit (BSD licence) for the REPL's line editing; imported only by EddyCLI. Its
        // header only (libedit-dev): the library is loaded with dlopen when the REPL starts
        // on a terminal, so running a script never loads it.
        .systemLibrary(name: "CLibEdit"),
        // OpenSSL 3 (libssl-dev) for crypto, tls and https; only the crypto and tls code of
        // EddyRuntime imports it.
        .systemLibrary(name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"])]),
        // The system zlib and brotli for the `zlib` module; imported only by EddyRuntime/Compression.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CBrotli", pkgConfig: "libbrotlienc", providers: [.apt(["libbrotli-dev"])]),
        .target(name: "EddyLoop", dependencies: ["CLibUV"]),
        .target(name: "EddySyntax"),
        .target(name: "EddyEngine", dependencies: ["EddySyntax"], swiftSettings: engineSettings),
        .target(name: "EddyRuntime", dependencies: ["EddyLoop", "EddyEngine", "COpenSSL", "CZlib", "CBrotli"],
                plugins: ["EmbedLibrary"]),
        .target(name: "Eddy", dependencies: ["EddyRuntime", "EddyEngine", "EddyLoop"]),
        .target(name: "EddyCLI", dependencies: ["Eddy", "EddyRuntime", "CLibEdit"]),
        .executableTarget(name: "eddy", dependencies: ["EddyCLI"]),
        // Eddy embedded in a Swift program (docs/embedding.md).
        .executableTarget(name: "eddy-embedding-demo", dependencies: ["Eddy"], path: "Examples/EmbeddingDemo"),
        .executableTarget(name: "eddy-embedding-bench", dependencies: ["Eddy"], path: "bench/embedding"),
        .executableTarget(name: "eddy-test262", dependencies: ["EddyEngine"], path: "tools/test262/Sources"),
        .executableTarget(name: "eddy-engine-run", dependencies: ["EddyEngine"], path: "tools/engine-run"),
        .executableTarget(name: "eddy-js2c", path: "tools/js2c"),
        .plugin(name: "EmbedLibrary", capability: .buildTool(), dependencies: ["eddy-js2c"]),

        .testTarget(name: "EddyLoopTests", dependencies: ["EddyLoop"]),
        .testTarget(name: "EddySyntaxTests", dependencies: ["EddySyntax"]),
        .testTarget(name: "EddyEngineTests", dependencies: ["EddyEngine"]),
        .testTarget(name: "EddyRuntimeTests", dependencies: ["EddyRuntime"]),
        .testTarget(name: "EddyTests", dependencies: ["Eddy", "EddyEngine"]),
        .testTarget(name: "EddyCLITests", dependencies: ["EddyCLI"], exclude: ["REPL/pty_drive.py", "REPL/Transcripts"]),
    ],
    swiftLanguageModes: [.v6]
)
