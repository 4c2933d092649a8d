#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// ICU's normalizer (`unorm2_normalize`), loaded on first use from the ICU that Swift's
/// Foundation ships. Linking Foundation for `normalize` alone cost every start-up about
/// 2.8 ms of dynamic loading; only scripts that normalize pay for loading ICU now.
final class UnicodeNormalizer: @unchecked Sendable {
    /// The library, found along the executable's run path (Swift's runtime directory).
    static let libraryName = "lib_FoundationICU.so"

    private typealias GetInstance = @convention(c) (
        UnsafePointer<CChar>?, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<Int32>
    ) -> OpaquePointer?
    private typealias Normalize = @convention(c) (
        OpaquePointer, UnsafePointer<UInt16>, Int32, UnsafeMutablePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>
    ) -> Int32

    private let normalizeFunction: Normalize
    /// The normalizers of NFC, NFD, NFKC and NFKD, made once; read-only afterwards.
    private let instances: [NormalizationForm: OpaquePointer]

    /// The loaded normalizer, or nil when ICU is not there (normalize then throws).
    static let shared: UnicodeNormalizer? = UnicodeNormalizer()

    private init?() {
        guard let library = dlopen(UnicodeNormalizer.libraryName, RTLD_NOW | RTLD_LOCAL),
            let getInstance = dlsym(library, "swift_unorm2_getInstance"),
            let normalize = dlsym(library, "swift_unorm2_normalize")
        else { return nil }
        let makeInstance = unsafeBitCast(getInstance, to: GetInstance.self)
        normalizeFunction = unsafeBitCast(normalize, to: Normalize.self)
        var instances: [NormalizationForm: OpaquePointer] = [:]
        // ICU's data names and modes: "nfc"/"nfkc", UNORM2_COMPOSE = 0, UNORM2_DECOMPOSE = 1.
        for (form, name, mode) in [(NormalizationForm.nfc, "nfc", Int32(0)), (.nfd, "nfc", 1), (.nfkc, "nfkc", 0), (.nfkd, "nfkc", 1)] {
            var status: Int32 = 0
            guard let instance = makeInstance(nil, name, mode, &status), status <= 0 else { return nil }
            instances[form] = instance
        }
        self.instances = instances
    }

    /// `units` (well-formed UTF-16) in normalization form `form`.
    func normalize(_ units: ArraySlice<UInt16>, form: NormalizationForm) -> [UInt16] {
        guard let instance = instances[form], !units.isEmpty, units.count < Int(Int32.max / 4) else { return Array(units) }
        let source = Array(units)
        // Decomposition grows text by at most a factor of 3 in UTF-16 for canonical forms and
        // 18 for compatibility ones; start with room for most text and retry once with the
        // size ICU asks for.
        var capacity = source.count * 2 + 16
        for _ in 0..<2 {
            var status: Int32 = 0
            var result = [UInt16](repeating: 0, count: capacity)
            let length = source.withUnsafeBufferPointer { input -> Int32 in
                guard let start = input.baseAddress else { return -1 }
                return result.withUnsafeMutableBufferPointer { output in
                    normalizeFunction(instance, start, Int32(input.count), output.baseAddress, Int32(output.count), &status)
                }
            }
            if status <= 0, length >= 0, Int(length) <= capacity {
                result.removeSubrange(Int(length)...)
                return result
            }
            // U_BUFFER_OVERFLOW_ERROR = 15: the length needed is returned.
            guard status == 15, length > 0 else { break }
            capacity = Int(length)
        }
        return Array(units)
    }
}
