/// The basic URL parser (URL Standard §4.4), over code points, with the quirks of Node's
/// parser (ada) where Node differs from the standard.
struct URLParser {
    /// The parser's states (URL Standard §4.4); a setter starts in one as its state override.
    enum State {
        case schemeStart, scheme, noScheme, specialRelativeOrAuthority, pathOrAuthority, relative
        case relativeSlash, specialAuthoritySlashes, specialAuthorityIgnoreSlashes, authority
        case host, hostname, port, file, fileSlash, fileHost, pathStart, path, opaquePath, query, fragment
    }

    let idna: IDNA

    // MARK: Input

    /// A string's code units as code points, lone surrogates replaced by U+FFFD (the
    /// parser's input is a scalar value string).
    static func codePoints(of units: some Collection<UInt16>) -> [UInt32] {
        var output: [UInt32] = []
        output.reserveCapacity(units.count)
        var pendingHigh: UInt32?
        for unit in units {
            let value = UInt32(unit)
            if let high = pendingHigh {
                pendingHigh = nil
                if value >= 0xDC00 && value <= 0xDFFF {
                    output.append(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
                    continue
                }
                output.append(0xFFFD)
            }
            if value >= 0xD800 && value <= 0xDBFF {
                pendingHigh = value
            } else {
                output.append(value >= 0xDC00 && value <= 0xDFFF ? 0xFFFD : value)
            }
        }
        if pendingHigh != nil { output.append(0xFFFD) }
        return output
    }

    // MARK: Helpers

    static func isWindowsDriveLetter(_ text: ArraySlice<UInt8>, normalizedOnly: Bool) -> Bool {
        guard text.count == 2 else { return false }
        let second = text[text.startIndex + 1]
        return URLCodePoint.isAlpha(UInt32(text[text.startIndex])) && (second == 0x3A || (!normalizedOnly && second == 0x7C))
    }

    /// Whether the code points from `pointer` start with a Windows drive letter (§4.3).
    private static func startsWithWindowsDriveLetter(_ input: [UInt32], at pointer: Int) -> Bool {
        guard input.count - pointer >= 2, URLCodePoint.isAlpha(input[pointer]),
              input[pointer + 1] == 0x3A || input[pointer + 1] == 0x7C
        else { return false }
        if input.count - pointer == 2 { return true }
        let next = input[pointer + 2]
        return next == 0x2F || next == 0x5C || next == 0x3F || next == 0x23
    }

    private static func isSingleDot(_ segment: ArraySlice<UInt8>) -> Bool {
        switch segment.count {
        case 1: segment.first == 0x2E
        case 3: segment.first == 0x25 && segment[segment.startIndex + 1] == 0x32 && segment.last! | 0x20 == 0x65
        default: false
        }
    }

    private static func isDoubleDot(_ segment: ArraySlice<UInt8>) -> Bool {
        switch segment.count {
        case 2: segment.first == 0x2E && segment.last == 0x2E
        case 4: (segment.first == 0x2E && isSingleDot(segment.dropFirst())) || (segment.last == 0x2E && isSingleDot(segment.dropLast()))
        case 6: isSingleDot(segment.prefix(3)) && isSingleDot(segment.suffix(3))
        default: false
        }
    }

    /// In the relative and file states (once the base's components are copied) and the
    /// opaque-path state: `?` starts a query and `#` a fragment (returns true); any other
    /// code point changes nothing.
    private static func beginsQueryOrFragment(_ c: UInt32, _ url: inout URLRecord, _ state: inout State) -> Bool {
        if c == 0x3F {
            url.query = []
            state = .query
        } else if c == 0x23 {
            url.fragment = []
            state = .fragment
        } else {
            return false
        }
        return true
    }

    // MARK: The parser

    /// Parses `input` against `base`; nil on failure.
    func parse(_ input: [UInt32], base: URLRecord?) -> URLRecord? {
        var url = URLRecord()
        var start = 0, end = input.count
        while start < end && input[start] <= 0x20 { start += 1 }
        while end > start && input[end - 1] <= 0x20 { end -= 1 }
        let trimmed = start == 0 && end == input.count ? input : Array(input[start..<end])
        return run(trimmed, base: base, url: &url, stateOverride: nil) ? url : nil
    }

    /// Runs the parser on `url` from `stateOverride` (a setter): returns whether it
    /// succeeded; as in the standard, changes made before a failure stay.
    @discardableResult
    func run(_ rawInput: [UInt32], base: URLRecord?, url: inout URLRecord, stateOverride: State?) -> Bool {
        let input = rawInput.contains(where: { $0 == 9 || $0 == 0xA || $0 == 0xD })
            ? rawInput.filter { $0 != 9 && $0 != 0xA && $0 != 0xD } : rawInput
        let length = input.count
        var state = stateOverride ?? .schemeStart
        // Reserved once: growing from empty one code point at a time reallocates again
        // and again.
        var schemeBuffer: [UInt8] = []
        var buffer: [UInt32] = []
        buffer.reserveCapacity(length)
        var pathBuffer: [UInt8] = []
        pathBuffer.reserveCapacity(length)
        var atSignSeen = false, insideBrackets = false, passwordTokenSeen = false
        var pointer = 0
        let eof: UInt32 = .max

        while true {
            let c = pointer < length ? input[pointer] : eof
            let special = url.isSpecial
            switch state {
            case .schemeStart:
                if URLCodePoint.isAlpha(c) {
                    schemeBuffer.append(UInt8(URLCodePoint.asciiLower(c)))
                    state = .scheme
                } else if stateOverride == nil {
                    state = .noScheme
                    pointer -= 1
                } else {
                    return false
                }

            case .scheme:
                if URLCodePoint.isAlpha(c) || URLCodePoint.isDigit(c) || c == 0x2B || c == 0x2D || c == 0x2E {
                    schemeBuffer.append(UInt8(URLCodePoint.asciiLower(c)))
                } else if c == 0x3A {
                    if stateOverride != nil {
                        let newKind = URLSchemeKind(schemeBuffer)
                        if url.isSpecial != newKind.isSpecial { return true }
                        if (url.includesCredentials || url.port != nil) && newKind == .file { return true }
                        if url.kind == .file && url.host?.isEmpty == true { return true }
                    }
                    url.scheme = schemeBuffer
                    if stateOverride != nil {
                        if url.port != nil && url.port == url.kind.defaultPort { url.port = nil }
                        return true
                    }
                    if url.kind == .file {
                        state = .file
                    } else if url.isSpecial, let base, base.kind == url.kind {
                        state = .specialRelativeOrAuthority
                    } else if url.isSpecial {
                        state = .specialAuthoritySlashes
                    } else if pointer + 1 < length && input[pointer + 1] == 0x2F {
                        state = .pathOrAuthority
                        pointer += 1
                    } else {
                        url.opaquePath = []
                        state = .opaquePath
                    }
                } else if stateOverride == nil {
                    schemeBuffer = []
                    state = .noScheme
                    pointer = -1
                } else {
                    return false
                }

            case .noScheme:
                guard let base else { return false }
                if base.hasOpaquePath && c != 0x23 && input[pointer...].contains(0x23) {
                    // Node's parser (ada) resolves a reference containing '#' against an
                    // opaque path as if the path were hierarchical.
                    resolveAgainstOpaquePath(&url, base: base, rest: input[pointer...])
                    return true
                }
                if base.hasOpaquePath && c != 0x23 { return false }
                if base.hasOpaquePath {
                    url.scheme = base.scheme
                    url.opaquePath = base.opaquePath
                    url.query = base.query
                    url.fragment = []
                    state = .fragment
                } else if base.kind != .file {
                    state = .relative
                    pointer -= 1
                } else {
                    state = .file
                    pointer -= 1
                }

            case .specialRelativeOrAuthority:
                if c == 0x2F && pointer + 1 < length && input[pointer + 1] == 0x2F {
                    state = .specialAuthorityIgnoreSlashes
                    pointer += 1
                } else {
                    state = .relative
                    pointer -= 1
                }

            case .pathOrAuthority:
                if c == 0x2F {
                    state = .authority
                } else {
                    state = .path
                    pointer -= 1
                }

            case .relative:
                guard let base else { return false }
                url.scheme = base.scheme
                if c == 0x2F || (url.isSpecial && c == 0x5C) {
                    state = .relativeSlash
                } else {
                    url.username = base.username
                    url.password = base.password
                    url.host = base.host
                    url.port = base.port
                    url.path = base.path
                    url.query = base.query
                    if URLParser.beginsQueryOrFragment(c, &url, &state) {
                        break
                    } else if c != eof {
                        url.query = nil
                        url.shortenPath()
                        state = .path
                        pointer -= 1
                    }
                }

            case .relativeSlash:
                if special && (c == 0x2F || c == 0x5C) {
                    state = .specialAuthorityIgnoreSlashes
                } else if c == 0x2F {
                    state = .authority
                } else {
                    if let base {
                        url.username = base.username
                        url.password = base.password
                        url.host = base.host
                        url.port = base.port
                    }
                    state = .path
                    pointer -= 1
                }

            case .specialAuthoritySlashes:
                state = .specialAuthorityIgnoreSlashes
                if c == 0x2F && pointer + 1 < length && input[pointer + 1] == 0x2F {
                    pointer += 1
                } else {
                    pointer -= 1
                }

            case .specialAuthorityIgnoreSlashes:
                if c != 0x2F && c != 0x5C {
                    state = .authority
                    pointer -= 1
                }

            case .authority:
                if c == 0x40 {
                    if atSignSeen { buffer.insert(contentsOf: [0x25, 0x34, 0x30], at: 0) }
                    atSignSeen = true
                    for codePoint in buffer {
                        if codePoint == 0x3A && !passwordTokenSeen {
                            passwordTokenSeen = true
                            continue
                        }
                        if passwordTokenSeen {
                            PercentEncoding.append(codePoint, encodingIn: .userinfo, to: &url.password)
                        } else {
                            PercentEncoding.append(codePoint, encodingIn: .userinfo, to: &url.username)
                        }
                    }
                    buffer.removeAll(keepingCapacity: true)
                } else if c == eof || c == 0x2F || c == 0x3F || c == 0x23 || (special && c == 0x5C) {
                    if atSignSeen && buffer.isEmpty { return false }
                    pointer -= buffer.count + 1
                    buffer.removeAll(keepingCapacity: true)
                    state = .host
                } else {
                    buffer.append(c)
                }

            case .host, .hostname:
                if stateOverride != nil && url.kind == .file {
                    pointer -= 1
                    state = .fileHost
                } else if c == 0x3A && !insideBrackets {
                    if buffer.isEmpty || stateOverride == .hostname { return false }
                    guard let host = URLHost.parse(buffer[...], isOpaque: !special, idna: idna) else { return false }
                    url.host = host
                    buffer.removeAll(keepingCapacity: true)
                    if stateOverride == .host {
                        // Node's parser treats the rest like a port setter value.
                        if pointer + 1 < length { URLSetters.setPort(&url, Array(input[(pointer + 1)...])) }
                        return true
                    }
                    state = .port
                } else if c == eof || c == 0x2F || c == 0x3F || c == 0x23 || (special && c == 0x5C) {
                    pointer -= 1
                    if special && buffer.isEmpty { return false }
                    if stateOverride != nil && buffer.isEmpty && (url.includesCredentials || url.port != nil) { return false }
                    guard let host = URLHost.parse(buffer[...], isOpaque: !special, idna: idna) else { return false }
                    url.host = host
                    buffer.removeAll(keepingCapacity: true)
                    state = .pathStart
                    if stateOverride != nil { return true }
                } else {
                    if c == 0x5B { insideBrackets = true }
                    if c == 0x5D { insideBrackets = false }
                    buffer.append(c)
                }

            case .port:
                if URLCodePoint.isDigit(c) {
                    buffer.append(c)
                } else if c == eof || c == 0x2F || c == 0x3F || c == 0x23 || (special && c == 0x5C) || stateOverride != nil {
                    if !buffer.isEmpty {
                        var port = 0
                        for digit in buffer {
                            port = port * 10 + Int(digit - 0x30)
                            if port > 65535 { return false }
                        }
                        url.port = port == url.kind.defaultPort ? nil : port
                        buffer.removeAll(keepingCapacity: true)
                    }
                    if stateOverride != nil { return true }
                    state = .pathStart
                    pointer -= 1
                } else {
                    return false
                }

            case .file:
                url.scheme = Array("file".utf8)
                url.host = .name([])
                if c == 0x2F || c == 0x5C {
                    state = .fileSlash
                } else if let base, base.kind == .file {
                    url.host = base.host
                    url.path = base.path
                    url.query = base.query
                    if URLParser.beginsQueryOrFragment(c, &url, &state) {
                        break
                    } else if c != eof {
                        url.query = nil
                        if !URLParser.startsWithWindowsDriveLetter(input, at: pointer) {
                            url.shortenPath()
                        } else {
                            url.path = []
                        }
                        state = .path
                        pointer -= 1
                    }
                } else {
                    state = .path
                    pointer -= 1
                }

            case .fileSlash:
                if c == 0x2F || c == 0x5C {
                    state = .fileHost
                } else {
                    if let base, base.kind == .file {
                        url.host = base.host
                        if !URLParser.startsWithWindowsDriveLetter(input, at: pointer), let first = base.path.first,
                           URLParser.isWindowsDriveLetter(first[...], normalizedOnly: true) {
                            url.path.append(first)
                        }
                    }
                    state = .path
                    pointer -= 1
                }

            case .fileHost:
                if c == eof || c == 0x2F || c == 0x5C || c == 0x3F || c == 0x23 {
                    pointer -= 1
                    if stateOverride == nil && buffer.count == 2 && URLCodePoint.isAlpha(buffer[0]) &&
                        (buffer[1] == 0x3A || buffer[1] == 0x7C) {
                        // The drive letter starts the first path segment.
                        pathBuffer = buffer.map { UInt8($0) }
                        buffer.removeAll(keepingCapacity: true)
                        state = .path
                    } else if buffer.isEmpty {
                        url.host = .name([])
                        if stateOverride != nil { return true }
                        state = .pathStart
                    } else {
                        guard var host = URLHost.parse(buffer[...], isOpaque: !url.isSpecial, idna: idna) else { return false }
                        if host == .name(Array("localhost".utf8)) { host = .name([]) }
                        url.host = host
                        if stateOverride != nil { return true }
                        buffer.removeAll(keepingCapacity: true)
                        state = .pathStart
                    }
                } else {
                    buffer.append(c)
                }

            case .pathStart:
                if special {
                    state = .path
                    if c != 0x2F && c != 0x5C { pointer -= 1 }
                } else if stateOverride == nil && c == 0x3F {
                    url.query = []
                    state = .query
                } else if stateOverride == nil && c == 0x23 {
                    url.fragment = []
                    state = .fragment
                } else if c != eof {
                    state = .path
                    if c != 0x2F { pointer -= 1 }
                } else if stateOverride != nil && url.host == nil {
                    url.path.append([])
                }

            case .path:
                if c == eof || c == 0x2F || (special && c == 0x5C) || (stateOverride == nil && (c == 0x3F || c == 0x23)) {
                    let slash = c == 0x2F || (special && c == 0x5C)
                    if URLParser.isDoubleDot(pathBuffer[...]) {
                        // Like Node's parser (ada): a trailing '..' on an already empty
                        // non-special path leaves the path empty.
                        let wasEmpty = url.path.isEmpty
                        url.shortenPath()
                        if !slash && !(wasEmpty && !special && url.host != nil) { url.path.append([]) }
                    } else if URLParser.isSingleDot(pathBuffer[...]) {
                        if !slash { url.path.append([]) }
                    } else {
                        if url.kind == .file && url.path.isEmpty && URLParser.isWindowsDriveLetter(pathBuffer[...], normalizedOnly: false) {
                            pathBuffer[1] = 0x3A
                        }
                        // A copy of its own size, so that the buffer's storage stays unshared.
                        url.path.append(Array(pathBuffer))
                    }
                    pathBuffer.removeAll(keepingCapacity: true)
                    if c == 0x3F {
                        url.query = []
                        state = .query
                    }
                    if c == 0x23 {
                        url.fragment = []
                        state = .fragment
                    }
                } else {
                    PercentEncoding.append(c, encodingIn: .path, to: &pathBuffer)
                }

            case .opaquePath:
                if URLParser.beginsQueryOrFragment(c, &url, &state) {
                    break
                } else if c != eof {
                    if url.opaquePath == nil || url.opaquePath!.capacity == 0 {
                        var opaquePath = url.opaquePath ?? []
                        opaquePath.reserveCapacity(length - pointer)
                        url.opaquePath = opaquePath
                    }
                    PercentEncoding.append(c, encodingIn: .c0Control, to: &url.opaquePath!)
                }

            case .query:
                if (stateOverride == nil && c == 0x23) || c == eof {
                    var query = url.query ?? []
                    query.reserveCapacity(query.count + buffer.count)
                    PercentEncoding.append(buffer, encodingIn: special ? .specialQuery : .query, to: &query)
                    url.query = query
                    buffer.removeAll(keepingCapacity: true)
                    if c == 0x23 {
                        url.fragment = []
                        state = .fragment
                    }
                } else {
                    buffer.append(c)
                }

            case .fragment:
                if c != eof {
                    // The rest of the input is the fragment: encode it in one go.
                    var fragment = url.fragment ?? []
                    url.fragment = nil
                    fragment.reserveCapacity(fragment.count + length - pointer)
                    PercentEncoding.append(input[pointer...], encodingIn: .fragment, to: &fragment)
                    url.fragment = fragment
                    pointer = length - 1
                }
            }
            if c == eof && pointer >= length { break }
            pointer += 1
        }
        return true
    }

    // MARK: Ada's opaque-path resolution

    /// Removes `.` and `..` segments from a `/`-separated path.
    private static func removeDotSegments(_ path: [UInt32]) -> [UInt32] {
        let segments = path.split(separator: 0x2F, omittingEmptySubsequences: false)
        var output: [ArraySlice<UInt32>] = []
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            let bytes = segment.map { UInt8(truncatingIfNeeded: $0) }[...]
            let ascii = segment.allSatisfy { $0 < 0x80 }
            if ascii && isSingleDot(bytes) {
                if isLast { output.append([]) }
            } else if ascii && isDoubleDot(bytes) {
                if output.count > 1 || (output.count == 1 && !output[0].isEmpty) { output.removeLast() }
                if isLast { output.append([]) }
            } else {
                output.append(segment)
            }
        }
        return Array(output.joined(separator: [0x2F]))
    }

