import Foundation
import Testing
@testable import EddyLoop

@Suite struct ChildProcessTests {
    /// Reads `pipe` to its end, then closes it and hands over the bytes.
    static func readAll(_ pipe: EddyLoop.Pipe, then done: @escaping ([UInt8]) -> Void) throws {
        var bytes: [UInt8] = []
        try pipe.startReading { read in
            switch read {
            case .data(let chunk):
                bytes += chunk
            case .end:
                pipe.close()
                done(bytes)
            case .failure(let error):
                Issue.record("reading the child's output failed: \(error)")
                pipe.close()
            }
        }
    }

    @Test func stdoutIsCapturedAndExitStatusReported() throws {
        let loop = try EventLoop()
        let output = try EddyLoop.Pipe(loop: loop)
        var options = ChildProcess.Options(file: "/bin/sh", arguments: ["-c", "echo hello; exit 3"])
        options.stdout = .pipe(output, readable: false, writable: true)
        var terminations: [ChildProcess.Termination] = []
        var outputs: [String] = []
        let child = try ChildProcess(loop: loop, options: options) { termination in
            terminations.append(termination)
        }
        #expect(child.pid > 0)
        try Self.readAll(output) { outputs.append(String(decoding: $0, as: UTF8.self)) }
        try StreamTestSupport.run(loop)
        #expect(outputs == ["hello\n"])
        #expect(terminations == [ChildProcess.Termination(exitStatus: 3, signal: nil)])
        // An exited child's handle is inactive but open until closed.
        #expect(!child.isActive)
        #expect(loop.openHandleCount == 1)
        child.close()
        try StreamTestSupport.run(loop)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func stdinWrittenToCatComesBackOnStdout() throws {
        let loop = try EventLoop()
        let payload = StreamTestSupport.payload(count: 300_000)
        let input = try EddyLoop.Pipe(loop: loop)
        let output = try EddyLoop.Pipe(loop: loop)
        var options = ChildProcess.Options(file: "cat")
        options.stdin = .pipe(input)
        options.stdout = .pipe(output)
        options.stderr = .inherit(fd: 2)
        var exits = 0, writes = 0, shutdowns = 0
        var echoed: [UInt8] = []
        let child = try ChildProcess(loop: loop, options: options) { termination in
            #expect(termination == ChildProcess.Termination(exitStatus: 0, signal: nil))
            exits += 1
        }
        try input.write(payload) { result in
            #expect(throws: Never.self) { try result.get() }
            writes += 1
        }
        // The end of cat's input lets it exit once it has copied everything.
        try input.shutdown { result in
            #expect(throws: Never.self) { try result.get() }
            shutdowns += 1
            input.close()
        }
        try Self.readAll(output) { echoed = $0 }
        try StreamTestSupport.run(loop)
        child.close()
        try StreamTestSupport.run(loop)
        #expect(echoed == payload)
        #expect(exits == 1)
        #expect(writes == 1)
        #expect(shutdowns == 1)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func killedChildReportsItsTerminatingSignal() throws {
        let loop = try EventLoop()
        var options = ChildProcess.Options(file: "sleep", arguments: ["30"])
        options.isDetached = true
        var terminations: [ChildProcess.Termination] = []
        let child = try ChildProcess(loop: loop, options: options) { termination in
            terminations.append(termination)
        }
        try child.kill(SIGTERM)
        try StreamTestSupport.run(loop)
        #expect(terminations == [ChildProcess.Termination(exitStatus: 0, signal: SIGTERM)])
        #expect(StreamTestSupport.uvError { try ChildProcess.kill(pid: child.pid, signal: 0) }?.name == "ESRCH")
        child.close()
        try StreamTestSupport.run(loop)
        #expect(loop.openHandleCount == 0)
    }

    @Test func spawningAMissingExecutableThrowsENOENTWithItsPipesOpenAtTheirEnd() throws {
        let loop = try EventLoop()
        let output = try EddyLoop.Pipe(loop: loop)
        var options = ChildProcess.Options(file: "/nonexistent/eddy-no-such-program", arguments: ["x"])
        options.stdout = .pipe(output)
        var exits = 0
        var thrown: UVError?
        do {
            _ = try ChildProcess(loop: loop, options: options) { _ in exits += 1 }
        } catch {
            thrown = error
        }
        #expect(thrown == .noSuchFileOrDirectory)
        // As libuv leaves it (Node builds the child's streams on it), the parent's end is
        // open even so, its peer closed: a read ends at once. The pipe belongs to the
        // caller, who closes it as after any spawn.
        var ended = false
        try output.startReading { result in
            if case .end = result { ended = true }
            output.close()
        }
        try StreamTestSupport.run(loop)
        #expect(ended)
        #expect(exits == 0)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveHandleCount == 1, "only `output` is still referenced")
        #expect(loop.liveRequestCount == 0)
    }

    @Test func environmentWorkingDirectoryAndArgv0ReachTheChild() throws {
        let directory = try StreamTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let loop = try EventLoop()
        let output = try EddyLoop.Pipe(loop: loop)
        // After `-c script`, sh takes the next argument as $0; its own argv[0] shows in /proc.
        let script = #"printf '%s|' "$EDDY_TEST" "$(pwd)" "$#" "$1"; tr '\0' ' ' < /proc/$$/cmdline"#
        var options = ChildProcess.Options(file: "/bin/sh", arguments: ["-c", script, "zero", "two words"])
        options.argv0 = "renamed"
        options.environment = ["EDDY_TEST=value=with=equals", "PATH=/usr/bin:/bin"]
        options.workingDirectory = directory
        options.stdout = .pipe(output)
        var text = ""
        var terminations: [ChildProcess.Termination] = []
        let child = try ChildProcess(loop: loop, options: options) { terminations.append($0) }
        try Self.readAll(output) { text = String(decoding: $0, as: UTF8.self) }
        try StreamTestSupport.run(loop)
        child.close()
        try StreamTestSupport.run(loop)
        #expect(text == "value=with=equals|\(directory)|1|two words|renamed -c \(script) zero two words ")
        #expect(terminations == [ChildProcess.Termination(exitStatus: 0, signal: nil)])
        #expect(loop.openHandleCount == 0)
    }

    @Test func spawnRefusesAClosedPipe() throws {
        let loop = try EventLoop()
        let output = try EddyLoop.Pipe(loop: loop)
        output.close()
        var options = ChildProcess.Options(file: "/bin/true")
        options.stdout = .pipe(output)
        #expect(StreamTestSupport.uvError { _ = try ChildProcess(loop: loop, options: options) { _ in } }?.name == "EINVAL")
        try StreamTestSupport.run(loop)
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveHandleCount == 1, "only `output` is still referenced")
    }

