/// An ordinary object whose slots live in its own cell, `Area.capacity` of them (V8's
/// in-object properties): one allocation per object rather than a cell and a slot array, and
/// an inline-cache hit reads the value next to the shape it checked. Past the capacity the
/// slots move to a buffer of their own (`SlotStorage`). Behaves exactly as `JSObject`
/// (`isPlainObject`); `JSObject.makeOrdinary` picks the size.
final class JSInlineSlotObject<Area: InlineSlotArea>: JSObject {
    private var area = Area()

    /// From borrowed words (`makeOrdinary`'s): the shape and the prototype take a retain
    /// each, where owned arguments cost two retains and a release more per object.
    init(shape: Unmanaged<Shape>, prototype: Unmanaged<JSObject>?) {
        super.init(shapeReference: shape, prototypeReference: prototype, inlineSlots: true)
        isPlainObject = true
        withUnsafeMutablePointer(to: &area) { adoptInlineSlots(UnsafeMutableRawPointer($0), capacity: Area.capacity) }
    }
}

/// Room for a fixed number of values in a cell (a tuple of them, which Swift lays out as
/// consecutive values).
protocol InlineSlotArea {
    static var capacity: Int { get }
    init()
}

struct InlineSlots2: InlineSlotArea {
    static var capacity: Int { 2 }
    var values: (JSValue, JSValue) = (.undefined, .undefined)
}

struct InlineSlots4: InlineSlotArea {
    static var capacity: Int { 4 }
    var values: (JSValue, JSValue, JSValue, JSValue) = (.undefined, .undefined, .undefined, .undefined)
}

struct InlineSlots8: InlineSlotArea {
    static var capacity: Int { 8 }
    var values: (InlineSlots4, InlineSlots4) = (InlineSlots4(), InlineSlots4())
}

struct InlineSlots16: InlineSlotArea {
    static var capacity: Int { 16 }
    var values: (InlineSlots8, InlineSlots8) = (InlineSlots8(), InlineSlots8())
}

/// The five slots of a sloppy closure (`length`, `name`, `arguments`, `caller`,
/// `prototype`), the most any closure starts with.
struct InlineSlots5: InlineSlotArea {
    static var capacity: Int { 5 }
    var values: (InlineSlots4, JSValue) = (InlineSlots4(), .undefined)
}

extension JSObject {
    /// A new ordinary object (not yet registered) with room in its cell for `slotCapacity`
    /// slots, or for its shape's if more: small objects carry their slots inline. An
    /// object expecting none (`{}`, `Object.create`) gets four, as V8 gives it.
    static func makeOrdinary(shape: Shape, prototype: JSObject?, slotCapacity: Int = 0) -> JSObject {
        // Both arguments are alive for the call, so the object may take them as words.
        let shapeReference = Unmanaged.passUnretained(shape)
        let prototypeReference = prototype.map { Unmanaged.passUnretained($0) }
        switch max(slotCapacity == 0 ? 4 : slotCapacity, shape.slotCount) {
        case ...2: return JSInlineSlotObject<InlineSlots2>(shape: shapeReference, prototype: prototypeReference)
        case ...4: return JSInlineSlotObject<InlineSlots4>(shape: shapeReference, prototype: prototypeReference)
        case ...8: return JSInlineSlotObject<InlineSlots8>(shape: shapeReference, prototype: prototypeReference)
        case ...16: return JSInlineSlotObject<InlineSlots16>(shape: shapeReference, prototype: prototypeReference)
        case let capacity:
            let object = JSObject(shape: shape, prototype: prototype)
            object.slots.reserveCapacity(capacity)
            return object
        }
    }
}
