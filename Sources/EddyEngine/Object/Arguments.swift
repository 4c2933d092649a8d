/// The arguments of a call into a function implemented in Swift.
package struct Arguments {
    var values: [JSValue]
    /// `new.target`: the constructor `new` was applied to, or `nil` for a plain call.
    var newTarget: JSObject?
    /// The function being called, so a native can read its own captures.
    var callee: JSFunction?

    init(_ values: [JSValue], newTarget: JSObject? = nil, callee: JSFunction? = nil) {
        self.values = values
        self.newTarget = newTarget
        self.callee = callee
    }

    var count: Int { values.count }

    /// The argument at `index`, or `undefined` when fewer were passed.
    subscript(index: Int) -> JSValue {
        index >= 0 && index < values.count ? values[index] : .undefined
    }

    /// The arguments from `index` on (for rest parameters and `bind`).
    func dropping(_ prefixCount: Int) -> [JSValue] {
        Array(values.dropFirst(prefixCount))
    }
}
