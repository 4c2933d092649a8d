/// The URL object's setters (URL Standard §6.1, "URL class") on a URL record, with the
/// behaviour of Node's parser (ada) where it departs from the standard. Node numbers them
/// as its binding's `update` actions.
enum URLSetters {
    enum Action: Int {
        case protocolScheme = 0, host, hostname, port, username, password, pathname, search, hash, href
    }

    /// Applies `value` to `url` with `action`; false when the href setter fails (the other
    /// setters ignore bad values, as the standard says, keeping what they changed before).
    static func apply(_ action: Action, _ value: [UInt32], to url: inout URLRecord, parser: URLParser) -> Bool {
        switch action {
        case .href:
            guard let parsed = parser.parse(value, base: nil) else { return false }
            url = parsed
        case .protocolScheme:
            parser.run(value + [0x3A], base: nil, url: &url, stateOverride: .schemeStart)
        case .username, .password:
            if url.cannotHaveUsernamePasswordPort { return true }
            var encoded: [UInt8] = []
            PercentEncoding.append(value, encodingIn: .userinfo, to: &encoded)
            if action == .username { url.username = encoded } else { url.password = encoded }
        case .host:
            guard !url.hasOpaquePath else { return true }
            var value = value
            if !url.isSpecial {
                // Quirks of Node's parser (ada) for non-special URLs.
                if url.host == nil {
                    // No host yet: an empty value changes nothing, a port is ignored.
                    value = Array(value[..<portColon(in: value)])
                    if value.isEmpty { return true }
                } else if value.first == 0x3A {
                    url.host = .name([])
                    setPort(&url, Array(value.dropFirst()))
                    return true
                }
            }
            parser.run(value, base: nil, url: &url, stateOverride: .host)
        case .hostname:
            guard !url.hasOpaquePath else { return true }
            if !url.isSpecial && url.host == nil && value.isEmpty {
                // Node's parser (ada) gives an empty host only to a path that needs one
                // (`sc:/.//p` becomes `sc:////p`); otherwise nothing changes.
                if url.path.count > 1 && url.path[0].isEmpty { url.host = .name([]) }
                return true
            }
            parser.run(value, base: nil, url: &url, stateOverride: .hostname)
        case .port:
            if url.cannotHaveUsernamePasswordPort { return true }
            setPort(&url, value)
        case .pathname:
            guard !url.hasOpaquePath else { return true }
            let saved = url.path
            url.path = []
            if !parser.run(value, base: nil, url: &url, stateOverride: .pathStart) { url.path = saved }
        case .search:
            setQueryOrFragment(\.query, to: value, droppingLeading: 0x3F, state: .query, of: &url, parser: parser)
        case .hash:
            setQueryOrFragment(\.fragment, to: value, droppingLeading: 0x23, state: .fragment, of: &url, parser: parser)
        }
        return true
    }

    /// The search and hash setters: an empty value removes the component (and trailing
    /// spaces of an opaque path); otherwise the value, without a leading `?` or `#`, is
    /// parsed from `state` into an empty component.
    private static func setQueryOrFragment(_ component: WritableKeyPath<URLRecord, [UInt8]?>, to value: [UInt32],
                                           droppingLeading delimiter: UInt32, state: URLParser.State,
                                           of url: inout URLRecord, parser: URLParser) {
        if value.isEmpty {
            url[keyPath: component] = nil
            url.stripTrailingSpacesFromOpaquePath()
            return
        }
        url[keyPath: component] = []
        let input = value.first == delimiter ? Array(value.dropFirst()) : value
        parser.run(input, base: nil, url: &url, stateOverride: state)
    }

    /// Where a host setter value's port starts: its first `:` outside brackets (or its end).
    private static func portColon(in value: [UInt32]) -> Int {
        var inside = false
        for (index, c) in value.enumerated() {
            if c == 0x5B {
                inside = true
            } else if c == 0x5D {
                inside = false
            } else if c == 0x3A && !inside {
                return index
            }
        }
        return value.count
    }

    /// The port setter as Node's parser (ada) implements it: tabs and newlines are dropped;
    /// an empty value clears the port; a value starting with a control or space, or without
    /// any digit, is ignored; otherwise the leading digits are the port (none: the port is
    /// cleared; above 65535: ignored).
    static func setPort(_ url: inout URLRecord, _ value: [UInt32]) {
        let trimmed = value.filter { $0 != 9 && $0 != 0xA && $0 != 0xD }
        guard let first = trimmed.first else {
            url.port = nil
            return
        }
        if first <= 0x20 || !value.contains(where: URLCodePoint.isDigit) { return }
        // ada's unsigned parse rejects a leading '-' outright: ignored.
        if first == 0x2D { return }
        var port = 0
        var digits = 0
        for c in trimmed {
            guard URLCodePoint.isDigit(c) else { break }
            port = port * 10 + Int(c - 0x30)
            if port > 65535 { return }
            digits += 1
        }
        if digits == 0 {
            url.port = nil
            return
        }
        url.port = port == url.kind.defaultPort ? nil : port
    }
}
