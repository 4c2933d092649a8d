/// The last successful match of a realm's built-in exec, behind the legacy static properties
/// of its RegExp constructor (`RegExp.$1`…`$9`, `lastMatch`, `input`…; the "RegExp legacy
/// features" proposal, which V8 has and packages such as mime and postcss read). Only the
/// subject and the slots are kept: the properties cut their substrings when read.
struct RegExpLegacyMatch {
    var input: JSString
    /// Start and end of the match and of each capture (-1 when a capture did not take part);
    /// empty after `RegExp.input` was set with no match yet.
    var slots: [Int]

    /// The text of group `group` (0 is the whole match), or "" when it did not match.
    func group(_ group: Int) -> JSString {
        guard 2 * group + 1 < slots.count else { return JSString("") }
        return substring(slots[2 * group], slots[2 * group + 1])
    }

    func substring(_ start: Int, _ end: Int) -> JSString {
        let units = input.units
        guard start >= 0, start <= end, end <= units.count else { return JSString("") }
        return JSString(units: Array(units[start..<end]))
    }
}

extension RegExpBuiltins {
    /// Keeps a successful match of `string` for the legacy static properties.
    static func recordLegacyMatch(_ slots: ArraySlice<Int>, in string: JSString, agent: Agent) {
        let realm = agent.currentRealm
        guard realm.lastRegExpMatch != nil else {
            realm.lastRegExpMatch = RegExpLegacyMatch(input: string, slots: Array(slots))
            return
        }
        // Updated in place: an array made from `slots` could share the machine's buffer
        // and make the next match allocate its own.
        realm.lastRegExpMatch?.input = string
        realm.lastRegExpMatch?.slots.removeAll(keepingCapacity: true)
        realm.lastRegExpMatch?.slots.append(contentsOf: slots)
    }

    /// The accessors on the RegExp constructor; setting any but `input`/`$_` does nothing,
    /// as in V8.
    static var legacyStaticAccessors: [BuiltinAccessor] {
        func read(_ body: @escaping @Sendable (RegExpLegacyMatch) -> JSString) -> BuiltinBody {
            { agent, _, _ in
                guard let match = agent.currentRealm.lastRegExpMatch else { return .string(JSString("")) }
                return .string(body(match))
            }
        }
        let ignore: BuiltinBody = { _, _, _ in .undefined }
        let setInput: BuiltinBody = { agent, _, arguments in
            let input = try agent.toString(arguments[0])
            let slots = agent.currentRealm.lastRegExpMatch?.slots ?? []
            agent.currentRealm.lastRegExpMatch = RegExpLegacyMatch(input: input, slots: slots)
            return .undefined
        }
        let input = read { $0.input }
        let lastMatch = read { $0.group(0) }
        let lastParen = read { $0.slots.count > 2 ? $0.group($0.slots.count / 2 - 1) : JSString("") }
        let leftContext = read { $0.slots.isEmpty ? JSString("") : $0.substring(0, $0.slots[0]) }
        let rightContext = read { $0.slots.isEmpty ? JSString("") : $0.substring($0.slots[1], $0.input.units.count) }
        var accessors: [BuiltinAccessor] = [
            BuiltinAccessor("input", getter: input, setter: setInput), BuiltinAccessor("$_", getter: input, setter: setInput),
            BuiltinAccessor("lastMatch", getter: lastMatch, setter: ignore), BuiltinAccessor("$&", getter: lastMatch, setter: ignore),
            BuiltinAccessor("lastParen", getter: lastParen, setter: ignore), BuiltinAccessor("$+", getter: lastParen, setter: ignore),
            BuiltinAccessor("leftContext", getter: leftContext, setter: ignore), BuiltinAccessor("$`", getter: leftContext, setter: ignore),
            BuiltinAccessor("rightContext", getter: rightContext, setter: ignore), BuiltinAccessor("$'", getter: rightContext, setter: ignore),
        ]
        for group in 1...9 {
            accessors.append(BuiltinAccessor("$\(group)", getter: read { $0.group(group) }, setter: ignore))
        }
        return accessors
    }
}
