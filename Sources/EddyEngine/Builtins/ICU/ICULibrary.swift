#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The ICU that Swift's Foundation ships (`lib_FoundationICU.so`, its C API with a `swift_`
/// prefix), loaded on first use. Linking Foundation would cost every start-up about 2.8 ms
/// of dynamic loading and 9 MiB; only scripts that normalize, collate or format for a
/// locale pay for loading ICU.
enum ICULibrary {
    /// The library, found along the executable's run path (Swift's runtime directory).
    static let name = "lib_FoundationICU.so"

    private struct Handle: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer?
    }

    /// dlopen's handle, or nil when the library is not there. A `static let` is initialized
    /// once, thread-safely.
    private static let handle = Handle(pointer: dlopen(name, RTLD_NOW | RTLD_LOCAL))

    /// The ICU function `name` (without the prefix) as a C function of type `Function`.
    static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let library = handle.pointer, let symbol = dlsym(library, "swift_" + name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// ICU's UErrorCode: warnings are negative, errors positive.
    static func succeeded(_ status: Int32) -> Bool { status <= 0 }

    /// Calls an ICU function that writes UTF-16 into a buffer: with room for most results,
    /// then once more with the length ICU asks for (U_BUFFER_OVERFLOW_ERROR = 15).
    static func string(capacity: Int, _ write: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32) -> [UInt16]? {
        var capacity = max(capacity, 16)
        for _ in 0..<2 {
            var status: Int32 = 0
            var result = [UInt16](repeating: 0, count: capacity)
            let length = result.withUnsafeMutableBufferPointer { buffer in
                write(buffer.baseAddress!, Int32(buffer.count), &status)
            }
            if succeeded(status), length >= 0, Int(length) <= capacity {
                result.removeSubrange(Int(length)...)
                return result
            }
            guard status == 15, length > 0 else { return nil }
            capacity = Int(length)
        }
        return nil
    }
}

extension ICULibrary {
    private typealias NextString = @convention(c) (
        OpaquePointer, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
    ) -> UnsafePointer<CChar>?
    private typealias CloseEnumeration = @convention(c) (OpaquePointer) -> Void

    /// The strings of an ICU enumeration (`uenum_next`), which this closes.
    static func strings(of enumeration: OpaquePointer) -> [String] {
        guard let next = function("uenum_next", as: NextString.self),
            let close = function("uenum_close", as: CloseEnumeration.self)
        else { return [] }
        defer { close(enumeration) }
        var strings: [String] = []
        var status: Int32 = 0, length: Int32 = 0
        while let string = next(enumeration, &length, &status), succeeded(status) {
            strings.append(String(cString: string))
        }
        return strings
    }
}

/// The ICU objects made per settings value (collators, number and date formats): made once
/// and shared, ICU's objects being safe to use from several threads once configured (the
/// formats also lock around each use), and bounded, so a script cycling through settings
/// cannot grow it without end.
final class ICUObjectCache<Key: Hashable & Sendable, Object: AnyObject & Sendable>: Sendable {
    private let objects = Mutex<[Key: Object]>([:])

    /// The object for `key`, made by `make` the first time (nil when it cannot be made).
    func object(for key: Key, make: () -> Object?) -> Object? {
        if let cached = objects.withLock({ $0[key] }) { return cached }
        guard let made = make() else { return nil }
        return objects.withLock { objects in
            if objects.count > 64 { objects.removeAll() }
            objects[key] = made
            return made
        }
    }
}
