import Foundation

/// The runner's command line.
struct Options {
    var root = URL(fileURLWithPath: "../shared/test262")
    var lists: [String] = []
    var filters: [String] = []
    var jobs = 2
    var timeoutSeconds = 10.0
    var knownFailures: URL?
    var updateKnownFailures = false
    var sampleEvery = 1
    var isWorker = false
    /// Whether tests with a feature of `skip-features.txt` are skipped: for the old lists
    /// only, whose tests carry such tags; the node20 lists hold none that Node 20 lacks.
    var skipsFeatures = true
    var isVerbose = false

    static let usage = """
        Usage: eddy-test262 [options]
          --root DIR               the test262 folder (default ../shared/test262)
          --list NAME              a list file in the root (repeatable; default both lists)
          --filter TEXT            only tests whose path contains TEXT (repeatable)
          --jobs N                 worker processes (default 2)
          --timeout SECONDS        per test, before its worker is killed (default 10)
          --sample N               run every Nth test only
          --known-failures FILE    fail on any failure not listed there
          --update-known-failures  rewrite that file with the current failures
          --verbose                print every failure with its reason
          --no-skip-features       run tests whatever their features (implied when
                                   every list is a node20 one)

        """

    init(arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        func value(_ flag: String) throws -> String {
            guard let value = iterator.next() else { throw OptionError("\(flag) needs a value") }
            return value
        }
        while let argument = iterator.next() {
            switch argument {
            case "--root": root = URL(fileURLWithPath: try value(argument))
            case "--list": lists.append(try value(argument))
            case "--filter": filters.append(try value(argument))
            case "--jobs": jobs = max(1, Int(try value(argument)) ?? 2)
            case "--timeout": timeoutSeconds = Double(try value(argument)) ?? 10
            case "--sample": sampleEvery = max(1, Int(try value(argument)) ?? 1)
            case "--known-failures": knownFailures = URL(fileURLWithPath: try value(argument))
            case "--update-known-failures": updateKnownFailures = true
            case "--worker": isWorker = true
            case "--no-skip-features": skipsFeatures = false
            case "--verbose": isVerbose = true
            case "--help", "-h": throw OptionError(Self.usage)
            default: throw OptionError("unknown option \(argument)\n\(Self.usage)")
            }
        }
        if lists.isEmpty { lists = ["core-es5.txt", "es2015plus.txt"] }
        if lists.allSatisfy({ $0.hasPrefix("node20") }) { skipsFeatures = false }
    }
}

struct OptionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
