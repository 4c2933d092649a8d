/// The attributes of a stored property (§6.1.7.1), plus whether it is an accessor.
struct PropertyAttributes: OptionSet, Hashable {
    let rawValue: UInt8

    static let writable = PropertyAttributes(rawValue: 1 << 0)
    static let enumerable = PropertyAttributes(rawValue: 1 << 1)
    static let configurable = PropertyAttributes(rawValue: 1 << 2)
    /// The slot holds an `AccessorPair`, not a value; `writable` is then meaningless.
    static let accessor = PropertyAttributes(rawValue: 1 << 3)

    /// What assignment and CreateDataProperty give a new property.
    static let defaultData: PropertyAttributes = [.writable, .enumerable, .configurable]
    /// What built-in methods and prototype properties get (§17: writable, configurable).
    static let builtin: PropertyAttributes = [.writable, .configurable]

    var isWritable: Bool { contains(.writable) }
    var isEnumerable: Bool { contains(.enumerable) }
    var isConfigurable: Bool { contains(.configurable) }
    var isAccessor: Bool { contains(.accessor) }
}
