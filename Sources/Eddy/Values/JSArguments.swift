/// The arguments a script passed to a Swift function, and its `this`. Reading past the end
/// gives `undefined`, as in JavaScript.
public struct JSArguments: Sendable, RandomAccessCollection {
    /// The values passed, in order.
    public let values: [JSValue]
    /// The receiver: the object before the dot, or `undefined`.
    public let this: JSValue

    /// Arguments as a script would pass them (for calling a Swift function from tests).
    public init(_ values: [JSValue], this: JSValue = .undefined) {
        self.values = values
        self.this = this
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of arguments passed.
    public var endIndex: Int { values.count }

    /// The argument at `index`, or `undefined` past the ones passed.
    public subscript(index: Int) -> JSValue {
        values.indices.contains(index) ? values[index] : .undefined
    }

    /// The argument at `index` decoded as `T` (see `JSValue.decode`).
    public func decode<T: Decodable>(_ type: T.Type = T.self, at index: Int) throws -> T {
        try self[index].decode(type)
    }

    /// The argument at `index` decoded as `T`, going to the loop thread if needed.
    public func decode<T: Decodable>(_ type: T.Type = T.self, at index: Int) async throws -> T {
        try await self[index].decode(type)
    }
}