    /// A reference with a `#` resolved against a base with an opaque path, as ada does.
    private func resolveAgainstOpaquePath(_ url: inout URLRecord, base: URLRecord, rest: ArraySlice<UInt32>) {
        let hash = rest.firstIndex(of: 0x23) ?? rest.endIndex
        let fragment = rest[rest.index(after: hash)...]
        let beforeHash = rest[..<hash]
        let question = beforeHash.firstIndex(of: 0x3F)
        let pathPart = beforeHash[..<(question ?? beforeHash.endIndex)]
        let queryPart = question.map { beforeHash[beforeHash.index(after: $0)...] }
        url.scheme = base.scheme
        let basePath = base.opaquePath ?? []
        var query: [UInt8]?
        if let queryPart {
            var encoded: [UInt8] = []
            PercentEncoding.append(queryPart, encodingIn: .query, to: &encoded)
            query = encoded
        }
        if pathPart.isEmpty {
            url.opaquePath = basePath
            url.query = queryPart == nil ? base.query : query
        } else {
            var path: [UInt32]
            if pathPart.first == 0x2F {
                path = Array(pathPart)
            } else {
                let slash = basePath.lastIndex(of: 0x2F)
                path = (slash.map { basePath[...$0] } ?? basePath[...]).map { UInt32($0) }
                if slash == nil { path.append(0x2F) }
                path.append(contentsOf: pathPart)
            }
            var encoded: [UInt8] = []
            PercentEncoding.append(URLParser.removeDotSegments(path), encodingIn: .path, to: &encoded)
            url.opaquePath = encoded
            url.query = query
        }
        var encodedFragment: [UInt8] = []
        PercentEncoding.append(fragment, encodingIn: .fragment, to: &encodedFragment)
        url.fragment = encodedFragment
    }
}
