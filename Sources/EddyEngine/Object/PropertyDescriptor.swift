/// A Property Descriptor (§6.2.5): every field optional.
struct PropertyDescriptor {
    var value: JSValue?
    var writable: Bool?
    /// `undefined` or a callable object.
    var getter: JSValue?
    var setter: JSValue?
    var enumerable: Bool?
    var configurable: Bool?

    init(value: JSValue? = nil, writable: Bool? = nil, getter: JSValue? = nil,
         setter: JSValue? = nil, enumerable: Bool? = nil, configurable: Bool? = nil) {
        self.value = value
        self.writable = writable
        self.getter = getter
        self.setter = setter
        self.enumerable = enumerable
        self.configurable = configurable
    }

    /// A complete data descriptor with the given attributes.
    init(value: JSValue, attributes: PropertyAttributes) {
        self.init(value: value, writable: attributes.isWritable,
                  enumerable: attributes.isEnumerable, configurable: attributes.isConfigurable)
    }

    /// A complete accessor descriptor.
    init(getter: JSObject?, setter: JSObject?, attributes: PropertyAttributes) {
        self.init(getter: JSValue(getter ?? nil).undefinedIfNull,
                  setter: JSValue(setter ?? nil).undefinedIfNull,
                  enumerable: attributes.isEnumerable, configurable: attributes.isConfigurable)
    }

    /// IsAccessorDescriptor (§6.2.5.1).
    var isAccessor: Bool { getter != nil || setter != nil }
    /// IsDataDescriptor (§6.2.5.2).
    var isData: Bool { value != nil || writable != nil }
    /// IsGenericDescriptor (§6.2.5.3).
    var isGeneric: Bool { !isAccessor && !isData }

    var getterObject: JSObject? { getter?.asObject }
    var setterObject: JSObject? { setter?.asObject }

    /// The attributes of a complete descriptor; absent fields are false.
    var attributes: PropertyAttributes {
        var result: PropertyAttributes = []
        if writable == true { result.insert(.writable) }
        if enumerable == true { result.insert(.enumerable) }
        if configurable == true { result.insert(.configurable) }
        if isAccessor { result.insert(.accessor) }
        return result
    }
}

extension JSValue {
    fileprivate var undefinedIfNull: JSValue { isNull ? .undefined : self }
}
