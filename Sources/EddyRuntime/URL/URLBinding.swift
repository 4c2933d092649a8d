import EddyEngine

/// `url`: Node's URL binding (`src/node_url.cc`). URL objects in `lib/internal/url.js` keep
/// only the serialized href and the offsets of its components (as ada's url_aggregator), so
/// getters are slices; parsing and every setter run here.
///
/// `parse` and `update` answer `[href, protocol end, username end, host start, host end,
/// port, pathname start, search start, hash start, scheme kind]` (`0xFFFFFFFF` for an absent
/// port, search or hash). Node fills a shared Uint32Array instead; here an array's elements
/// read about ten times faster than a typed array's. `setup(normalize, missingArgs)` hands
/// over `String.prototype.normalize`, which IDNA mapping uses for NFKC, and the function
/// making `ERR_MISSING_ARGS` for `canParse` (`URL.canParse` itself, so that it needs no
/// `arguments` object to count its arguments).
enum URLBinding {
    /// What the binding's functions share: the functions `setup` handed over (pinned).
    private final class State {
        var normalize: JSObject?
        var missingArguments: JSObject?
        /// The href string last answered and the record it serializes: a setter is most
        /// often given the href the previous call made, which then needs no reparsing.
        var lastHref: JSString?
        var lastRecord = URLRecord()
    }

