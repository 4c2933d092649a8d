/// The start line and headers of one HTTP message, as Node's `kOnHeadersComplete` receives
/// them. Text is Latin-1, byte for byte, as Node decodes header bytes.
package struct HTTPMessageHead: Equatable, Sendable {
    package var versionMajor = 1
    package var versionMinor = 1
    /// Names and values alternating, in the order received (Node's raw headers).
    package var headers: [String] = []
    /// Index into `HTTPParser.allMethods` (requests only).
    package var method: Int?
    package var url = ""
    /// Responses only.
    package var statusCode: Int?
    package var statusMessage = ""
    /// A CONNECT request, a request asking to upgrade, or a 101 response.
    package var upgrade = false
    package var shouldKeepAlive = false

    package init() {}

    /// The method's name, for requests.
    package var methodName: String? { method.map { HTTPParser.allMethods[$0] } }
}
