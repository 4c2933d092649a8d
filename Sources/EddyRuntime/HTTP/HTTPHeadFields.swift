import EddyEngine

/// The field lines of an outgoing head from a headers object (`res.writeHead(200, { … })`),
/// rendered in one crossing instead of a JavaScript loop over `Object.keys` with a check per
/// name and value. Only the common case is rendered here: every name a valid token and none
/// of the fields the head acts on but `Content-Length` and `Date`, every value a string of
/// valid field characters or a number (or an array of those, one line each, as Node writes
/// them). Anything else (a field that changes the framing, an invalid name or value, which
/// gets Node's error there) is left to lib/_http_outgoing.js, which renders the whole head.
enum HTTPHeadFields {
    /// What the head learns from the fields it rendered.
    struct Rendered {
        var lines: [UInt16] = []
        var hasContentLength = false
        var hasDate = false
        /// The last `Content-Length` value as given (lib/ converts it, as for any field).
        var contentLength: JSValue = .undefined
    }

    private static let crlf: [UInt16] = [13, 10]
    private static let separator: [UInt16] = [58, 32]

    /// Renders `headers`, or nil to leave it to lib/. A proxy is left alone (its traps would
    /// run twice); names are all checked before any value is read, so a getter runs twice
    /// only when a value turns out invalid and lib/ throws for it.
    static func render(_ headers: JSObject, in agent: Agent) throws -> Rendered? {
        guard agent.proxyDetails(.object(headers)) == nil else { return nil }
        let names = try agent.ownEnumerableKeys(headers)
        var kinds: [Kind] = []
        kinds.reserveCapacity(names.count)
        for name in names {
            guard let kind = kind(of: name) else { return nil }
            kinds.append(kind)
        }
        var rendered = Rendered()
        for (name, kind) in zip(names, kinds) {
            let value = try agent.get(headers, name)
            let nameUnits = Array(name.utf16)
            if agent.isArrayObject(value) {
                // A list is one line per value; a cookie list (joined) and a list for a
                // field the head acts on are lib/'s.
                guard kind == .other else { return nil }
                for element in try agent.arrayElements(value) {
                    guard try append(nameUnits, element, to: &rendered, in: agent) else { return nil }
                }
            } else {
                guard try append(nameUnits, value, to: &rendered, in: agent) else { return nil }
            }
            switch kind {
            case .contentLength:
                rendered.hasContentLength = true
                rendered.contentLength = value
            case .date:
                rendered.hasDate = true
            case .cookie, .other:
                break
            }
        }
        return rendered
    }

    private enum Kind {
        case contentLength, date, cookie, other
    }

    /// The kind of a field name, or nil when lib/ must render the head: an invalid token,
    /// or a field that changes the head's framing or connection handling.
    private static func kind(of name: String) -> Kind? {
        guard !name.isEmpty, name.utf16.allSatisfy(isTokenUnit) else { return nil }
        switch name.count {
        case 4, 6, 7, 10, 14, 17:
            switch name.lowercased() {
            case "content-length": return .contentLength
            case "date": return .date
            case "cookie": return .cookie
            case "connection", "transfer-encoding", "expect", "trailer", "keep-alive": return nil
            default: return .other
            }
        default:
            return .other
        }
    }

    /// Appends `name: value` and a line end when `value` is a string of valid field
    /// characters or a number; false otherwise.
    private static func append(_ name: [UInt16], _ value: JSValue, to rendered: inout Rendered,
                               in agent: Agent) throws -> Bool {
        let units: [UInt16]
        switch value {
        case .number:
            units = try agent.utf16Units(of: value)
        case .string:
            units = try agent.utf16Units(of: value)
            guard units.allSatisfy(isFieldValueUnit) else { return false }
        default:
            return false
        }
        rendered.lines += name
        rendered.lines += separator
        rendered.lines += units
        rendered.lines += crlf
        return true
    }

    /// RFC 9110's `tchar`, as lib/_http_common.js's token expression.
    private static func isTokenUnit(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: true
        default: false
        }
    }

    /// A field value's characters as lib/_http_common.js accepts them: tab, visible ASCII,
    /// space and obs-text (0x80–0xFF).
    private static func isFieldValueUnit(_ unit: UInt16) -> Bool {
        unit == 0x09 || (unit >= 0x20 && unit <= 0x7E) || (unit >= 0x80 && unit <= 0xFF)
    }
}