    @Test func writingToAChildThatClosedItsStdinFailsWithEPIPE() throws {
        let loop = try EventLoop()
        let input = try EddyLoop.Pipe(loop: loop)
        var options = ChildProcess.Options(file: "/bin/sh", arguments: ["-c", "exec 0<&-; exit 0"])
        options.stdin = .pipe(input)
        var failure: UVError?
        var successfulWrites = 0
        var exits = 0
        // A child forked at the same moment by a parallel test may hold the pipe's far end for
        // an instant before its exec closes it, so one write can still succeed: keep writing
        // until the first failure, which must be EPIPE and must not kill the process.
        func writeUntilFailure() {
            StreamTestSupport.expectNoError {
                try input.write(Array(repeating: 1, count: 65_536)) { result in
                    switch result {
                    case .success:
                        successfulWrites += 1
                        if successfulWrites < 1_000 { writeUntilFailure() } else { input.close() }
                    case .failure(let error):
                        failure = error
                        input.close()
                    }
                }
            }
        }
        let child = try ChildProcess(loop: loop, options: options) { _ in
            exits += 1
            writeUntilFailure()
        }
        try StreamTestSupport.run(loop)
        child.close()
        try StreamTestSupport.run(loop)
        #expect(exits == 1)
        #expect(failure == UVError(code: -EPIPE))
        #expect(loop.openHandleCount == 0)
        #expect(loop.liveRequestCount == 0)
    }

    @Test func stdioAccessorsPadMissingDescriptorsWithIgnore() throws {
        let loop = try EventLoop()
        let output = try EddyLoop.Pipe(loop: loop)
        var options = ChildProcess.Options(file: "/bin/true")
        options.stdio = []
        if case .ignore = options.stderr {} else { Issue.record("a missing descriptor reads as ignored") }
        options.stdout = .pipe(output)
        #expect(options.stdio.count == 2)
        if case .ignore = options.stdin {} else { Issue.record("padding is ignored") }
        var exits = 0
        let child = try ChildProcess(loop: loop, options: options) { _ in exits += 1 }
        try Self.readAll(output) { #expect($0.isEmpty) }
        try StreamTestSupport.run(loop)
        child.close()
        try StreamTestSupport.run(loop)
        #expect(exits == 1)
        #expect(loop.openHandleCount == 0)
    }

    /// A child this loop did not start (an embedding program's) is not reaped by it: the
    /// handle waits for its own pid only, so the program can still collect its child.
    @Test func otherChildrenOfTheProcessAreLeftToTheirOwner() throws {
        var foreign: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("true"), nil]
        defer { free(arguments[0]) }
        #expect(posix_spawn(&foreign, "/bin/true", nil, nil, arguments, environ) == 0)
        let loop = try EventLoop()
        var exits = 0
        let child = try ChildProcess(loop: loop, options: ChildProcess.Options(file: "sh", arguments: ["-c", "sleep 0.2"])) { _ in
            exits += 1
        }
        try StreamTestSupport.run(loop)
        child.close()
        try StreamTestSupport.run(loop)
        #expect(exits == 1)
        var status: Int32 = 0
        #expect(waitpid(foreign, &status, 0) == foreign, "the foreign child is still there to be waited for")
        #expect(loop.openHandleCount == 0)
    }

    /// `posix_spawn` and `uv_spawn` (taken when a user or group is set) report alike; a
    /// detached child gets a session of its own.
    @Test func bothSpawnPathsReportExitsAndSessions() throws {
        let loop = try EventLoop()
        var reports: [String] = []
        func start(detached: Bool, groupID: UInt32?) throws {
            let output = try EddyLoop.Pipe(loop: loop)
            var options = ChildProcess.Options(file: "sh", arguments: ["-c", "read -r l < /proc/$$/stat; set -- $l; [ $6 = $$ ] && echo own || echo shared; exit 7"])
            options.isDetached = detached
            options.groupID = groupID
            options.stdout = .pipe(output)
            var text = ""
            let child = try ChildProcess(loop: loop, options: options) { termination in
                reports.append("\(termination.exitStatus)")
            }
            try Self.readAll(output) { text = String(decoding: $0, as: UTF8.self) }
            try StreamTestSupport.run(loop)
            reports.append(text)
            child.close()
        }
        try start(detached: true, groupID: nil)
        try start(detached: false, groupID: nil)
        try start(detached: false, groupID: getgid())
        try StreamTestSupport.run(loop)
        #expect(reports == ["7", "own\n", "7", "shared\n", "7", "shared\n"])
        #expect(loop.openHandleCount == 0)
    }
}
