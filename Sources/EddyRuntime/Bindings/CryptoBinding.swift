#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import EddyEngine

/// `crypto`: the operating system's random bytes and the message digests of
/// `MessageDigest`, for lib/crypto.js.
enum CryptoBinding {
    static let binding = Binding("crypto") { context in
        // randomFill(view): fills an ArrayBuffer or view with random bytes.
        context.function("randomFill", length: 1) { agent, _, arguments in
            let target = arguments.value(at: 0)
            guard let count = agent.byteLength(of: target) else {
                throw agent.makeError(kind: .typeError, "randomFill needs an ArrayBuffer or a view")
            }
            agent.copy(try randomBytes(count, in: agent), into: target, at: 0)
            return .undefined
        }
        // digest(algorithm, data): the digest of the bytes of `data`, or undefined for an
        // algorithm there is none of.
        context.function("digest", length: 2) { agent, _, arguments in
            guard let digest = MessageDigest(name: try agent.string(arguments.value(at: 0))) else { return .undefined }
            let data = agent.bytes(of: arguments.value(at: 1)) ?? []
            return .object(agent.makeArrayBufferObject(digest.digest(data)))
        }
        // hmac(algorithm, key, data): HMAC of `data` under `key`.
        context.function("hmac", length: 3) { agent, _, arguments in
            guard let digest = MessageDigest(name: try agent.string(arguments.value(at: 0))) else { return .undefined }
            let key = agent.bytes(of: arguments.value(at: 1)) ?? []
            let data = agent.bytes(of: arguments.value(at: 2)) ?? []
            return .object(agent.makeArrayBufferObject(digest.authenticationCode(data, key: key)))
        }
        context.value("digests", .object(context.agent.makeArrayObject(MessageDigest.allCases.map { .text($0.rawValue) })))
    }

    /// `count` bytes from the kernel's generator (getentropy, 256 at a time).
    static func randomBytes(_ count: Int, in agent: Agent) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let chunk = min(256, count - offset)
            let status = bytes.withUnsafeMutableBytes { getentropy($0.baseAddress! + offset, chunk) }
            guard status == 0 else { throw agent.makeError(kind: .error, "getentropy failed (errno \(errno))") }
            offset += chunk
        }
        return bytes
    }
}
