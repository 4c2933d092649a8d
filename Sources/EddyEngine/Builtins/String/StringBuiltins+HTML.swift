/// The HTML methods of String.prototype (Annex B §B.2.2.2–14: `anchor`, `big`, … `sup`),
/// which wrap the string in a tag. Old pages and packages still call them; Node has them.
extension StringBuiltins {
    static let htmlMethods: [BuiltinMethod] = [
        html("anchor", tag: "a", attribute: "name"),
        html("big", tag: "big"),
        html("blink", tag: "blink"),
        html("bold", tag: "b"),
        html("fixed", tag: "tt"),
        html("fontcolor", tag: "font", attribute: "color"),
        html("fontsize", tag: "font", attribute: "size"),
        html("italics", tag: "i"),
        html("link", tag: "a", attribute: "href"),
        html("small", tag: "small"),
        html("strike", tag: "strike"),
        html("sub", tag: "sub"),
        html("sup", tag: "sup"),
    ]

    /// A method calling CreateHTML with its tag and attribute; those with an attribute take
    /// its value as their one argument.
    private static func html(_ name: String, tag: String, attribute: String? = nil) -> BuiltinMethod {
        .init(name, length: attribute == nil ? 0 : 1) { agent, this, arguments in
            try createHTML(this, method: name, tag: tag, attribute: attribute.map { ($0, arguments[0]) }, in: agent)
        }
    }

    /// CreateHTML ( string, tag, attribute, value ) (§B.2.2.2.1): the string is converted
    /// before the attribute's value, whose `"` become `&quot;`.
    private static func createHTML(_ this: JSValue, method: String, tag: String, attribute: (name: String, value: JSValue)?,
                                   in agent: Agent) throws -> JSValue {
        let string = try coercedThis(this, method, in: agent)
        var units = Array("<\(tag)".utf16)
        if let attribute {
            let value = try agent.toString(attribute.value)
            units += Array(" \(attribute.name)=\"".utf16)
            for unit in value.units {
                if unit == 0x22 { units += Array("&quot;".utf16) } else { units.append(unit) }
            }
            units.append(0x22)
        }
        units.append(0x3E)
        units += string.units
        units += Array("</\(tag)>".utf16)
        return try makeString(units, in: agent)
    }
}
