#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import COpenSSL

/// An `OSSL_PARAM` array and the memory its entries point into, which lives as long as the
/// list: OpenSSL 3 takes algorithm settings (a MAC's digest, a KDF's salt) this way.
final class ParameterList {
    private var parameters: [OSSL_PARAM] = []
    private var allocations: [UnsafeMutableRawPointer] = []

    deinit {
        for allocation in allocations { free(allocation) }
    }

    private func keep(_ key: String) -> UnsafePointer<CChar>? {
        guard let copy = strdup(key) else { return nil }
        allocations.append(UnsafeMutableRawPointer(copy))
        return UnsafePointer(copy)
    }

    func add(_ key: String, string value: String) {
        guard let name = keep(key), let copy = strdup(value) else { return }
        allocations.append(UnsafeMutableRawPointer(copy))
        parameters.append(OSSL_PARAM_construct_utf8_string(name, copy, 0))
    }

    func add(_ key: String, bytes value: [UInt8]) {
        guard let name = keep(key), let copy = malloc(max(1, value.count)) else { return }
        allocations.append(copy)
        value.withUnsafeBytes { source in
            if let base = source.baseAddress { copy.copyMemory(from: base, byteCount: value.count) }
        }
        parameters.append(OSSL_PARAM_construct_octet_string(name, copy, value.count))
    }

    func add(_ key: String, size value: Int) {
        guard let name = keep(key), let copy = malloc(MemoryLayout<Int>.size) else { return }
        allocations.append(copy)
        copy.storeBytes(of: value, as: Int.self)
        parameters.append(OSSL_PARAM_construct_size_t(name, copy.assumingMemoryBound(to: Int.self)))
    }

    func add(_ key: String, uint64 value: UInt64) {
        guard let name = keep(key), let copy = malloc(MemoryLayout<UInt64>.size) else { return }
        allocations.append(copy)
        copy.storeBytes(of: value, as: UInt64.self)
        parameters.append(OSSL_PARAM_construct_uint64(name, copy.assumingMemoryBound(to: UInt64.self)))
    }

    /// Calls `body` with the list, terminated as OpenSSL expects.
    func withParameters<Result>(_ body: (UnsafePointer<OSSL_PARAM>) -> Result) -> Result {
        let list = UnsafeMutablePointer<OSSL_PARAM>.allocate(capacity: parameters.count + 1)
        defer { list.deallocate() }
        list.initialize(from: parameters, count: parameters.count)
        (list + parameters.count).initialize(to: OSSL_PARAM_construct_end())
        return body(list)
    }
}
