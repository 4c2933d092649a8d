import Foundation
import PackagePlugin

/// Embeds `lib/**/*.js` into the EddyRuntime target at build time (Node's js2c idea): runs
/// `eddy-js2c` whenever a file under `lib/` changes, writing `EmbeddedLibrary.swift` into
/// the build directory. The binary then runs without `lib/` on disk.
@main
struct EmbedLibrary: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let library = context.package.directoryURL.appending(path: "lib")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLibrary.swift")
        var inputs: [URL] = []
        if let enumerator = FileManager.default.enumerator(at: library, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension == "js" { inputs.append(url) }
        }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) modules of the lib directory",
                executable: try context.tool(named: "eddy-js2c").url,
                arguments: [library.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]),
        ]
    }
}
