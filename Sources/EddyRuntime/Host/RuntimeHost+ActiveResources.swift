import EddyEngine

/// What keeps the loop alive, as `process._getActiveHandles()`, `_getActiveRequests()` and
/// `getActiveResourcesInfo()` report it: Node walks its handle and request queues; the host
/// keeps the same two lists, in the order the handles and requests were made.
extension RuntimeHost {
    /// Adds `wrap` to the open handles; the serial is its key, dropped when it closes.
    func registerOpenHandle(_ wrap: HandleWrap) -> Int {
        nextResourceSerial += 1
        openHandleWraps[nextResourceSerial] = wrap
        return nextResourceSerial
    }

    /// Adds `request` (pinned by the caller until it completes) to the requests in flight.
    func beginRequest(_ request: JSObject, resourceName: String) -> Int {
        nextResourceSerial += 1
        activeRequests[nextResourceSerial] = (request, resourceName)
        return nextResourceSerial
    }

    func endRequest(_ serial: Int) {
        activeRequests[serial] = nil
    }

    /// The handles that keep the loop alive, oldest first: each JavaScript object and Node's
    /// name of its kind.
    var activeHandles: [(object: JSObject, resourceName: String)] {
        openHandleWraps.sorted { $0.key < $1.key }.compactMap { _, wrap in
            guard wrap.isActiveResource, let object = wrap.object, let name = wrap.resourceName else { return nil }
            return (object, name)
        }
    }

    /// The requests in flight, oldest first.
    var activeRequestList: [(request: JSObject, resourceName: String)] {
        activeRequests.sorted { $0.key < $1.key }.map(\.value)
    }
}
