/// The kind of a URL's scheme, numbered as Node's binding reports it (ada's `scheme::type`).
enum URLSchemeKind: UInt32 {
    case http = 0, notSpecial = 1, https = 2, ws = 3, ftp = 4, wss = 5, file = 6

    init(_ scheme: [UInt8]) {
        switch scheme.count {
        case 2 where scheme.elementsEqual("ws".utf8): self = .ws
        case 3 where scheme.elementsEqual("wss".utf8): self = .wss
        case 3 where scheme.elementsEqual("ftp".utf8): self = .ftp
        case 4 where scheme.elementsEqual("http".utf8): self = .http
        case 4 where scheme.elementsEqual("file".utf8): self = .file
        case 5 where scheme.elementsEqual("https".utf8): self = .https
        default: self = .notSpecial
        }
    }

    /// Special schemes (URL Standard §4.1).
    var isSpecial: Bool { self != .notSpecial }

    /// The special scheme's default port.
    var defaultPort: Int? {
        switch self {
        case .http, .ws: 80
        case .https, .wss: 443
        case .ftp: 21
        case .file, .notSpecial: nil
        }
    }
}

/// A URL record (URL Standard §4.1). Every component is kept serialized (ASCII): the
/// parser percent-encodes as it goes, so the href is their concatenation.
struct URLRecord {
    var scheme: [UInt8] = [] {
        didSet { kind = URLSchemeKind(scheme) }
    }
    /// The scheme's kind, kept with it: the parser asks at every code point.
    private(set) var kind = URLSchemeKind.notSpecial
    var username: [UInt8] = []
    var password: [UInt8] = []
    var host: URLHost?
    var port: Int?
    /// The path segments; unused when `opaquePath` is set.
    var path: [[UInt8]] = []
    /// An opaque path (a URL such as `mailto:x`), when the URL has one.
    var opaquePath: [UInt8]?
    var query: [UInt8]?
    var fragment: [UInt8]?

    var isSpecial: Bool { kind.isSpecial }
    var hasOpaquePath: Bool { opaquePath != nil }
    var includesCredentials: Bool { !username.isEmpty || !password.isEmpty }
    /// URL Standard §4.2: no host, an empty host, or the file scheme.
    var cannotHaveUsernamePasswordPort: Bool {
        guard let host else { return true }
        return host.isEmpty || kind == .file
    }

    /// Shortens the path (URL Standard §4.1): a file URL's lone drive letter stays.
    mutating func shortenPath() {
        if kind == .file && path.count == 1 && URLParser.isWindowsDriveLetter(path[0][...], normalizedOnly: true) { return }
        if !path.isEmpty { path.removeLast() }
    }

    /// Strips trailing spaces from an opaque path (URL Standard §4.2), once neither a query
    /// nor a fragment follows it.
    mutating func stripTrailingSpacesFromOpaquePath() {
        guard var opaque = opaquePath, fragment == nil, query == nil else { return }
        while opaque.last == 0x20 { opaque.removeLast() }
        opaquePath = opaque
    }

    /// The path serializer (URL Standard §4.5).
    func serializePath(into output: inout [UInt8]) {
        if let opaquePath {
            output.append(contentsOf: opaquePath)
            return
        }
        for segment in path {
            output.append(0x2F)
            output.append(contentsOf: segment)
        }
    }
}

/// A serialized URL and where its components lie in it: Node's `urlComponents` (ada's
/// url_aggregator offsets), so that the URL object's getters are slices of the href.
struct SerializedURL {
    static let omitted = UInt32.max

    var href: [UInt8] = []
    var protocolEnd: UInt32 = 0
    var usernameEnd: UInt32 = 0
    var hostStart: UInt32 = 0
    var hostEnd: UInt32 = 0
    var port = omitted
    var pathnameStart: UInt32 = 0
    var searchStart = omitted
    var hashStart = omitted
    var schemeKind = URLSchemeKind.notSpecial

    var components: [UInt32] {
        [protocolEnd, usernameEnd, hostStart, hostEnd, port, pathnameStart, searchStart, hashStart, schemeKind.rawValue]
    }

    /// The URL serializer (URL Standard §4.5), noting the offsets on the way.
    init(_ url: URLRecord, excludeFragment: Bool = false) {
        href.reserveCapacity(url.scheme.count + url.path.reduce(16) { $0 + $1.count + 1 } +
                             (url.query?.count ?? 0) + (url.fragment?.count ?? 0))
        schemeKind = url.kind
        href.append(contentsOf: url.scheme)
        href.append(0x3A)
        protocolEnd = UInt32(href.count)
        if let host = url.host {
            href.append(contentsOf: [0x2F, 0x2F])
            href.append(contentsOf: url.username)
            usernameEnd = UInt32(href.count)
            if !url.password.isEmpty {
                href.append(0x3A)
                href.append(contentsOf: url.password)
            }
            hostStart = UInt32(href.count)
            if url.includesCredentials { href.append(0x40) }
            host.serialize(into: &href)
            hostEnd = UInt32(href.count)
            if let portNumber = url.port {
                href.append(0x3A)
                appendDecimal(portNumber, to: &href)
                port = UInt32(portNumber)
            }
        } else {
            usernameEnd = protocolEnd
            hostStart = protocolEnd
            hostEnd = protocolEnd
            if !url.hasOpaquePath && url.path.count > 1 && url.path[0].isEmpty {
                href.append(contentsOf: [0x2F, 0x2E])
            }
        }
        pathnameStart = UInt32(href.count)
        url.serializePath(into: &href)
        if let query = url.query {
            searchStart = UInt32(href.count)
            href.append(0x3F)
            href.append(contentsOf: query)
        }
        if !excludeFragment, let fragment = url.fragment {
            hashStart = UInt32(href.count)
            href.append(0x23)
            href.append(contentsOf: fragment)
        }
    }
}