    static let binding = Binding("url") { context in
        let state = State()
        let host = context.host
        let idna = IDNA { [unowned host] codePoints, compatibility in
            guard let normalize = state.normalize else { return codePoints }
            let agent = host.agent
            guard let result = try? agent.callFunction(.object(normalize), this: .string(JSString(units: URLBinding.utf16(of: codePoints))),
                                                       [.text(compatibility ? "NFKC" : "NFC")]),
                  let text = result.asString
            else { return codePoints }
            return URLParser.codePoints(of: text.units)
        }
        let parser = URLParser(idna: idna)

        func input(_ value: JSValue, in agent: Agent) throws -> [UInt32] {
            URLParser.codePoints(of: try agent.utf16Units(of: value))
        }

        /// The href and component offsets of `url`, as `parse` and `update` answer them.
        func publish(_ url: URLRecord, in agent: Agent) -> JSValue {
            let serialized = SerializedURL(url)
            let href = JSString(units: serialized.href.map { UInt16($0) })
            state.lastHref = href
            state.lastRecord = url
            var values: [JSValue] = [.string(href)]
            values.reserveCapacity(10)
            for component in serialized.components { values.append(.number(Double(component))) }
            return .object(agent.makeArrayObject(values))
        }

        /// Parses `input` against `base` (a string or undefined).
        func parse(_ input: JSValue, base: JSValue, in agent: Agent) throws -> URLRecord? {
            let inputCodePoints = try URLBinding.codePoints(input, in: agent)
            var baseRecord: URLRecord?
            if !base.isUndefined {
                guard let parsed = parser.parse(try URLBinding.codePoints(base, in: agent), base: nil) else { return nil }
                baseRecord = parsed
            }
            return parser.parse(inputCodePoints, base: baseRecord)
        }

        context.function("setup", length: 2) { agent, _, arguments in
            if let normalize = arguments.value(at: 0).asObject, normalize.isCallable {
                agent.retain(normalize)
                state.normalize = normalize
            }
            if let missingArguments = arguments.value(at: 1).asObject, missingArguments.isCallable {
                agent.retain(missingArguments)
                state.missingArguments = missingArguments
            }
            return .undefined
        }
        // parse(input, base) → the href and components; undefined on failure (the caller
        // throws ERR_INVALID_URL with `input` and `base`).
        context.function("parse", length: 2) { agent, _, arguments in
            guard let url = try parse(arguments.value(at: 0), base: arguments.value(at: 1), in: agent) else { return .undefined }
            return publish(url, in: agent)
        }
        // canParse(url[, base]): URL.canParse.
        context.function("canParse", length: 1) { agent, _, arguments in
            if arguments.passedCount == 0, let missingArguments = state.missingArguments {
                throw JSException.throwing(try agent.callFunction(.object(missingArguments), [.text("url")]))
            }
            return .boolean(try parse(arguments.value(at: 0), base: arguments.value(at: 1), in: agent) != nil)
        }
        // update(href, action, value) → the new href and components, or false when the
        // href setter's value does not parse.
        context.function("update", length: 3) { agent, _, arguments in
            guard let action = URLSetters.Action(rawValue: try agent.integer(arguments.value(at: 1))) else { return .boolean(false) }
            let href = arguments.value(at: 0)
            var url = URLRecord()
            if let last = state.lastHref, href.asString === last {
                url = state.lastRecord
            } else if !parser.run(try input(href, in: agent), base: nil, url: &url, stateOverride: nil) {
                return .boolean(false)
            }
            guard URLSetters.apply(action, try input(arguments.value(at: 2), in: agent), to: &url, parser: parser) else {
                return .boolean(false)
            }
            return publish(url, in: agent)
        }
        // format(href, fragment, unicode, search, auth): url.format(URL, options).
        context.function("format", length: 5) { agent, _, arguments in
            let href = arguments.value(at: 0)
            guard var url = parser.parse(try input(href, in: agent), base: nil) else { return href }
            if !arguments.value(at: 1).truthy { url.fragment = nil }
            if !arguments.value(at: 3).truthy { url.query = nil }
            if !arguments.value(at: 4).truthy {
                url.username = []
                url.password = []
            }
            let serialized = SerializedURL(url)
            guard arguments.value(at: 2).truthy, case .name(let name)? = url.host, !name.isEmpty else {
                return URLBinding.text(serialized.href)
            }
            // The host as Unicode: the rest of the href is ASCII.
            var hostStart = Int(serialized.hostStart)
            if url.includesCredentials { hostStart += 1 }
            var units = serialized.href[..<hostStart].map { UInt16($0) }
            units.append(contentsOf: URLBinding.utf16(of: IDNA.toUnicode(name)))
            units.append(contentsOf: serialized.href[Int(serialized.hostEnd)...].map { UInt16($0) })
            return .string(JSString(units: units))
        }
        // domainToASCII(domain): '' when the domain is not a valid host.
        context.function("domainToASCII", length: 1) { agent, _, arguments in
            guard let host = URLHost.parse(try input(arguments.value(at: 0), in: agent)[...], isOpaque: false, idna: idna)
            else { return .text("") }
            var output: [UInt8] = []
            host.serialize(into: &output)
            return URLBinding.text(output)
        }
        // domainToUnicode(domain): the host with each `xn--` label decoded; '' when invalid.
        context.function("domainToUnicode", length: 1) { agent, _, arguments in
            guard let host = URLHost.parse(try input(arguments.value(at: 0), in: agent)[...], isOpaque: false, idna: idna)
            else { return .text("") }
            guard case .name(let name) = host else {
                var output: [UInt8] = []
                host.serialize(into: &output)
                return URLBinding.text(output)
            }
            return .string(JSString(units: URLBinding.utf16(of: IDNA.toUnicode(name))))
        }
        // toASCII(domain): the IDNA conversion url.parse() uses ('' when invalid); Node's
        // converter works on C strings, so a NUL ends the domain.
        context.function("toASCII", length: 1) { agent, _, arguments in
            var domain = try input(arguments.value(at: 0), in: agent)
            if let nul = domain.firstIndex(of: 0) { domain.removeSubrange(nul...) }
            return URLBinding.text(idna.toASCII(domain, beStrict: false) ?? [])
        }
    }

    private static func codePoints(_ value: JSValue, in agent: Agent) throws -> [UInt32] {
        URLParser.codePoints(of: try agent.utf16Units(of: value))
    }

    /// An ASCII serialization as a string value.
    private static func text(_ ascii: [UInt8]) -> JSValue {
        .string(JSString(units: ascii.map { UInt16($0) }))
    }

    static func utf16(of codePoints: [UInt32]) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(codePoints.count)
        for codePoint in codePoints {
            if let scalar = Unicode.Scalar(codePoint) { units.append(contentsOf: scalar.utf16) }
        }
        return units
    }
}
