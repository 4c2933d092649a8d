import EddyEngine
import EddyLoop

/// The `fs` binding's watcher classes, for `fs.watch` and `fs.watchFile`
/// (`lib/internal/fs/watchers.js`), as Node's `FSEvent` and `StatWatcher`:
///
/// - `new FSEvent()`, `start(path, persistent)` → a libuv status; each event calls
///   `onchange(status, eventType, filename)` with `'rename'` or `'change'`.
/// - `new StatWatcher()`, `start(path, persistent, interval)` → a libuv status; each change
///   calls `onchange(status, current, previous)` with two stat arrays.
///
/// Both have `close`, `ref`, `unref` and `hasRef`. Watching reads the file system, so the
/// constructors and `start` check the capability, as the binding's functions do.
enum FSWatchers {
    static func install(in context: BindingContext) {
        let host = context.host
        defineClass("FSEvent", in: context, make: { FileEventWrap(host: host, watcher: try FileEventWatcher(loop: host.loop)) }) {
            (wrap: FileEventWrap, agent, arguments) in
            .integer(wrap.start(path: try agent.string(arguments.value(at: 0)), persistent: arguments.value(at: 1).truthy))
        }
        defineClass("StatWatcher", in: context, make: { StatusWatcherWrap(host: host, watcher: try FileStatusWatcher(loop: host.loop)) }) {
            (wrap: StatusWatcherWrap, agent, arguments) in
            let interval = UInt32(clamping: try agent.integer(arguments.value(at: 2)))
            return .integer(wrap.start(path: try agent.string(arguments.value(at: 0)),
                                       persistent: arguments.value(at: 1).truthy, interval: interval))
        }
    }

    /// Defines the handle class `name`, whose constructor and `start` check the capability.
    private static func defineClass<Wrap: HandleWrap>(
        _ name: String, in context: BindingContext, make: @escaping () throws -> Wrap,
        start: @escaping (Wrap, Agent, Arguments) throws -> JSValue
    ) {
        let host = context.host
        let agent = context.agent
        let handleClass = BindingClasses.handleClass(name, length: 0, in: context) { prototype in
            HandleWrap.installHandleMethods(on: prototype, in: agent)
            HandleWrap.define(prototype, "start", length: 3, in: agent) { (wrap: Wrap, agent, arguments) in
                try host.check(.fileSystem, for: "\(name).start")
                return try start(wrap, agent, arguments)
            }
        } make: { agent, _, _ in
            try host.check(.fileSystem, for: name)
            do {
                return try make()
            } catch {
                throw agent.makeError(kind: .error, "\(error)")
            }
        }
        context.value(name, handleClass)
    }
}

/// An `FSEvent` object's Swift half.
final class FileEventWrap: HandleWrap {
    let watcher: FileEventWatcher

    override var resourceName: String? { "FSEventWrap" }

    init(host: RuntimeHost, watcher: FileEventWatcher) {
        self.watcher = watcher
        super.init(host: host, handle: watcher)
    }

    func start(path: String, persistent: Bool) -> Int32 {
        if !persistent { watcher.unref() }
        return HandleWrap.status {
            try watcher.start(path) { [weak self] result in
                switch result {
                case .success(let event):
                    // Node reports one kind per event, a rename before a change.
                    let kind = event.events.contains(.rename) ? "rename" : "change"
                    self?.callBack("onchange", [.integer(0), .text(kind), event.name.map { .text($0) } ?? .null])
                case .failure(let error):
                    self?.callBack("onchange", [.integer(error.code), .undefined, .undefined])
                }
            }
        }
    }
}

/// A `StatWatcher` object's Swift half.
final class StatusWatcherWrap: HandleWrap {
    let watcher: FileStatusWatcher

    override var resourceName: String? { "StatWatcher" }

    init(host: RuntimeHost, watcher: FileStatusWatcher) {
        self.watcher = watcher
        super.init(host: host, handle: watcher)
    }

    func start(path: String, persistent: Bool, interval: UInt32) -> Int32 {
        if !persistent { watcher.unref() }
        return HandleWrap.status {
            try watcher.start(path, interval: interval) { [weak self] change in
                guard let self, let agent = self.host?.agent else { return }
                self.callBack("onchange", [.integer(change.status),
                                           .object(FSOperations.statusArray(change.current, in: agent)),
                                           .object(FSOperations.statusArray(change.previous, in: agent))])
            }
        }
    }
}
