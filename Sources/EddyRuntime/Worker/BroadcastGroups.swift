import EddyEngine
import EddyLoop
import Synchronization

/// The `BroadcastChannel`s of the whole process by name, in every runtime on every thread:
/// a message posted to one is delivered to all the others of its name.
enum BroadcastGroups {
    /// Weak, so a channel whose runtime went away without closing it drops out by itself.
    private struct Member: Sendable {
        weak var inbox: PortInbox?
    }

    private static let members = Mutex<[String: [Member]]>([:])

    static func join(_ name: String, _ inbox: PortInbox) {
        members.withLock { $0[name, default: []].append(Member(inbox: inbox)) }
    }

    static func leave(_ name: String, _ inbox: PortInbox) {
        members.withLock { members in
            members[name]?.removeAll { $0.inbox == nil || $0.inbox === inbox }
            if members[name]?.isEmpty == true { members[name] = nil }
        }
    }

    /// Posts to every channel of `name` but the sender's (the same serialized message: it is
    /// an immutable tree, rebuilt by each receiver).
    static func post(_ message: SerializedValue, to name: String, from sender: PortInbox) {
        let receivers = members.withLock { members in
            members[name]?.compactMap { $0.inbox }.filter { $0 !== sender } ?? []
        }
        for inbox in receivers { inbox.post(.message(message)) }
    }
}

/// The handle of a `BroadcastChannel`: a port that receives what the other channels of its
/// name post, and posts to all of them.
final class BroadcastPortWrap: MessagePortWrap {
    let name: String

    init(host: RuntimeHost, name: String) throws {
        self.name = name
        // Nothing is posted through the second end: posts go to the group.
        try super.init(host: host, end: PortEnd.pair().0)
        BroadcastGroups.join(name, end.inbox)
    }

    override func post(_ message: SerializedValue) {
        guard !isDetached else { return }
        BroadcastGroups.post(message, to: name, from: end.inbox)
    }

    override func closePort() {
        guard !isDetached else { return }
        detach()
        end.inbox.close()
        close(callback: .undefined)
    }

    override func willClose() {
        BroadcastGroups.leave(name, end.inbox)
    }
}
