/// The prototypes from a receiver up to the one holding a property, as an inline cache
/// remembers them for a method inherited more than one level up (`class B extends A`;
/// `b.methodOfA()`): a hit proves that each prototype is the same object with the same
/// shape, so none of them gained the key in between, and the holder still has it at the
/// cached slot.
final class PrototypePath {
    /// The longest chain worth caching; longer ones take the uncached path.
    static let maximumLength = 6

    /// Keeps the prototypes and shapes alive, so their addresses below stay unique.
    private let links: [(object: JSObject, shape: Shape)]
    /// What `holder(for:)` compares, as plain words: a hit retains nothing.
    private let linkBits: [(object: UInt, shape: UInt)]

    /// The path from `object`'s prototype to `holder`, or `nil` when `holder` is not on the
    /// chain within `maximumLength` links or a link is exotic or has a dictionary shape
    /// that cannot be pinned (`Shape.pinForCaches`: an unpinned one is mutated in place,
    /// so it proves nothing).
    init?(from object: JSObject, to holder: JSObject) {
        var links: [(object: JSObject, shape: Shape)] = []
        var current = object.prototype
        while let prototype = current {
            guard links.count < PrototypePath.maximumLength, !prototype.hasExoticProperties,
                prototype.shape.pinForCaches()
            else { return nil }
            links.append((prototype, prototype.shape))
            if prototype === holder {
                self.links = links
                linkBits = links.map { (UInt(bitPattern: ObjectIdentifier($0.object)), shapeAddress($0.shape)) }
                return
            }
            current = prototype.prototype
        }
        return nil
    }

    /// The holder, if `object`'s prototype chain is still the cached one up to it.
    @inline(__always)
    func holder(for object: JSObject) -> Unmanaged<JSObject>? {
        // Each prototype is borrowed: the object before it in the chain holds it.
        var current = object.prototypeUnmanaged
        var index = 0
        while true {
            guard let prototype = current else { return nil }
            let link = linkBits[index]
            guard UInt(bitPattern: prototype.toOpaque()) == link.object,
                prototype._withUnsafeGuaranteedRef({ shapeAddress($0.shape) == link.shape })
            else { return nil }
            index += 1
            if index == linkBits.count { return prototype }
            current = prototype._withUnsafeGuaranteedRef { $0.prototypeUnmanaged }
        }
    }
}
