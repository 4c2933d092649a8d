import Foundation
import Testing
@testable import EddyLoop

/// The two file-watching handles. Each change is made after the handle started; a poller,
/// which may take its first look after a change, is given a new change on every tick until it
/// reports one. A guard timer ends a test that would otherwise wait forever.
@Suite struct FileWatcherTests {
    @Test func eventWatcherReportsANameCreatedInTheDirectory() throws {
        let directory = try FileSystemTestDirectory()
        let loop = try EventLoop()
        let watcher = try FileEventWatcher(loop: loop)
        let guardTimer = try EddyLoop.Timer(loop: loop)
        var events: [(String?, FileEventWatcher.Events)] = []
        var timedOut = false
        try watcher.start(directory.path) { result in
            guard case .success(let event) = result, event.name == "new.txt" else { return }
            events.append(event)
            watcher.close()
            guardTimer.close()
        }
        try guardTimer.start(after: 10_000) {
            timedOut = true
            watcher.close()
            guardTimer.close()
        }
        try directory.makeFile("new.txt", contents: "x")
        loop.run()
        #expect(!timedOut)
        #expect(events.first?.0 == "new.txt")
        #expect(events.first?.1.contains(.rename) == true)
        #expect(loop.openHandleCount == 0)
    }

    @Test func eventWatcherRefusesAMissingPath() throws {
        let loop = try EventLoop()
        let watcher = try FileEventWatcher(loop: loop)
        #expect(throws: UVError.noSuchFileOrDirectory) {
            try watcher.start("/tmp/eddy-no-such-\(UUID().uuidString)") { _ in }
        }
        watcher.close()
        loop.run()
        #expect(loop.openHandleCount == 0)
    }

    @Test func statusWatcherReportsTheStatusBeforeAndAfterAChange() throws {
        let directory = try FileSystemTestDirectory()
        let file = try directory.makeFile("polled.txt", contents: "1")
        let loop = try EventLoop()
        let watcher = try FileStatusWatcher(loop: loop)
        let ticker = try EddyLoop.Timer(loop: loop)
        var change: FileStatusWatcher.Change?
        var writes = 1
        try watcher.start(file, interval: 10) { reported in
            change = reported
            watcher.close()
            ticker.close()
        }
        try ticker.start(after: 20, repeating: 20) {
            writes += 1
            _ = try? directory.makeFile("polled.txt", contents: String(repeating: "1", count: writes))
            if writes > 500 {
                watcher.close()
                ticker.close()
            }
        }
        loop.run()
        #expect(change?.status == 0)
        #expect((change?.current.size ?? 0) > (change?.previous.size ?? 0))
        #expect(loop.openHandleCount == 0)
    }
}
