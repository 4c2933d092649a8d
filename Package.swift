// swift-tools-version: 6.1
// The targets and the direction of their imports are those of docs/architecture.md:
// CLibUV ← EddyLoop ← EddyRuntime (→ COpenSSL) → EddyEngine → EddySyntax, Eddy → EddyRuntime (and the
// engine and loop types it wraps), EddyCLI → Eddy (and CLibEdit, for the REPL), eddy → EddyCLI.
import Foundation
import PackageDescription

/// `EDDY_STATIC_LIBUV=1` links libuv statically (Debian's `libuv-static.pc`) for release
/// artefacts that must run on machines without libuv1.
let libUVPackage = Context.environment["EDDY_STATIC_LIBUV"] == "1" ? "libuv-static" : "libuv"

/// The interpreter's hot loops keep their state in unsafe buffers and locals; dynamic
/// exclusivity checks on class-owned storage cost more than the work itself there.
let engineSettings: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

/// The `usr` directory of the toolchain building Eddy (found from the `swiftc` on `PATH`) when
/// it can link the Swift runtime statically, or nil on other platforms, when it is not found,
/// or with `EDDY_SHARED_SWIFT_RUNTIME=1`. The `eddy` executable then links the runtime
/// statically: the shared runtime's libraries are mapped whole (about 6 MiB of an empty
/// script's resident memory, where the parts the binary links take 3.5 MiB) and every call
/// into them goes through the PLT.
let staticSwiftToolchain: String? = {
    #if os(Linux)
    guard Context.environment["EDDY_SHARED_SWIFT_RUNTIME"] != "1",
        let path = Context.environment["PATH"]
    else { return nil }
    for directory in path.split(separator: ":") where directory.hasSuffix("/usr/bin") {
        let usr = String(directory.dropLast("/bin".count))
        if FileManager.default.fileExists(atPath: usr + "/lib/swift/linux/libswiftCore.so"),
            FileManager.default.fileExists(atPath: usr + "/lib/swift_static/linux/libswiftCore.a")
        {
            return usr
        }
    }
    #endif
    return nil
}()

/// The runtime directory stays on the executable's run path, as the shared runtime's was, for
/// the libraries loaded on first use (`lib_FoundationICU.so`).
let executableLinkerSettings: [LinkerSetting] = staticSwiftToolchain.map { usr in
    [.unsafeFlags(["-static-stdlib", "-Xlinker", "-rpath", "-Xlinker", usr + "/lib/swift/linux"])]
} ?? []

/// The toolchain's crash backtracer, which a statically linked runtime cannot find by itself
/// (Sources/CEddyStartup names it): the static build of it where there is one.
let backtracerSettings: [CSetting] = staticSwiftToolchain.flatMap { usr -> [CSetting]? in
    let directory = usr + "/libexec/swift/linux/"
    guard let name = ["swift-backtrace-static", "swift-backtrace"].first(where: {
        FileManager.default.isExecutableFile(atPath: directory + $0)
    }) else { return nil }
    return [.define("EDDY_BACKTRACER_PATH", to: "\"\(directory + name)\"")]
} ?? []

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
        // Set-up that must run before the Swift runtime's own (the crash backtracer's path).
        .target(name: "CEddyStartup", cSettings: backtracerSettings),
        .executableTarget(name: "eddy", dependencies: ["EddyCLI", "CEddyStartup"], linkerSettings: executableLinkerSettings),
        // Eddy embedded in a Swift program (docs/embedding.md).
        .executableTarget(name: "eddy-embedding-demo", dependencies: ["Eddy"], path: "Examples/EmbeddingDemo"),
        .executableTarget(name: "eddy-embedding-bench", dependencies: ["Eddy"], path: "bench/embedding"),
        .executableTarget(name: "eddy-test262", dependencies: ["EddyEngine"], path: "tools/test262/Sources"),
        .executableTarget(name: "eddy-engine-run", dependencies: ["EddyEngine"], path: "tools/engine-run"),
        .executableTarget(name: "eddy-js2c", dependencies: ["CZlib"], path: "tools/js2c"),
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
