import Foundation

// eddy-test262: runs the test262 subset of ../shared/test262 (README and INTERPRETING.md
// there) against EddyEngine, reports pass/fail/skip per directory, and compares the failures
// with a committed known-failures list so that any new failure fails CI.

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    print(error)
    exit(2)
}

if options.isWorker {
    do { try Worker.run(options: options) } catch { print("worker: \(error)") }
    exit(0)
}

do {
    let suite = try Suite(root: options.root)
    var listOfPath: [String: String] = [:]
    var tests: [String] = []
    for list in options.lists {
        for (index, path) in try suite.paths(inList: list).enumerated()
        where index % options.sampleEvery == 0
            && (options.filters.isEmpty || options.filters.contains(where: path.contains)) {
            if listOfPath[path] == nil { tests.append(path) }
            listOfPath[path] = list
        }
    }
    let started = Date()
    let results = try Coordinator(options: options, tests: tests).run()
    let report = Report(results: results, listOfPath: listOfPath)
    report.print(verbose: options.isVerbose)
    print(String(format: "time: %.1fs", Date().timeIntervalSince(started)))
    let failures = Set(results.filter { $0.value.status == "fail" }.keys)
    if let file = options.knownFailures {
        if options.updateKnownFailures {
            try KnownFailures.write(failures, to: file, scope: Set(tests))
            print("wrote \(failures.count) known failures to \(file.path)")
        } else {
            let known = try KnownFailures.read(file)
            let unexpected = failures.subtracting(known).sorted()
            let fixed = known.intersection(Set(tests)).subtracting(failures).sorted()
            if !fixed.isEmpty {
                print("\(fixed.count) known failures now pass (remove them with --update-known-failures):")
                fixed.prefix(50).forEach { print("  \($0)") }
            }
            if !unexpected.isEmpty {
                print("\(unexpected.count) NEW FAILURES (not in \(file.lastPathComponent)):")
                for path in unexpected.prefix(200) { print("  \(path): \(results[path]?.detail ?? "")") }
                exit(1)
            }
        }
    }
} catch {
    print("eddy-test262: \(error)")
    exit(2)
}
