/// Why a value cannot be cloned: the host turns it into a `DataCloneError` (or, for a
/// transferable missing from the transfer list, Node's own error).
package enum CloneFailure: Error {
    case uncloneable(String)
    case missingTransferable
    /// A transfer list entry that is neither an ArrayBuffer nor a host object (Node's
    /// `ERR_INVALID_TRANSFER_OBJECT`).
    case invalidTransferable
}

/// HTML's StructuredSerializeWithTransfer / StructuredDeserialize: `postMessage` serializes a
/// message here for another agent, which rebuilds it; `structuredClone` does both in one.
/// The format is `SerializedValue`'s; `StructuredSerializer` and `StructuredDeserializer` write
/// and read it.
extension Agent {
    /// Serializes `value`, moving the ArrayBuffers in `transfer` (detached here afterwards).
    /// `transferHost` is asked about each host object met: it returns what carries the
    /// object to the other agent (and lets go of it here), or nil when it cannot be cloned;
    /// it must throw `CloneFailure.missingTransferable` for one that needs transferring
    /// but is not listed.
    package func serialize(_ value: JSValue, transfer: [JSObject], keepingErrorProperties: Bool = false,
                           transferHost: @escaping (HostObject) throws -> (any Sendable)?) throws -> SerializedValue {
        var listed = Set<ObjectIdentifier>()
        for object in transfer {
            guard listed.insert(ObjectIdentifier(object)).inserted else {
                throw CloneFailure.uncloneable("Transfer list contains duplicate \(object is JSArrayBuffer ? "ArrayBuffer" : object.className)")
            }
            if let buffer = object as? JSArrayBuffer, buffer.isShared { throw CloneFailure.invalidTransferable }
            if !(object is JSArrayBuffer) && !(object is HostObject) { throw CloneFailure.invalidTransferable }
        }
        var serializer = StructuredSerializer(agent: self, transferred: listed, transferHost: transferHost)
        serializer.keepsErrorProperties = keepingErrorProperties
        try serializer.write(value)
        for case let buffer as JSArrayBuffer in transfer where !buffer.isShared { buffer.detach() }
        var serialized = serializer.value
        serialized.bytes = serializer.writer.bytes
        return serialized
    }

    /// Lets structured clone copy `proxy` as an ordinary object (see
    /// `JSProxy.isClonedAsOrdinaryObject`); other objects are left as they are.
    package func allowCloningAsOrdinaryObject(_ proxy: JSObject) {
        (proxy as? JSProxy)?.isClonedAsOrdinaryObject = true
    }

    /// Rebuilds a serialized value in the current realm; `makeHost` makes the host object
    /// for what `transferHost` returned.
    package func deserialize(_ value: SerializedValue, makeHost: @escaping (any Sendable) -> JSValue) -> JSValue {
        var deserializer = StructuredDeserializer(agent: self, value: value, makeHost: makeHost)
        return deserializer.read()
    }
}
