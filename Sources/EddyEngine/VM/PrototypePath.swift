/// The prototypes from a receiver up to the one holding a property, as an inline cache
/// remembers them for a method inherited more than one level up (`class B extends A`;
/// `b.methodOfA()`): a hit proves that each prototype is the same object with the same
/// shape, so none of them gained the key in between, and the holder still has it at the
/// cached slot. A path may also run to the end of the chain, for a property no object on it
/// has (`if (links.resolvedType)` on objects that never set it): a hit then proves the key is
/// still absent.
final class PrototypePath {
    /// The longest chain worth caching; longer ones take the uncached path.
    static let maximumLength = 6

    /// Keeps the prototypes and shapes alive, so their addresses below stay unique.
    private let links: [(object: JSObject, shape: Shape)]
    /// What `holder(for:)` compares, as plain words: a hit retains nothing.
    private let linkBits: [(object: UInt, shape: UInt)]
    /// Whether the last link's prototype must be null (a path to the chain's end).
    private let reachesEnd: Bool

    /// The path from `object`'s prototype to `holder` — or, when `holder` is nil, to the
    /// end of the chain — or `nil` when that is more than `maximumLength` links away or a
    /// link is exotic or has a dictionary shape that cannot be pinned
    /// (`Shape.pinForCaches`: an unpinned one is mutated in place, so it proves nothing).
    init?(from object: JSObject, to holder: JSObject?) {
        var links: [(object: JSObject, shape: Shape)] = []
        var current = object.prototype
        while let prototype = current {
            guard links.count < PrototypePath.maximumLength, !prototype.hasExoticProperties,
                prototype.shape.pinForCaches()
            else { return nil }
            links.append((prototype, prototype.shape))
            if prototype === holder { break }
            current = prototype.prototype
        }
        guard holder == nil || current != nil else { return nil }
        self.links = links
        linkBits = links.map { (UInt(bitPattern: ObjectIdentifier($0.object)), shapeAddress($0.shape)) }
        reachesEnd = holder == nil
    }

    /// The holder, if `object`'s prototype chain is still the cached one up to it; for a
    /// path to the end, the last prototype (or `object` itself when it has none) if the
    /// chain still ends there.
    @inline(__always)
    func holder(for object: JSObject) -> Unmanaged<JSObject>? {
        // Each prototype is borrowed: the object before it in the chain holds it.
        var current = object.prototypeUnmanaged
        var index = 0
        while index < linkBits.count {
            guard let prototype = current else { return nil }
            let link = linkBits[index]
            guard UInt(bitPattern: prototype.toOpaque()) == link.object,
                prototype._withUnsafeGuaranteedRef({ shapeAddress($0.shape) == link.shape })
            else { return nil }
            index += 1
            current = prototype._withUnsafeGuaranteedRef { $0.prototypeUnmanaged }
            if index == linkBits.count { return !reachesEnd || current == nil ? prototype : nil }
        }
        // No links: a path to the end from an object without a prototype.
        return current == nil ? Unmanaged.passUnretained(object) : nil
    }
}
